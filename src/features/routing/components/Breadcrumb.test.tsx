import { configureStore } from '@reduxjs/toolkit';
import { act, render, screen } from '@testing-library/react';
import { Provider } from 'react-redux';
import { MemoryRouter } from 'react-router-dom';
import { WordsContext, wordsAccessOf } from '../../../lib/i18n';
import { routingReducer } from '../slice';
import type { RouteNode } from '../types';
import { Breadcrumb } from './Breadcrumb';
import { LoadingIndicator } from './LoadingIndicator';

// The breadcrumb's landmark and the loading announcement are named in the page's words.
const node = (id: string, path: string, displayName: string) => ({ id, path, displayName }) as RouteNode;

const WELSH = wordsAccessOf('cy', { 'shell.breadcrumb': 'Briwsion bara', 'shell.loading': 'Wrthi’n llwytho…' });

function renderInWelsh(isLoading = false) {
  const routing = {
    ...routingReducer(undefined, { type: '@@test/init' }),
    currentNode: node('n-hist', '/about/history', 'Hanes'),
    currentNodeAncestors: [node('n-home', '/', 'Hafan'), node('n-about', '/about', 'Amdanom ni')],
    isLoading,
  };
  const store = configureStore({ reducer: (state: { routing: typeof routing } = { routing }) => state });
  return render(
    <MemoryRouter>
      <Provider store={store}>
        <WordsContext value={WELSH}>
          <Breadcrumb />
          <LoadingIndicator />
        </WordsContext>
      </Provider>
    </MemoryRouter>,
  );
}

it('names the breadcrumb in the page’s language', () => {
  renderInWelsh();
  const trail = screen.getByRole('navigation', { name: 'Briwsion bara' });
  expect(trail).toHaveTextContent('HafanAmdanom niHanes');
  expect(screen.queryByRole('navigation', { name: 'Breadcrumb' })).not.toBeInTheDocument();
});

it('announces a page loading in the page’s language', async () => {
  await act(async () => renderInWelsh(true));
  expect(screen.getByRole('status')).toHaveTextContent('Wrthi’n llwytho…');
});
