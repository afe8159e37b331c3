// The primary process of `npm start`: the local platform in a child process of its own, WEB_CONCURRENCY site
// workers, the cluster's metrics, and the signals an operator sends (docs/operator-guide.md).
import cluster from 'node:cluster';
import { randomUUID } from 'node:crypto';
import { isContentChange } from '../../contract';
import type { SiteConfig } from '../config';
import type { Logger } from '../logger';
import { serveRateLimits } from '../account/rateLimitPrimary';
import { createClusterMetrics } from '../metrics/clusterMetrics';
import { startMetricsServer, type MetricsServer } from '../metrics/endpoint';
import { purgeCdn } from '../publish/publisher';
import type { Upstream } from '../upstream';
import { createContentSpreader, type ContentSpreader } from './contentSpread';
import { supervisePlatform, type PlatformSupervisor } from './platformSupervisor';
import {
  childMemoryEnv,
  CONTENT_PUBLISHED,
  INSTANCE_ENV,
  isMessage,
  PROCESS_ROLE_ENV,
  UPSTREAM_ENV,
  type ContentPublishedMessage,
  workerExecArgv,
} from './protocol';
import { createWorkerPool, type WorkerPool } from './workerPool';

export interface PrimaryOptions {
  config: SiteConfig;
  logger: Logger;
  /** The program the children run (this bundle). */
  entry: string;
  /** A real Contensis instance; null = run the local platform. */
  remote: Upstream | null;
}

/** Logs why, stops what was started, then exits 1 (the promise never settles: nothing goes on). */
function fatal(logger: Logger, error: unknown, cleanup: () => Promise<void> = async () => {}): Promise<never> {
  logger.fatal({ err: error }, 'Trellis failed to start');
  void cleanup().finally(() => process.exit(1));
  return new Promise<never>(() => {});
}

/** What the primary has started, and where it is in its life. */
interface PrimaryState {
  upstream: Upstream | null;
  platform: PlatformSupervisor | null;
  metrics: MetricsServer | null;
  running: boolean;
  stopping: boolean;
}

export async function runPrimary({ config, logger, entry, remote }: PrimaryOptions): Promise<void> {
  const state: PrimaryState = { upstream: remote, platform: null, metrics: null, running: false, stopping: false };
  cluster.setupPrimary({ exec: entry, execArgv: workerExecArgv(config.operations.workerHeapMb), args: [] });
  // Listens for the workers' metrics before any is forked.
  const collectMetrics = createClusterMetrics();
  // Without Redis the workers' sign-in and reset counts are kept here, so every worker sees the same counts.
  if (!config.operations.redisUrl) {
    const answer = serveRateLimits();
    cluster.on('message', (worker, message) =>
      answer(message, (reply) => {
        // A worker that went meanwhile gets no answer (the callback keeps that from being an 'error' event).
        if (worker.isConnected()) worker.send(reply, undefined, () => {});
      }),
    );
  }
  const instance = randomUUID();
  const pool = createWorkerPool({
    count: config.operations.webConcurrency,
    logger,
    env: () => ({
      ...childMemoryEnv(),
      [PROCESS_ROLE_ENV]: 'site',
      [UPSTREAM_ENV]: JSON.stringify(state.upstream),
      [INSTANCE_ENV]: instance,
    }),
  });
  // A content change reaches every worker, then the CDN is purged once (server/publish, docs/decisions.md).
  const spreader = createContentSpreader(pool);
  cluster.on('message', (_worker, message) => {
    if (isMessage<ContentPublishedMessage>(message, CONTENT_PUBLISHED) && isContentChange(message.change))
      void spreader.spread(message.change, message.eventId).then(() => purgeCdn(config, logger, message.change));
  });

  // From the very start: a SIGTERM while the children start still stops them all, and cleanly.
  handleSignals(state, pool, logger);
  // A start cut short by a signal is not a failure: the stop above ends the process.
  const failed = (error: unknown) =>
    state.stopping
      ? new Promise<never>(() => {})
      : fatal(logger, error, async () => {
          await pool.stop();
          await state.platform?.stop();
        });

  if (!remote) {
    state.platform = superviseLocalPlatform(state, pool, spreader, { config, entry, logger });
    state.upstream = await state.platform.started.catch(failed);
  }
  const address = await pool.start().catch(failed);
  const { metrics: metricsConfig } = config.operations;
  if (metricsConfig.port !== null)
    state.metrics = await startMetricsServer({ host: metricsConfig.host, port: metricsConfig.port, collect: collectMetrics }).catch(failed);
  state.running = true;
  logger.info(
    {
      url: `http://localhost:${address.port}`,
      workerPids: pool.pids(),
      platformPid: state.platform?.pid() ?? null,
      metricsUrl: state.metrics?.url ?? null,
    },
    'Trellis is running',
  );
}

/** SIGTERM and SIGINT stop the workers, the platform and the metrics server, then exit; SIGHUP restarts the workers. */
function handleSignals(state: PrimaryState, pool: WorkerPool, logger: Logger): void {
  const stop = (signal: string) => {
    if (state.stopping) return;
    state.stopping = true;
    logger.info({ signal }, 'Shutting down');
    const force = setTimeout(() => process.exit(1), 25_000);
    force.unref();
    pool
      .stop()
      .then(() => state.platform?.stop())
      .then(() => state.metrics?.close())
      .then(
        () => process.exit(0),
        () => process.exit(1),
      );
  };
  process.on('SIGTERM', () => stop('SIGTERM'));
  process.on('SIGINT', () => stop('SIGINT'));
  process.on('SIGHUP', () => {
    if (state.stopping || !state.running) return;
    logger.info('Rolling restart of the site workers');
    pool.rollingRestart().then(
      () => logger.info({ workerPids: pool.pids() }, 'Rolling restart done'),
      (error: unknown) => logger.error({ err: error }, 'Rolling restart stopped'),
    );
  });
}

/** The local platform in its own process; the workers restart when it comes back with other details. */
function superviseLocalPlatform(
  state: PrimaryState,
  pool: WorkerPool,
  spreader: ContentSpreader,
  { config, entry, logger }: { config: SiteConfig; entry: string; logger: Logger },
): PlatformSupervisor {
  return supervisePlatform({
    entry,
    logger,
    port: config.platformPort,
    onRestarted(next) {
      if (JSON.stringify(next) === JSON.stringify(state.upstream)) return;
      // Another port, or a changed pack (tokens, projects): the workers start again with the new details.
      state.upstream = next;
      logger.info({ url: next.rootUrl }, 'The local platform changed: restarting the site workers');
      pool.rollingRestart().catch((error: unknown) => logger.error({ err: error }, 'Rolling restart stopped'));
    },
    onContentChanged(change) {
      void spreader.spread(change).then(() => purgeCdn(config, logger, change));
    },
  });
}
