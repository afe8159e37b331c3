import { configureStore } from '@reduxjs/toolkit';
import { render } from '@testing-library/react';
import axe from 'axe-core';
import type { ReactElement } from 'react';
import { renderToString } from 'react-dom/server';
import { Provider } from 'react-redux';
import { MemoryRouter, useLocation, useNavigationType, type Location } from 'react-router-dom';
import { InPageContext, InPageValues } from '../../components';
import type { RoutingState } from '../../features/routing';
import { pageSearchStateRestored, searchSlice, type SearchState } from '../../features/search';
import { pageStateJson, withInitialValues } from '../pageState';
import { RouteView } from '../RouteView';
import { createRootReducer, type RootState } from '../rootReducer';
import type { Site } from '../site/defineSite';
import { SiteContext } from '../site/siteContext';
import { testSite } from './testSite';
import { testWordsState, type TestCatalogues } from './testWords';
import { WordsProvider } from '../words/WordsProvider';

/** The app's reducer with the search slice's own (as once the search chunk has loaded). */
const { reducer } = createRootReducer([searchSlice]);

export function makeStore(routing: Partial<RoutingState> = {}, search?: SearchState, catalogues?: TestCatalogues) {
  const initial = reducer(undefined, { type: '@@test/init' });
  const preloadedState: RootState = {
    ...initial,
    routing: { ...initial.routing, ...routing },
    search: search ?? initial.search,
    words: testWordsState(routing.language ?? initial.routing.language, catalogues),
  };
  return configureStore({ reducer, preloadedState });
}

/** Where the router is: read after an interaction to see where a click took the visitor. */
export interface RouterProbe {
  location: Location | null;
  navigationType: 'POP' | 'PUSH' | 'REPLACE' | null;
}

function LocationProbe({ probe }: { probe: RouterProbe }) {
  probe.location = useLocation();
  probe.navigationType = useNavigationType();
  return null;
}

/**
 * The page-rendering helpers below, for a site's pages (the core's tests use testSite), in the words of the site's
 * catalogues (`routing.language` chooses one; the core's English words without any).
 */
export function pageRenderer(site: Site, catalogues?: TestCatalogues) {
  /**
   * Renders a template inside `<main>` as the shell would, in a router at `routing.currentPath`: to a string
   * (the server's pass), then hydrates that markup in the DOM. A hydration mismatch (React logs it as an
   * error) fails the test.
   */
  function renderPage(ui: ReactElement, routing: Partial<RoutingState> = {}, search?: SearchState) {
    const store = makeStore(routing, search, catalogues);
    const router: RouterProbe = { location: null, navigationType: null };
    const tree = (
      <MemoryRouter initialEntries={[routing.currentPath ?? '/']}>
        <Provider store={store}>
          <SiteContext value={site}>
            <WordsProvider>
              <main id="main">{ui}</main>
            </WordsProvider>
          </SiteContext>
          <LocationProbe probe={router} />
        </Provider>
      </MemoryRouter>
    );
    const html = renderToString(tree);
    const container = document.body.appendChild(document.createElement('div'));
    container.innerHTML = html;
    const logged = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    try {
      const result = render(tree, { container, hydrate: true });
      expect(logged.mock.calls).toEqual([]);
      return { ...result, html, store, router };
    } finally {
      logged.mockRestore();
    }
  }

  /**
   * A page as the server sends it and the browser starts it: the server renders RouteView from the full state
   * and inlines the state with the values it drew in the page replaced by markers (see src/components/InPage.tsx);
   * the browser hydrates that HTML from the inline state. Any hydration mismatch fails the test.
   */
  function renderFromInlineState(routing: Partial<RoutingState>, search?: SearchState) {
    const serverStore = makeStore(routing, search, catalogues);
    const values = new InPageValues();
    const router: RouterProbe = { location: null, navigationType: null };
    const tree = (store: ReturnType<typeof makeStore>) => (
      <MemoryRouter initialEntries={[routing.currentPath ?? '/']}>
        <Provider store={store}>
          <SiteContext value={site}>
            <WordsProvider>
              <main id="main">
                <RouteView />
              </main>
            </WordsProvider>
          </SiteContext>
          <LocationProbe probe={router} />
        </Provider>
      </MemoryRouter>
    );
    const html = renderToString(<InPageContext value={values}>{tree(serverStore)}</InPageContext>);
    const sent = JSON.parse(pageStateJson(serverStore.getState(), values)) as Partial<RootState>;
    const inline = withInitialValues(sent);
    const store = configureStore({ reducer, preloadedState: inline });
    // As client.tsx does once the search chunk is there: the search state the page sent is completed.
    store.dispatch(pageSearchStateRestored());
    const container = document.body.appendChild(document.createElement('div'));
    container.innerHTML = html;
    const logged = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    try {
      const result = render(tree(store), { container, hydrate: true });
      expect(logged.mock.calls).toEqual([]);
      return { ...result, html, inline, store, router };
    } finally {
      logged.mockRestore();
    }
  }

  return { renderPage, renderFromInlineState };
}

export const { renderPage, renderFromInlineState } = pageRenderer(testSite);

/** axe in jsdom (colour contrast needs a real browser, so the browser suite covers it). */
export async function axeViolations(container: Element): Promise<string[]> {
  const results = await axe.run(container, { rules: { 'color-contrast': { enabled: false } } });
  return results.violations.map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.html).join(' | ')})`);
}
