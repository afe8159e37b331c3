import { configureStore } from '@reduxjs/toolkit';
import { render } from '@testing-library/react';
import axe from 'axe-core';
import type { ReactElement } from 'react';
import { renderToString } from 'react-dom/server';
import { Provider } from 'react-redux';
import { MemoryRouter, useLocation, useNavigationType, type Location } from 'react-router-dom';
import { InPageContext, InPageValues } from '../../../components';
import type { RoutingState } from '../../../features/routing';
import { pageStateJson, withInitialValues } from '../../pageState';
import { RouteView } from '../../RouteView';
import { rootReducer, type RootState } from '../../rootReducer';

export function makeStore(routing: Partial<RoutingState> = {}) {
  const initial = rootReducer(undefined, { type: '@@test/init' });
  const preloadedState: RootState = { ...initial, routing: { ...initial.routing, ...routing } };
  return configureStore({ reducer: rootReducer, preloadedState });
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
 * Renders a template inside `<main>` as the shell would, in a router at `routing.currentPath`: to a string
 * (the server's pass), then hydrates that markup in the DOM. A hydration mismatch (React logs it as an
 * error) fails the test.
 */
export function renderPage(ui: ReactElement, routing: Partial<RoutingState> = {}) {
  const store = makeStore(routing);
  const router: RouterProbe = { location: null, navigationType: null };
  const tree = (
    <MemoryRouter initialEntries={[routing.currentPath ?? '/']}>
      <Provider store={store}>
        <main id="main">{ui}</main>
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
 * and inlines the state with the values it drew in the page replaced by markers (see src/components/inPage.tsx);
 * the browser hydrates that HTML from the inline state. Any hydration mismatch fails the test.
 */
export function renderFromInlineState(routing: Partial<RoutingState>) {
  const serverStore = makeStore(routing);
  const values = new InPageValues();
  const router: RouterProbe = { location: null, navigationType: null };
  const tree = (store: ReturnType<typeof makeStore>) => (
    <MemoryRouter initialEntries={[routing.currentPath ?? '/']}>
      <Provider store={store}>
        <main id="main">
          <RouteView />
        </main>
        <LocationProbe probe={router} />
      </Provider>
    </MemoryRouter>
  );
  const html = renderToString(<InPageContext value={values}>{tree(serverStore)}</InPageContext>);
  const sent = JSON.parse(pageStateJson(serverStore.getState(), values)) as Partial<RootState>;
  const inline = withInitialValues(sent);
  const store = configureStore({ reducer: rootReducer, preloadedState: inline });
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

/** axe in jsdom (colour contrast needs a real browser, so the browser suite covers it). */
export async function axeViolations(container: Element): Promise<string[]> {
  const results = await axe.run(container, { rules: { 'color-contrast': { enabled: false } } });
  return results.violations.map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.html).join(' | ')})`);
}
