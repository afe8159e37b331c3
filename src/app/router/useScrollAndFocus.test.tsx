import { act, render } from '@testing-library/react';
import { useRef } from 'react';
import { Provider } from 'react-redux';
import {
  locationChanged,
  locationSettled,
  routeLoadStarted,
  routeResolved,
  type HistoryEntry,
  type NavigationType,
} from '../../features/routing';
import { SCROLL_STORAGE_KEY } from '../../lib/browser';
import { makeStore } from '../testing/renderPage';
import { positionKey, useScrollAndFocus } from './useScrollAndFocus';

// jsdom has no layout: the window's scroll position is simulated, and scrolling is watched.
let scrollY = 0;
const scrollTo = jest.fn((_x: number, y: number) => {
  scrollY = y;
});
const scrollIntoView = jest.fn();

beforeAll(() => {
  Object.defineProperty(window, 'scrollY', { configurable: true, get: () => scrollY });
  window.scrollTo = scrollTo as unknown as typeof window.scrollTo;
  Element.prototype.scrollIntoView = scrollIntoView;
});
beforeEach(() => {
  scrollY = 0;
  scrollTo.mockClear();
  scrollIntoView.mockClear();
});

function Harness() {
  const main = useRef<HTMLElement>(null);
  useScrollAndFocus(main);
  return (
    <main id="main" ref={main} tabIndex={-1}>
      <h2 id="opening-hours">Opening hours</h2>
    </main>
  );
}

let keys = 0;
function setup() {
  const store = makeStore();
  render(
    <Provider store={store}>
      <Harness />
    </Provider>,
  );
  /** A location arrives; its page shows when `show` is called (at once for a hash-only move). */
  const arrive = (url: string, navigationType: NavigationType, key = `key-${++keys}`) => {
    const { pathname, search, hash } = new URL(url, 'http://site.test');
    act(() => {
      store.dispatch(locationChanged({ pathname, search, hash, key, navigationType }));
    });
    return {
      key,
      /** Its route loads (the old page stays on screen), then resolves (the new page shows, its own loads go on). */
      loads: () =>
        act(() => {
          store.dispatch(routeLoadStarted({ path: pathname, search, hash }));
        }),
      resolves: () =>
        act(() => {
          store.dispatch(
            routeResolved({
              path: pathname,
              entry: null,
              node: null,
              ancestors: [],
              siblings: [],
              parentId: null,
              staticRoute: null,
              requireLogin: null,
            }),
          );
        }),
      show: (pageChanged: boolean, withinPage?: boolean) =>
        act(() => {
          store.dispatch(locationSettled({ pageChanged, withinPage }));
        }),
    };
  };
  const userScrollsTo = (y: number) => {
    scrollY = y;
    window.dispatchEvent(new Event('scroll'));
  };
  return { arrive, userScrollsTo };
}

it('forgets an earlier visit’s position of a freshly loaded page (a task after its first render), so a reload keeps it where it is', async () => {
  sessionStorage.setItem(
    SCROLL_STORAGE_KEY,
    JSON.stringify([
      ['default:/garden', { y: 900 }],
      ['default:/about', { y: 40 }],
    ]),
  );
  const { arrive } = setup();
  arrive('/garden', 'POP', 'default').show(false);
  await act(() => new Promise((resolve) => setTimeout(resolve, 0)));
  const kept = JSON.parse(sessionStorage.getItem(SCROLL_STORAGE_KEY) ?? '[]') as Array<[string, unknown]>;
  expect(kept.map(([key]) => key)).toEqual(['default:/about']);
  expect(scrollTo).not.toHaveBeenCalled();
});

it('leaves the first page where the browser put it', () => {
  const { arrive } = setup();
  arrive('/about#opening-hours', 'POP').show(false);
  expect(scrollTo).not.toHaveBeenCalled();
  expect(scrollIntoView).not.toHaveBeenCalled();
});

it('moves nothing until the new entry’s page has been shown, then goes to the top and focuses main', () => {
  const { arrive } = setup();
  arrive('/news', 'POP').show(false);
  const next = arrive('/about', 'PUSH');
  expect(scrollTo).not.toHaveBeenCalled();
  next.show(true);
  expect(scrollTo).toHaveBeenCalledWith(0, 0);
  expect(document.activeElement?.id).toBe('main');
});

it('restores each entry’s position on back and forward', () => {
  const { arrive, userScrollsTo } = setup();
  const listing = arrive('/news', 'POP');
  listing.show(false);
  userScrollsTo(2400);
  const article = arrive('/news/a-story', 'PUSH');
  article.loads();
  userScrollsTo(2450); // still on the listing while the article loads
  article.resolves();
  userScrollsTo(800); // the shorter article is on screen (the browser clamps), its searches still running
  article.show(true);
  expect(scrollY).toBe(0);
  userScrollsTo(300);

  arrive('/news', 'POP', listing.key).show(true);
  expect(scrollY).toBe(2450);
  arrive('/news/a-story', 'POP', article.key).show(true);
  expect(scrollY).toBe(300);
});

it('scrolls a hash target into view and focuses it, without restoring anything', () => {
  const { arrive } = setup();
  arrive('/visit', 'POP').show(false);
  arrive('/visit#opening-hours', 'PUSH').show(false);
  expect(scrollIntoView).toHaveBeenCalledTimes(1);
  expect(scrollIntoView.mock.contexts[0]).toBe(document.getElementById('opening-hours'));
  expect(document.activeElement?.id).toBe('opening-hours');
  expect(document.getElementById('opening-hours')).toHaveAttribute('tabindex', '-1');
  expect(scrollTo).not.toHaveBeenCalled();
});

it('keeps the position and focus on a move within the page (a search’s query), and restores it on back', () => {
  const { arrive, userScrollsTo } = setup();
  const first = arrive('/news', 'POP');
  first.show(false);
  userScrollsTo(900);
  arrive('/news?topic=bees', 'PUSH').show(false, true);
  expect(scrollTo).not.toHaveBeenCalled();
  expect(document.activeElement?.id).not.toBe('main');
  userScrollsTo(1200);
  arrive('/news', 'POP', first.key).show(false, true);
  expect(scrollY).toBe(900);
});

it('keeps entries the router did not create apart by their URL', () => {
  const entry = (url: string): HistoryEntry => {
    const { pathname, search, hash } = new URL(url, 'http://site.test');
    return { pathname, search, hash, key: 'default', navigationType: 'POP', settled: true, pageChanged: false };
  };
  expect(positionKey(entry('/news'))).not.toBe(positionKey(entry('/news#main')));
  expect(positionKey({ ...entry('/news'), key: 'abc123' })).toBe('abc123');
});
