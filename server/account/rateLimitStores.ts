// Where this process's rate-limit counts live: Redis when `REDIS_URL` is set (every instance on every machine); else,
// in a worker of `npm start`'s cluster, the primary (every worker of this machine); else this process's memory.
import cluster from 'node:cluster';
import type { Logger } from '../logger';
import { createPrimaryRateLimitStores, type RateLimitChannel } from './rateLimitPrimary';
import { createMemoryRateLimitStores, createRedisRateLimitStores, type RateLimitStores } from './rateLimitRedis';

const connections = new Map<string, RateLimitStores>();
let primaryStores: RateLimitStores | null = null;

/** The worker's IPC channel to the primary; null outside a cluster worker. */
function primaryChannel(): RateLimitChannel | null {
  if (!cluster.isWorker || typeof process.send !== 'function') return null;
  return {
    send: (message, failed) => {
      process.send?.(message, undefined, {}, (error: Error | null) => {
        if (error) failed(error);
      });
    },
    onMessage: (listener) => {
      process.on('message', listener);
    },
  };
}

/** Shared counts through Redis when `redisUrl` is set; else through the cluster's primary; else this process's memory. */
export function rateLimitStoresFor(redisUrl: string | null, logger: Logger): RateLimitStores {
  if (!redisUrl) {
    const channel = primaryChannel();
    if (!channel) return createMemoryRateLimitStores();
    primaryStores ??= createPrimaryRateLimitStores({ channel, logger });
    return primaryStores;
  }
  let stores = connections.get(redisUrl);
  if (!stores) {
    stores = createRedisRateLimitStores({ url: redisUrl, logger });
    connections.set(redisUrl, stores);
  }
  return stores;
}

/** Closes the process's Redis connections (a server that stops). */
export async function closeRateLimitStores(): Promise<void> {
  const open = [...connections.values()];
  connections.clear();
  await Promise.all(open.map((stores) => stores.close()));
}
