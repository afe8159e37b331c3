// Publishing events between instances through a real Redis: what one instance publishes reaches the others, never
// itself, and a malformed message is ignored.
import Redis from 'ioredis';
import type { ContentChange } from '../../contract';
import { createLogger } from '../../server/logger';
import { CHANGES_CHANNEL, createRedisChanges, type RedisChanges } from '../../server/publish/redisChanges';
import { redisServerAvailable, startRedisServer, type RedisServer } from '../support/redisServer';

const describeWithRedis = redisServerAvailable() ? describe : describe.skip;

const change: ContentChange = {
  keys: ['website_entry_1', 'website_entries'],
  everything: false,
  projects: [{ id: 'website', entryIds: ['1'], nodePaths: [], contentTypeIds: [] }],
};

let redis: RedisServer;
const opened: RedisChanges[] = [];

beforeAll(async () => {
  if (redisServerAvailable()) redis = await startRedisServer();
});

afterAll(async () => {
  await Promise.all(opened.map((changes) => changes.close()));
  await redis?.close();
});

/** An instance's connection, and what it was told. */
function instance(id: string) {
  const heard: [ContentChange, string][] = [];
  const changes = createRedisChanges({
    url: redis.url,
    instance: id,
    logger: createLogger('silent'),
    onChange: (told, eventId) => heard.push([told, eventId]),
  });
  opened.push(changes);
  return { changes, heard };
}

async function until(condition: () => boolean): Promise<void> {
  while (!condition()) await new Promise((resolve) => setTimeout(resolve, 20));
}

/** Each instance's subscription is in place once Redis counts it. */
async function subscribers(count: number): Promise<void> {
  const probe = new Redis(redis.url);
  try {
    for (;;) {
      const [, subscribed] = (await probe.pubsub('NUMSUB', CHANGES_CHANNEL)) as [string, number];
      if (subscribed >= count) return;
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
  } finally {
    probe.disconnect();
  }
}

describeWithRedis('publishing events through Redis', () => {
  it('reach every other instance, not the one that published them, and a malformed message is ignored', async () => {
    const first = instance('instance-a');
    const second = instance('instance-b');
    const third = instance('instance-c');
    await subscribers(3);

    const publisher = new Redis(redis.url);
    await publisher.publish(CHANGES_CHANNEL, '{"not":"a change"}');
    publisher.disconnect();
    await first.changes.publish(change, 'evt-1');

    await until(() => second.heard.length === 1 && third.heard.length === 1);
    expect(second.heard).toEqual([[change, 'evt-1']]);
    expect(third.heard).toEqual([[change, 'evt-1']]);
    // Redis sends messages in the order it took them: once the first instance hears a later event, its own echo of
    // the earlier one has come back and been ignored.
    await second.changes.publish(change, 'evt-2');
    await until(() => first.heard.length === 1);
    expect(first.heard).toEqual([[change, 'evt-2']]);
  });
});
