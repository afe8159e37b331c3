import { randomBytes } from 'node:crypto';
import { createServer, request as httpRequest, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import { createPlatformHandler, type PlatformHandlerOptions } from '../http/handler';
import { userCaller } from '../http/caller';
import { loadPack, type LoadedPack } from '../pack';

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
export function rawGet(baseUrl: string, path: string, headers: Record<string, string> = {}): Promise<{ status: number; body: string; headers: Record<string, unknown> }> {
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
