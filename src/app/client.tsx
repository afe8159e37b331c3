import './styles/trellis.css';
import { startTransition, useEffect } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router-dom';
import { loadSanitizer } from '../components';
import { whenIdle } from '../lib/browser';
import { isLocalHostname } from '../lib/url';
import { localiseLink } from '../lib/url/languages';
import { consoleLog } from '../lib/saga';
import { accountApiIn, browserUserEffects } from '../features/user';
import { parseVersionStatus } from '../features/version';
import { accountPages } from './account/accountRoutes';
import { App } from './App';
import { browserDelivery } from './browserDelivery';
import type { RootState } from './rootReducer';
import { browserRootSaga } from './browserSagas';
import { createAppStore } from './store';
import { getVisitor } from './visitor';
import { staysOnSearchPage } from './search/pageSearches';
import { searchLoadedPage } from './search/searchSagas';
import { STATE_ELEMENT_ID } from './stateElement';
import { HYDRATED_EVENT, START_FAILED_EVENT } from './startEvents';
import { loadPageChunks } from './pageChunks';
import type { Site } from './site/defineSite';
import { versionPage } from './version/VersionRoute';
import { registerStyleCache } from './styles/registerStyleCache';

declare global {
  interface Window {
    __TRELLIS_STATE__?: RootState;
    /** Set by a hosting page (e.g. a CMS preview frame) to choose the version status of client-side loads. */
    versionStatus?: string;
  }
}

/** The state the server rendered with: inline, or from `?redux=true` when inlining is switched off. */
async function initialState(): Promise<RootState> {
  if (window.__TRELLIS_STATE__) return window.__TRELLIS_STATE__;
  const url = new URL(window.location.href);
  url.searchParams.set('redux', 'true');
  const response = await fetch(url, { headers: { accept: 'application/json' }, credentials: 'same-origin' });
  if (!response.ok) throw new Error(`Could not load the page state (${response.status})`);
  return (await response.json()) as RootState;
}

/**
 * What a route load needs in the browser at the first navigation: the route table, and the HTML sanitiser (rich
 * text hydrates from the page, but content the browser loads itself needs it).
 */
const routesOf = (site: Site) => () =>
  Promise.all([import(/* webpackChunkName: "routeLoader" */ './site/routeTable'), loadSanitizer()]).then(([{ routeTableOf }]) =>
    routeTableOf(site),
  );

/** Ends the task under way: the browser may paint and answer input before the work that follows. */
const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

async function start(site: Site) {
  // Evaluating the bundle is one task; the store, the sagas and hydration each come in tasks of their own.
  await nextTask();
  const state = withWindowVersionStatus(await initialState());
  const delivery = browserDelivery({
    rootUrl: '',
    proxied: true,
    projectId: state.routing.currentProject,
    language: state.routing.language,
    versionStatus: state.routing.versionStatus,
  });
  const app = createAppStore({
    site,
    preloadedState: state,
    services: { delivery: delivery.load, log: consoleLog },
    routing: {
      routes: routesOf(site),
      getVisitor,
      cleanPathRedirectStatus: 302,
      staysOnPage: staysOnSearchPage(site),
      pageLoaded: searchLoadedPage,
      preparePage: (page, routing) => loadPageChunks(site, { ...routing, ...page, notFound: false, isError: false, redirect: null }),
    },
    // The page's language stays while it is open (another language is a page load): its account routes answer in it.
    account: {
      api: accountApiIn((path) => localiseLink(state.routing.languages, state.routing.language, path)),
      effects: browserUserEffects,
    },
  });
  // The search slice's reducer comes with the search chunk, before any search event.
  site.searchChunk.whenLoaded((pages) => app.inject({ slices: [pages.searchSlice], then: pages.pageSearchStateRestored() }));
  // The server rendered this page with its chunks: hydrate with the same code.
  await loadPageChunks(site, state.routing);
  clearCacheOnVisitorChange(app.store, delivery);
  app.runSaga(browserRootSaga);
  runChunkSagas(app);
  await nextTask();
  const container = document.getElementById('app');
  if (container) hydrate(container, app.store, site, delivery);
  else removeInlineState();
  registerStyleCache();
}

type AppStore = ReturnType<typeof createAppStore>;
type BrowserDelivery = ReturnType<typeof browserDelivery>;

/**
 * A valid window value overrides the version status for the loads this browser makes from now on, within what
 * the host shows: drafts only where the server already shows them (the proxy refuses them elsewhere).
 */
function withWindowVersionStatus(state: RootState): RootState {
  const windowStatus = parseVersionStatus(window.versionStatus);
  const draftsShown = state.routing.versionStatus === 'latest' || isLocalHostname(window.location.hostname);
  if (!windowStatus || (windowStatus !== 'published' && !draftsShown)) return state;
  return { ...state, routing: { ...state.routing, versionStatus: windowStatus } };
}

/** Answers depend on who is signed in: a sign-in or sign-out (here or in another tab) empties the cache. */
function clearCacheOnVisitorChange(store: AppStore['store'], delivery: BrowserDelivery) {
  let visitorId = store.getState().session.user?.id ?? null;
  store.subscribe(() => {
    const now = store.getState().session.user?.id ?? null;
    if (now !== visitorId) {
      visitorId = now;
      delivery.clearCache();
    }
  });
}

/** The account forms' and the version page's slices and sagas arrive with their pages' chunks. */
function runChunkSagas({ inject }: AppStore) {
  accountPages.whenLoaded((pages) => inject({ slices: [pages.accountFormsSlice], saga: pages.accountChunkSaga }));
  versionPage.whenLoaded((page) => inject({ slices: [page.versionSlice], saga: page.versionSaga }));
}

/**
 * A transition: React hydrates in slices of a few milliseconds and yields to the browser between them, rather
 * than in one long task that holds up input (the page is already on screen, from the server's HTML).
 */
function hydrate(container: HTMLElement, store: AppStore['store'], site: Site, delivery: BrowserDelivery) {
  startTransition(() => {
    hydrateRoot(
      container,
      // Locations without a transition: a click's new address renders at once and its effects (the location event
      // the routing saga acts on) run in the same task, so a filter click's search goes out before the browser
      // paints, not after a deferred render. Pages still change through route state (RouteView), not here.
      <BrowserRouter useTransitions={false}>
        <App store={store} site={site} />
        {/* The delivery client (prefetched with the `routeLoader` chunk) is set up once the browser is idle, so a
            visitor's first search or filter click does not wait for its code to run. */}
        <Hydrated
          then={() => {
            whenIdle(() => void Promise.resolve(delivery.load()).catch(() => undefined), { timeoutMs: 2000, fallbackMs: 200 });
          }}
        />
      </BrowserRouter>,
    );
  });
}

function removeInlineState(): void {
  document.getElementById(STATE_ELEMENT_ID)?.remove();
}

/**
 * The inline state goes once the page has hydrated (its effects run after the hydration commits), so its absence
 * says that the page's controls respond: browser tests and benchmarks wait for it before they act.
 */
function Hydrated({ then }: { then: () => void }) {
  useEffect(() => {
    removeInlineState();
    window.dispatchEvent(new Event(HYDRATED_EVENT));
    then();
  }, [then]);
  return null;
}

/** The browser's entry: a site's client entry calls it with its site (site/client.ts). */
export function startClient(site: Site): void {
  start(site).catch((error: unknown) => {
    console.error('Trellis failed to start', error);
    window.dispatchEvent(new Event(START_FAILED_EVENT));
  });
}
