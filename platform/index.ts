import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import type { Logger } from 'pino';
import type { ContentChange } from '../contract';
import type { AccountSettings } from './auth/accounts';
import { parseRedirectOrigins } from './auth/redirectAllowList';
import { loadOrCreateSecret } from './auth/secret';
import { loadOrCreateSiteClient, withSiteClient, type SiteClient } from './auth/siteClient';
import { createPlatformHandler } from './http/handler';
import { ImageVariants } from './images';
import { watchContentPack } from './live/livePack';
import { loadPack, type LoadedPack } from './pack';
import type { HashCost } from './users/passwordHash';
import { UserStore } from './users/userStore';

// The local platform: a Node server that answers the Contensis Delivery API from a content pack folder.

export { createPlatformHandler } from './http/handler';
export type { PlatformHandler, PlatformHandlerOptions } from './http/handler';
export { createCallerResolver, userCaller } from './http/caller';
export type { Caller, ResolveCaller } from './http/caller';
export { loadPack, PackError } from './pack';
export type { LoadedPack, LoadedProject } from './pack';
export { loadOrCreateSecret } from './auth/secret';
export { SITE_CLIENT_FILE, type SiteClient } from './auth/siteClient';
export { DEFAULT_REDIRECT_ORIGINS } from './auth/redirectAllowList';
export type { AccountSettings } from './auth/accounts';
export { ImageVariants } from './images';
export type { ImageVariantsOptions } from './images';

export interface StartPlatformOptions {
  contentDir: string;
  dataDir: string;
  /** 0 = an ephemeral port. Default 3001. */
  port?: number;
  host?: string;
  allowAnonymous?: boolean;
  logger?: Logger;
  /** Lock-out and session lifetimes (defaults: lock after 10 wrong passwords; sessions 15 days idle, 90 days at most). */
  accountSettings?: Partial<AccountSettings>;
  /** Origins the federated sign-in may send visitors back to (default: localhost and 127.0.0.1 on any port). */
  federatedRedirectOrigins?: readonly string[];
  /** scrypt cost of new password hashes; only tests lower it. */
  passwordHashCost?: HashCost;
  /** Bytes of transformed images kept in `dataDir/image-cache` (default 256 MB). */
  imageCacheBytes?: number;
  /** Reload the pack when its files change, and tell `onContentChange` listeners what changed (default false). */
  watch?: boolean;
}

/**
 * CONTENT_WATCH (`npm run platform`): `1`/`true` watches the content pack, `0`/`false` does not; unset, it is
 * watched (saving a pack file is how the local platform publishes). Throws on another value.
 */
export function contentWatchFromEnv(env: NodeJS.ProcessEnv): Pick<StartPlatformOptions, 'watch'> {
  const value = env.CONTENT_WATCH?.trim().toLowerCase();
  if (value === undefined || value === '') return { watch: true };
  if (['1', 'true', 'yes', 'on'].includes(value)) return { watch: true };
  if (['0', 'false', 'no', 'off'].includes(value)) return { watch: false };
  throw new Error(`CONTENT_WATCH must be true or false (got "${env.CONTENT_WATCH}")`);
}

/**
 * The platform's account settings from the environment: FEDERATED_REDIRECT_ORIGINS (comma-separated origins,
 * `http://localhost:*` style), PLATFORM_LOCKOUT_ATTEMPTS (default 10) and PLATFORM_LOCKOUT_MINUTES (how long that lock
 * lasts, default 15). Throws on malformed values.
 */
export function accountOptionsFromEnv(env: NodeJS.ProcessEnv): Pick<StartPlatformOptions, 'accountSettings' | 'federatedRedirectOrigins'> {
  const lockAfter = Number(env.PLATFORM_LOCKOUT_ATTEMPTS ?? 10);
  if (!Number.isInteger(lockAfter) || lockAfter < 1) {
    throw new Error(`PLATFORM_LOCKOUT_ATTEMPTS must be a whole number of at least 1, not "${env.PLATFORM_LOCKOUT_ATTEMPTS}"`);
  }
  const lockMinutes = Number(env.PLATFORM_LOCKOUT_MINUTES ?? 15);
  if (!Number.isFinite(lockMinutes) || lockMinutes <= 0) {
    throw new Error(`PLATFORM_LOCKOUT_MINUTES must be a number of minutes above 0, not "${env.PLATFORM_LOCKOUT_MINUTES}"`);
  }
  return {
    accountSettings: { lockAfter, lockForMs: lockMinutes * 60_000 },
    federatedRedirectOrigins: parseRedirectOrigins(env.FEDERATED_REDIRECT_ORIGINS),
  };
}

export type ContentChangeListener = (change: ContentChange) => void;

export interface RunningPlatform {
  url: string;
  port: number;
  /** The pack served now (another object after each reload when watching). */
  readonly pack: LoadedPack;
  /** Calls `listener` after each reload of a watched pack that changed something; the result unsubscribes. */
  onContentChange(listener: ContentChangeListener): () => void;
  /** The site's own privileged client (DATA_DIR/site-accounts-client.json): what the site administers accounts with. */
  siteClient: SiteClient;
  close(): Promise<void>;
}

export async function startPlatform(options: StartPlatformOptions): Promise<RunningPlatform> {
  const started = Date.now();
  const loaded = loadPack(options.contentDir);
  const secret = loadOrCreateSecret(options.dataDir);
  const siteClient = loadOrCreateSiteClient(options.dataDir);
  const pack: LoadedPack = { ...loaded, security: withSiteClient(loaded.security, siteClient) };
  // DATA_DIR/users.sqlite: seeded from the pack's users on first start, never overwritten by the pack later.
  const users = await UserStore.open(options.dataDir, pack.security?.users ?? [], { hashCost: options.passwordHashCost });
  const handler = createPlatformHandler({
    pack,
    secret,
    users,
    allowAnonymous: options.allowAnonymous,
    logger: options.logger,
    accountSettings: options.accountSettings,
    federatedRedirectOrigins: options.federatedRedirectOrigins,
    images: new ImageVariants({ cacheDir: join(options.dataDir, 'image-cache'), maxCacheBytes: options.imageCacheBytes }),
  });
  // Build the search indexes now rather than on the first request.
  for (const project of pack.projectList) handler.indexes.get(project);
  options.logger?.debug({ ms: Date.now() - started, projects: pack.projectList.map((p) => p.id) }, 'content pack loaded');
  const listeners = new Set<ContentChangeListener>();
  const watcher = options.watch
    ? watchContentPack({
        dir: options.contentDir,
        current: () => handler.pack,
        replace: (next) => handler.replacePack(next),
        changed: (change) => {
          for (const listener of listeners) listener(change);
        },
        logger: options.logger,
      })
    : null;

  const server: Server = createServer(handler);
  server.keepAliveTimeout = 65_000;
  const host = options.host ?? '127.0.0.1';
  try {
    await new Promise<void>((resolve, reject) => {
      server.once('error', reject);
      server.listen(options.port ?? 3001, host, () => {
        server.off('error', reject);
        resolve();
      });
    });
  } catch (error) {
    watcher?.close();
    users.close();
    throw error;
  }
  const port = (server.address() as AddressInfo).port;
  const urlHost = host.includes(':') ? `[${host}]` : host;
  return {
    url: `http://${urlHost}:${port}`,
    port,
    get pack() {
      return handler.pack;
    },
    onContentChange(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    siteClient,
    close: () =>
      new Promise<void>((resolve, reject) => {
        watcher?.close();
        server.close((error) => {
          users.close();
          if (error) reject(error);
          else resolve();
        });
        server.closeIdleConnections();
      }),
  };
}
