// A small LRU of in-flight and settled requests. Promises are stored (not values) so concurrent
// identical requests share one fetch; a rejected promise is removed so the next call retries.
// Hand-written rather than lru-cache because it ships in the browser bundle and needs only a small part of it.

import type { ResponseContext } from './types';

/** What a cached request resolves to: the raw body, its parsed value (parsed once and deep-frozen, so
 *  no caller can change another's result) and the response's surrogate keys. */
export interface CachedResponse {
  status: number;
  statusText: string;
  url: string;
  text: string;
  surrogateKeys: string[];
  /** The parsed body, deep-frozen and shared by every caller (set for cached answers only). */
  value?: unknown;
  /** A 404 kept in the cache: what each caller is rejected with (transport.ts settledAnswer). */
  notFound?: ResponseContext;
}

export interface RequestCache {
  get(key: string): Promise<CachedResponse> | undefined;
  set(key: string, value: Promise<CachedResponse>): void;
  /** Removes the key; with `value`, only if that is still the stored promise. */
  delete(key: string, value?: Promise<CachedResponse>): void;
  clear(): void;
  /**
   * Drops every entry `altered` says yes to, given its answer's surrogate keys (null while still in flight);
   * returns how many went. What the server calls when content changes upstream.
   */
  dropMatching(altered: (surrogateKeys: readonly string[] | null) => boolean): number;
  readonly size: number;
}

export interface RequestCacheOptions {
  /** Most entries kept (least recently used go first). Default 100. */
  max?: number;
  /** Entries older than this are refetched. Default: no expiry. */
  ttlMs?: number;
  /**
   * Most bytes of settled answers kept, each counted by `answerBytes` (least recently used go first; an answer
   * larger than the whole bound is not kept). Default: no bound but `max`.
   */
  maxBytes?: number;
}

/**
 * About what a settled answer holds, erring high: its text (one byte a character, two with any character beyond
 * Latin-1) and its parsed value (about 1.2 times the text's length for the demo pack's JSON).
 */
export const answerBytes = (answer: CachedResponse): number => answer.text.length * 3;

export const DEFAULT_CACHE_SIZE = 100;

interface Slot {
  value: Promise<CachedResponse>;
  storedAt: number;
  /** The answer's surrogate keys once it has arrived. */
  keys: readonly string[] | null;
  /** What the answer counts against `maxBytes` once it has arrived. */
  bytes: number;
}

export function createRequestCache(options: RequestCacheOptions = {}): RequestCache {
  const max = Math.max(1, options.max ?? DEFAULT_CACHE_SIZE);
  const { ttlMs, maxBytes = Infinity } = options;
  // A Map iterates in insertion order: re-inserting on read keeps the oldest entry first.
  const slots = new Map<string, Slot>();
  let bytes = 0;
  const remove = (key: string) => {
    bytes -= slots.get(key)?.bytes ?? 0;
    slots.delete(key);
  };
  /** The least recently used go while more than `max` entries or `maxBytes` are held. */
  const evict = () => {
    while (slots.size > max || bytes > maxBytes) {
      const oldest = slots.keys().next().value;
      if (oldest === undefined) break;
      remove(oldest);
    }
  };
  let purgedAt = Date.now();
  /** At most once a TTL, drops every expired entry: the cache holds recent answers, not `max` dead ones. */
  const purgeExpired = () => {
    if (ttlMs === undefined || Date.now() - purgedAt < ttlMs) return;
    purgedAt = Date.now();
    for (const [key, slot] of slots) if (purgedAt - slot.storedAt >= ttlMs) remove(key);
  };

  return {
    get(key) {
      const slot = slots.get(key);
      if (!slot) return undefined;
      if (ttlMs !== undefined && Date.now() - slot.storedAt >= ttlMs) {
        remove(key);
        return undefined;
      }
      slots.delete(key);
      slots.set(key, slot);
      return slot.value;
    },
    set(key, value) {
      purgeExpired();
      remove(key);
      const slot: Slot = { value, storedAt: Date.now(), keys: null, bytes: 0 };
      slots.set(key, slot);
      value.then(
        (answer) => {
          slot.keys = answer.surrogateKeys;
          // Counted only while it is still the stored answer (a change or a newer answer may have dropped it).
          if (slots.get(key) !== slot || maxBytes === Infinity) return;
          const size = answerBytes(answer);
          // Too large to keep: it alone would push every other answer out.
          if (size > maxBytes) return remove(key);
          slot.bytes = size;
          bytes += size;
          evict();
        },
        () => {},
      );
      evict();
    },
    delete(key, value) {
      if (value === undefined || slots.get(key)?.value === value) remove(key);
    },
    clear() {
      slots.clear();
      bytes = 0;
    },
    dropMatching(altered) {
      let dropped = 0;
      for (const [key, slot] of slots) {
        if (!altered(slot.keys)) continue;
        remove(key);
        dropped += 1;
      }
      return dropped;
    },
    get size() {
      return slots.size;
    },
  };
}
