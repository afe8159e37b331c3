import { spawn, type ChildProcessWithoutNullStreams } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

const ROOT = path.join(__dirname, '..', '..', '..');

/** `npm start`'s build step, once: the tests run the real bundle. */
export async function buildIfNeeded(): Promise<void> {
  const { build } = require(path.join(ROOT, 'scripts', 'build.js')) as { build(options: { ifNeeded: boolean }): Promise<void> };
  await build({ ifNeeded: true });
}

export interface LogLine {
  pid: number;
  msg: string;
  [key: string]: unknown;
}

export interface RunningServer {
  child: ChildProcessWithoutNullStreams;
  lines: LogLine[];
  /** The first log line (from now, or already written) that matches; rejects after `timeoutMs`. */
  waitFor(match: (line: LogLine) => boolean, timeoutMs?: number, from?: number): Promise<LogLine>;
  /** Stops the server (SIGTERM), then removes its data folder; the exit code. */
  stop(): Promise<number | null>;
  /** What its processes wrote to stderr so far. */
  stderr(): string;
  dataDir: string;
}

/**
 * What `npm start` runs once built (`main()` of dist/server/main.js), on free loopback ports with a fresh DATA_DIR;
 * resolves once it runs. Not scripts/start.js itself: files other tests write meanwhile would make it build again.
 */
export async function startServer(env: Record<string, string> = {}): Promise<RunningServer & { running: LogLine }> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'trellis-resilience-'));
  const child = spawn(process.execPath, ['-e', "require('./dist/server/main.js').main()"], {
    cwd: ROOT,
    env: {
      ...process.env,
      NODE_ENV: 'production',
      PORT: '0',
      PLATFORM_PORT: '0',
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      LOG_LEVEL: 'info',
      CONTENSIS_URL: '',
      ...env,
    },
    stdio: ['pipe', 'pipe', 'pipe'],
  });
  const lines: LogLine[] = [];
  const waiters = new Set<() => void>();
  let rest = '';
  let errors = '';
  child.stderr.on('data', (chunk: Buffer) => {
    errors += chunk.toString();
  });
  child.stdout.on('data', (chunk: Buffer) => {
    const text = rest + chunk.toString();
    const parts = text.split('\n');
    rest = parts.pop() ?? '';
    for (const part of parts) {
      try {
        lines.push(JSON.parse(part) as LogLine);
      } catch {
        // Not a log line.
      }
    }
    for (const wake of waiters) wake();
  });
  const waitFor: RunningServer['waitFor'] = (match, timeoutMs = 30_000, from = 0) =>
    new Promise((resolve, reject) => {
      const check = () => {
        const found = lines.slice(from).find(match);
        if (found) {
          finish();
          resolve(found);
        } else if (child.exitCode !== null) {
          finish();
          reject(new Error(`The server exited (${child.exitCode}): ${errors}`));
        }
      };
      const timer = setTimeout(() => {
        finish();
        reject(new Error(`No such log line within ${timeoutMs} ms; last lines: ${JSON.stringify(lines.slice(-5))}`));
      }, timeoutMs);
      const finish = () => {
        clearTimeout(timer);
        waiters.delete(check);
      };
      waiters.add(check);
      check();
    });
  const stop = async () => {
    if (child.exitCode === null && child.signalCode === null) {
      const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
      child.kill('SIGTERM');
      const code = await exited;
      fs.rmSync(dataDir, { recursive: true, force: true });
      return code;
    }
    fs.rmSync(dataDir, { recursive: true, force: true });
    return child.exitCode;
  };
  const server = { child, lines, waitFor, stop, dataDir, stderr: () => errors };
  const running = await waitFor((line) => line.msg === 'Trellis is running', 120_000).catch(async (error: Error) => {
    await stop();
    throw error;
  });
  return { ...server, running };
}

/** True while a process with this id exists. */
export function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

export async function waitUntil(condition: () => boolean | Promise<boolean>, timeoutMs = 15_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await condition())) {
    if (Date.now() > deadline) throw new Error(`Not so within ${timeoutMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}
