#!/usr/bin/env node
// `npm start`: builds when the sources are newer than dist/ (or DIST_DIR), then runs the production server: this process becomes
// the primary, which runs the local platform and the site workers as processes of their own (server/main.ts).
// The build runs in a process of its own: webpack and Babel loaded here would stay in the primary's memory for as
// long as the site runs.
const { spawnSync } = require('node:child_process');
const net = require('node:net');
const path = require('node:path');
const { distDir, isBuildFresh } = require('./buildState');

/** The ports `npm start` will listen on, each with the variable that moves it (0 or unreadable = nothing to check). */
function wantedPorts(env) {
  const port = (name, fallback) => {
    const raw = env[name]?.trim() || fallback;
    return /^\d{1,5}$/.test(raw) && Number(raw) > 0 && Number(raw) <= 65535 ? Number(raw) : null;
  };
  const wanted = [{ name: 'PORT', port: port('PORT', '3000'), host: env.HOST?.trim() || '0.0.0.0' }];
  // The local platform runs only without a real Contensis instance, on the loopback interface.
  if (!env.CONTENSIS_URL?.trim()) wanted.push({ name: 'PLATFORM_PORT', port: port('PLATFORM_PORT', '3001'), host: '127.0.0.1' });
  if (env.METRICS_PORT?.trim())
    wanted.push({ name: 'METRICS_PORT', port: port('METRICS_PORT', ''), host: env.METRICS_HOST?.trim() || '127.0.0.1' });
  return wanted.filter((entry) => entry.port !== null);
}

/** Whether a port can be listened on now; other failures (an unknown HOST) are left to the server to report. */
function portInUse({ port, host }) {
  return new Promise((resolve) => {
    const probe = net.createServer();
    probe.once('error', (error) => resolve(error.code === 'EADDRINUSE'));
    probe.listen({ port, host, exclusive: true }, () => probe.close(() => resolve(false)));
  });
}

async function start() {
  // Before the build, which takes a while: a port in use is said in one line, not after it in a stack trace.
  for (const wanted of wantedPorts(process.env)) {
    if (await portInUse(wanted)) {
      process.stderr.write(`Port ${wanted.port} is in use: set ${wanted.name} to another port\n`);
      process.exit(1);
    }
  }
  process.env.NODE_ENV = process.env.NODE_ENV || 'production';
  if (!isBuildFresh()) {
    const built = spawnSync(process.execPath, [path.join(__dirname, 'build.js')], { stdio: 'inherit', env: process.env });
    if (built.error) throw built.error;
    if (built.status !== 0) process.exit(built.status ?? 1);
  }
  // Another build folder (DIST_DIR) serves its own browser files unless STATIC_DIR says otherwise.
  process.env.STATIC_DIR = process.env.STATIC_DIR || path.join(distDir(), 'client');
  await require(path.join(distDir(), 'server', 'main.js')).main();
}

start().catch((error) => {
  process.stderr.write(`${error.stack || error.message}\n`);
  process.exit(1);
});
