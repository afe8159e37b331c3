import type { Request, Response } from 'express';
import { LRUCache } from 'lru-cache';
import type { SiteConfig } from '../config';
import { alteredBy, registerContentCache, type ContentCache } from '../contentChanges';
import { processMetrics } from '../metrics';
import { isShareable, type PageRequest } from './pageRequest';
import type { PreparedPage } from './preparePage';

/** A shared page in the cache (a slot of its own, so that its size can be counted again). */
interface Slot {
  pending: Promise<PreparedPage | null>;
}

export type Prepare = (request: PageRequest, req: Request, signal?: AbortSignal) => Promise<PreparedPage | null>;

/**
 * What a shared page is counted as before its first render measures it, and on top of what it measures: its
 * state's objects (entries, nodes, navigation), which are not measured one by one.
 */
const STATE_BYTES = 16 * 1024;

/**
 * About what a prepared page holds: its state, and the strings its renders keep (the inline state, the document's
 * own parts, the state's JSON when asked for). The document's style sheet is one string every page shares.
 */
export function preparedPageBytes(page: PreparedPage | null): number {
  if (!page) return STATE_BYTES;
  const documentBytes = page.html ? page.html.document.start.length + page.html.document.end.length : 0;
  return STATE_BYTES + documentBytes + (page.inline?.script?.length ?? 0) + (page.stateJson?.length ?? 0);
}

/**
 * The prepared page for each request. For anonymous, published pages (isShareable) it is shared for a few
 * seconds (PAGE_STATE_CACHE_TTL_MS), like the delivery micro-cache, and so is the document its first render made
 * (renderPage.tsx keeps it on the page): a popular page costs one preparation and one render per TTL. Any other
 * page is prepared and rendered for its request alone.
 */
export function preparedPages(config: SiteConfig, prepare: Prepare) {
  const { pageStateCacheTtlMs: ttl, pageStateCacheSize: max, pageStateCacheBytes: maxSize } = config.cache;
  // Bound by count and by bytes: a site of large pages (long listings) keeps fewer of them.
  const shared = ttl > 0 && max > 0 ? new LRUCache<string, Slot>({ max, ttl, maxSize, sizeCalculation: () => STATE_BYTES }) : null;
  // Each shared page's address in the cache, so that its first render can count what it keeps.
  const keyOf = new WeakMap<PreparedPage, string>();
  const pendingOf = new WeakMap<PreparedPage, Promise<PreparedPage | null>>();
  // The surrogate keys of each shared page once prepared: what a content change is matched against.
  const pageKeys = new WeakMap<Promise<PreparedPage | null>, readonly string[] | null>();
  // Expired states go as new ones come (at most once a TTL): the cache holds the last few seconds of pages, not
  // `max` dead ones, which would hold a busy worker's memory well above what it needs (the soak test watches it).
  let purgedAt = Date.now();
  const purgeStale = (cache: LRUCache<string, Slot>) => {
    if (Date.now() - purgedAt < ttl) return;
    purgedAt = Date.now();
    cache.purgeStale();
  };

  const contentCache: ContentCache = {
    dropChanged(change) {
      if (!shared) return 0;
      const altered = alteredBy(change);
      const gone = [...shared.entries()].filter(([, slot]) => altered(pageKeys.get(slot.pending) ?? null)).map(([key]) => key);
      for (const key of gone) shared.delete(key);
      return gone.length;
    },
  };
  registerContentCache(contentCache);

  const preparedFor = function preparedFor(request: PageRequest, req: Request, res: Response): Promise<PreparedPage | null> {
    if (!shared || !isShareable(request)) return prepareAlone(prepare, request, req, res);
    const key = [request.project.id, request.versionStatus, request.hostname, request.path + request.search].join('\n');
    let pending = shared.get(key)?.pending;
    processMetrics().cacheLookup('page_state', pending !== undefined);
    if (!pending) {
      // Not bound to this request's signal: other requests may be waiting on it.
      const created = prepare(request, req);
      pending = created;
      purgeStale(shared);
      shared.set(key, { pending: created });
      // Only this preparation leaves: a content change may have dropped it and a newer one taken its place.
      const forget = () => (shared.peek(key)?.pending === created ? shared.delete(key) : undefined);
      created.then((page) => {
        if (!page || !worthSharing(page)) return forget();
        pageKeys.set(created, surrogateKeysOf(config, page));
        keyOf.set(page, key);
        pendingOf.set(page, created);
      }, forget);
    }
    return pending;
  };
  /**
   * A shared page kept something more (its document, its state's JSON): it is counted again, and the least recently
   * used pages go while the cache holds more than its bytes.
   */
  const measure = (page: PreparedPage): void => {
    const key = keyOf.get(page);
    const pending = pendingOf.get(page);
    if (!shared || key === undefined || pending === undefined || shared.peek(key)?.pending !== pending) return;
    // A new slot: lru-cache counts a size again only when the value it is given is another one.
    shared.set(key, { pending }, { size: preparedPageBytes(page), noUpdateTTL: true });
  };
  // The renderer holds this function, and so the registered cache, for as long as the site lives.
  return Object.assign(preparedFor, { contentCache, measure });
}

/** A shared page's surrogate keys; null when it carries the catch-all key (it may depend on anything). */
function surrogateKeysOf(config: SiteConfig, page: PreparedPage | null): readonly string[] | null {
  const keys = (page?.headers['surrogate-key'] ?? '').split(' ').filter(Boolean);
  return keys.includes(config.surrogateKeys.catchAllKey) ? null : keys;
}

/**
 * Only a whole, public success is kept: a page built after a failed or odd upstream answer (an error, a
 * not-found from an empty answer) is prepared afresh by the next request, so nobody keeps getting the wrong
 * page once the platform is healthy again.
 */
function worthSharing(page: PreparedPage | null): boolean {
  return page !== null && page.isPublic && !page.hadFailure && (page.statusCode === 200 || page.redirect !== null);
}

/** Prepares a page for one request only, abandoning its platform calls if the visitor goes away. */
async function prepareAlone(prepare: Prepare, request: PageRequest, req: Request, res: Response): Promise<PreparedPage | null> {
  const abort = new AbortController();
  const onClose = () => {
    if (!res.writableEnded) abort.abort();
  };
  res.on('close', onClose);
  try {
    const page = await prepare(request, req, abort.signal);
    return abort.signal.aborted ? null : page;
  } finally {
    res.off('close', onClose);
  }
}
