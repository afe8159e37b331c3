import { configureStore } from '@reduxjs/toolkit';
import { useLayoutEffect, useRef } from 'react';
import { act, render } from '@testing-library/react';
import { Provider } from 'react-redux';
import { MemoryRouter, useLocation, type Location } from 'react-router-dom';
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
  const seen: { location: Location | null; act: (event: Parameters<ReturnType<typeof useSearchNavigation>>[0]) => void } = {
    location: null,
    act: () => undefined,
  };
  function Probe() {
    seen.location = useLocation();
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

it('records the event and navigates to the URL of the search it leads to', () => {
  const { store, seen } = setup('/search/news?pageIndex=3#results');
  act(() => seen.act(searchTermChanged({ term: 'bees' })));
  expect(store.getState().search.term).toBe('bees');
  expect(seen.location).toMatchObject({ pathname: '/search/news', search: '?term=bees', hash: '#results' });
  act(() => seen.act(filterToggled({ filterKey: 'year', key: '2024' })));
  expect(seen.location).toMatchObject({ pathname: '/search/news', search: '?term=bees&year=2024' });
});

it('keeps the address of an event that comes before the router can move (a click while the page hydrates)', () => {
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
  expect(seen.location).toMatchObject({ pathname: '/search/news', search: '?year=2024' });
});
