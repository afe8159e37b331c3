// One site server in this process: the Express site on its port, with its upstream (given, a real Contensis instance,
// or a local platform started here), the metrics port when asked, and a graceful close. `npm start`'s site workers
// run one each; tests and benchmarks call it directly.
import type { Server } from 'node:http';
import type { RequestHandler } from 'express';
import { closeRateLimitStores } from './account/rateLimitStores';
import { closeRevocations } from './account/revocations';
import { gracefulCloser } from './cluster/gracefulClose';
import { createAppServer, listen } from './httpServer';
import { collectWhenIdle, IDLE_COLLECTION_MIN_GROWTH_BYTES } from './idleCollection';
import type { SiteConfig } from './config';
import { dropChangedContent } from './contentChanges';
import { contensisUpstream } from './contensisUpstream';
import type { ContentChange } from './contentChanges';
import type { Logger } from './logger';
import { startMetricsServer, type MetricsServer } from './metrics/endpoint';
import { localOrClusterMetrics } from './metrics/clusterMetrics';
import { processMetrics } from './metrics/siteMetrics';
import { closePublishing, purgeCdn } from './publish/publisher';
import { createSite } from './site';
import type { SiteIdentity } from './siteIdentity';
import type { Upstream } from './upstream';
import { checkSiteWords } from '../src/app/site/checkSiteWords';
import type { Site } from '../src/app/site/defineSite';

export interface RunningSite {
  url: string;
  /** `METRICS_PORT`'s address, when this site serves it. */
  metricsUrl: string | null;
  close(): Promise<void>;
}

/** Content from a real Contensis instance, or from the local platform started in this process. */
async function connectUpstream(config: SiteConfig, logger: Logger, startLocalPlatform: StartLocalPlatform): Promise<LocalPlatform> {
  const remote = contensisUpstream(config);
  if (remote) return { upstream: remote, close: async () => {} };
  const platform = await startLocalPlatform(config, logger);
  // The platform in this process: its changes reach this process's caches directly, then the CDN.
  platform.onContentChange?.((change) => {
    dropChangedContent(change);
    void purgeCdn(config, logger, change);
  });
  return platform;
}

export interface LocalPlatform {
  upstream: Upstream;
  close(): Promise<void>;
  /** After each reload of a watched pack (CONTENT_WATCH): what changed. */
  onContentChange?(listener: (change: ContentChange) => void): () => void;
}

/** Starts the local platform in this process (main.ts's, which alone may load the platform's code). */
export type StartLocalPlatform = (config: SiteConfig, logger: Logger) => Promise<LocalPlatform>;

export interface StartSiteOptions {
  /** Where content comes from; default: CONTENSIS_URL, or a local platform started in this process. */
  upstream?: Upstream;
  /** Serve METRICS_PORT from this process (default true; a cluster's workers leave it to the primary). */
  serveMetricsPort?: boolean;
  /** Hand memory back at quiet moments (IDLE_COLLECTION_MS): a cluster's site worker, not a test's server. */
  collectWhenIdle?: boolean;
  /** The site's own server routes (SiteOptions.routes). */
  routes?: RequestHandler;
  /** The site's icon and colours (SiteOptions.identity). */
  identity?: SiteIdentity;
}

/** One site server in this process (through main.ts's startSite, which alone may start the local platform). */
export async function startSite(
  site: Site,
  config: SiteConfig,
  logger: Logger,
  options: StartSiteOptions,
  startLocalPlatform: StartLocalPlatform,
): Promise<RunningSite> {
  // Before anything starts: a site that names words it does not have is refused with what is missing.
  await checkSiteWords(site);
  const { upstream, close: closeUpstream } = options.upstream
    ? { upstream: options.upstream, close: async () => {} }
    : await connectUpstream(config, logger, startLocalPlatform);
  const app = createSite({ site, config, upstream, logger, routes: options.routes, identity: options.identity });
  const server: Server = await listen(createAppServer(app), config.port, config.host);
  server.keepAliveTimeout = 65_000;
  const closeServer = gracefulCloser(server);
  const { idleCollectionMs } = config.operations;
  const stopCollecting =
    options.collectWhenIdle && idleCollectionMs > 0
      ? collectWhenIdle(server, { quietMs: idleCollectionMs, minGrowthBytes: IDLE_COLLECTION_MIN_GROWTH_BYTES, logger })
      : null;
  const address = server.address();
  const port = typeof address === 'object' && address ? address.port : config.port;
  const url = `http://localhost:${port}`;
  // A project without an address of its own is at SITE_URL, or (the local platform, development) this server.
  for (const project of upstream.projects) if (!project.publicUri) project.publicUri = config.siteUrl ?? url;
  const { metrics: metricsConfig } = config.operations;
  const metrics: MetricsServer | null =
    metricsConfig.port !== null && options.serveMetricsPort !== false
      ? await startMetricsServer({
          host: metricsConfig.host,
          port: metricsConfig.port,
          collect: localOrClusterMetrics(processMetrics().registry),
        })
      : null;
  logger.info({ url, ...(metrics ? { metricsUrl: metrics.url } : {}) }, 'Trellis is serving');
  return {
    url,
    metricsUrl: metrics?.url ?? null,
    close: async () => {
      stopCollecting?.();
      await closeServer();
      await metrics?.close();
      await closeRateLimitStores();
      await closeRevocations();
      await closePublishing();
      await closeUpstream();
    },
  };
}
