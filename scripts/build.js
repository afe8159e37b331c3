#!/usr/bin/env node
// Builds the browser and server bundles with webpack. `--if-needed` skips a build that is up to date.
const { distDir, isBuildFresh, markBuilt, root } = require('./buildState');

async function build({ ifNeeded = false } = {}) {
  if (ifNeeded && isBuildFresh()) return;
  process.env.NODE_ENV = process.env.NODE_ENV || 'production';
  require('esbuild-register/dist/node').register({ target: 'node20' });
  const webpack = require('webpack');
  const configs = require(require('node:path').join(root, 'webpack.config.ts')).default;
  const started = Date.now();
  await new Promise((resolve, reject) => {
    webpack(configs, (error, stats) => {
      if (error) return reject(error);
      if (stats.hasErrors()) {
        return reject(new Error(stats.toString({ all: false, errors: true, errorDetails: true, colors: false })));
      }
      if (stats.hasWarnings()) process.stderr.write(stats.toString({ all: false, warnings: true }) + '\n');
      resolve();
    });
  });
  markBuilt();
  process.stdout.write(
    `Built ${require('node:path').relative(root, distDir()) || '.'}/ in ${((Date.now() - started) / 1000).toFixed(1)} s\n`,
  );
}

module.exports = { build };

if (require.main === module) {
  build({ ifNeeded: process.argv.includes('--if-needed') }).catch((error) => {
    process.stderr.write(`Build failed:\n${error.message}\n`);
    process.exit(1);
  });
}
