// Rate-limit counts shared by every instance of the site through Redis (`REDIS_URL`), so that a visitor
// spreading attempts over several processes or machines meets the same limits. Redis being unreachable must not
// stop sign-ins: each count then falls back to this process's memory until Redis answers again.
import type Redis from 'ioredis';
import { connectRedis } from '../redisClient';
import type { Logger } from '../logger';
import { createMemoryRateLimitStore, type BackoffPolicy, type BackoffVerdict, type RateLimitStore } from './rateLimit';

/** Every key this site writes starts with this; several sites sharing one Redis use different databases (`/1`). */
export const RATE_LIMIT_KEY_PREFIX = 'trellis:ratelimit:';

export interface RedisRateLimitOptions {
  url: string;
  logger: Logger;
  /** How long one count may take before memory answers instead (default 500 ms). */
  commandTimeoutMs?: number;
  /** Longest pause between reconnection attempts (default 5 s). */
  maxReconnectDelayMs?: number;
}

/** The rate-limit stores of one process: one per kind of attempt, their keys apart. */
export interface RateLimitStores {
  store(kind: string): RateLimitStore;
  close(): Promise<void>;
}

/** Logs once when Redis stops answering and once when it is back, however many counts fail meanwhile. */
function outageLog(logger: Logger) {
  let down = false;
  return {
    failed(error: unknown) {
      if (down) return;
      down = true;
      logger.warn({ err: error }, 'Redis is unreachable: rate limits are counted in this process alone until it is back');
    },
    answered() {
      if (!down) return;
      down = false;
      logger.info('Redis answers again: rate limits are shared again');
    },
  };
}

function connect(options: RedisRateLimitOptions): Redis {
  const client = connectRedis(options.url, {
    // Fail at once while disconnected (the memory store answers) rather than queue sign-ins behind an outage.
    enableOfflineQueue: false,
    maxRetriesPerRequest: 0,
    commandTimeout: options.commandTimeoutMs ?? 500,
    connectTimeout: 2_000,
    retryStrategy: (attempt) => Math.min(attempt * 100, options.maxReconnectDelayMs ?? 5_000),
  });
  // Connection errors surface as failed counts (logged once per outage); without a listener ioredis prints each one.
  client.on('error', () => {});
  return client;
}

/** Waits for the first connection (bounded) so counts made while the process starts do not count as an outage. */
function firstConnection(client: Redis, timeoutMs: number): () => Promise<void> {
  let pending: Promise<void> | null = new Promise<void>((resolve) => {
    const settle = () => {
      clearTimeout(timer);
      client.off('ready', settle).off('error', settle);
      resolve();
    };
    const timer = setTimeout(settle, timeoutMs);
    timer.unref();
    // Connected, or the first attempt failed (nothing listening): either way, stop waiting.
    client.once('ready', settle).once('error', settle);
  }).then(() => {
    pending = null;
  });
  return () => pending ?? Promise.resolve();
}

async function redisHit(client: Redis, key: string, windowMs: number): Promise<{ count: number; resetMs: number }> {
  // One round trip, atomic: count, start the window only if none is running (NX, Redis 7), read what is left.
  const replies = await client.multi().incr(key).pexpire(key, windowMs, 'NX').pttl(key).exec();
  if (!replies) throw new Error('Redis discarded the rate-limit transaction');
  for (const [error] of replies) if (error) throw error;
  const count = Number(replies[0][1]);
  const ttl = Number(replies[2][1]);
  return { count, resetMs: ttl > 0 ? ttl : windowMs };
}

/**
 * `backoffStep` (rateLimit.ts) in Redis, atomic: a hash of failures `f` and the last one's time `t`, expiring
 * `forgetAfterMs` after the last failure. Answers {1, failures} or {0, retryAfterMs}.
 */
const BACKOFF_SCRIPT = `
local now, free, first, cap, forget = tonumber(ARGV[1]), tonumber(ARGV[2]), tonumber(ARGV[3]), tonumber(ARGV[4]), tonumber(ARGV[5])
local f = tonumber(redis.call('HGET', KEYS[1], 'f') or '0')
local t = tonumber(redis.call('HGET', KEYS[1], 't') or '0')
if f > 0 and now - t >= forget then f = 0; t = 0 end
if f >= free then
  local readyAt = t + math.min(cap, first * 2 ^ math.min(30, f - free))
  if now < readyAt then return {0, readyAt - now} end
end
redis.call('HSET', KEYS[1], 'f', f + 1, 't', now)
redis.call('PEXPIRE', KEYS[1], forget)
return {1, f + 1}
`;

async function redisAttempt(client: Redis, key: string, policy: BackoffPolicy, now: number): Promise<BackoffVerdict> {
  const reply = (await client.eval(
    BACKOFF_SCRIPT,
    1,
    key,
    now,
    policy.free,
    policy.firstWaitMs,
    policy.maxWaitMs,
    policy.forgetAfterMs,
  )) as [number, number];
  return reply[0] === 1 ? { allowed: true, failures: Number(reply[1]) } : { allowed: false, retryAfterMs: Number(reply[1]) };
}

export function createRedisRateLimitStores(options: RedisRateLimitOptions): RateLimitStores {
  const client = connect(options);
  const ready = firstConnection(client, 2_000);
  const log = outageLog(options.logger);
  return {
    store(kind) {
      const fallback = createMemoryRateLimitStore();
      const prefix = `${RATE_LIMIT_KEY_PREFIX}${kind}:`;
      return {
        async hit(key, windowMs) {
          await ready();
          try {
            const result = await redisHit(client, prefix + key, windowMs);
            log.answered();
            return result;
          } catch (error) {
            log.failed(error);
            return fallback.hit(key, windowMs);
          }
        },
        async attempt(key, policy, now) {
          await ready();
          try {
            const result = await redisAttempt(client, prefix + key, policy, now);
            log.answered();
            return result;
          } catch (error) {
            log.failed(error);
            return fallback.attempt(key, policy, now);
          }
        },
        async reset(key) {
          await fallback.reset(key);
          await ready();
          try {
            await client.del(prefix + key);
            log.answered();
          } catch (error) {
            log.failed(error);
          }
        },
      };
    },
    async close() {
      await client.quit().catch(() => client.disconnect());
    },
  };
}

/** Without Redis: each kind counts in this process's memory (one instance). */
export function createMemoryRateLimitStores(): RateLimitStores {
  return { store: () => createMemoryRateLimitStore(), close: async () => {} };
}
