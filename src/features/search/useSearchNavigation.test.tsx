import { configureStore } from '@reduxjs/toolkit';
import { useLayoutEffect, useRef } from 'react';
import { act, render, waitFor } from '@testing-library/react';
import { Provider } from 'react-redux';
import { MemoryRouter, useLocation, type Location } from 'react-router-dom';
import { takeShownAddress } from '../../lib/render';
import { filterToggled, routeFiltersSet, searchConfigApplied, searchReducer, searchTermChanged } from './slice';
import { searchConfig } from './testing/fixtures';
import { useSearchNavigation } from './useSearchNavigation';

// A search UI's action moves the browser to the search's new URL, keeping the page's hash.
function setup(url: string) {
  const store = configureStore({ reducer: { search: searchReducer } });
  store.dispatch(searchConfigApplied({ config: searchConfig }));
  store.dispatch(
    routeFiltersSet({
      context: 'facets',
      facet: 'news',
      params: { term: '', orderBy: [], pageIndex: 2, pageSize: null, filters: {} },
      path: '/search',
      ssr: false,
    }),
  );
  const seen: {
    location: Location | null;
    /** Each location the router showed, once. */
    shown: Location[];
    act: (event: Parameters<ReturnType<typeof useSearchNavigation>>[0]) => void;
  } = { location: null, shown: [], act: () => undefined };
  function Probe() {
    const location = useLocation();
    if (seen.location?.key !== location.key) seen.shown.push(location);
    seen.location = location;
    seen.act = useSearchNavigation();
    return null;
  }
  render(
    <Provider store={store}>
      <MemoryRouter initialEntries={[url]}>
        <Probe />
      </MemoryRouter>
    </Provider>,
  );
  return { store, seen };
}

it('records the event at once and takes the address of its search once the page is idle', async () => {
  const { store, seen } = setup('/search/news?pageIndex=3#results');
  act(() => seen.act(searchTermChanged({ term: 'bees' })));
  expect(store.getState().search.term).toBe('bees');
  // The page shows the change first; the history entry and the router's render wait for an idle moment.
  expect(seen.location).toMatchObject({ search: '?pageIndex=3' });
  await waitFor(() => expect(seen.location).toMatchObject({ pathname: '/search/news', search: '?term=bees', hash: '#results' }));
  act(() => seen.act(filterToggled({ filterKey: 'year', key: '2024' })));
  act(() => takeShownAddress());
  expect(seen.location).toMatchObject({ pathname: '/search/news', search: '?term=bees&year=2024' });
});

it("a second choice before the page is idle takes the first one's address first: each keeps its history entry", () => {
  const { seen } = setup('/search/news');
  act(() => seen.act(filterToggled({ filterKey: 'year', key: '2024' })));
  act(() => seen.act(filterToggled({ filterKey: 'year', key: '2023' })));
  act(() => takeShownAddress());
  expect(seen.shown.map((location) => location.search)).toEqual(['', '?year=2024', '?year=2023,2024']);
});

it('back or forward before the page is idle cancels the address waiting', async () => {
  const { seen } = setup('/search/news');
  act(() => seen.act(filterToggled({ filterKey: 'year', key: '2024' })));
  act(() => window.dispatchEvent(new PopStateEvent('popstate')));
  await new Promise((resolve) => setTimeout(resolve, 100));
  act(() => takeShownAddress());
  expect(seen.shown.map((location) => location.search)).toEqual(['']);
});

it('keeps the address of an event that comes before the router can move (a click while the page hydrates)', async () => {
  const store = configureStore({ reducer: { search: searchReducer } });
  store.dispatch(searchConfigApplied({ config: searchConfig }));
  store.dispatch(
    routeFiltersSet({
      context: 'facets',
      facet: 'news',
      params: { term: '', orderBy: [], pageIndex: 0, pageSize: null, filters: {} },
      path: '/search',
      ssr: false,
    }),
  );
  const seen: { location: Location | null } = { location: null };
  // A child's layout effects run before its parent's: here the router's navigate() is not active yet.
  function Early({ act: move }: { act: ReturnType<typeof useSearchNavigation> }) {
    const fired = useRef(false);
    useLayoutEffect(() => {
      if (fired.current) return;
      fired.current = true;
      move(filterToggled({ filterKey: 'year', key: '2024' }));
    }, [move]);
    return null;
  }
  function Probe() {
    seen.location = useLocation();
    return <Early act={useSearchNavigation()} />;
  }
  render(
    <Provider store={store}>
      <MemoryRouter initialEntries={['/search/news']}>
        <Probe />
      </MemoryRouter>
    </Provider>,
  );
  await waitFor(() => expect(seen.location).toMatchObject({ pathname: '/search/news', search: '?year=2024' }));
});
