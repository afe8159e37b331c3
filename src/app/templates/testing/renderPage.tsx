import { configureStore } from '@reduxjs/toolkit';
import { render } from '@testing-library/react';
import axe from 'axe-core';
import type { ReactElement } from 'react';
import { renderToString } from 'react-dom/server';
import { Provider } from 'react-redux';
import { InPageContext, InPageValues, leaveInPage } from '../../../components';
import type { RoutingState } from '../../../features/routing';
import { serializeForScript } from '../../../lib/html';
import { withInitialValues, withoutInitialValues } from '../../pageState';
import { RouteView } from '../../RouteView';
import { rootReducer, type RootState } from '../../rootReducer';

export function makeStore(routing: Partial<RoutingState> = {}) {
  const initial = rootReducer(undefined, { type: '@@test/init' });
  const preloadedState: RootState = { ...initial, routing: { ...initial.routing, ...routing } };
  return configureStore({ reducer: rootReducer, preloadedState });
}

/**
 * Renders a template inside `<main>` as the shell would: to a string (the server's pass), then
 * hydrates that markup in the DOM. A hydration mismatch (React logs it as an error) fails the test.
 */
export function renderPage(ui: ReactElement, routing: Partial<RoutingState> = {}) {
  const store = makeStore(routing);
  const tree = (
    <Provider store={store}>
      <main id="main">{ui}</main>
    </Provider>
  );
  const html = renderToString(tree);
  const container = document.body.appendChild(document.createElement('div'));
  container.innerHTML = html;
  const logged = jest.spyOn(console, 'error').mockImplementation(() => undefined);
  try {
    const result = render(tree, { container, hydrate: true });
    expect(logged.mock.calls).toEqual([]);
    return { ...result, html, store };
  } finally {
    logged.mockRestore();
  }
}

/** axe in jsdom (colour contrast needs a real browser, so the browser suite covers it). */
export async function axeViolations(container: Element): Promise<string[]> {
  const results = await axe.run(container, { rules: { 'color-contrast': { enabled: false } } });
  return results.violations.map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.html).join(' | ')})`);
}

/**
 * A page as the server sends it and the browser starts it: the server renders RouteView from the full state
 * and inlines the state with the values it drew in the page replaced by markers (see src/components/inPage.tsx);
 * the browser hydrates that HTML from the inline state. Any hydration mismatch fails the test.
 */
export function renderFromInlineState(routing: Partial<RoutingState>) {
  const serverStore = makeStore(routing);
  const values = new InPageValues();
  const tree = (store: ReturnType<typeof makeStore>) => (
    <Provider store={store}>
      <main id="main">
        <RouteView />
      </main>
    </Provider>
  );
  const html = renderToString(<InPageContext value={values}>{tree(serverStore)}</InPageContext>);
  const inline = withInitialValues(JSON.parse(serializeForScript(withoutInitialValues(serverStore.getState()), leaveInPage(values))) as Partial<RootState>);
  const store = configureStore({ reducer: rootReducer, preloadedState: inline });
  const container = document.body.appendChild(document.createElement('div'));
  container.innerHTML = html;
  const logged = jest.spyOn(console, 'error').mockImplementation(() => undefined);
  try {
    const result = render(tree(store), { container, hydrate: true });
    expect(logged.mock.calls).toEqual([]);
    return { ...result, html, inline, store };
  } finally {
    logged.mockRestore();
  }
}
