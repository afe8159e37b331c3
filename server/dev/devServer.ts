// `npm run dev` (scripts/dev.js): one Express front on PORT that serves webpack's in-memory browser build with hot
// updates (webpack-dev-middleware, webpack-hot-middleware, React Fast Refresh) and hands every other request to the
// site process running the newest server bundle (./siteProcess.ts). The local platform runs in a process of its own,
// as under `npm start`, and keeps running across rebuilds. Build errors (Babel's syntax errors, from either bundle)
// and type errors (./typeCheck.ts) go to the terminal and to the browser's overlay; fixing the file clears both.
import fs from 'node:fs';
import type { Server } from 'node:http';
import path from 'node:path';
import express from 'express';
import { createProxyMiddleware } from 'http-proxy-middleware';
import type { Compilation, Compiler, Configuration, Stats, StatsError } from 'webpack';
import webpackDevMiddleware from 'webpack-dev-middleware';
import webpackHotMiddleware from 'webpack-hot-middleware';
import { gracefulCloser } from '../cluster/gracefulClose';
import { supervisePlatform, type PlatformSupervisor } from '../cluster/platformSupervisor';
import { createAppServer, listen } from '../httpServer';
import type { Logger } from '../logger';
import type { Upstream } from '../upstream';
import { createRequestGate } from './requestGate';
import { createSiteProcess, type SiteProcess } from './siteProcess';
import { createTypeChecker, type TypeChecker } from './typeCheck';

export interface DevServerOptions {
  /** The project's folder (webpack.config.ts, node_modules). */
  root: string;
  /** SITE_DIR: the site folder to build and serve. */
  siteDir: string;
  /** Where the dev build goes (`client/manifest.json`, `server/main.js`, the type checker's state). */
  distDir: string;
  port: number;
  host: string;
  /** PLATFORM_PORT of the local platform (0 = a free port). */
  platformPort: number;
  logger: Logger;
}

/** Why the open pages are told to load again: `content` (a content pack changed), or anything else worth saying. */
export type ReloadReason = string;

export interface DevServer {
  url: string;
  /**
   * Tells every open page to load again (`trellis:reload` on the hot-update stream; scripts/dev/browser.js reloads
   * the page, whose new server render has the new data). For changes webpack does not see: content, for instance.
   * Another process can ask for the same with `POST /__trellis/dev/reload?reason=content` from the loopback interface.
   */
  notifyBrowsers(reason: ReloadReason): void;
  close(): Promise<void>;
}

/** The same flat text webpack-hot-middleware makes of a compilation error, so that duplicates can be told apart. */
function errorText(error: Pick<StatsError, 'moduleName' | 'loc' | 'message'>): string {
  return `${error.moduleName ?? ''} ${error.loc ?? ''}\n${error.message}`;
}

/** What is wrong now, in each part: the browser overlay shows them all, the terminal says each once. */
interface Problems {
  client: string[];
  server: string[];
  types: string[];
}

function loadConfigs(root: string): { client: Configuration; server: Configuration } {
  // webpack.config.ts reads NODE_ENV, TRELLIS_DEV_SERVER, SITE_DIR and DIST_DIR as it loads (scripts/dev.js sets them).
  const configs = (require(path.join(root, 'webpack.config.ts')) as { default: Configuration[] }).default;
  const client = configs.find((config) => config.name === 'client');
  const server = configs.find((config) => config.name === 'server');
  if (!client || !server) throw new Error('webpack.config.ts has no client and server configurations');
  return { client, server };
}

/** Where webpack found an error (`./site/templates/Home.tsx`), when it was in a module. */
function moduleOf(error: Error, compilation: Stats['compilation']): string {
  const { module } = error as { module?: { readableIdentifier(shortener: unknown): string } | null };
  return module?.readableIdentifier(compilation.requestShortener) ?? '';
}

/** Whether a compiler is building: `idle()` settles once it is not. */
function buildTracker(compiler: Compiler): { idle(): Promise<void> } {
  let finished: (() => void) | null = null;
  let idle = Promise.resolve();
  compiler.hooks.invalid.tap('TrellisDevIdle', () => {
    if (finished) return;
    idle = new Promise((resolve) => {
      finished = resolve;
    });
  });
  const done = () => {
    finished?.();
    finished = null;
  };
  compiler.hooks.done.tap('TrellisDevIdle', done);
  compiler.hooks.failed.tap('TrellisDevIdle', done);
  return { idle: () => idle };
}

const firstLine = (text: string) => text.trim().split('\n').slice(0, 3).join(' ').replace(/\s+/g, ' ');

export async function startDevServer(options: DevServerOptions): Promise<DevServer> {
  const { root, logger } = options;
  // Loaded here, after scripts/dev.js set the environment webpack.config.ts reads.
  const webpack = require('webpack') as typeof import('webpack');
  const configs = loadConfigs(root);
  const clientCompiler: Compiler = webpack(configs.client);
  const serverCompiler: Compiler = webpack(configs.server);
  const bundle = path.join(options.distDir, 'server', 'main.js');
  const problems: Problems = { client: [], server: [], types: [] };
  const clientBuild = buildTracker(clientCompiler);
  const serverBuild = buildTracker(serverCompiler);
  // Two cores are few: the browser build (what the open page waits for) goes first. The server build that the same
  // edit started waits for it (its requests wait for the new site process meanwhile, ./siteProcess.ts), and the
  // type check waits for both.
  let serverBuildStartedAt = 0;
  serverCompiler.hooks.watchRun.tapPromise('TrellisDevOrder', async () => {
    serverBuildStartedAt = Date.now();
    await clientBuild.idle();
  });
  // Either watcher may see an edit first (webpack pauses a watcher while its compiler builds), so both tell the gate
  // of a change to a file the server bundle is made of.
  const gate = createRequestGate();
  let serverFiles = new Set<string>();
  serverCompiler.hooks.invalid.tap('TrellisDevGate', (_file, time) => gate.changed(time ?? Date.now()));
  clientCompiler.hooks.invalid.tap('TrellisDevGate', (file, time) => {
    if (file && serverFiles.has(file)) gate.changed(time ?? Date.now());
  });
  let lastClientHash = '';
  /** The server build's and type checker's errors added to a browser build, which the terminal has said already. */
  const added = new WeakSet<Error>();

  const app = express();
  const devMiddleware = webpackDevMiddleware(clientCompiler, {
    publicPath: '/static/',
    stats: 'none',
    // The site process reads the manifest from disk at start-up (server/render/assets.ts); the rest stays in memory.
    writeToDisk: (file) => file.endsWith('manifest.json'),
  });
  const hotMiddleware = webpackHotMiddleware(clientCompiler, { log: false, path: '/__webpack_hmr', heartbeat: 5_000 });

  /** The last browser build, whose errors a page that connects later is sent (webpack-hot-middleware's `sync`). */
  let lastClientCompilation: Compilation | null = null;
  /** The browser build's own errors, then the server build's and the type checker's of now that it does not have. */
  const addProblems = (compilation: Compilation) => {
    const own = compilation.errors.filter((error) => !added.has(error));
    compilation.errors.splice(0, compilation.errors.length, ...own);
    for (const text of [...problems.server, ...problems.types]) {
      if (problems.client.includes(text)) continue;
      const error = new webpack.WebpackError(text);
      added.add(error);
      compilation.errors.push(error);
    }
  };

  /** Tells the open pages (and those that connect later) what is wrong now, between two browser builds. */
  const publishProblems = () => {
    if (lastClientCompilation) addProblems(lastClientCompilation);
    const errors = [...new Set([...problems.client, ...problems.server, ...problems.types])];
    hotMiddleware.publish({ action: 'built', name: 'client', time: 0, hash: lastClientHash, warnings: [], errors, modules: {} });
  };

  clientCompiler.hooks.afterCompile.tap('TrellisDevProblems', (compilation) => {
    problems.client = compilation.errors.map((error) =>
      errorText({ moduleName: moduleOf(error, compilation), loc: '', message: error.message }),
    );
    lastClientCompilation = compilation;
    addProblems(compilation);
  });
  clientCompiler.hooks.done.tap('TrellisDevProblems', (stats: Stats) => {
    lastClientHash = stats.hash ?? '';
    reportBuild('browser', stats);
    typeChecker.request();
  });

  const reported = new Map<string, string>();
  /** One line in the terminal for each build that fails, and one when it builds again. */
  function reportBuild(name: 'browser' | 'server', stats: Stats): void {
    logger.debug({ ms: (stats.endTime ?? 0) - (stats.startTime ?? 0) }, `The ${name} bundle built`);
    const errors = stats.compilation.errors.filter((error) => !added.has(error));
    const before = reported.get(name);
    if (errors.length === 0) {
      if (before) logger.info(`The ${name} bundle builds again`);
      reported.delete(name);
      return;
    }
    const text = errors.map((error) => `${moduleOf(error, stats.compilation)}: ${firstLine(error.message)}`).join('\n');
    if (text !== before) logger.error(`The ${name} bundle does not build:\n${text}`);
    reported.set(name, text);
  }

  const typeChecker: TypeChecker = createTypeChecker({
    root,
    waitForIdle: async () => {
      await clientBuild.idle();
      await serverBuild.idle();
    },
    siteDir: options.siteDir,
    outDir: options.distDir,
    onResult(errors) {
      const texts = errors.map((error) => `[types] ${error.text}`);
      if (texts.join('\n') === problems.types.join('\n')) return;
      if (texts.length > 0) logger.error(`Type errors (${texts.length}):\n${errors.map((error) => error.text).join('\n')}`);
      else logger.info('No type errors');
      problems.types = texts;
      publishProblems();
    },
  });

  // The server bundle, rebuilt on every change; each good build starts a site process on it.
  const front = { url: '' };
  let upstream: Upstream | null = null;
  let platform: PlatformSupervisor | null = null;
  const siteEnv: NodeJS.ProcessEnv = {
    ...process.env,
    NODE_ENV: 'development',
    PORT: '0',
    HOST: '127.0.0.1',
    STATIC_DIR: path.join(options.distDir, 'client'),
    // No cache that would show a page as it was before an edit.
    CACHE_MAX_AGE: process.env.CACHE_MAX_AGE ?? '0',
    CDN_MAX_AGE: process.env.CDN_MAX_AGE ?? '0',
    REQUEST_CACHE_TTL_MS: process.env.REQUEST_CACHE_TTL_MS ?? '0',
    PAGE_STATE_CACHE_TTL_MS: process.env.PAGE_STATE_CACHE_TTL_MS ?? '0',
  };
  // The front serves metrics of nothing: a site process restarted on every edit would clash on METRICS_PORT.
  delete siteEnv.METRICS_PORT;
  const sites: SiteProcess = createSiteProcess({ root, bundle, env: siteEnv, logger });

  let firstServerBuild: (() => void) | null = null;
  const serverBuilt = new Promise<void>((resolve) => {
    firstServerBuild = resolve;
  });
  // Held until the first site process serves.
  gate.changed(Date.now());
  // A little later than the browser build's watcher (webpack's default, 20 ms), so that its build is seen as started.
  const watching = serverCompiler.watch({ aggregateTimeout: 100 }, (error, stats) => {
    const startedAt = serverBuildStartedAt;
    if (error || !stats) {
      logger.error({ err: error }, 'The server bundle could not be built');
      gate.served(startedAt);
      return;
    }
    serverFiles = new Set(stats.compilation.fileDependencies);
    reportBuild('server', stats);
    problems.server = stats.compilation.errors.map((e) =>
      errorText({ moduleName: moduleOf(e, stats.compilation), loc: '', message: e.message }),
    );
    publishProblems();
    typeChecker.request();
    // A build that fails leaves the running site process serving.
    if (stats.hasErrors()) gate.served(startedAt);
    else if (upstream) void sites.start(upstream).then(() => gate.served(startedAt));
    firstServerBuild?.();
    firstServerBuild = null;
  });

  app.post('/__trellis/dev/reload', (req, res) => {
    const address = req.socket.remoteAddress ?? '';
    if (!['127.0.0.1', '::1', '::ffff:127.0.0.1'].includes(address)) {
      res.status(403).end();
      return;
    }
    const reason = typeof req.query.reason === 'string' ? req.query.reason : 'reload';
    notifyBrowsers(reason);
    res.status(204).end();
  });
  app.use(devMiddleware);
  app.use(hotMiddleware);
  // Every other request goes to the site process, once the rebuild in progress (if any) has a process serving it.
  app.use(async (_request, res, next) => {
    await gate.passed();
    try {
      res.locals.siteTarget = sites.target();
      next();
    } catch (error) {
      res
        .status(500)
        .type('text/plain')
        .send(
          `The site is not running: ${(error as Error).message}\nFix the error shown in the terminal; the page loads again when it builds.`,
        );
    }
  });
  app.use(
    createProxyMiddleware({
      router: (req) => (req as express.Request).res?.locals.siteTarget as string,
      changeOrigin: false,
      xfwd: false,
      on: {
        error: (error, _request, res) => {
          if ('writeHead' in res && !res.headersSent) {
            res.writeHead(502, { 'content-type': 'text/plain' });
            res.end(`The site process did not answer: ${error.message}`);
          }
        },
      },
    }),
  );

  function notifyBrowsers(reason: ReloadReason): void {
    logger.info({ reason }, 'Telling the open pages to load again');
    hotMiddleware.publish({ action: 'trellis:reload', reason });
  }

  const server: Server = await listen(createAppServer(app), options.port, options.host);
  const closeServer = gracefulCloser(server);
  const address = server.address();
  front.url = `http://localhost:${typeof address === 'object' && address ? address.port : options.port}`;
  siteEnv.SITE_URL = process.env.SITE_URL ?? front.url;

  await serverBuilt;
  if (!fs.existsSync(bundle)) throw new Error(`${bundle} was not written: the server bundle does not build`);
  // The platform runs the server bundle in its platform role (server/main.ts), as `npm start`'s primary starts it.
  platform = supervisePlatform({
    entry: bundle,
    logger,
    port: options.platformPort,
    onRestarted(next) {
      upstream = next;
      void sites.start(next);
    },
    // The platform watches its pack in development (CONTENT_WATCH) and serves a change once it has loaded it all;
    // the site process caches nothing by default here, so the open pages' next render has it.
    onContentChanged: () => notifyBrowsers('content'),
  });
  upstream = await platform.started;
  const firstStartedAt = serverBuildStartedAt;
  await sites.start(upstream);
  gate.served(firstStartedAt);
  await new Promise<void>((resolve) => devMiddleware.waitUntilValid(() => resolve()));
  logger.info({ url: front.url }, 'Trellis dev server is serving');

  return {
    url: front.url,
    notifyBrowsers,
    async close() {
      typeChecker.close();
      gate.release();
      hotMiddleware.close();
      await closeServer();
      await new Promise<void>((resolve) => (watching ? watching.close(() => resolve()) : resolve()));
      await new Promise<void>((resolve) => devMiddleware.close(() => resolve()));
      await sites.stop();
      await platform?.stop();
    },
  };
}
