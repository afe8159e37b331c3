import { configureStore } from '@reduxjs/toolkit';
import { render } from '@testing-library/react';
import axe from 'axe-core';
import type { ReactElement } from 'react';
import { renderToString } from 'react-dom/server';
import { Provider } from 'react-redux';
import type { RoutingState } from '../../../features/routing';
import { rootReducer, type RootState } from '../../rootReducer';

function makeStore(routing: Partial<RoutingState> = {}) {
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
