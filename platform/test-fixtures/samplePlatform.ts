import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer, request as httpRequest, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createPlatformHandler, type PlatformHandlerOptions } from '../http/handler';
import { userCaller } from '../http/caller';
import { loadPack, type LoadedPack } from '../pack';
import type { HashCost } from '../users/passwordHash';
import { UserStore } from '../users/userStore';

// The sample pack served by a platform handler, for the HTTP tests.

export const SAMPLE_DIR = join(__dirname, 'sample');
export const ACCESS_TOKEN = 'test-access-token';
export const AUTH = { accessToken: ACCESS_TOKEN };
export const API = '/api/delivery/projects/website';

let cached: LoadedPack | null = null;
export function samplePack(): LoadedPack {
  cached ??= loadPack(SAMPLE_DIR);
  return cached;
}

export const testSecret = randomBytes(32);

export function sampleServer(options: Partial<PlatformHandlerOptions> = {}): Server {
  return createServer(createPlatformHandler({ pack: samplePack(), secret: testSecret, ...options }));
}

/** A server that treats every request as coming from a signed-in user in these groups (inherited ones added). */
export function serverAsUser(groups: string[]): Server {
  const caller = userCaller(samplePack().security, groups);
  return sampleServer({ resolveCaller: () => caller });
}

/** A cheap scrypt cost: tests hash many passwords and check nothing about the cost itself. */
export const TEST_HASH_COST: HashCost = { N: 1024, r: 8, p: 1 };

/** Sample pack users and clients (see sample/security.json). */
export const ADA = { username: 'ada', password: 'seed password' };
export const ADMIN_CLIENT = { clientId: 'admin-client', clientSecret: 'admin-secret' };

export interface AccountsServer {
  server: Server;
  store: UserStore;
  close(): void;
}

/** The sample pack with a fresh user store (seeded from the pack's users) in a temporary folder. */
export async function accountsServer(options: Partial<PlatformHandlerOptions> = {}): Promise<AccountsServer> {
  const dir = mkdtempSync(join(tmpdir(), 'trellis-accounts-'));
  const store = await UserStore.open(dir, samplePack().security?.users ?? [], { hashCost: TEST_HASH_COST });
  return {
    server: sampleServer({ users: store, ...options }),
    store,
    close: () => {
      store.close();
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

export async function listen(server: Server): Promise<string> {
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
}

export function close(server: Server): Promise<void> {
  return new Promise((resolve) => {
    server.close(() => resolve());
    server.closeAllConnections();
  });
}

/** A GET whose path is sent exactly as written (no URL normalisation of `..` or escapes). */
export function rawGet(
  baseUrl: string,
  path: string,
  headers: Record<string, string> = {},
): Promise<{ status: number; body: string; headers: Record<string, unknown> }> {
  const url = new URL(baseUrl);
  return new Promise((resolve, reject) => {
    const req = httpRequest({ host: url.hostname, port: url.port, path, method: 'GET', headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, body: Buffer.concat(chunks).toString('utf8'), headers: res.headers }));
    });
    req.on('error', reject);
    req.end();
  });
}
