// Rate-limit counts shared by the site workers of one machine without Redis: the cluster's primary holds them in its
// memory and each worker asks it over the cluster's IPC channel. Without this, `npm start` (one worker per core)
// would count each worker apart, and a visitor whose attempts are spread over the workers would get a count per
// worker. A primary that does not answer in time must not stop sign-ins: that count is then this worker's own.
import type { Logger } from '../logger';
import { createMemoryRateLimitStore, type BackoffPolicy, type RateLimitStore } from './rateLimit';
import { createMemoryRateLimitStores, type RateLimitStores } from './rateLimitRedis';

const REQUEST = 'trellis:ratelimit-request'; // worker → primary
const ANSWER = 'trellis:ratelimit-answer'; // primary → worker

type Operation =
  | { op: 'hit'; key: string; windowMs: number }
  | { op: 'attempt'; key: string; policy: BackoffPolicy; now: number }
  | { op: 'reset'; key: string };

type RateLimitRequest = Operation & { type: typeof REQUEST; id: number; kind: string };

interface RateLimitAnswer {
  type: typeof ANSWER;
  id: number;
  result?: unknown;
  error?: string;
}

/** One side of an IPC channel: a worker's `process`, or a test's stand-in. */
export interface RateLimitChannel {
  /** Sends `message`; `failed` when it could not go (a closed channel must not become an uncaught 'error'). */
  send(message: RateLimitRequest, failed: (error: Error) => void): void;
  onMessage(listener: (message: unknown) => void): void;
}

const isObject = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null;

function isRequest(message: unknown): message is RateLimitRequest {
  if (
    !isObject(message) ||
    message.type !== REQUEST ||
    typeof message.id !== 'number' ||
    typeof message.kind !== 'string' ||
    typeof message.key !== 'string'
  )
    return false;
  if (message.op === 'reset') return true;
  if (message.op === 'hit') return typeof message.windowMs === 'number';
  return message.op === 'attempt' && isObject(message.policy) && typeof message.now === 'number';
}

/** In the primary: answers the workers' counts from one set of memory stores. */
export function serveRateLimits(
  stores: RateLimitStores = createMemoryRateLimitStores(),
): (message: unknown, reply: (answer: RateLimitAnswer) => void) => void {
  const byKind = new Map<string, RateLimitStore>();
  const storeOf = (kind: string) => {
    let store = byKind.get(kind);
    if (!store) {
      store = stores.store(kind);
      byKind.set(kind, store);
    }
    return store;
  };
  return (message, reply) => {
    if (!isRequest(message)) return;
    const store = storeOf(message.kind);
    const work =
      message.op === 'hit'
        ? store.hit(message.key, message.windowMs)
        : message.op === 'attempt'
          ? store.attempt(message.key, message.policy, message.now)
          : store.reset(message.key);
    work.then(
      (result) => reply({ type: ANSWER, id: message.id, result: result ?? null }),
      (error: unknown) => reply({ type: ANSWER, id: message.id, error: String(error) }),
    );
  };
}

export interface PrimaryRateLimitOptions {
  channel: RateLimitChannel;
  logger: Logger;
  /** How long the primary may take before this process's memory answers instead (default 1 s). */
  timeoutMs?: number;
}

/** In a worker: counts kept by the primary (`serveRateLimits`), this process's memory when it does not answer. */
export function createPrimaryRateLimitStores({ channel, logger, timeoutMs = 1_000 }: PrimaryRateLimitOptions): RateLimitStores {
  const pending = new Map<number, { resolve(value: unknown): void; reject(error: Error): void }>();
  let nextId = 0;
  let unanswered = false;
  channel.onMessage((message) => {
    if (!isObject(message) || message.type !== ANSWER || typeof message.id !== 'number') return;
    const waiting = pending.get(message.id);
    pending.delete(message.id);
    if (!waiting) return;
    if (typeof message.error === 'string') waiting.reject(new Error(message.error));
    else waiting.resolve(message.result);
  });

  const ask = (kind: string, operation: Operation): Promise<unknown> => {
    const id = (nextId += 1);
    return new Promise((resolve, reject) => {
      const timer = setTimeout(() => {
        pending.delete(id);
        reject(new Error('The primary did not answer a rate-limit count in time'));
      }, timeoutMs);
      timer.unref();
      pending.set(id, {
        resolve: (value) => {
          clearTimeout(timer);
          resolve(value);
        },
        reject: (error) => {
          clearTimeout(timer);
          reject(error);
        },
      });
      const failed = (error: unknown) => {
        pending.delete(id);
        clearTimeout(timer);
        reject(error instanceof Error ? error : new Error(String(error)));
      };
      try {
        channel.send({ ...operation, type: REQUEST, id, kind }, failed);
      } catch (error) {
        failed(error);
      }
    });
  };

  /** The primary's answer, or this process's own count when it gives none (logged once per outage). */
  async function shared<T>(kind: string, operation: Operation, local: () => Promise<T>): Promise<T> {
    try {
      const result = (await ask(kind, operation)) as T;
      if (unanswered) logger.info('The primary answers again: rate limits are shared by the workers again');
      unanswered = false;
      return result;
    } catch (error) {
      if (!unanswered)
        logger.warn({ err: error }, 'The primary does not answer: rate limits are counted in this worker alone until it does');
      unanswered = true;
      return local();
    }
  }

  return {
    store(kind) {
      const fallback = createMemoryRateLimitStore();
      return {
        hit: (key, windowMs) => shared(kind, { op: 'hit', key, windowMs }, () => fallback.hit(key, windowMs)),
        attempt: (key, policy, now) => shared(kind, { op: 'attempt', key, policy, now }, () => fallback.attempt(key, policy, now)),
        async reset(key) {
          await fallback.reset(key);
          await shared(kind, { op: 'reset', key }, async () => undefined);
        },
      };
    },
    async close() {},
  };
}
