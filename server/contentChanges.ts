// Content changed upstream: drop what this process cached from it, then tell whoever listens. How the news arrives
// is not this file's business: the local platform's reload (in this process, or forwarded by the cluster's
// primary), or a publishing webhook, all call dropChangedContent.
import { EventEmitter } from 'node:events';
import type { ContentChange } from '../contract';

export type { ContentChange } from '../contract';

/** A cache of content answers that can drop those a change may have altered. */
export interface ContentCache {
  /** Drops what `change` may have altered; returns how many it dropped. */
  dropChanged(change: ContentChange): number;
}

// Weak: a cache goes with its site (tests start many sites in one process) without telling anyone.
const caches = new Set<WeakRef<ContentCache>>();
const events = new EventEmitter();
events.setMaxListeners(0);

/** Makes `cache` drop what each later change alters, for as long as something else holds it. */
export function registerContentCache(cache: ContentCache): void {
  caches.add(new WeakRef(cache));
}

/**
 * Drops from every cache of this process the answers the change may have altered (`everything`: all of them), then
 * emits it to onContentChange's listeners. Returns how many cached answers went.
 */
export function dropChangedContent(change: ContentChange): number {
  let dropped = 0;
  for (const ref of caches) {
    const cache = ref.deref();
    if (cache) dropped += cache.dropChanged(change);
    else caches.delete(ref);
  }
  events.emit('change', change, dropped);
  return dropped;
}

/** Calls `listener` after each change has been dropped from this process's caches; the result unsubscribes. */
export function onContentChange(listener: (change: ContentChange, dropped: number) => void): () => void {
  events.on('change', listener);
  return () => events.off('change', listener);
}

/**
 * Whether an answer tagged with surrogate `keys` may be altered by `change`: one of its keys changed, or it has none
 * to tell (null: still in flight, it may carry what was there before the change).
 */
export function alteredBy(change: ContentChange): (keys: readonly string[] | null) => boolean {
  if (change.everything) return () => true;
  const changed = new Set(change.keys);
  return (keys) => keys === null || keys.length === 0 || keys.some((key) => changed.has(key.toLowerCase()));
}
