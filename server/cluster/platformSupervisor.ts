// The primary's side of the local platform process: start it, learn its address, and start it again (with a
// growing pause while it keeps failing) whenever it stops without being asked to. Only one runs at a time: it owns
// DATA_DIR's SQLite store.
import { fork, type ChildProcess } from 'node:child_process';
import type { Logger } from '../logger';
import type { Upstream } from '../upstream';
import { childExecArgv, isMessage, PLATFORM_READY, PROCESS_ROLE_ENV, type PlatformReadyMessage } from './protocol';

export interface PlatformSupervisorOptions {
  /** The program the child runs (this bundle). */
  entry: string;
  logger: Logger;
  /** PLATFORM_PORT; 0 = a free port, then kept across restarts so the workers' address stays right. */
  port: number;
  /** A restarted platform answers (its upstream may differ: another port, a changed pack). */
  onRestarted(upstream: Upstream): void;
}

export interface PlatformSupervisor {
  /** The first start: the platform's upstream, or an error when it could not start at all (a broken pack). */
  started: Promise<Upstream>;
  pid(): number | undefined;
  stop(): Promise<void>;
}

/** A run this long counts as healthy: the next failure restarts quickly again. */
const HEALTHY_RUN_MS = 30_000;
const MAX_RESTART_DELAY_MS = 5_000;

function exited(child: ChildProcess, timeoutMs: number): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  return new Promise((resolve) => {
    const force = setTimeout(() => child.kill('SIGKILL'), timeoutMs);
    child.once('exit', () => {
      clearTimeout(force);
      resolve();
    });
  });
}

export function supervisePlatform(options: PlatformSupervisorOptions): PlatformSupervisor {
  const { logger } = options;
  let child: ChildProcess | null = null;
  let restartTimer: NodeJS.Timeout | null = null;
  let stopping = false;
  let hasStarted = false;
  let failures = 0;
  let port = options.port;
  let settleFirst: { resolve(upstream: Upstream): void; reject(error: Error): void } | null = null;
  const started = new Promise<Upstream>((resolve, reject) => {
    settleFirst = { resolve, reject };
  });

  const restartLater = (ranFor: number | null) => {
    failures = ranFor !== null && ranFor >= HEALTHY_RUN_MS ? 1 : failures + 1;
    // A port kept from a free-port start may have been taken meanwhile: after a few failures, take any free one.
    if (ranFor === null && failures >= 3 && options.port === 0) port = 0;
    const delay = Math.min(50 * 2 ** failures, MAX_RESTART_DELAY_MS);
    logger.error({ restartInMs: delay, failures }, 'The local platform process stopped: restarting it');
    restartTimer = setTimeout(launch, delay);
  };

  function launch(): void {
    restartTimer = null;
    const forked = fork(options.entry, [], { env: { ...process.env, [PROCESS_ROLE_ENV]: 'platform', PLATFORM_PORT: String(port) }, execArgv: childExecArgv() });
    child = forked;
    let readyAt: number | null = null;
    forked.on('message', (message) => {
      if (!isMessage<PlatformReadyMessage>(message, PLATFORM_READY)) return;
      readyAt = Date.now();
      port = Number(new URL(message.upstream.rootUrl).port) || port;
      logger.info({ platformPid: forked.pid, url: message.upstream.rootUrl }, 'Local platform process is ready');
      if (hasStarted) options.onRestarted(message.upstream);
      hasStarted = true;
      settleFirst?.resolve(message.upstream);
      settleFirst = null;
    });
    forked.on('exit', (code, signal) => {
      if (child === forked) child = null;
      if (stopping) return;
      logger.warn({ platformPid: forked.pid, code, signal }, 'Local platform process exited');
      if (!hasStarted) {
        settleFirst?.reject(new Error(`The local platform exited (${signal ?? code}) before it answered`));
        settleFirst = null;
        return;
      }
      restartLater(readyAt === null ? null : Date.now() - readyAt);
    });
  }

  launch();
  return {
    started,
    pid: () => child?.pid,
    async stop() {
      stopping = true;
      if (restartTimer) clearTimeout(restartTimer);
      const running = child;
      if (!running) return;
      running.kill('SIGTERM');
      await exited(running, 10_000);
    },
  };
}
