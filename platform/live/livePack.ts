import type { Logger } from 'pino';
import { PACK_FILES, type ContentChange } from '../../contract';
import { loadPack, PackError, type LoadedPack } from '../pack';
import { isEmptyChange, packChanges } from './packChanges';
import { watchPack, type PackWatcher, type PackWatcherOptions } from './packWatcher';

export interface LivePackOptions extends Partial<Pick<PackWatcherOptions, 'quietMs' | 'maxDelayMs'>> {
  dir: string;
  /** The pack served now. */
  current(): LoadedPack;
  /** Serves `next` from now on. */
  replace(next: LoadedPack): void;
  /** After a replace: what changed. */
  changed(change: ContentChange): void;
  logger?: Logger;
}

/**
 * Reloads the pack when its files change. The new load replaces the served pack only when the whole of it loads
 * and passes every check; otherwise the last good pack stays and one line says which file, where and why.
 */
export function watchContentPack(options: LivePackOptions): PackWatcher {
  const { logger } = options;
  return watchPack(
    options.dir,
    (names) => {
      reloadPack(options, names);
    },
    {
      quietMs: options.quietMs,
      maxDelayMs: options.maxDelayMs,
      onError: (error) => logger?.error({ err: error }, `content pack folder not watched: ${error.message}`),
    },
  );
}

/** Loads the pack again and, when it loads and differs, serves it and tells what changed. */
export function reloadPack(options: Omit<LivePackOptions, 'quietMs' | 'maxDelayMs'>, names: readonly string[] = []): ContentChange | null {
  const { logger } = options;
  const started = Date.now();
  let next: LoadedPack;
  try {
    next = loadPack(options.dir);
  } catch (error) {
    if (error instanceof PackError) {
      logger?.error(
        { file: error.file, line: error.line, field: error.field || null, changed: names },
        `content pack not reloaded (still serving the last good one): ${error.message}`,
      );
    } else {
      logger?.error({ err: error, changed: names }, 'content pack not reloaded (still serving the last good one)');
    }
    return null;
  }
  if (names.some((name) => name.endsWith(PACK_FILES.security))) {
    logger?.warn(`${PACK_FILES.security} changed: its clients, users, groups and tokens apply when the platform starts again`);
  }
  const change = packChanges(options.current(), next);
  if (isEmptyChange(change)) return null;
  options.replace(next);
  logger?.info(
    { ms: Date.now() - started, changed: names, keys: change.keys.length, everything: change.everything, projects: change.projects },
    'content pack reloaded',
  );
  options.changed(change);
  return change;
}
