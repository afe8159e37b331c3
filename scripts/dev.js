#!/usr/bin/env node
// `npm run dev`: the site in development mode. The local platform in a process of its own, and one site process that
// runs the newest server bundle, behind a front on PORT that serves the browser bundle with hot updates: an edit to
// a component, template, page module, style sheet or the core shows in the open page without a reload
// (server/dev/devServer.ts, docs/developer-guide.md).
const path = require('node:path');

const root = path.join(__dirname, '..');
process.env.NODE_ENV = 'development';
process.env.TRELLIS_DEV_SERVER = '1';
// A build of its own, apart from `npm start`'s dist/.
process.env.DIST_DIR = process.env.DIST_DIR?.trim() || path.join('dist', 'dev');
process.env.SITE_DIR = process.env.SITE_DIR?.trim() || 'site';

require('esbuild-register/dist/node').register({ target: 'node20' });
const { loadConfig } = require('../server/config.ts');
const { createLogger } = require('../server/logger.ts');
const { startDevServer } = require('../server/dev/devServer.ts');

async function dev() {
  let config;
  try {
    config = loadConfig();
  } catch (error) {
    process.stderr.write(`Configuration error: ${error.message}\n`);
    process.exit(1);
  }
  const logger = createLogger(config.logLevel, 'trellis-dev');
  if (config.contensis) {
    process.stderr.write('npm run dev runs the local platform: unset CONTENSIS_URL (npm start serves a real Contensis instance)\n');
    process.exit(1);
  }
  const server = await startDevServer({
    root,
    siteDir: process.env.SITE_DIR,
    distDir: path.resolve(root, process.env.DIST_DIR),
    port: config.port,
    host: config.host,
    platformPort: config.platformPort,
    logger,
  });
  let stopping = false;
  const stop = (signal) => {
    if (stopping) return;
    stopping = true;
    logger.info({ signal }, 'Stopping the dev server');
    server.close().then(
      () => process.exit(0),
      () => process.exit(1),
    );
  };
  process.on('SIGINT', () => stop('SIGINT'));
  process.on('SIGTERM', () => stop('SIGTERM'));
}

dev().catch((error) => {
  if (error.code === 'EADDRINUSE') {
    process.stderr.write(
      `Port ${error.port} is in use: set ${error.port === Number(process.env.PORT || 3000) ? 'PORT' : 'PLATFORM_PORT'} to another port\n`,
    );
    process.exit(1);
  }
  process.stderr.write(`The dev server failed to start: ${error.stack || error.message}\n`);
  process.exit(1);
});
