// The local platform's own process: it owns DATA_DIR (its SQLite user store) and answers the site workers over
// loopback HTTP, so a slow platform request never holds up a site worker's event loop. When it reloads a watched
// pack it tells the primary what changed, which tells every site worker.
import type { ContentChange } from '../../contract';
import type { Logger } from '../logger';
import type { Upstream } from '../upstream';
import { startOrExit, stopOnce } from './childProcess';
import { CONTENT_CHANGED, PLATFORM_READY, type ContentChangedMessage, type PlatformReadyMessage } from './protocol';

export async function runPlatformProcess(
  start: () => Promise<{ upstream: Upstream; close(): Promise<void>; onContentChange?(listener: (change: ContentChange) => void): void }>,
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
  platform.onContentChange?.((change) => {
    const message: ContentChangedMessage = { type: CONTENT_CHANGED, change };
    // The callback keeps a primary that went meanwhile from making this an 'error' event.
    if (process.connected) process.send?.(message, undefined, undefined, () => {});
  });
}
