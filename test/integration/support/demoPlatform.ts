import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { startPlatform, type RunningPlatform } from '../../../platform';
import { createDeliveryClient, type DeliveryClient } from '../../../src/lib/delivery';
import { DEMO_TOKEN } from './site';

/**
 * The local platform on the demo pack, started before a file's tests and closed after them, with an uncached
 * delivery client of the website project: what the searches' integration tests call.
 */
export function demoPlatformForTests(): { platform: () => RunningPlatform; delivery: () => DeliveryClient } {
  let platform: RunningPlatform | null = null;
  let delivery: DeliveryClient | null = null;
  beforeAll(async () => {
    platform = await startPlatform({
      contentDir: path.join(__dirname, '..', '..', '..', 'content', 'demo'),
      dataDir: fs.mkdtempSync(path.join(os.tmpdir(), 'trellis-data-')),
      port: 0,
    });
    delivery = createDeliveryClient({
      projectId: 'website',
      rootUrl: platform.url,
      accessToken: DEMO_TOKEN,
      language: 'en-GB',
      cache: false,
    });
  });
  afterAll(() => platform?.close());
  const started = <T>(value: T | null): T => {
    if (!value) throw new Error('The demo platform has not started');
    return value;
  };
  return { platform: () => started(platform), delivery: () => started(delivery) };
}
