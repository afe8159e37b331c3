// Publishing events reach the site's other instances through Redis pub/sub (`REDIS_URL`): the instance that
// received the webhook publishes the change, every other one drops what it cached from it. An instance ignores its
// own echo (its workers heard through the cluster already). Redis being down loses the message for the other
// instances (their micro-caches expire within seconds anyway) and is logged; it never stops the webhook.
import { connectRedis } from '../redisClient';
import { isContentChange, type ContentChange } from '../../contract';
import type { Logger } from '../logger';

export const CHANGES_CHANNEL = 'trellis:content-changed';

export interface RedisChangeMessage {
  instance: string;
  eventId: string;
  change: ContentChange;
}

export interface RedisChanges {
  publish(change: ContentChange, eventId: string): Promise<void>;
  close(): Promise<void>;
}

export interface RedisChangesOptions {
  url: string;
  /** This instance's id: its own messages come back to it and are ignored. */
  instance: string;
  logger: Logger;
  /** A change another instance published. */
  onChange(change: ContentChange, eventId: string): void;
}

function parse(text: string): RedisChangeMessage | null {
  try {
    const message = JSON.parse(text) as Partial<RedisChangeMessage>;
    if (typeof message.instance !== 'string' || typeof message.eventId !== 'string' || !isContentChange(message.change)) return null;
    return message as RedisChangeMessage;
  } catch {
    return null;
  }
}

export function createRedisChanges({ url, instance, logger, onChange }: RedisChangesOptions): RedisChanges {
  const options = {
    enableOfflineQueue: false,
    maxRetriesPerRequest: 0,
    commandTimeout: 1000,
    connectTimeout: 2000,
    retryStrategy: (attempt: number) => Math.min(attempt * 100, 5000),
  };
  const publisher = connectRedis(url, options);
  // A subscriber must queue its SUBSCRIBE until connected (and again after each reconnection, which ioredis does).
  const subscriber = connectRedis(url, { ...options, enableOfflineQueue: true, commandTimeout: undefined });
  let warned = false;
  const warn = (error: unknown) => {
    if (warned) return;
    warned = true;
    logger.warn({ err: error }, 'Redis is unreachable: publishing events reach only this instance until it is back');
  };
  publisher.on('error', warn);
  subscriber.on('error', warn);
  subscriber.on('ready', () => {
    warned = false;
  });
  subscriber.subscribe(CHANGES_CHANNEL).catch(warn);
  subscriber.on('message', (channel: string, text: string) => {
    if (channel !== CHANGES_CHANNEL) return;
    const message = parse(text);
    if (!message) {
      logger.warn({ channel }, 'A malformed content change on Redis was ignored');
      return;
    }
    if (message.instance === instance) return;
    onChange(message.change, message.eventId);
  });
  return {
    async publish(change, eventId) {
      const message: RedisChangeMessage = { instance, eventId, change };
      await publisher.publish(CHANGES_CHANNEL, JSON.stringify(message)).then(() => undefined, warn);
    },
    async close() {
      await Promise.allSettled([publisher.quit(), subscriber.quit()]);
      publisher.disconnect();
      subscriber.disconnect();
    },
  };
}
