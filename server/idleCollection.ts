// A site worker hands its memory back once it goes quiet. Under load V8 keeps a young generation of up to 32 MB and
// the old generation's garbage until its next collection; Node gives V8 no idle time of its own (its memory reducer
// ran within 45 s of a load's end in some runs, not in others), so a worker could keep what the load left it.
import type { Server } from 'node:http';
import { getHeapStatistics } from 'node:v8';
import type { Logger } from './logger';

export interface IdleCollectionOptions {
  /**
   * No request started for this long: the worker is quiet. (A request still in flight then has waited a whole
   * interval already; a listener on each response, to count those too, makes V8 keep every response longer.)
   */
  quietMs: number;
  /** Only a heap that grew by this much since the last collection is worth one (a trickle of requests is not). */
  minGrowthBytes: number;
  logger?: Logger;
  /** The collection itself; V8's low-memory collection by default. */
  collect?: () => Promise<void>;
  /** The heap's committed size; V8's by default. */
  heapBytes?: () => number;
}

/** What the heap grows by under load before a quiet worker collects it. */
export const IDLE_COLLECTION_MIN_GROWTH_BYTES = 16 * 1024 * 1024;

const heapCommitted = (): number => getHeapStatistics().total_heap_size;

/**
 * Watches the server's requests and, at its first quiet moment after the heap grew, runs one full collection that
 * also shrinks the young generation and returns free pages to the system. Returns the function that stops it.
 */
export function collectWhenIdle(server: Server, options: IdleCollectionOptions): () => void {
  const { quietMs, minGrowthBytes, logger, collect = lowMemoryCollection, heapBytes = heapCommitted } = options;
  let started = 0;
  let startedAtLastLook = 0;
  let collecting = false;
  let baseline = heapBytes();
  const onRequest = () => {
    started += 1;
  };
  server.on('request', onRequest);
  const look = () => {
    const quiet = started === startedAtLastLook;
    startedAtLastLook = started;
    if (!quiet || collecting) return;
    const before = heapBytes();
    if (before - baseline < minGrowthBytes) return;
    collecting = true;
    const began = performance.now();
    collect()
      .catch((error: unknown) => logger?.warn({ err: error }, 'The idle collection failed'))
      .finally(() => {
        collecting = false;
        baseline = heapBytes();
        logger?.debug(
          {
            heapBeforeMb: Math.round(before / 2 ** 20),
            heapAfterMb: Math.round(baseline / 2 ** 20),
            ms: Math.round(performance.now() - began),
          },
          'Quiet: the heap collected',
        );
      });
  };
  const timer = setInterval(look, quietMs);
  timer.unref();
  return () => {
    clearInterval(timer);
    server.off('request', onRequest);
  };
}

/**
 * V8's low-memory collection (what `HeapProfiler.collectGarbage` asks for): full collections until nothing more
 * goes, the young generation shrunk, free pages returned. Node exposes it to JavaScript only through its in-process
 * inspector session, which opens no port. Resolves without collecting where Node was built without the inspector.
 */
export async function lowMemoryCollection(): Promise<void> {
  let inspector: typeof import('node:inspector');
  try {
    inspector = await import('node:inspector');
  } catch {
    return;
  }
  const session = new inspector.Session();
  session.connect();
  await new Promise<void>((resolve, reject) =>
    session.post('HeapProfiler.collectGarbage', (error) => {
      // Disconnecting inside the session's own callback leaves Node's inspector waiting forever.
      setImmediate(() => {
        session.disconnect();
        if (error) reject(error);
        else resolve();
      });
    }),
  );
}
