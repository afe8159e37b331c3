// The primary's part in a content change (the local platform's reload, or a publishing webhook a worker received):
// every site worker drops what it cached from it, then the CDN is purged, once for the whole instance. The purge
// waits for the workers' word (at most a second: a worker still starting has nothing cached), so a page the CDN
// fetches again right after the purge is not one a worker still had in its micro-cache.
import cluster, { type Worker } from 'node:cluster';
import type { ContentChange } from '../../contract';
import { dropChangedContent } from '../contentChanges';
import { CONTENT_CHANGED, CONTENT_DROPPED, isMessage, type ContentChangedMessage, type ContentDroppedMessage } from './protocol';
import type { WorkerPool } from './workerPool';

const ACK_TIMEOUT_MS = 1000;

export interface ContentSpreader {
  /** Tells every worker (but the one that received the event, by its id) and resolves once they have dropped it. */
  spread(change: ContentChange, eventId?: string): Promise<void>;
}

export function createContentSpreader(pool: Pick<WorkerPool, 'broadcast' | 'pids'>): ContentSpreader {
  let last = 0;
  const waiting = new Map<number, { pids: Set<number>; done(): void }>();
  cluster.on('message', (worker: Worker, message: unknown) => {
    if (!isMessage<ContentDroppedMessage>(message, CONTENT_DROPPED)) return;
    const wait = waiting.get(message.seq);
    if (!wait || worker.process.pid === undefined) return;
    wait.pids.delete(worker.process.pid);
    if (wait.pids.size === 0) wait.done();
  });
  return {
    spread(change, eventId) {
      last += 1;
      const seq = last;
      const message: ContentChangedMessage = { type: CONTENT_CHANGED, change, seq, ...(eventId ? { eventId } : {}) };
      const pids = new Set(pool.pids());
      const dropped = new Promise<void>((resolve) => {
        const timer = setTimeout(() => done(), ACK_TIMEOUT_MS);
        const done = () => {
          clearTimeout(timer);
          waiting.delete(seq);
          resolve();
        };
        if (pids.size === 0) done();
        else waiting.set(seq, { pids, done });
      });
      pool.broadcast(message);
      // Listeners of this process too (it caches nothing itself).
      dropChangedContent(change);
      return dropped;
    },
  };
}
