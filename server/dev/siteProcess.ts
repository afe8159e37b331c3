// The site server of `npm run dev`: a child process running the newest server bundle (scripts/dev/siteChild.js).
// When the server bundle rebuilds, a new child starts on the new code and takes the requests from then on; the old
// one finishes what it has and stops. (Requests wait for it meanwhile: ./requestGate.ts.)
import { fork, type ChildProcess } from 'node:child_process';
import path from 'node:path';
import type { Logger } from '../logger';
import { PROCESS_ROLE_ENV } from '../cluster/protocol';
import type { Upstream } from '../upstream';

export interface SiteProcessOptions {
  root: string;
  /** The built server bundle (dist/dev/server/main.js). */
  bundle: string;
  /** The environment of each child: the dev server's own, with what the dev server sets on top. */
  env: NodeJS.ProcessEnv;
  logger: Logger;
}

export interface SiteProcess {
  /** Starts a child on the bundle as it is now, then sends the requests to it (and stops the one before). */
  start(upstream: Upstream): Promise<void>;
  /** Where requests go now (`http://127.0.0.1:PORT`); throws when no child could start. */
  target(): string;
  pid(): number | undefined;
  stop(): Promise<void>;
}

interface Child {
  process: ChildProcess;
  target: string;
}

const READY = 'trellis:dev-site-ready';

function stopChild(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  return new Promise((resolve) => {
    const force = setTimeout(() => child.kill('SIGKILL'), 10_000);
    child.once('exit', () => {
      clearTimeout(force);
      resolve();
    });
    if (child.connected) child.send({ type: 'trellis:dev-stop' }, () => {});
    else child.kill('SIGTERM');
  });
}

export function createSiteProcess({ root, bundle, env, logger }: SiteProcessOptions): SiteProcess {
  let current: Child | null = null;
  let failure: Error | null = null;

  const launch = (upstream: Upstream): Promise<Child> =>
    new Promise((resolve, reject) => {
      const childEnv: NodeJS.ProcessEnv = { ...env, TRELLIS_DEV_BUNDLE: bundle, TRELLIS_DEV_UPSTREAM: JSON.stringify(upstream) };
      delete childEnv[PROCESS_ROLE_ENV];
      const child = fork(path.join(root, 'scripts', 'dev', 'siteChild.js'), [], {
        cwd: root,
        env: childEnv,
        execArgv: ['--enable-source-maps'],
        stdio: 'inherit',
      });
      const onExit = (code: number | null) => reject(new Error(`the site process exited (code ${code}) before it served`));
      child.once('exit', onExit);
      child.on('message', (message: { type?: string; url?: string }) => {
        if (message?.type !== READY || !message.url) return;
        child.off('exit', onExit);
        resolve({ process: child, target: `http://127.0.0.1:${new URL(message.url).port}` });
      });
    });

  let starting: Promise<void> = Promise.resolve();
  const replace = async (upstream: Upstream) => {
    const previous = current;
    try {
      const started = await launch(upstream);
      current = started;
      failure = null;
      started.process.once('exit', (code) => {
        if (current === started && code !== 0) logger.error({ code }, 'The site process stopped');
      });
    } catch (error) {
      // A bundle that throws as it starts: said in the terminal and to every request until the next rebuild.
      failure = error as Error;
      current = null;
      logger.error({ err: error }, 'The site failed to start on the new server bundle');
    }
    if (previous) void stopChild(previous.process);
  };

  return {
    start(upstream) {
      // One start at a time, in build order: each stops the process the one before it started.
      const next = starting.then(() => replace(upstream));
      starting = next;
      return next;
    },
    target() {
      if (current) return current.target;
      throw failure ?? new Error('The site is not running');
    },
    pid: () => current?.process.pid,
    async stop() {
      await starting;
      const child = current;
      current = null;
      if (child) await stopChild(child.process);
    },
  };
}
