import { LRUCache } from 'lru-cache';
import { alteredBy, registerContentCache, type ContentCache } from '../contentChanges';

/** Something built from content: what it is, and the surrogate keys of the platform answers it was made of. */
export interface Built<T> {
  value: T;
  keys: readonly string[];
}

interface Slot<T> {
  built: Promise<Built<T>>;
  /** Null while it is being built. */
  keys: readonly string[] | null;
}

/**
 * Sitemaps and feeds as built, shared between requests for `ttlMs` (a sitemap reads the whole tree) and dropped as
 * soon as a content change alters one of the answers they were made of (server/contentChanges.ts). Requests that
 * arrive while one is being built wait for that build. A failed build is not kept.
 */
export class SeoCache {
  private readonly slots: LRUCache<string, Slot<unknown>> | null;
  /** Held here: the registry of content caches keeps it weakly. */
  private readonly contentCache: ContentCache;

  constructor(ttlMs: number, max = 200) {
    this.slots = ttlMs > 0 ? new LRUCache<string, Slot<unknown>>({ max, ttl: ttlMs }) : null;
    this.contentCache = {
      dropChanged: (change) => {
        const { slots } = this;
        if (!slots) return 0;
        const altered = alteredBy(change);
        let dropped = 0;
        for (const [key, slot] of slots.entries()) {
          if (altered(slot.keys)) {
            slots.delete(key);
            dropped += 1;
          }
        }
        return dropped;
      },
    };
    registerContentCache(this.contentCache);
  }

  get<T>(key: string, build: () => Promise<Built<T>>): Promise<Built<T>> {
    const { slots } = this;
    if (!slots) return build();
    const found = slots.get(key) as Slot<T> | undefined;
    if (found) return found.built;
    const slot: Slot<T> = { built: build(), keys: null };
    slots.set(key, slot);
    slot.built.then(
      (built) => {
        slot.keys = built.keys;
      },
      () => {
        if (slots.peek(key) === slot) slots.delete(key);
      },
    );
    return slot.built;
  }
}
