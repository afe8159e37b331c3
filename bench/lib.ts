// Small helpers shared by the benchmarks: options, free ports, percentiles, child processes and printing.
import { fork, type ChildProcess } from 'node:child_process';
import { createWriteStream } from 'node:fs';
import { createServer } from 'node:net';
import { join, resolve } from 'node:path';

export const ROOT = resolve(__dirname, '..');
export const TMP_DIR = join(ROOT, '.tmp');

/** `--name value` or `--name=value` from argv; `--flag` alone gives "true". */
export function argValue(argv: readonly string[], name: string): string | undefined {
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i];
    if (arg === `--${name}`) {
      const next = argv[i + 1];
      return next === undefined || next.startsWith('--') ? 'true' : next;
    }
    if (arg.startsWith(`--${name}=`)) return arg.slice(name.length + 3);
  }
  return undefined;
}

export function numberArg(argv: readonly string[], name: string, fallback: number): number {
  const raw = argValue(argv, name);
  if (raw === undefined) return fallback;
  const value = Number(raw);
  if (!Number.isFinite(value) || value <= 0) throw new Error(`--${name} must be a positive number (got "${raw}")`);
  return value;
}

export function isMain(module: NodeJS.Module): boolean {
  return require.main === module;
}

/** A port that was free a moment ago (listen on 0, read it, close). */
export function freePort(): Promise<number> {
  return new Promise((resolvePort, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      server.close(() => resolvePort(port));
    });
  });
}

/** Nearest-rank percentile of an ascending array. */
export function percentile(sorted: readonly number[], p: number): number {
  if (sorted.length === 0) return NaN;
  const rank = Math.ceil((p / 100) * sorted.length);
  return sorted[Math.min(sorted.length - 1, Math.max(0, rank - 1))];
}

export const mb = (bytes: number): string => `${(bytes / 1024 / 1024).toFixed(0)} MB`;
export const ms = (value: number, digits = 1): string => `${value.toFixed(digits)} ms`;

/** "value (target <= limit: met)". Benchmarks print targets; they never fail on timing. */
export function vsTarget(shown: string, value: number, op: '<=' | '>=', limit: number, limitShown: string): string {
  const met = op === '<=' ? value <= limit : value >= limit;
  return `${shown} (target ${op} ${limitShown}: ${met ? 'met' : 'MISSED'})`;
}

export function sleep(msToWait: number): Promise<void> {
  return new Promise((resolveSleep) => setTimeout(resolveSleep, msToWait));
}

export interface ChildHandle<Message> {
  child: ChildProcess;
  /** The next IPC message that satisfies `accept` (rejects if the child exits first or the time runs out). */
  next<M extends Message>(accept: (message: Message) => message is M, timeoutMs?: number): Promise<M>;
  send(message: unknown): void;
  /** Asks the child to stop ({type:'stop'}), then kills it if it has not exited after `graceMs`. */
  stop(graceMs?: number): Promise<void>;
}

/**
 * A TypeScript child process (run through tsx) with an IPC channel. Its stdout and stderr go to `logFile`
 * when given (the site logs there), else to ours.
 */
export function forkTs<Message>(
  script: string,
  options: { env?: NodeJS.ProcessEnv; execArgv?: string[]; args?: string[]; logFile?: string } = {},
): ChildHandle<Message> {
  const child = fork(script, options.args ?? [], {
    cwd: ROOT,
    env: { ...process.env, ...options.env },
    execArgv: ['--import', 'tsx', ...(options.execArgv ?? [])],
    stdio: ['ignore', options.logFile ? 'pipe' : 'inherit', options.logFile ? 'pipe' : 'inherit', 'ipc'],
  });
  if (options.logFile) {
    const log = createWriteStream(options.logFile);
    child.stdout?.pipe(log);
    child.stderr?.pipe(log);
  }
  const queue: Message[] = [];
  const waiters: Array<() => void> = [];
  let exited: string | null = null;
  child.on('message', (message) => {
    queue.push(message as Message);
    for (const wake of waiters.splice(0)) wake();
  });
  child.on('exit', (code, signal) => {
    exited = `child ${script} exited (${signal ?? `code ${code}`})`;
    for (const wake of waiters.splice(0)) wake();
  });

  return {
    child,
    next<M extends Message>(accept: (message: Message) => message is M, timeoutMs = 120_000): Promise<M> {
      return new Promise<M>((resolveNext, reject) => {
        const timer = setTimeout(() => reject(new Error(`timed out waiting for a message from ${script}`)), timeoutMs);
        const check = (): void => {
          const index = queue.findIndex(accept);
          if (index >= 0) {
            clearTimeout(timer);
            resolveNext(queue.splice(index, 1)[0] as M);
          } else if (exited) {
            clearTimeout(timer);
            reject(new Error(exited));
          } else waiters.push(check);
        };
        check();
      });
    },
    send(message: unknown): void {
      if (child.connected) child.send(message as object);
    },
    stop(graceMs = 15_000): Promise<void> {
      if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
      return new Promise<void>((resolveStop) => {
        const timer = setTimeout(() => child.kill('SIGKILL'), graceMs);
        child.once('exit', () => {
          clearTimeout(timer);
          resolveStop();
        });
        if (child.connected) child.send({ type: 'stop' });
        else child.kill('SIGTERM');
      });
    },
  };
}

/** For children: send a message to the parent over IPC. */
export function tellParent(message: unknown): void {
  process.send?.(message);
}
