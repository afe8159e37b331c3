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
  /** Sends `message` to every worker that listens (one still starting has nothing cached to be told about). */
  broadcast(message: object): void;
  pids(): number[];
}

const MAX_REPLACE_DELAY_MS = 5_000;

/** The pool's workers and what it knows of them. */
interface PoolState {
  readonly options: WorkerPoolOptions;
  readonly active: Set<Worker>;
  readonly retiring: Map<Worker, Promise<void>>;
  readonly listened: WeakSet<Worker>;
  stopping: boolean;
  started: boolean;
  quickFailures: number;
}

export function createWorkerPool(options: WorkerPoolOptions): WorkerPool {
  const pool: PoolState = {
    options,
    active: new Set(),
    retiring: new Map(),
    listened: new WeakSet(),
    stopping: false,
    started: false,
    quickFailures: 0,
  };
  cluster.on('exit', replaceExited(pool));
  const rollingRestart = oneAtATime(
    () => rollOnce(pool),
    () => pool.stopping,
  );

  return {
    async start() {
      const forks = Array.from({ length: options.count }, () => forkWorker(pool).listening);
      const addresses = await Promise.all(forks);
      pool.started = true;
      return addresses[0];
    },
    rollingRestart() {
      return rollingRestart();
    },
    async stop() {
      pool.stopping = true;
      await Promise.all([...pool.active, ...pool.retiring.keys()].map((worker) => retire(pool, worker)));
    },
    broadcast(message) {
      for (const worker of pool.active) {
        // The callback keeps a worker that went meanwhile from making this an 'error' event.
        if (pool.listened.has(worker) && worker.isConnected()) worker.send(message, undefined, () => {});
      }
    },
    pids: () => [...pool.active].map((worker) => worker.process.pid).filter((pid): pid is number => pid !== undefined),
  };
}

function forkWorker(pool: PoolState): { worker: Worker; listening: Promise<Address> } {
  const worker = cluster.fork(pool.options.env());
  pool.active.add(worker);
  const listening = new Promise<Address>((resolve, reject) => {
    worker.once('listening', (address) => {
      pool.listened.add(worker);
      pool.quickFailures = 0;
      pool.options.logger.info({ workerPid: worker.process.pid, port: address.port }, 'Site worker listening');
      resolve(address);
    });
    worker.once('exit', (code, signal) => reject(new Error(`A site worker exited (${signal ?? code}) before it listened`)));
  });
  listening.catch(() => {});
  return { worker, listening };
}

function retire(pool: PoolState, worker: Worker): Promise<void> {
  const pending = pool.retiring.get(worker);
  if (pending) return pending;
  pool.active.delete(worker);
  const done = new Promise<void>((resolve) => {
    if (worker.isDead()) return resolve();
    const force = setTimeout(() => worker.process.kill('SIGKILL'), pool.options.shutdownTimeoutMs ?? 10_000);
    worker.once('exit', () => {
      clearTimeout(force);
      pool.retiring.delete(worker);
      resolve();
    });
    // One still starting has nothing to finish (and does not listen for the message yet).
    if (!pool.listened.has(worker)) {
      worker.process.kill('SIGTERM');
      return;
    }
    try {
      worker.send({ type: SHUTDOWN });
    } catch {
      worker.process.kill('SIGTERM');
    }
  });
  pool.retiring.set(worker, done);
  return done;
}

/** The cluster's exit listener: a worker of the pool that died (not one retired) is replaced. */
function replaceExited(pool: PoolState): (worker: Worker, code: number, signal: string) => void {
  return (worker, code, signal) => {
    if (!pool.active.delete(worker) || pool.stopping || !pool.started) return;
    // One that dies before it listens may die again at once: wait longer each time.
    pool.quickFailures = pool.listened.has(worker) ? 0 : pool.quickFailures + 1;
    const delay = pool.quickFailures === 0 ? 0 : Math.min(100 * 2 ** pool.quickFailures, MAX_REPLACE_DELAY_MS);
    pool.options.logger.warn({ workerPid: worker.process.pid, code, signal, replaceInMs: delay }, 'Site worker exited: starting another');
    setTimeout(() => {
      if (!pool.stopping) forkWorker(pool);
    }, delay);
  };
}

async function rollOnce(pool: PoolState): Promise<void> {
  for (const old of [...pool.active]) {
    if (pool.stopping) return;
    if (!pool.active.has(old)) continue;
    await forkWorker(pool).listening;
    await retire(pool, old);
  }
}

/** `roll`, one run at a time: a call during a run gets that run, which then goes round once more (unless stopping). */
function oneAtATime(roll: () => Promise<void>, stopping: () => boolean): () => Promise<void> {
  let restarting: Promise<void> | null = null;
  let restartAgain = false;
  return () => {
    if (restarting) {
      restartAgain = true;
      return restarting;
    }
    const run = async () => {
      do {
        restartAgain = false;
        await roll();
      } while (restartAgain && !stopping());
    };
    restarting = run().finally(() => {
      restarting = null;
    });
    return restarting;
  };
}
