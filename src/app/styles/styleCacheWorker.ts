// The style cache worker (a service worker, scope `/`): keeps the build's style sheet, and asks for later page
// loads' addresses with the linked-styles marker, so that their HTML links the sheet instead of carrying it. The
// server serves it at /sw.js after a line that sets its settings (server/styleCacheWorker.ts). DOM typings only in
// this project: the few worker types it uses are declared below.
import { linkedStylesAddress } from './linkedStylesMarker';

/** Set by the line the server writes before this script. */
interface StyleCacheSettings {
  /** The build's style version (the marker's value); the worker's cache is named after it. */
  version: string;
  /** The build's style sheets' addresses (`/static/main.<hash>.css`). */
  styles: string[];
}

interface ExtendableEvent extends Event {
  waitUntil(promise: Promise<unknown>): void;
}
/** A rule of the static routing API: which requests go to the network without waking the worker. */
type RouterCondition =
  { requestMode: RequestMode } | { urlPattern: { pathname: string } } | { or: RouterCondition[] } | { not: RouterCondition };
interface RouterRule {
  condition: RouterCondition;
  source: 'network' | 'fetch-event';
}
interface InstallEvent extends ExtendableEvent {
  /** Chromium's static routing API; absent elsewhere. */
  addRoutes?(rules: RouterRule[]): Promise<void>;
}
interface FetchEvent extends ExtendableEvent {
  readonly request: Request;
  respondWith(response: Promise<Response>): void;
}
interface WorkerScope {
  readonly location: Location;
  readonly registration: { unregister(): Promise<boolean> };
  readonly TRELLIS_STYLE_CACHE?: StyleCacheSettings;
  skipWaiting(): Promise<void>;
  addEventListener(type: 'install', listener: (event: InstallEvent) => void): void;
  addEventListener(type: 'activate', listener: (event: ExtendableEvent) => void): void;
  addEventListener(type: 'fetch', listener: (event: FetchEvent) => void): void;
}

const worker = self as unknown as WorkerScope;
const CACHE_PREFIX = 'trellis-styles-';
const settings = worker.TRELLIS_STYLE_CACHE;

/** Statuses a Response may not have a body with. */
const NULL_BODY_STATUSES = new Set([101, 103, 204, 205, 304]);

if (!settings || settings.styles.length === 0) retire();
else keepStyles(settings);

/** No style sheet to keep (a development server): a worker left from another build unregisters, its caches gone. */
function retire(): void {
  worker.addEventListener('install', (event) => event.waitUntil(worker.skipWaiting()));
  worker.addEventListener('activate', (event) => event.waitUntil(dropCaches(null).then(() => worker.registration.unregister())));
}

function keepStyles({ version, styles }: StyleCacheSettings): void {
  const cacheName = `${CACHE_PREFIX}${version}`;
  // Installed once the sheets are kept (a failed download fails the install: the next page load tries again). A new
  // build's worker takes over at once: the pages it answers from then on link that build's sheet.
  worker.addEventListener('install', (event) =>
    event.waitUntil(
      Promise.all([caches.open(cacheName).then((cache) => cache.addAll(styles)), routeAroundWorker(event, styles)]).then(() =>
        worker.skipWaiting(),
      ),
    ),
  );
  worker.addEventListener('activate', (event) => event.waitUntil(dropCaches(cacheName)));
  worker.addEventListener('fetch', (event) => {
    const { request } = event;
    if (request.method !== 'GET') return;
    const url = new URL(request.url);
    if (url.origin !== worker.location.origin) return;
    if (styles.includes(url.pathname)) {
      event.respondWith(keptStyle(cacheName, request));
      return;
    }
    if (request.mode !== 'navigate') return;
    const address = linkedStylesAddress(url, version);
    if (address) event.respondWith(linkedStylesPage(cacheName, styles, request, address));
  });
}

/** A path as a URL pattern matching it alone (the pattern syntax's own characters escaped). */
const exactPath = (path: string) => ({ pathname: path.replace(/[\\:*?+(){}]/g, '\\$&') });

/**
 * Where the browser has the static routing API (Chromium), only page loads and the kept sheets come to this worker:
 * every other request of its pages (data, images, scripts) goes to the network as if there were no worker, without
 * waking a stopped one first (a filter click's search on a page read for a while waited for the worker to start). A
 * browser that refuses the rules sends everything to the fetch handler below, as one without the API does.
 */
async function routeAroundWorker(event: InstallEvent, styles: string[]): Promise<void> {
  if (typeof event.addRoutes !== 'function') return;
  const toWorker: RouterCondition = { or: [{ requestMode: 'navigate' }, ...styles.map((path) => ({ urlPattern: exactPath(path) }))] };
  try {
    await event.addRoutes([{ condition: { not: toWorker }, source: 'network' }]);
  } catch {
    // Rules this browser cannot read: the fetch handler decides, as before.
  }
}

/** Deletes this worker's caches but `keep`. */
async function dropCaches(keep: string | null): Promise<void> {
  const names = await caches.keys();
  await Promise.all(names.filter((name) => name.startsWith(CACHE_PREFIX) && name !== keep).map((name) => caches.delete(name)));
}

async function holdsAll(cacheName: string, styles: string[]): Promise<boolean> {
  try {
    const cache = await caches.open(cacheName);
    const kept = await Promise.all(styles.map((href) => cache.match(href)));
    return kept.every(Boolean);
  } catch {
    return false;
  }
}

async function keptStyle(cacheName: string, request: Request): Promise<Response> {
  const cache = await caches.open(cacheName);
  return (await cache.match(request)) ?? fetch(request);
}

/**
 * The page at `address` (the navigation's own address with the marker), as the answer to the navigation: the
 * browser shows it at the address it asked for. When a kept sheet is missing, or the network fails, the navigation
 * goes out as it came (the ordinary page, or the browser's own error).
 */
async function linkedStylesPage(cacheName: string, styles: string[], request: Request, address: string): Promise<Response> {
  if (!(await holdsAll(cacheName, styles))) return fetch(request);
  try {
    const response = await fetch(address, {
      headers: request.headers,
      credentials: 'same-origin',
      // A redirect goes back to the browser as it is (its target is a navigation of its own, through this worker).
      redirect: 'manual',
      cache: request.cache === 'only-if-cached' ? 'default' : request.cache,
      referrer: request.referrer,
      referrerPolicy: request.referrerPolicy,
    });
    if (response.type === 'opaqueredirect') return response;
    // A new Response has no address of its own: the document takes the navigation's, without the marker.
    return new Response(NULL_BODY_STATUSES.has(response.status) ? null : response.body, {
      status: response.status,
      statusText: response.statusText,
      headers: response.headers,
    });
  } catch {
    return fetch(request);
  }
}
