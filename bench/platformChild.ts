// Child process of bench/platformSearch.ts: starts the local platform on one content pack, alone in its
// process so its load time and memory are its own, and reports them over IPC.
//   env: BENCH_CONTENT_DIR, BENCH_DATA_DIR. Messages in: {type:'memory'}, {type:'stop'}.
import { startPlatform } from '../platform';
import { tellParent } from './lib';

export type PlatformChildMessage =
  | {
      type: 'ready';
      url: string;
      loadMs: number;
      rssBeforeLoad: number;
      rssAfterLoad: number;
      heapAfterLoad: number;
      rssAfterGc: number;
      heapAfterGc: number;
    }
  | { type: 'memory'; rss: number; heapUsed: number; maxRss: number }
  | { type: 'error'; message: string };

const gc = (): void => (globalThis as { gc?: () => void }).gc?.();

async function main(): Promise<void> {
  const contentDir = process.env.BENCH_CONTENT_DIR;
  const dataDir = process.env.BENCH_DATA_DIR;
  if (!contentDir || !dataDir) throw new Error('BENCH_CONTENT_DIR and BENCH_DATA_DIR are required');
  gc();
  const rssBeforeLoad = process.memoryUsage().rss;
  const started = performance.now();
  // Loads the pack, builds every project's search indexes and listens: what `npm run platform` does before serving.
  const platform = await startPlatform({ contentDir, dataDir, port: 0, host: '127.0.0.1' });
  const loadMs = performance.now() - started;
  const loaded = process.memoryUsage();
  gc();
  const collected = process.memoryUsage();
  const ready: PlatformChildMessage = {
    type: 'ready',
    url: platform.url,
    loadMs,
    rssBeforeLoad,
    rssAfterLoad: loaded.rss,
    heapAfterLoad: loaded.heapUsed,
    rssAfterGc: collected.rss,
    heapAfterGc: collected.heapUsed,
  };
  tellParent(ready);

  process.on('message', (message: { type?: string }) => {
    if (message.type === 'memory') {
      const usage = process.memoryUsage();
      tellParent({
        type: 'memory',
        rss: usage.rss,
        heapUsed: usage.heapUsed,
        maxRss: process.resourceUsage().maxRSS * 1024,
      } satisfies PlatformChildMessage);
    } else if (message.type === 'stop') {
      platform.close().finally(() => process.exit(0));
    }
  });
  process.on('disconnect', () => process.exit(0));
}

main().catch((error: unknown) => {
  tellParent({
    type: 'error',
    message: error instanceof Error ? (error.stack ?? error.message) : String(error),
  } satisfies PlatformChildMessage);
  process.exit(1);
});
