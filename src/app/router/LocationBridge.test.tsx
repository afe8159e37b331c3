import { act, render } from '@testing-library/react';
import { Provider } from 'react-redux';
import { MemoryRouter, useLocation, useNavigate, useNavigationType, type Location } from 'react-router-dom';
import { routeRedirected } from '../../features/routing';
import { createAppStore } from '../store';
import { fakeDelivery } from '../testing/fakeDelivery';
import { LocationBridge } from './LocationBridge';
import { testSite } from '../testing/testSite';

interface Probe {
  location: Location | null;
  type: string | null;
  navigate: (to: string | number) => void;
}

function Probe({ probe }: { probe: Probe }) {
  probe.location = useLocation();
  probe.type = useNavigationType();
  const navigate = useNavigate();
  probe.navigate = (to) => (typeof to === 'number' ? navigate(to) : navigate(to));
  return null;
}

function setup(entries: string[]) {
  const { store } = createAppStore({
    site: testSite,
    services: { delivery: fakeDelivery({ nodes: [] }), log: { info: jest.fn(), warn: jest.fn(), error: jest.fn() } },
    routing: {
      routes: { staticRoutes: [], contentTypeMappings: [] },
      getVisitor: () => ({ isAuthenticated: false, groups: [] }),
      cleanPathRedirectStatus: 302,
    },
  });
  const probe: Probe = { location: null, type: null, navigate: () => undefined };
  const changes: string[] = [];
  store.subscribe(() => {
    const entry = store.getState().routing.historyEntry;
    if (entry && changes[changes.length - 1] !== entry.key) changes.push(entry.key);
  });
  render(
    <MemoryRouter initialEntries={entries} initialIndex={entries.length - 1}>
      <Provider store={store}>
        <LocationBridge />
        <Probe probe={probe} />
      </Provider>
    </MemoryRouter>,
  );
  return { store, probe, changes, entry: () => store.getState().routing.historyEntry };
}

it('reports the first location and every navigation to the store as locationChanged', () => {
  const { probe, entry } = setup(['/about?x=1#team']);
  expect(entry()).toMatchObject({ pathname: '/about', search: '?x=1', hash: '#team', key: probe.location?.key, navigationType: 'POP' });
  act(() => probe.navigate('/news'));
  expect(entry()).toMatchObject({
    pathname: '/news',
    search: '',
    hash: '',
    key: probe.location?.key,
    navigationType: 'PUSH',
    settled: false,
  });
});

it('follows a redirect from the route saga once, replacing the history entry', () => {
  const { store, probe, changes, entry } = setup(['/start', '/members']);
  act(() => {
    store.dispatch(routeRedirected({ location: '/account/login?redirect_uri=%2Fmembers', statusCode: 302, reason: 'login' }));
  });
  expect(probe.location).toMatchObject({ pathname: '/account/login', search: '?redirect_uri=%2Fmembers' });
  expect(probe.type).toBe('REPLACE');
  expect(entry()).toMatchObject({ pathname: '/account/login', navigationType: 'REPLACE' });
  expect(store.getState().routing.redirect).toBeNull();
  expect(changes).toHaveLength(2); // the first location, then the redirect: followed once
  act(() => probe.navigate(-1));
  expect(probe.location?.pathname).toBe('/start'); // /members was replaced, not kept under the login page
});

it.each(['https://evil.example/steal', '//evil.example/steal', '/\\evil.example'])(
  'never follows a redirect off the site (%s)',
  (location) => {
    const { store, probe } = setup(['/members']);
    act(() => {
      store.dispatch(routeRedirected({ location, statusCode: 302, reason: 'login' }));
    });
    expect(probe.location?.pathname).toBe('/');
    expect(probe.type).toBe('REPLACE');
  },
);
