// A Redis connection (ioredis). The library is loaded by the first connection, so a process without `REDIS_URL`
// (most of them) never holds it.
import type Redis from 'ioredis';
import type { RedisOptions } from 'ioredis';

export function connectRedis(url: string, options: RedisOptions): Redis {
  const { default: RedisClient } = require('ioredis') as typeof import('ioredis');
  return new RedisClient(url, options);
}
