import pino from 'pino';
import { accountOptionsFromEnv, contentWatchFromEnv, startPlatform } from './index';

// `npm run platform`: serves CONTENT_DIR (default content/demo) on PLATFORM_PORT (default 3001).

async function main(): Promise<void> {
  const logger = pino({ name: 'platform', level: process.env.LOG_LEVEL ?? 'info' });
  const port = Number(process.env.PLATFORM_PORT ?? 3001);
  if (!Number.isInteger(port) || port < 0 || port > 65535)
    throw new Error(`PLATFORM_PORT must be a port number, not "${process.env.PLATFORM_PORT}"`);
  const platform = await startPlatform({
    contentDir: process.env.CONTENT_DIR ?? 'content/demo',
    dataDir: process.env.DATA_DIR ?? '.data',
    port,
    host: process.env.PLATFORM_HOST ?? '127.0.0.1',
    allowAnonymous: process.env.PLATFORM_ALLOW_ANONYMOUS === 'true',
    logger,
    ...accountOptionsFromEnv(process.env),
    ...contentWatchFromEnv(process.env),
  });
  logger.info(
    { url: platform.url, projects: platform.pack.projectList.map((project) => project.id) },
    `platform listening on ${platform.url}`,
  );

  let closing = false;
  const stop = (signal: string) => {
    if (closing) return;
    closing = true;
    logger.info({ signal }, 'platform closing');
    platform.close().then(
      () => process.exit(0),
      (error: unknown) => {
        logger.error({ err: error }, 'platform did not close cleanly');
        process.exit(1);
      },
    );
  };
  process.on('SIGTERM', () => stop('SIGTERM'));
  process.on('SIGINT', () => stop('SIGINT'));
}

main().catch((error: unknown) => {
  // A PackError message names the file and field to fix; print it plainly.
  process.stderr.write(`${error instanceof Error ? error.message : String(error)}\n`);
  process.exit(1);
});
