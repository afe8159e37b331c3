import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Logger } from 'pino';
import { loadOrCreateSecret } from './auth/secret';
import { createPlatformHandler } from './http/handler';
import { loadPack, type LoadedPack } from './pack';

// The local platform: a Node server that answers the Contensis Delivery API from a content pack folder.

export { createPlatformHandler } from './http/handler';
export type { PlatformHandler, PlatformHandlerOptions } from './http/handler';
export { createCallerResolver, userCaller } from './http/caller';
export type { Caller, ResolveCaller } from './http/caller';
export { loadPack, PackError } from './pack';
export type { LoadedPack, LoadedProject } from './pack';
export { loadOrCreateSecret } from './auth/secret';

export interface StartPlatformOptions {
  contentDir: string;
  dataDir: string;
  /** 0 = an ephemeral port. Default 3001. */
  port?: number;
  host?: string;
  allowAnonymous?: boolean;
  logger?: Logger;
}

export interface RunningPlatform {
  url: string;
  port: number;
  pack: LoadedPack;
  close(): Promise<void>;
}

export async function startPlatform(options: StartPlatformOptions): Promise<RunningPlatform> {
  const started = Date.now();
  const pack = loadPack(options.contentDir);
  const secret = loadOrCreateSecret(options.dataDir);
  const handler = createPlatformHandler({ pack, secret, allowAnonymous: options.allowAnonymous, logger: options.logger });
  // Build the search indexes now rather than on the first request.
  for (const project of pack.projectList) handler.indexes.get(project);
  options.logger?.debug({ ms: Date.now() - started, projects: pack.projectList.map((p) => p.id) }, 'content pack loaded');

  const server: Server = createServer(handler);
  server.keepAliveTimeout = 65_000;
  const host = options.host ?? '127.0.0.1';
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port ?? 3001, host, () => {
      server.off('error', reject);
      resolve();
    });
  });
  const port = (server.address() as AddressInfo).port;
  const urlHost = host.includes(':') ? `[${host}]` : host;
  return {
    url: `http://${urlHost}:${port}`,
    port,
    pack,
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.close((error) => (error ? reject(error) : resolve()));
        server.closeIdleConnections();
      }),
  };
}
