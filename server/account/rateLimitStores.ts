// One Redis connection per process, however many sites the process composes (tests compose several).
import type { Logger } from '../logger';
import { createMemoryRateLimitStores, createRedisRateLimitStores, type RateLimitStores } from './rateLimitRedis';

const connections = new Map<string, RateLimitStores>();

/** Shared counts through Redis when `redisUrl` is set; else this process's memory. */
export function rateLimitStoresFor(redisUrl: string | null, logger: Logger): RateLimitStores {
  if (!redisUrl) return createMemoryRateLimitStores();
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
