import { configureStore } from '@reduxjs/toolkit';
import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { Suspense, type ReactNode } from 'react';
import { Provider } from 'react-redux';
import { parseCatalogue } from '../../lib/i18n/parseMessages';
import { routeLoadStarted } from '../../features/routing';
import { createRootReducer } from '../rootReducer';
import { defineSite } from '../site/defineSite';
import { SiteContext } from '../site/siteContext';
import { CORE_WORDS, wordsWith } from './coreWords';
import { useWords } from './useWords';
import { WordsProvider } from './WordsProvider';

const welsh = wordsWith({ search: { noResults: 'Dim canlyniadau.' }, shell: { loading: 'Wrthi’n llwytho…' } });
let loads = 0;
const site = defineSite({
  pages: [],
  words: {
    primary: 'en-GB',
    catalogues: {
      'en-GB': async () => ({ default: CORE_WORDS }),
      cy: async () => {
        loads += 1;
        return { default: welsh };
      },
    },
  },
});

/** A page in Welsh that carried the shell's words and one search message, as the server sends it. */
async function renderWelsh(ui: ReactNode) {
  const { reducer } = createRootReducer();
  const initial = reducer(undefined, { type: '@@test/init' });
  const all = parseCatalogue(welsh);
  const carried = Object.fromEntries(Object.entries(all).filter(([id]) => id.startsWith('shell.') || id === 'search.results'));
  const store = configureStore({
    reducer,
    preloadedState: {
      ...initial,
      routing: { ...initial.routing, language: 'cy' },
      words: { requested: 'cy', language: 'cy', areas: ['shell', 'search'], messages: carried, partial: true },
    },
  });
  // Awaited: a view waiting on `use` inside act() resumes only then.
  await act(async () => {
    render(
      <Provider store={store}>
        <SiteContext value={site}>
          <WordsProvider>{ui}</WordsProvider>
        </SiteContext>
      </Provider>,
    );
  });
  return store;
}

function Empty() {
  const t = useWords('search');
  return <p>{t('search.noResults')}</p>;
}

function NotFound() {
  const t = useWords('errors');
  return <p>{t('errors.homeLink')}</p>;
}

beforeEach(() => {
  loads = 0;
});

it('loads the rest of an area the page carried in part once the page has started', async () => {
  const store = await renderWelsh(
    <Suspense fallback={<p>waiting</p>}>
      <Empty />
    </Suspense>,
  );
  expect(await screen.findByText('Dim canlyniadau.')).toBeInTheDocument();
  expect(loads).toBe(1);
  expect(store.getState().words.messages['search.noResults']).toBe('Dim canlyniadau.');
});

/** Time enough for a load begun at start to have reached the catalogue. */
const settled = () =>
  act(async () => {
    await new Promise((resolve) => setTimeout(resolve, 100));
  });

function Carried() {
  const t = useWords('search');
  return <p>{t('shell.loading')}</p>;
}

it('loads the rest of a carried area at the visitor’s first reach, not as the page starts', async () => {
  const store = await renderWelsh(<Carried />);
  expect(screen.getByText('Wrthi’n llwytho…')).toBeInTheDocument();
  await settled();
  expect(store.getState().words.messages['search.noResults']).toBeUndefined();
  await act(async () => {
    fireEvent.keyDown(document.body, { key: 'Tab' });
  });
  await waitFor(() => expect(store.getState().words.messages['search.noResults']).toBe('Dim canlyniadau.'));
});

it('loads the rest of a carried area when a page load begins', async () => {
  const store = await renderWelsh(<Carried />);
  await settled();
  expect(store.getState().words.messages['search.noResults']).toBeUndefined();
  await act(async () => {
    store.dispatch(routeLoadStarted({ path: '/cy/chwilio', search: '', hash: '' }));
  });
  await waitFor(() => expect(store.getState().words.messages['search.noResults']).toBe('Dim canlyniadau.'));
});

it('loads an area the page did not carry, in the page’s language', async () => {
  await renderWelsh(
    <Suspense fallback={<p>waiting</p>}>
      <NotFound />
    </Suspense>,
  );
  expect(await screen.findByText('Go to the home page')).toBeInTheDocument();
});

let carriedRenders = 0;
function CountedCarried() {
  const t = useWords('search');
  carriedRenders += 1;
  return <p>{t('shell.loading')}</p>;
}

it('does not draw a view that has its words again when the rest of the page’s words arrive', async () => {
  carriedRenders = 0;
  const store = await renderWelsh(<CountedCarried />);
  const before = carriedRenders;
  await act(async () => {
    fireEvent.pointerDown(document.body);
  });
  await waitFor(() => expect(store.getState().words.messages['search.noResults']).toBe('Dim canlyniadau.'));
  expect(carriedRenders).toBe(before);
  expect(screen.getByText('Wrthi’n llwytho…')).toBeInTheDocument();
});

it('loads the rest of a carried area once the browser is idle after the page starts', async () => {
  let idle: IdleRequestCallback | null = null;
  window.requestIdleCallback = (callback) => {
    idle = callback;
    return 1;
  };
  window.cancelIdleCallback = () => undefined;
  try {
    const store = await renderWelsh(<Carried />);
    await settled();
    expect(store.getState().words.messages['search.noResults']).toBeUndefined();
    expect(idle).not.toBeNull();
    await act(async () => {
      idle!({ didTimeout: false, timeRemaining: () => 20 });
    });
    await waitFor(() => expect(store.getState().words.messages['search.noResults']).toBe('Dim canlyniadau.'));
  } finally {
    delete (window as Partial<Window>).requestIdleCallback;
    delete (window as Partial<Window>).cancelIdleCallback;
  }
});
