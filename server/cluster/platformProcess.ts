// The local platform's own process: it owns DATA_DIR (its SQLite user store) and answers the site workers over
// loopback HTTP, so a slow platform request never holds up a site worker's event loop.
import type { Logger } from '../logger';
import type { Upstream } from '../upstream';
import { PLATFORM_READY, type PlatformReadyMessage } from './protocol';

export async function runPlatformProcess(start: () => Promise<{ upstream: Upstream; close(): Promise<void> }>, logger: Logger): Promise<void> {
  let platform: { upstream: Upstream; close(): Promise<void> };
  try {
    platform = await start();
  } catch (error) {
    logger.fatal({ err: error }, 'The local platform failed to start');
    process.exit(1);
  }
  let stopping = false;
  const stop = () => {
    if (stopping) return;
    stopping = true;
    const force = setTimeout(() => process.exit(1), 10_000);
    force.unref();
    platform.close().then(() => process.exit(0), () => process.exit(1));
  };
  // Ctrl-C reaches every process of the terminal's group: the primary decides when the platform stops (after the
  // workers have finished their requests). SIGTERM from the primary, or the primary going away, stops it.
  process.on('SIGINT', () => {});
  process.on('SIGTERM', stop);
  process.on('disconnect', stop);
  const ready: PlatformReadyMessage = { type: PLATFORM_READY, upstream: platform.upstream };
  process.send?.(ready);
}
