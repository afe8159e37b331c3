// The site server of `npm run dev`: a child process running the newest server bundle (scripts/dev/siteChild.js).
// When the server bundle rebuilds, a new child starts on the new code and takes the requests from then on; the old
// one finishes what it has and stops. Requests that arrive while a rebuild is under way wait for it, so the request
// after an edit is always rendered by the edited code.
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
  /** A rebuild has started: requests wait until `start` or `keep` says what serves them. */
  hold(): void;
  /** Starts a child on the bundle as it is now, then sends the requests to it. */
  start(upstream: Upstream): Promise<void>;
  /** The rebuild failed: the child already running goes on serving. */
  keep(): void;
  /** Where requests go now (`http://127.0.0.1:PORT`), once no rebuild is pending; rejects when no child could start. */
  target(): Promise<string>;
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
  // Settled when nothing is pending; replaced by an unsettled one while a rebuild or a start is under way.
  let settled: Promise<void> = Promise.resolve();
  let release: (() => void) | null = null;

  const hold = () => {
    if (release) return;
    settled = new Promise((resolve) => {
      release = resolve;
    });
  };
  const open = () => {
    release?.();
    release = null;
  };

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

  return {
    hold,
    keep: () => open(),
    async start(upstream) {
      hold();
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
      } finally {
        open();
      }
      if (previous) void stopChild(previous.process);
    },
    async target() {
      await settled;
      if (current) return current.target;
      throw failure ?? new Error('The site is not running');
    },
    pid: () => current?.process.pid,
    async stop() {
      open();
      const child = current;
      current = null;
      if (child) await stopChild(child.process);
    },
  };
}
