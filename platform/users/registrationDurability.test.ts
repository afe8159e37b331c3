import { spawn, type ChildProcessByStdio } from 'node:child_process';
import type { Readable } from 'node:stream';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { USERS_PATH } from '../../contract';
import { startPlatform } from '../index';
import { ADMIN_CLIENT, SAMPLE_DIR, TEST_HASH_COST } from '../test-fixtures/samplePlatform';

// kill -9 in the middle of registrations through the HTTP API: every account the platform answered 201 for
// must exist after a restart, and sign in.

type Platform = ChildProcessByStdio<null, Readable, null>;

const WANTED = 30;
const passwordOf = (username: string) => `Tough-Oak-${username.replace(/\D/g, '')}`;
const PARALLEL = 4;

function platformUrl(child: Platform): Promise<string> {
  return new Promise((resolve, reject) => {
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => {
      output += chunk.toString();
      const match = /^(http:\/\/\S+)\n/m.exec(output);
      if (match) resolve(match[1]);
    });
    child.once('exit', (code) => reject(new Error(`platform exited with ${code} before listening`)));
  });
}

async function tokenFor(url: string, fields: Record<string, string>): Promise<Response> {
  return fetch(`${url}/authenticate/connect/token`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams(fields),
  });
}

async function adminToken(url: string): Promise<string> {
  const res = await tokenFor(url, {
    grant_type: 'client_credentials',
    client_id: ADMIN_CLIENT.clientId,
    client_secret: ADMIN_CLIENT.clientSecret,
  });
  return `Bearer ${((await res.json()) as { access_token: string }).access_token}`;
}

/** Registers users from PARALLEL loops until the process dies; returns the usernames answered 201. */
async function registerUntilKilled(url: string, child: Platform): Promise<string[]> {
  const admin = await adminToken(url);
  const acknowledged: string[] = [];
  let next = 0;
  const loop = async () => {
    for (;;) {
      const username = `durable-${next++}`;
      const res = await fetch(`${url}${USERS_PATH}`, {
        method: 'POST',
        headers: { Authorization: admin, 'Content-Type': 'application/json' },
        body: JSON.stringify({ username, email: `${username}@example.com`, credentials: { password: passwordOf(username) } }),
      }).catch(() => null);
      if (!res) return; // the process was killed with this request in flight
      if (res.status !== 201) throw new Error(`registration answered ${res.status}: ${await res.text()}`);
      acknowledged.push(username);
      if (acknowledged.length === WANTED) child.kill('SIGKILL');
    }
  };
  await Promise.all(Array.from({ length: PARALLEL }, loop));
  return acknowledged;
}

it('keeps every registration acknowledged with 201 when the platform is killed mid-way', async () => {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'trellis-durable-'));
  const child = spawn(process.execPath, ['--import', 'tsx', path.join(__dirname, 'testing', 'servePlatform.ts'), SAMPLE_DIR, dataDir], {
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  try {
    const acknowledged = await registerUntilKilled(await platformUrl(child), child);
    await new Promise((resolve) => (child.exitCode !== null || child.signalCode !== null ? resolve(null) : child.once('close', resolve)));
    expect(child.signalCode).toBe('SIGKILL');
    expect(acknowledged.length).toBeGreaterThanOrEqual(WANTED);

    const restarted = await startPlatform({ contentDir: SAMPLE_DIR, dataDir, port: 0, passwordHashCost: TEST_HASH_COST });
    try {
      const admin = await adminToken(restarted.url);
      const missing: string[] = [];
      for (const username of acknowledged) {
        const found = await fetch(`${restarted.url}${USERS_PATH}/${username}`, { headers: { Authorization: admin } });
        const signIn = await tokenFor(restarted.url, { grant_type: 'contensis_classic', username, password: passwordOf(username) });
        if (found.status !== 200 || signIn.status !== 200) missing.push(`${username} (${found.status}/${signIn.status})`);
      }
      expect(missing).toEqual([]);
    } finally {
      await restarted.close();
    }
  } finally {
    if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
    rmSync(dataDir, { recursive: true, force: true });
  }
}, 60_000);
