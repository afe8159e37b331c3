import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';

/**
 * A real `redis-server` (Debian's package) on a loopback port, with no persistence, in a folder of its own. Tests
 * that need it are skipped with a message when the binary is missing on a developer's machine; CI installs it
 * (`.ci/run`) and sets REQUIRE_REDIS_SERVER, so there a missing binary fails instead of skipping.
 */
export interface RedisServer {
  port: number;
  url: string;
  /** Stops the server (a real outage); `start()` brings it back on the same port. */
  stop(): Promise<void>;
  start(): Promise<void>;
  /** Stops it for good and removes its folder. */
  close(): Promise<void>;
}

const BINARY = ['/usr/bin/redis-server', '/usr/local/bin/redis-server'].find((file) => fs.existsSync(file)) ?? null;

/** True when the tests can run; otherwise explains once why they are skipped (or throws in CI). */
export function redisServerAvailable(): boolean {
  if (BINARY && spawnSync(BINARY, ['--version']).status === 0) return true;
  const message = 'redis-server is not installed (apt-get install -y redis-server): the tests against a real Redis are skipped';
  if (process.env.REQUIRE_REDIS_SERVER) throw new Error(message.replace('are skipped', 'cannot run, and CI requires them'));
  process.stderr.write(`${message}\n`);
  return false;
}

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = net.createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as net.AddressInfo;
      probe.close(() => resolve(port));
    });
  });
}

function waitForReady(child: ChildProcess): Promise<void> {
  return new Promise((resolve, reject) => {
    let output = '';
    const timer = setTimeout(() => reject(new Error(`redis-server did not start: ${output}`)), 10_000);
    child.stdout?.on('data', (chunk: Buffer) => {
      output += chunk.toString();
      if (output.includes('Ready to accept connections')) {
        clearTimeout(timer);
        resolve();
      }
    });
    child.once('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`redis-server exited with ${code}: ${output}`));
    });
  });
}

export async function startRedisServer(): Promise<RedisServer> {
  if (!BINARY) throw new Error('redis-server is not installed');
  const binary = BINARY;
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'trellis-redis-'));
  const port = await freePort();
  let child: ChildProcess | null = null;
  const start = async () => {
    const started = spawn(binary, ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no', '--dir', dir], {
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    child = started;
    await waitForReady(started);
  };
  const stop = async () => {
    const running = child;
    child = null;
    if (!running || running.exitCode !== null) return;
    const exited = new Promise((resolve) => running.once('exit', resolve));
    running.kill('SIGKILL');
    await exited;
  };
  await start();
  return {
    port,
    url: `redis://127.0.0.1:${port}`,
    start,
    stop,
    async close() {
      await stop();
      fs.rmSync(dir, { recursive: true, force: true });
    },
  };
}
