// The primary's side of the local platform process: start it, learn its address, and start it again (with a
// growing pause while it keeps failing) whenever it stops without being asked to. Only one runs at a time: it owns
// DATA_DIR's SQLite store.
import { fork, type ChildProcess } from 'node:child_process';
import { isContentChange, type ContentChange } from '../../contract';
import type { Logger } from '../logger';
import type { Upstream } from '../upstream';
import {
  childMemoryEnv,
  CONTENT_CHANGED,
  isMessage,
  PLATFORM_READY,
  platformExecArgv,
  PROCESS_ROLE_ENV,
  type ContentChangedMessage,
  type PlatformReadyMessage,
} from './protocol';

export interface PlatformSupervisorOptions {
  /** The program the child runs (this bundle). */
  entry: string;
  logger: Logger;
  /** PLATFORM_PORT; 0 = a free port, then kept across restarts so the workers' address stays right. */
  port: number;
  /** A restarted platform answers (its upstream may differ: another port, a changed pack). */
  onRestarted(upstream: Upstream): void;
  /** The platform reloaded its watched pack: what changed. */
  onContentChanged?(change: ContentChange): void;
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

/** The supervised process and what is known of its runs. */
interface Supervision {
  readonly options: PlatformSupervisorOptions;
  child: ChildProcess | null;
  restartTimer: NodeJS.Timeout | null;
  stopping: boolean;
  hasStarted: boolean;
  failures: number;
  port: number;
  settleFirst: { resolve(upstream: Upstream): void; reject(error: Error): void } | null;
}

export function supervisePlatform(options: PlatformSupervisorOptions): PlatformSupervisor {
  const state: Supervision = {
    options,
    child: null,
    restartTimer: null,
    stopping: false,
    hasStarted: false,
    failures: 0,
    port: options.port,
    settleFirst: null,
  };
  const started = new Promise<Upstream>((resolve, reject) => {
    state.settleFirst = { resolve, reject };
  });

  launch(state);
  return {
    started,
    pid: () => state.child?.pid,
    async stop() {
      state.stopping = true;
      if (state.restartTimer) clearTimeout(state.restartTimer);
      const running = state.child;
      if (!running) return;
      running.kill('SIGTERM');
      await exited(running, 10_000);
    },
  };
}

/** Another launch after a pause that grows while the platform keeps failing. */
function restartLater(state: Supervision, ranFor: number | null): void {
  state.failures = ranFor !== null && ranFor >= HEALTHY_RUN_MS ? 1 : state.failures + 1;
  // A port kept from a free-port start may have been taken meanwhile: after a few failures, take any free one.
  if (ranFor === null && state.failures >= 3 && state.options.port === 0) state.port = 0;
  const delay = Math.min(50 * 2 ** state.failures, MAX_RESTART_DELAY_MS);
  state.options.logger.error({ restartInMs: delay, failures: state.failures }, 'The local platform process stopped: restarting it');
  state.restartTimer = setTimeout(() => launch(state), delay);
}

/** Forks the platform process and follows it: ready (first or again), then exited (restarted unless stopping). */
function launch(state: Supervision): void {
  const { options } = state;
  const { logger } = options;
  state.restartTimer = null;
  const forked = fork(options.entry, [], {
    env: { ...process.env, ...childMemoryEnv(), [PROCESS_ROLE_ENV]: 'platform', PLATFORM_PORT: String(state.port) },
    execArgv: platformExecArgv(),
  });
  state.child = forked;
  let readyAt: number | null = null;
  forked.on('message', (message) => {
    if (isMessage<ContentChangedMessage>(message, CONTENT_CHANGED)) {
      if (isContentChange(message.change)) options.onContentChanged?.(message.change);
      return;
    }
    if (!isMessage<PlatformReadyMessage>(message, PLATFORM_READY)) return;
    readyAt = Date.now();
    state.port = Number(new URL(message.upstream.rootUrl).port) || state.port;
    logger.info({ platformPid: forked.pid, url: message.upstream.rootUrl }, 'Local platform process is ready');
    if (state.hasStarted) options.onRestarted(message.upstream);
    state.hasStarted = true;
    state.settleFirst?.resolve(message.upstream);
    state.settleFirst = null;
  });
  forked.on('exit', (code, signal) => {
    if (state.child === forked) state.child = null;
    if (state.stopping) return;
    logger.warn({ platformPid: forked.pid, code, signal }, 'Local platform process exited');
    if (!state.hasStarted) {
      state.settleFirst?.reject(new Error(`The local platform exited (${signal ?? code}) before it answered`));
      state.settleFirst = null;
      return;
    }
    restartLater(state, readyAt === null ? null : Date.now() - readyAt);
  });
}
