// Test helper: the search UI over a real search slice, in a router whose location the test can read.
import { configureStore, type Middleware, type UnknownAction } from '@reduxjs/toolkit';
import { act, render } from '@testing-library/react';
import type { ReactElement, ReactNode } from 'react';
import { renderToString } from 'react-dom/server';
import { Provider } from 'react-redux';
import { Link as RouterLink, MemoryRouter, useLocation, useNavigationType, type Location, type NavigationType } from 'react-router-dom';
import type { Entry } from '../../../lib/delivery/types';
import type { ResultContext, SearchLinkComponent } from '../components/types';
import { routeFiltersSet, searchConfigApplied, searchEntriesSet, searchReducer } from '../slice';
import type { SearchContext, SearchUrlParams } from '../types';
import { answer, searchConfig } from './fixtures';
import { WordsContext, wordsAccessOf } from '../../../lib/i18n';
import { parseCatalogue } from '../../../lib/i18n/parseMessages';
import { SEARCH_WORDS } from '../words/searchWords';
import { takeShownAddress } from '../../../lib/render';

/** The search UI's own English words, as a page in English has them. */
export const ENGLISH = wordsAccessOf('en-GB', parseCatalogue({ search: SEARCH_WORDS }));

/** The event of a search's answer (see fixtures' `answer`). */
export const answered = (...args: Parameters<typeof answer>) => searchEntriesSet(answer(...args));

export interface Probe {
  /** The router's location, once the address of a change the page shows has been taken (as it is once idle). */
  readonly location: Location | null;
  /** How the router got to each location since the first. */
  readonly moves: readonly NavigationType[];
}

class RouterProbe implements Probe {
  #location: Location | null = null;
  #moves: NavigationType[] = [];

  get location() {
    act(() => takeShownAddress());
    return this.#location;
  }

  get moves() {
    act(() => takeShownAddress());
    return this.#moves;
  }

  saw(location: Location, type: NavigationType) {
    if (this.#location && this.#location.key !== location.key) this.#moves.push(type);
    this.#location = location;
  }

  forget() {
    this.#location = null;
  }
}

function LocationProbe({ probe }: { probe: RouterProbe }) {
  const location = useLocation();
  const type = useNavigationType();
  probe.saw(location, type);
  return null;
}

export const TestLink: SearchLinkComponent = ({ to, children, ...rest }) => (
  <RouterLink to={to} {...rest}>
    {children}
  </RouterLink>
);

/** A result as a heading with the marked words in `<mark>`, enough to see what the UI gives it. */
export function renderTestResult(entry: Entry, { words, headingLevel }: ResultContext): ReactNode {
  const Heading = `h${headingLevel}` as const;
  const title = entry.entryTitle ?? '';
  const parts = words.length > 0 ? title.split(new RegExp(`(${words.join('|')})`, 'i')) : [title];
  return (
    <Heading>
      <RouterLink to={entry.sys.uri ?? '/'}>
        {parts.map((part, index) => (index % 2 === 1 ? <mark key={index}>{part}</mark> : part))}
      </RouterLink>
    </Heading>
  );
}

export const params = (overrides: Partial<SearchUrlParams> = {}): SearchUrlParams => ({
  term: '',
  orderBy: [],
  pageIndex: null,
  pageSize: null,
  filters: {},
  ...overrides,
});

export interface SearchSetup {
  /** Facets context (the fixtures' search page) or the listing. */
  context?: Extract<SearchContext, 'facets' | 'listings'>;
  facet?: string;
  url?: string;
  params?: Partial<SearchUrlParams>;
  /** Events applied before the route filters (more configuration). */
  before?: UnknownAction[];
  /** Events applied after the route filters (answers, filter items). */
  then?: UnknownAction[];
  /**
   * Hydrate the server's HTML of the same tree instead of rendering afresh; this runs on that HTML first (what a
   * visitor did before the page's script ran).
   */
  beforeHydration?: (container: HTMLElement) => void;
}

/** The fixtures' search, shown at `url` with `then` applied, and `ui` rendered over it. */
export function renderSearch(ui: ReactElement, setup: SearchSetup = {}) {
  const { context = 'facets', facet = 'news', url = '/search/news', then = [answered('news', 0, ['n1', 'n2'])] } = setup;
  // Every action the view dispatches, in order.
  const actions: UnknownAction[] = [];
  const recordActions: Middleware = () => (next) => (action) => {
    actions.push(action as UnknownAction);
    return next(action);
  };
  const store = configureStore({
    reducer: { search: searchReducer },
    middleware: (defaults) => defaults().concat(recordActions),
  });
  store.dispatch(searchConfigApplied({ config: searchConfig }));
  for (const action of setup.before ?? []) store.dispatch(action);
  store.dispatch(routeFiltersSet({ context, facet, params: params(setup.params), path: '/search', ssr: false }));
  for (const action of then) store.dispatch(action);
  const probe = new RouterProbe();
  const tree = (
    <Provider store={store}>
      <WordsContext value={ENGLISH}>
        <MemoryRouter initialEntries={[url]}>
          {ui}
          <LocationProbe probe={probe} />
        </MemoryRouter>
      </WordsContext>
    </Provider>
  );
  actions.length = 0;
  if (!setup.beforeHydration) return { ...render(tree), store, probe, actions };
  const container = document.body.appendChild(document.createElement('div'));
  container.innerHTML = renderToString(tree);
  probe.forget();
  setup.beforeHydration(container);
  return { ...render(tree, { container, hydrate: true }), store, probe, actions };
}
