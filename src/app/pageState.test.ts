import { navigationTreeLoaded } from '../features/navigation';
import { projectTargeted, routeResolved } from '../features/routing';
import { initialRootState, pageStateJson, withInitialValues, withoutInitialValues } from './pageState';
import { createRootReducer, type RootState } from './rootReducer';
import { createAppStore } from './store';
import { testSite } from './testing/testSite';

function pageState(): RootState {
  const actions = [
    projectTargeted({
      project: 'website',
      projectName: 'Millbrook',
      allowedGroups: [],
      hostname: 'www.example.test',
      versionStatus: 'published',
      language: 'en-GB',
    }),
    routeResolved({
      path: '/about',
      entry: {
        sys: { id: 'e-about', contentTypeId: 'contentPage', dataFormat: 'entry', language: 'en-GB', uri: '/about' },
        entryTitle: 'About',
      },
      node: { id: 'n-about', path: '/about', displayName: 'About', children: [] },
      ancestors: [{ id: 'n-home', path: '/', displayName: 'Home' }],
      siblings: [],
      parentId: 'n-home',
      staticRoute: null,
      requireLogin: null,
    }),
    navigationTreeLoaded({ path: '/', displayName: 'Home', children: [{ path: '/about', displayName: 'About' }] }),
  ];
  const { reducer } = createRootReducer();
  return actions.reduce((state, action) => reducer(state, action), initialRootState());
}

describe('page state sent with a page', () => {
  it('leaves out the fields at their initial values, and the browser store puts them back', () => {
    const state = pageState();
    const sent = withoutInitialValues(state);
    for (const field of ['notFound', 'isError', 'redirect', 'currentNodeSiblings', 'error', 'statusCode', 'location']) {
      expect(sent.routing).not.toHaveProperty(field);
    }
    expect(sent.routing).toMatchObject({ currentPath: '/about', entryID: 'e-about', currentNodeSiblingsParent: 'n-home' });
    expect(sent.navigation).toEqual({ root: state.navigation.root, isReady: true });
    expect(withInitialValues(JSON.parse(JSON.stringify(sent)))).toEqual(state);
    const { store } = createAppStore({
      site: testSite,
      preloadedState: JSON.parse(JSON.stringify(sent)),
      services: { delivery: {} as never, log: { info: jest.fn(), warn: jest.fn(), error: jest.fn() } },
      routing: {
        routes: { staticRoutes: [], contentTypeMappings: [] },
        getVisitor: () => ({ isAuthenticated: false, groups: [] }),
        cleanPathRedirectStatus: 302,
      },
    });
    expect(store.getState()).toEqual(state);
  });

  it('sends the entry’s id once, in the entry, and the browser store puts `entryID` back', () => {
    const state = pageState();
    const sent = JSON.parse(pageStateJson(state, null)) as RootState;
    expect(sent.routing).not.toHaveProperty('entryID');
    expect(withInitialValues(sent).routing).toEqual(state.routing);
  });

  it('always sends what the browser reads before its store exists, even at initial values', () => {
    const sent = withoutInitialValues(initialRootState());
    expect(sent.routing).toEqual({ currentProject: '', language: 'en-GB', versionStatus: 'published' });
  });

  it('leaves out a slice wholly at its initial values, and the browser store puts it back', () => {
    const state = pageState();
    const sent = JSON.parse(pageStateJson(state, null)) as Partial<RootState>;
    expect(Object.keys(sent)).not.toContain('accountForms');
    expect(Object.keys(sent)).not.toContain('version');
    expect(withInitialValues(sent).accountForms).toEqual(state.accountForms);
    expect(withInitialValues(sent).version).toEqual(state.version);
  });
});
