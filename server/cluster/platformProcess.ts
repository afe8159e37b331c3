// The local platform's own process: it owns DATA_DIR (its SQLite user store) and answers the site workers over
// loopback HTTP, so a slow platform request never holds up a site worker's event loop.
import type { Logger } from '../logger';
import type { Upstream } from '../upstream';
import { startOrExit, stopOnce } from './childProcess';
import { PLATFORM_READY, type PlatformReadyMessage } from './protocol';

export async function runPlatformProcess(
  start: () => Promise<{ upstream: Upstream; close(): Promise<void> }>,
  logger: Logger,
): Promise<void> {
  const platform = await startOrExit(start, logger, 'The local platform failed to start');
  const stop = stopOnce(() => platform.close());
  // Ctrl-C reaches every process of the terminal's group: the primary decides when the platform stops (after the
  // workers have finished their requests). SIGTERM from the primary, or the primary going away, stops it.
  process.on('SIGINT', () => {});
  process.on('SIGTERM', stop);
  process.on('disconnect', stop);
  const ready: PlatformReadyMessage = { type: PLATFORM_READY, upstream: platform.upstream };
  process.send?.(ready);
}
