// Which users' sessions were revoked (a sign-out, a password change), known to every process and instance of the
// site at once through Redis (`REDIS_URL`): each user has a generation that every revocation moves on. A process
// may keep trusting a bearer token it validated with the platform only while that user's generation is the one it
// saw then. Without Redis (or while it does not answer) nothing can be known this way, and every signed-in request
// validates its token with the platform instead (session.ts).
import { connectRedis } from '../redisClient';
import type { Logger } from '../logger';

export const REVOCATION_KEY_PREFIX = 'trellis:revoked:';
/** Far longer than a process keeps a validated token (30 s), so a generation never falls back to one seen before. */
const KEY_LIFETIME_MS = 24 * 60 * 60_000;

export interface Revocations {
  /** The user's current generation; undefined when it cannot be known now (validate with the platform then). */
  generation(userId: string): Promise<string | undefined>;
  /** Moves the user's generation on: every process stops trusting what it validated before. */
  revoke(userId: string): Promise<void>;
  close(): Promise<void>;
}

export function createRedisRevocations({
  url,
  logger,
  commandTimeoutMs = 500,
}: {
  url: string;
  logger: Logger;
  commandTimeoutMs?: number;
}): Revocations {
  const client = connectRedis(url, {
    // Fail at once while disconnected: the platform answers instead, rather than pages waiting on an outage.
    enableOfflineQueue: false,
    maxRetriesPerRequest: 0,
    commandTimeout: commandTimeoutMs,
    connectTimeout: 2_000,
    retryStrategy: (attempt) => Math.min(attempt * 100, 5_000),
  });
  client.on('error', () => {});
  let down = false;
  const failed = (error: unknown, what: string) => {
    if (!down)
      logger.warn(
        { err: error },
        `Redis is unreachable (${what}): signed-in requests validate their token with the platform until it is back`,
      );
    down = true;
  };
  return {
    async generation(userId) {
      try {
        const value = await client.get(REVOCATION_KEY_PREFIX + userId);
        down = false;
        return value ?? '0';
      } catch (error) {
        failed(error, 'reading revocations');
        return undefined;
      }
    },
    async revoke(userId) {
      try {
        await client
          .multi()
          .incr(REVOCATION_KEY_PREFIX + userId)
          .pexpire(REVOCATION_KEY_PREFIX + userId, KEY_LIFETIME_MS)
          .exec();
        down = false;
      } catch (error) {
        // Other processes read no generation while Redis is down, so they validate with the platform anyway.
        failed(error, 'recording a revocation');
      }
    },
    async close() {
      await client.quit().catch(() => client.disconnect());
    },
  };
}

const connections = new Map<string, Revocations>();

/** One connection per process and URL, however many sites the process composes; null without Redis. */
export function revocationsFor(redisUrl: string | null, logger: Logger): Revocations | null {
  if (!redisUrl) return null;
  let revocations = connections.get(redisUrl);
  if (!revocations) {
    revocations = createRedisRevocations({ url: redisUrl, logger });
    connections.set(redisUrl, revocations);
  }
  return revocations;
}

export async function closeRevocations(): Promise<void> {
  const open = [...connections.values()];
  connections.clear();
  await Promise.all(open.map((revocations) => revocations.close()));
}
