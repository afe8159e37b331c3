// What the server bundle runs: `main()` for `npm start` (the cluster's primary, or the platform process or a site
// worker it forked), and `startSite()` / `startLocalPlatform()` for tests and benchmarks. Each process loads the
// code of its role only, when it takes it (`import()`): the primary renders nothing and never loads the site's
// server, React or the platform; the platform process never loads the site's server; a site worker never loads
// the platform's (its SQLite store, its image library).
import cluster from 'node:cluster';
import { PROCESS_ROLE_ENV, readUpstreamEnv } from './cluster/protocol';
import { loadConfig, type SiteConfig } from './config';
import { contensisUpstream } from './contensisUpstream';
import { createLogger, type Logger } from './logger';
import type { LocalPlatform, RunningSite, StartSiteOptions } from './siteServer';
import type { Upstream } from './upstream';
import type { Site } from '../src/app/site/defineSite';
import type { ProjectConfig } from '../src/features/routing';

export { loadConfig } from './config';
export type { LocalPlatform, RunningSite, StartSiteOptions } from './siteServer';

/** The default project first (plain localhost shows the first project); the rest in pack order. */
function orderProjects<P extends { id: string }>(projects: P[], defaultProject: string): P[] {
  const index = projects.findIndex((project) => project.id.toLowerCase() === defaultProject.toLowerCase());
  return index <= 0 ? projects : [projects[index], ...projects.slice(0, index), ...projects.slice(index + 1)];
}

/** The local platform started in this process (tests; and the platform process `npm start` runs beside the site). */
export async function startLocalPlatform(config: SiteConfig, logger: Logger): Promise<LocalPlatform> {
  // Loaded here only: neither the cluster's primary nor its site workers run the platform's code.
  const { accountOptionsFromEnv, startPlatform } = await import('../platform');
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

/** One site server in this process: `npm start` runs one per worker; tests and the browser tests call it directly. */
export async function startSite(
  site: Site,
  config: SiteConfig = loadConfig(),
  logger: Logger = createLogger(config.logLevel),
  options: StartSiteOptions = {},
): Promise<RunningSite> {
  const server = await import('./siteServer');
  return server.startSite(site, config, logger, options, startLocalPlatform);
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
  if (role === 'platform') {
    const { runPlatformProcess } = await import('./cluster/platformProcess');
    return runPlatformProcess(() => startLocalPlatform(config, logger), logger);
  }
  if (cluster.isWorker) {
    const { runSiteWorker } = await import('./cluster/siteWorker');
    return runSiteWorker(
      (upstream) => startSite(site, config, logger, { upstream, serveMetricsPort: false, collectWhenIdle: true, routes, identity }),
      readUpstreamEnv(),
      logger,
    );
  }
  let remote: Upstream | null;
  try {
    remote = contensisUpstream(config);
  } catch (error) {
    logger.fatal({ err: error }, 'Trellis failed to start');
    process.exit(1);
  }
  const { runPrimary } = await import('./cluster/primary');
  return runPrimary({ config, logger, entry: __filename, remote });
}

/** Whether this process is one `main()` forked (the platform or a site worker): it then starts in its role. */
export const isForkedChild = (): boolean => Boolean(process.env[PROCESS_ROLE_ENV]);
