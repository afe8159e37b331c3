import { LRUCache } from 'lru-cache';
import type { SurrogateKeyCollector } from '../../src/lib/delivery';
import { deepFreeze } from '../../src/lib/delivery/deepFreeze';
import type { Facet } from '../../src/features/search';
import type { SharedLists } from '../../src/app/search/sharedListsContext';
import type { SiteConfig } from '../config';
import { alteredBy, registerContentCache, type ContentCache } from '../contentChanges';
import { processMetrics } from '../metrics';
import type { DeliveryFactory } from '../upstream';
import type { PageRequest } from './pageRequest';

interface KeptList {
  list: Facet;
  /** The surrogate keys of the list's search: what a content change is matched against, and what a page showing it carries. */
  keys: readonly string[];
}

/** A page's calls, also recorded for the list whose search makes them. */
class ListCollector implements SurrogateKeyCollector {
  readonly keys = new Set<string>();

  constructor(private readonly page: SurrogateKeyCollector) {}

  addKeys(keys: readonly string[]): void {
    this.page.addKeys(keys);
    for (const key of keys) this.keys.add(key);
  }

  recordCall(call: Parameters<SurrogateKeyCollector['recordCall']>[0]): void {
    this.page.recordCall(call);
    // A failed call leaves the list unkept (its keys would not say what it holds).
    if (call.failed) this.failed = true;
  }

  failed = false;
}

/**
 * The mini lists of public, published pages (a list is the same search on every page that shows it), kept for
 * MINILIST_CACHE_TTL_MS at most, MINILIST_CACHE_SIZE lists at most, and dropped on a content change exactly as the
 * request cache's answers are (by the surrogate keys of the list's search). The life bounds what a list's search
 * says of the time (`now()`: the coming events) without a content change.
 */
export function sharedLists(config: SiteConfig, delivery: DeliveryFactory) {
  const { sharedListsTtlMs: ttl, sharedListsSize: max } = config.cache;
  const kept = ttl > 0 && max > 0 ? new LRUCache<string, KeptList>({ max, ttl }) : null;
  // Each change counts: a search that began before one may hold what was there before it, and is not kept.
  let changes = 0;
  const contentCache: ContentCache = {
    dropChanged(change) {
      changes += 1;
      if (!kept) return 0;
      const altered = alteredBy(change);
      const gone = [...kept.entries()].filter(([, value]) => altered(value.keys)).map(([key]) => key);
      for (const key of gone) kept.delete(key);
      return gone.length;
    },
  };
  registerContentCache(contentCache);

  /**
   * One request's view: null unless the page may share (public, published, anonymous: the caller decides with
   * isShareable and the session). Lists are kept by project and version status besides the list's own key.
   */
  function forRequest(request: PageRequest, page: SurrogateKeyCollector, signal: AbortSignal | undefined): SharedLists | null {
    if (!kept) return null;
    const scope = `${request.project.id}\n${request.versionStatus}\n`;
    return {
      read(key) {
        const found = kept.get(scope + key);
        processMetrics().cacheLookup('minilist', found !== undefined);
        if (!found) return undefined;
        page.addKeys(found.keys);
        return found.list;
      },
      searching(key) {
        const began = changes;
        const collector = new ListCollector(page);
        return {
          delivery: delivery.forRequest(request.project.id, request.versionStatus, { collector, signal }),
          keep(list) {
            if (changes !== began || collector.failed || collector.keys.size === 0) return;
            // Frozen all the way down: no page's reducer may change another page's list.
            kept.set(scope + key, { list: deepFreeze(list), keys: [...collector.keys] });
          },
        };
      },
    };
  }
  // The renderer holds this, and so the registered cache, for as long as the site lives.
  return {
    forRequest,
    contentCache,
    get size() {
      return kept?.size ?? 0;
    },
  };
}

export type SharedListStore = ReturnType<typeof sharedLists>;
