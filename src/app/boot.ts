// The only script a page that is there to be read runs as it starts (the server chooses it: renderPage.tsx). The
// page is complete without JavaScript; React and the app, most of a phone's start-up work, load and hydrate when
// the visitor first reaches for a control (points at, touches or focuses a link or control, or presses a key),
// not before. A link clicked while they start is followed by the app once it has hydrated, as a client-side
// navigation; if they cannot start, as a plain link.
import { isPlainLeftClick } from '../lib/browser/plainClick';
import { HYDRATED_EVENT, START_FAILED_EVENT, STARTING_ATTRIBUTE } from './startEvents';
import { registerStyleCache } from './styles/registerStyleCache';

/** What a visitor reaches for: pointing at, touching or focusing one of these starts the app. */
const CONTROLS = 'a[href],button,input,select,textarea,summary,label,[tabindex]';
/** A click waits this long for the app at most, then is followed as a plain link. */
const START_TIMEOUT_MS = 10_000;

type Phase = 'waiting' | 'starting' | 'started' | 'failed';

const INTENT_EVENTS = ['pointerover', 'pointerdown', 'touchstart', 'focusin', 'keydown'] as const;
const listenerOptions = { capture: true, passive: true } as const;

function boot(scripts: readonly string[]): void {
  let phase: Phase = 'waiting';
  let pending: HTMLAnchorElement | null = null;
  let timer: ReturnType<typeof setTimeout> | undefined;

  const settle = (next: 'started' | 'failed') => {
    if (phase !== 'starting') return;
    phase = next;
    clearTimeout(timer);
    document.documentElement.removeAttribute(STARTING_ATTRIBUTE);
    document.removeEventListener('click', onClick, true);
    const link = pending;
    pending = null;
    if (!link) return;
    // The app's own click handling (router links, links in rich text) takes the link from here.
    if (next === 'started' && link.isConnected) link.click();
    else window.location.assign(link.href);
  };

  const start = () => {
    if (phase !== 'waiting') return;
    phase = 'starting';
    for (const type of INTENT_EVENTS) document.removeEventListener(type, onIntent, listenerOptions);
    window.addEventListener(HYDRATED_EVENT, () => settle('started'), { once: true });
    window.addEventListener(START_FAILED_EVENT, () => settle('failed'), { once: true });
    for (const src of scripts) {
      const script = document.createElement('script');
      // Inserted scripts run in insertion order only when not async: React DOM, then the app.
      script.async = false;
      script.src = src;
      script.addEventListener('error', () => settle('failed'));
      document.head.append(script);
    }
  };

  function onIntent(event: Event) {
    if (event.type === 'keydown' || (event.target instanceof Element && event.target.closest(CONTROLS))) start();
  }

  function onClick(event: MouseEvent) {
    if (phase !== 'starting' || event.defaultPrevented || !isPlainLeftClick(event)) return;
    const link = event.target instanceof Element ? event.target.closest('a[href]') : null;
    if (!(link instanceof HTMLAnchorElement) || !followsInPage(link)) return;
    event.preventDefault();
    pending = link;
    document.documentElement.setAttribute(STARTING_ATTRIBUTE, '');
    clearTimeout(timer);
    timer = setTimeout(() => settle('failed'), START_TIMEOUT_MS);
  }

  for (const type of INTENT_EVENTS) document.addEventListener(type, onIntent, listenerOptions);
  document.addEventListener('click', onClick, true);
}

/** A link the app would follow itself: same origin, same tab, not a download, not just a move within the page. */
function followsInPage(link: HTMLAnchorElement): boolean {
  if (link.origin !== window.location.origin || link.hasAttribute('download')) return false;
  if (link.target && link.target !== '_self') return false;
  return !(link.pathname === window.location.pathname && link.search === window.location.search && link.hash !== '');
}

const self = document.currentScript;
const scripts = self instanceof HTMLScriptElement ? (self.dataset.app ?? '').split(' ').filter(Boolean) : [];
if (scripts.length > 0) boot(scripts);
// A reader's later page loads link the style sheet rather than carry it, whether or not the app has started.
registerStyleCache();
