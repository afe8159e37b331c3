// What the primary's children (the platform process, the site workers) do alike: start or say why not, and stop
// once, in time.
import type { Logger } from '../logger';

/** What `start` gives, or a fatal log line and exit status 1. */
export async function startOrExit<T>(start: () => Promise<T>, logger: Logger, failure: string): Promise<T> {
  try {
    return await start();
  } catch (error) {
    logger.fatal({ err: error }, failure);
    process.exit(1);
  }
}

/** A stop that runs once: `close`, then exit 0; exit 1 if closing fails or takes longer than `timeoutMs`. */
export function stopOnce(close: () => Promise<void>, timeoutMs = 10_000): () => void {
  let stopping = false;
  return () => {
    if (stopping) return;
    stopping = true;
    const force = setTimeout(() => process.exit(1), timeoutMs);
    force.unref();
    close().then(
      () => process.exit(0),
      () => process.exit(1),
    );
  };
}
