import { routeLoadStarted } from '../features/routing';
import { initialSearchState, searchSlice, searchTermChanged } from '../features/search';
import {
  accountFormsSlice,
  authenticationStateSet,
  formPostRejected,
  initialAccountFormsState,
  loginRequested,
  type SignedInUser,
} from '../features/user';
import { initialRootState, type RootState } from './rootReducer';
import { testSite } from './testing/testSite';
import { createAppStore } from './store';
import { routeTableOf } from './site/routeTable';

// The browser's store starts with the main bundle's slices only; a chunk's slice is injected when the chunk arrives.
// Until then the page's state for it must stay as the server sent it, whatever else happens.

const ada: SignedInUser = {
  id: 'u-ada',
  username: 'ada',
  email: 'ada@example.com',
  firstName: 'Ada',
  lastName: '',
  groups: [],
  isZengentiStaff: false,
};
const refused = {
  form: 'register' as const,
  values: { email: 'ada@example' },
  message: 'There is a problem',
  status: 422,
  fieldErrors: [],
};

/** What a registration page refused without JavaScript came with (fields at their initial values left out). */
function pageState(): Partial<RootState> {
  const initial = initialRootState();
  return {
    routing: { ...initial.routing, currentPath: '/account/register' },
    accountForms: { ...initialAccountFormsState, rejectedPost: refused, accountsUnavailable: true },
    search: { ...initialSearchState, term: 'bees' },
  };
}

function browserStore() {
  return createAppStore({
    site: testSite,
    preloadedState: pageState(),
    services: {
      delivery: () => Promise.reject(new Error('no delivery in this test')),
      log: { info: jest.fn(), warn: jest.fn(), error: jest.fn() },
    },
    routing: {
      routes: routeTableOf(testSite),
      getVisitor: () => ({ isAuthenticated: false, groups: [] }),
      cleanPathRedirectStatus: 302,
    },
  });
}

describe('a chunk’s slices in the browser’s store', () => {
  it('keeps the page’s state of a slice not injected yet through other slices’ actions', () => {
    const app = browserStore();
    app.store.dispatch(authenticationStateSet({ user: ada, csrfToken: 't' }));
    app.store.dispatch(routeLoadStarted({ path: '/account/register', search: '', hash: '' }));
    const state = app.store.getState();
    expect(state.session.user).toEqual(ada);
    expect(state.accountForms.rejectedPost).toEqual(refused);
    expect(state.search.term).toBe('bees');
  });

  it('a slice not injected yet does not act: its actions leave the page’s state as it was', () => {
    const app = browserStore();
    app.store.dispatch(loginRequested({ username: 'ada', password: 'p', target: {} }));
    expect(app.store.getState().accountForms.rejectedPost).toEqual(refused);
  });

  it('once injected after hydration, the slice takes over the page’s state where it was', () => {
    const app = browserStore();
    app.store.dispatch(authenticationStateSet({ user: ada }));
    app.inject({ slices: [accountFormsSlice] });
    expect(app.store.getState().accountForms).toEqual({ ...initialAccountFormsState, rejectedPost: refused, accountsUnavailable: true });
    app.store.dispatch(formPostRejected({ ...refused, message: 'Still a problem' }));
    expect(app.store.getState().accountForms).toMatchObject({ rejectedPost: { message: 'Still a problem' }, accountsUnavailable: true });
    app.store.dispatch(loginRequested({ username: 'ada', password: 'p', target: {} }));
    expect(app.store.getState().accountForms).toMatchObject({ rejectedPost: null, signIn: { isLoading: true }, accountsUnavailable: true });
    // Another chunk's slice, still waiting, keeps the page's state meanwhile.
    expect(app.store.getState().search.term).toBe('bees');
  });

  it('runs what the chunk brings once: its slices, then its action, then its saga', () => {
    const app = browserStore();
    const order: string[] = [];
    app.inject({
      slices: [searchSlice],
      then: searchTermChanged({ term: 'wasps' }),
      saga: function* chunkSaga() {
        order.push(`saga saw ${app.store.getState().search.term}`);
        yield undefined;
      },
    });
    expect(order).toEqual(['saga saw wasps']);
  });
});
