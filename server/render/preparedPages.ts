import type { Request, Response } from 'express';
import { LRUCache } from 'lru-cache';
import type { SiteConfig } from '../config';
import { alteredBy, registerContentCache, type ContentCache } from '../contentChanges';
import { processMetrics } from '../metrics';
import { isShareable, type PageRequest } from './pageRequest';
import type { PreparedPage } from './preparePage';

export type Prepare = (request: PageRequest, req: Request, signal?: AbortSignal) => Promise<PreparedPage | null>;

/**
 * The prepared page for each request. For anonymous, published pages (isShareable) it is shared for a few
 * seconds (PAGE_STATE_CACHE_TTL_MS), like the delivery micro-cache, and so is the document its first render made
 * (renderPage.tsx keeps it on the page): a popular page costs one preparation and one render per TTL. Any other
 * page is prepared and rendered for its request alone.
 */
export function preparedPages(config: SiteConfig, prepare: Prepare) {
  const { pageStateCacheTtlMs: ttl, pageStateCacheSize: max } = config.cache;
  const shared = ttl > 0 && max > 0 ? new LRUCache<string, Promise<PreparedPage | null>>({ max, ttl }) : null;
  // The surrogate keys of each shared page once prepared: what a content change is matched against.
  const pageKeys = new WeakMap<Promise<PreparedPage | null>, readonly string[] | null>();
  // Expired states go as new ones come (at most once a TTL): the cache holds the last few seconds of pages, not
  // `max` dead ones, which would hold a busy worker's memory well above what it needs (the soak test watches it).
  let purgedAt = Date.now();
  const purgeStale = (cache: LRUCache<string, Promise<PreparedPage | null>>) => {
    if (Date.now() - purgedAt < ttl) return;
    purgedAt = Date.now();
    cache.purgeStale();
  };

  const contentCache: ContentCache = {
    dropChanged(change) {
      if (!shared) return 0;
      const altered = alteredBy(change);
      const gone = [...shared.entries()].filter(([, pending]) => altered(pageKeys.get(pending) ?? null)).map(([key]) => key);
      for (const key of gone) shared.delete(key);
      return gone.length;
    },
  };
  registerContentCache(contentCache);

  const preparedFor = function preparedFor(request: PageRequest, req: Request, res: Response): Promise<PreparedPage | null> {
    if (!shared || !isShareable(request)) return prepareAlone(prepare, request, req, res);
    const key = [request.project.id, request.versionStatus, request.hostname, request.path + request.search].join('\n');
    let pending = shared.get(key);
    processMetrics().cacheLookup('page_state', pending !== undefined);
    if (!pending) {
      // Not bound to this request's signal: other requests may be waiting on it.
      const created = prepare(request, req);
      pending = created;
      purgeStale(shared);
      shared.set(key, created);
      // Only this preparation leaves: a content change may have dropped it and a newer one taken its place.
      const forget = () => (shared.peek(key) === created ? shared.delete(key) : undefined);
      created.then((page) => (worthSharing(page) ? pageKeys.set(created, surrogateKeysOf(config, page)) : forget()), forget);
    }
    return pending;
  };
  // The renderer holds this function, and so the registered cache, for as long as the site lives.
  return Object.assign(preparedFor, { contentCache });
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
