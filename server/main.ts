import cluster from 'node:cluster';
import type { Server } from 'node:http';
import type { RequestHandler } from 'express';
import { closeRateLimitStores } from './account/rateLimitStores';
import { closeRevocations } from './account/revocations';
import { gracefulCloser } from './cluster/gracefulClose';
import { runPlatformProcess } from './cluster/platformProcess';
import { runPrimary } from './cluster/primary';
import { PROCESS_ROLE_ENV, readUpstreamEnv } from './cluster/protocol';
import { runSiteWorker } from './cluster/siteWorker';
import { loadConfig, type SiteConfig } from './config';
import { createLogger, type Logger } from './logger';
import { startMetricsServer, type MetricsServer } from './metrics/endpoint';
import { localOrClusterMetrics } from './metrics/clusterMetrics';
import { processMetrics } from './metrics/siteMetrics';
import { dropChangedContent, type ContentChange } from './contentChanges';
import { createSite } from './site';
import { closePublishing, purgeCdn } from './publish/publisher';
import type { Site } from '../src/app/site/defineSite';
import type { Upstream } from './upstream';
import type { SiteIdentity } from './siteIdentity';
import type { ProjectConfig } from '../src/features/routing';
import { accountOptionsFromEnv, startPlatform } from '../platform';

export { loadConfig } from './config';

/** The default project first (plain localhost shows the first project); the rest in pack order. */
function orderProjects<P extends { id: string }>(projects: P[], defaultProject: string): P[] {
  const index = projects.findIndex((project) => project.id.toLowerCase() === defaultProject.toLowerCase());
  return index <= 0 ? projects : [projects[index], ...projects.slice(0, index), ...projects.slice(index + 1)];
}

export interface RunningSite {
  url: string;
  /** `METRICS_PORT`'s address, when this site serves it. */
  metricsUrl: string | null;
  close(): Promise<void>;
}

/** A real Contensis instance (`CONTENSIS_URL`): its credentials and projects come from the configuration. */
function contensisUpstream(config: SiteConfig): Upstream | null {
  if (!config.contensis) return null;
  const { contensis } = config;
  const projectId = contensis.project ?? config.projects?.[0]?.id;
  if (!projectId) throw new Error('Set CONTENSIS_PROJECT (or PROJECTS) when CONTENSIS_URL is set');
  if (!contensis.accessToken && !(contensis.clientId && contensis.clientSecret)) {
    throw new Error('Set CONTENSIS_ACCESS_TOKEN, or CONTENSIS_CLIENT_ID and CONTENSIS_CLIENT_SECRET, when CONTENSIS_URL is set');
  }
  const projects = config.projects ?? [{ id: projectId, hostnames: [], publicUri: '' }];
  // Links in emails and canonical URLs come from configuration only, never from a request's Host header.
  if (!config.siteUrl && projects.some((project) => !project.publicUri)) {
    throw new Error(
      "Set SITE_URL (or each project's publicUri in PROJECTS) when CONTENSIS_URL is set: the site's links in emails and canonical URLs are made from it",
    );
  }
  return {
    rootUrl: contensis.url,
    accessToken: contensis.accessToken,
    clientCredentials:
      contensis.clientId && contensis.clientSecret ? { clientId: contensis.clientId, clientSecret: contensis.clientSecret } : null,
    projects,
    localPlatform: false,
  };
}

export interface LocalPlatform {
  upstream: Upstream;
  close(): Promise<void>;
  /** After each reload of a watched pack (CONTENT_WATCH): what changed. */
  onContentChange?(listener: (change: ContentChange) => void): () => void;
}

/** The local platform started in this process (tests; and the platform process `npm start` runs beside the site). */
export async function startLocalPlatform(config: SiteConfig, logger: Logger): Promise<LocalPlatform> {
  const platform = await startPlatform({
    contentDir: config.contentDir,
    dataDir: config.dataDir,
    port: config.platformPort,
    watch: config.contentWatch,
    logger: logger.child({ component: 'platform' }),
    ...accountOptionsFromEnv(process.env),
  });
  // The site reads content with the pack's first access token, exactly as it would with a real instance.
  const accessToken = [...(platform.pack.security?.accessTokens ?? [])][0] ?? null;
  const packProjects = new Map(platform.pack.projectList.map((project) => [project.id.toLowerCase(), project.project]));
  // Configured projects take the pack's languages unless PROJECTS names them.
  const withPackLanguages = (project: ProjectConfig): ProjectConfig => {
    const pack = packProjects.get(project.id.toLowerCase());
    return project.primaryLanguage || !pack
      ? project
      : { ...project, primaryLanguage: pack.primaryLanguage, supportedLanguages: pack.supportedLanguages };
  };
  const projects =
    config.projects?.map(withPackLanguages) ??
    orderProjects(
      platform.pack.projectList.map((project) => ({
        id: project.id,
        name: project.project.name,
        hostnames: [],
        publicUri: '',
        primaryLanguage: project.project.primaryLanguage,
        supportedLanguages: project.project.supportedLanguages,
      })),
      config.defaultProject,
    );
  // Accounts are administered with the client the platform provisioned for the site in DATA_DIR, whatever the pack holds.
  const adminClient = { clientId: platform.siteClient.clientId, clientSecret: platform.siteClient.clientSecret };
  logger.info({ url: platform.url, contentDir: config.contentDir, watching: config.contentWatch }, 'Local platform started');
  return {
    upstream: { rootUrl: platform.url, accessToken, clientCredentials: null, adminClient, projects, localPlatform: true },
    close: () => platform.close(),
    onContentChange: (listener) => platform.onContentChange(listener),
  };
}

/** Content from a real Contensis instance, or from the local platform started in this process. */
async function connectUpstream(config: SiteConfig, logger: Logger): Promise<LocalPlatform> {
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

export interface StartSiteOptions {
  /** Where content comes from; default: CONTENSIS_URL, or a local platform started in this process. */
  upstream?: Upstream;
  /** Serve METRICS_PORT from this process (default true; a cluster's workers leave it to the primary). */
  serveMetricsPort?: boolean;
  /** The site's own server routes (SiteOptions.routes). */
  routes?: RequestHandler;
  /** The site's icon and colours (SiteOptions.identity). */
  identity?: SiteIdentity;
}

/** One site server in this process: `npm start` runs one per worker; tests and the browser tests call it directly. */
export async function startSite(
  site: Site,
  config: SiteConfig = loadConfig(),
  logger: Logger = createLogger(config.logLevel),
  options: StartSiteOptions = {},
): Promise<RunningSite> {
  const { upstream, close: closeUpstream } = options.upstream
    ? { upstream: options.upstream, close: async () => {} }
    : await connectUpstream(config, logger);
  const app = createSite({ site, config, upstream, logger, routes: options.routes, identity: options.identity });
  const server: Server = await new Promise((resolve, reject) => {
    // Express 5 hands a listen error (the port is taken) to this callback.
    const listening = app.listen(config.port, config.host, (error?: Error) => (error ? reject(error) : resolve(listening)));
  });
  server.keepAliveTimeout = 65_000;
  const closeServer = gracefulCloser(server);
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
      await closeServer();
      await metrics?.close();
      await closeRateLimitStores();
      await closeRevocations();
      await closePublishing();
      await closeUpstream();
    },
  };
}

function configOrExit(load: () => SiteConfig): SiteConfig {
  try {
    return load();
  } catch (error) {
    process.stderr.write(`Configuration error: ${(error as Error).message}\n`);
    process.exit(1);
  }
}

/**
 * `npm start`. The first process is the primary: it runs the local platform as a child process of its own (one,
 * owning DATA_DIR) and WEB_CONCURRENCY site workers (node:cluster), restarts whichever dies, and stops them all
 * gracefully on SIGTERM/SIGINT; SIGHUP restarts the workers one at a time. The children run this same bundle
 * (docs/operator-guide.md).
 */
export async function main(
  site: Site,
  { routes, identity }: Pick<StartSiteOptions, 'routes' | 'identity'> = {},
  load: () => SiteConfig = loadConfig,
): Promise<void> {
  const config = configOrExit(load);
  const logger = createLogger(config.logLevel);
  const role = process.env[PROCESS_ROLE_ENV];
  if (role === 'platform') return runPlatformProcess(() => startLocalPlatform(config, logger), logger);
  if (cluster.isWorker)
    return runSiteWorker(
      (upstream) => startSite(site, config, logger, { upstream, serveMetricsPort: false, routes, identity }),
      readUpstreamEnv(),
      logger,
    );
  let remote: Upstream | null;
  try {
    remote = contensisUpstream(config);
  } catch (error) {
    logger.fatal({ err: error }, 'Trellis failed to start');
    process.exit(1);
  }
  return runPrimary({ config, logger, entry: __filename, remote });
}

/** Whether this process is one `main()` forked (the platform or a site worker): it then starts in its role. */
export const isForkedChild = (): boolean => Boolean(process.env[PROCESS_ROLE_ENV]);
