// The site workers (node:cluster): they share the site's port, the primary hands each a share of the connections.
// A worker that dies is replaced; a rolling restart starts each new worker before the old one stops taking
// connections, so some worker always listens.
import cluster, { type Address, type Worker } from 'node:cluster';
import type { Logger } from '../logger';
import { SHUTDOWN } from './protocol';

export interface WorkerPoolOptions {
  count: number;
  logger: Logger;
  /** The environment of each worker forked (read at every fork: the upstream may have changed). */
  env(): Record<string, string>;
  /** How long a stopping worker may take to finish its requests before it is killed. */
  shutdownTimeoutMs?: number;
}

export interface WorkerPool {
  /** Forks every worker; resolves once all listen, with the address they share; rejects if one cannot start. */
  start(): Promise<Address>;
  /** Replaces the workers one at a time, each new one listening before the old one stops. */
  rollingRestart(): Promise<void>;
  /** Lets every worker finish what it is doing, then stop. */
  stop(): Promise<void>;
  pids(): number[];
}

const MAX_REPLACE_DELAY_MS = 5_000;

export function createWorkerPool(options: WorkerPoolOptions): WorkerPool {
  const { logger } = options;
  const active = new Set<Worker>();
  const retiring = new Map<Worker, Promise<void>>();
  const listened = new WeakSet<Worker>();
  let stopping = false;
  let started = false;
  let quickFailures = 0;
  let restarting: Promise<void> | null = null;
  let restartAgain = false;

  function forkWorker(): { worker: Worker; listening: Promise<Address> } {
    const worker = cluster.fork(options.env());
    active.add(worker);
    const listening = new Promise<Address>((resolve, reject) => {
      worker.once('listening', (address) => {
        listened.add(worker);
        quickFailures = 0;
        logger.info({ workerPid: worker.process.pid, port: address.port }, 'Site worker listening');
        resolve(address);
      });
      worker.once('exit', (code, signal) => reject(new Error(`A site worker exited (${signal ?? code}) before it listened`)));
    });
    listening.catch(() => {});
    return { worker, listening };
  }

  function retire(worker: Worker): Promise<void> {
    const pending = retiring.get(worker);
    if (pending) return pending;
    active.delete(worker);
    const done = new Promise<void>((resolve) => {
      if (worker.isDead()) return resolve();
      const force = setTimeout(() => worker.process.kill('SIGKILL'), options.shutdownTimeoutMs ?? 10_000);
      worker.once('exit', () => {
        clearTimeout(force);
        retiring.delete(worker);
        resolve();
      });
      // One still starting has nothing to finish (and does not listen for the message yet).
      if (!listened.has(worker)) {
        worker.process.kill('SIGTERM');
        return;
      }
      try {
        worker.send({ type: SHUTDOWN });
      } catch {
        worker.process.kill('SIGTERM');
      }
    });
    retiring.set(worker, done);
    return done;
  }

  cluster.on('exit', (worker, code, signal) => {
    if (!active.delete(worker) || stopping || !started) return;
    // One that dies before it listens may die again at once: wait longer each time.
    quickFailures = listened.has(worker) ? 0 : quickFailures + 1;
    const delay = quickFailures === 0 ? 0 : Math.min(100 * 2 ** quickFailures, MAX_REPLACE_DELAY_MS);
    logger.warn({ workerPid: worker.process.pid, code, signal, replaceInMs: delay }, 'Site worker exited: starting another');
    setTimeout(() => {
      if (!stopping) forkWorker();
    }, delay);
  });

  async function rollOnce(): Promise<void> {
    for (const old of [...active]) {
      if (stopping) return;
      if (!active.has(old)) continue;
      await forkWorker().listening;
      await retire(old);
    }
  }

  return {
    async start() {
      const forks = Array.from({ length: options.count }, () => forkWorker().listening);
      const addresses = await Promise.all(forks);
      started = true;
      return addresses[0];
    },
    rollingRestart() {
      if (restarting) {
        restartAgain = true;
        return restarting;
      }
      const run = async () => {
        do {
          restartAgain = false;
          await rollOnce();
        } while (restartAgain && !stopping);
      };
      restarting = run().finally(() => {
        restarting = null;
      });
      return restarting;
    },
    async stop() {
      stopping = true;
      await Promise.all([...active, ...retiring.keys()].map(retire));
    },
    pids: () => [...active].map((worker) => worker.process.pid).filter((pid): pid is number => pid !== undefined),
  };
}
