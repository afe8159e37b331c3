import type { Server } from 'node:http';
import { loadConfig, type SiteConfig } from './config';
import { createLogger, type Logger } from './logger';
import { createSite } from './site';
import type { Upstream } from './upstream';
import { accountOptionsFromEnv, startPlatform } from '../platform';

export { loadConfig } from './config';

/** The default project first (plain localhost shows the first project); the rest in pack order. */
function orderProjects<P extends { id: string }>(projects: P[], defaultProject: string): P[] {
  const index = projects.findIndex((project) => project.id.toLowerCase() === defaultProject.toLowerCase());
  return index <= 0 ? projects : [projects[index], ...projects.slice(0, index), ...projects.slice(index + 1)];
}

export interface RunningSite {
  url: string;
  close(): Promise<void>;
}

/** Content from a real Contensis instance, or from the local platform started in this process. */
async function connectUpstream(config: SiteConfig, logger: Logger): Promise<{ upstream: Upstream; close: () => Promise<void> }> {
  if (config.contensis) {
    const { contensis } = config;
    const projectId = contensis.project ?? config.projects?.[0]?.id;
    if (!projectId) throw new Error('Set CONTENSIS_PROJECT (or PROJECTS) when CONTENSIS_URL is set');
    if (!contensis.accessToken && !(contensis.clientId && contensis.clientSecret)) {
      throw new Error('Set CONTENSIS_ACCESS_TOKEN, or CONTENSIS_CLIENT_ID and CONTENSIS_CLIENT_SECRET, when CONTENSIS_URL is set');
    }
    return {
      upstream: {
        rootUrl: contensis.url,
        accessToken: contensis.accessToken,
        clientCredentials: contensis.clientId && contensis.clientSecret ? { clientId: contensis.clientId, clientSecret: contensis.clientSecret } : null,
        projects: config.projects ?? [{ id: projectId, hostnames: [], publicUri: '' }],
        localPlatform: false,
      },
      close: async () => {},
    };
  }
  const platform = await startPlatform({
    contentDir: config.contentDir,
    dataDir: config.dataDir,
    port: config.platformPort,
    logger: logger.child({ component: 'platform' }),
    ...accountOptionsFromEnv(process.env),
  });
  // The site reads content with the pack's first access token, exactly as it would with a real instance.
  const accessToken = [...(platform.pack.security?.accessTokens ?? [])][0] ?? null;
  const projects =
    config.projects ??
    orderProjects(
      platform.pack.projectList.map((project) => ({ id: project.id, name: project.project.name, hostnames: [], publicUri: '' })),
      config.defaultProject,
    );
  // Registration creates users with the pack's client that may administer security, as a site would with its own.
  const admin = [...(platform.pack.security?.clients.values() ?? [])].find((client) => client.scopes.includes('Security_Administrator'));
  const adminClient = admin ? { clientId: admin.clientId, clientSecret: admin.clientSecret } : null;
  logger.info({ url: platform.url, contentDir: config.contentDir }, 'Local platform started');
  return {
    upstream: { rootUrl: platform.url, accessToken, clientCredentials: null, adminClient, projects, localPlatform: true },
    close: () => platform.close(),
  };
}

export async function startSite(config: SiteConfig = loadConfig(), logger: Logger = createLogger(config.logLevel)): Promise<RunningSite> {
  const { upstream, close: closeUpstream } = await connectUpstream(config, logger);
  const site = createSite({ config, upstream, logger });
  const server: Server = await new Promise((resolve, reject) => {
    const listening = site.listen(config.port, config.host, () => resolve(listening));
    listening.once('error', reject);
  });
  server.keepAliveTimeout = 65_000;
  const address = server.address();
  const port = typeof address === 'object' && address ? address.port : config.port;
  const url = `http://localhost:${port}`;
  for (const project of upstream.projects) if (!project.publicUri) project.publicUri = url;
  logger.info({ url }, 'Trellis is serving');
  return {
    url,
    close: async () => {
      await new Promise<void>((resolve) => server.close(() => resolve()));
      server.closeAllConnections?.();
      await closeUpstream();
    },
  };
}

/** `npm start`: run until SIGTERM/SIGINT, then finish in-flight requests and stop. */
export async function main(): Promise<void> {
  let config: SiteConfig;
  try {
    config = loadConfig();
  } catch (error) {
    process.stderr.write(`Configuration error: ${(error as Error).message}\n`);
    process.exit(1);
  }
  const logger = createLogger(config.logLevel);
  const site = await startSite(config, logger).catch((error: Error) => {
    logger.fatal({ err: error }, 'Trellis failed to start');
    process.exit(1);
  });
  let stopping = false;
  const stop = (signal: string) => {
    if (stopping) return;
    stopping = true;
    logger.info({ signal }, 'Shutting down');
    const force = setTimeout(() => process.exit(1), 10_000);
    force.unref();
    site.close().then(() => process.exit(0), () => process.exit(1));
  };
  process.on('SIGTERM', () => stop('SIGTERM'));
  process.on('SIGINT', () => stop('SIGINT'));
}
