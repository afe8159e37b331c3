import type { IncomingMessage, ServerResponse } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Logger } from 'pino';
import { Accounts, type AccountSettings } from '../auth/accounts';
import { SignInCodes } from '../auth/signInCodes';
import { SignInThrottle } from '../auth/signInThrottle';
import { RedirectAllowList } from '../auth/redirectAllowList';
import { findProject, type LoadedPack } from '../pack';
import type { UserStore } from '../users/userStore';
import { ImageVariants } from '../images';
import { checkAnswerSize } from '../search';
import { ApiError, errorBody } from './apiError';
import { estimateJsonSize } from './answerSize';
import { createCallerResolver, type ResolveCaller } from './caller';
import type { DeliveryContext } from './context';
import { preflightHeaders } from './cors';
import { allowMethods, parseQuery, pathSegments, sendError, sendJson, type Exchange } from './exchange';
import { serveFile } from './files';
import { readBody } from './readBody';
import { IS_AUTHENTICATED_SEGMENTS, isAuthenticated, routeAuthenticate, type AuthRouteDeps } from './routes/authRoutes';
import { routeDelivery } from './routes/deliveryRoutes';
import { routeSecurity, type SecurityRouteDeps } from './routes/securityRoutes';
import { SearchIndexes } from './searchIndexes';
import { SurrogateKeys } from './surrogateKeys';

export interface PlatformHandlerOptions {
  pack: LoadedPack;
  /** The key that signs and checks bearer tokens (see auth/secret.ts). */
  secret: Buffer;
  /** Serve published content to requests without a token (needed for packs without security.json). */
  allowAnonymous?: boolean;
  logger?: Logger;
  /** Replaces the "who is calling" decision; tests use it to act as a signed-in user. */
  resolveCaller?: ResolveCaller;
  now?: () => number;
  /** The user store: user logins, sessions and the security API. Without it only client tokens work. */
  users?: UserStore;
  /** Lock-out and session lifetimes (defaults in auth/accounts.ts). */
  accountSettings?: Partial<AccountSettings>;
  /** Origins the federated sign-in and browser sign-out may redirect to (default: localhost and 127.0.0.1, any port). */
  federatedRedirectOrigins?: readonly string[];
  /** Transformed images and their disk cache (startPlatform: in `DATA_DIR/image-cache`; default: the system's temporary folder). */
  images?: ImageVariants;
}

export interface PlatformHandler {
  (req: IncomingMessage, res: ServerResponse): void;
  readonly indexes: SearchIndexes;
  /** The pack it serves now. */
  readonly pack: LoadedPack;
  /**
   * Serves another load of the pack from the next request on, with its search indexes built first. The
   * security it started with (clients, users, groups, tokens) stays: callers and sessions keep working.
   */
  replacePack(next: LoadedPack): void;
}

const MAX_BODY_BYTES = 1024 * 1024;

/** The platform as a plain `node:http` request listener (used by startPlatform and by supertest). */
export function createPlatformHandler(options: PlatformHandlerOptions): PlatformHandler {
  const { logger } = options;
  const deps = routeDeps(options);
  const handler = (req: IncomingMessage, res: ServerResponse): void => {
    const url = req.url ?? '/';
    const queryStart = url.indexOf('?');
    const pathname = queryStart === -1 ? url : url.slice(0, queryStart);
    const exchange: Exchange = {
      req,
      res,
      method: (req.method ?? 'GET').toUpperCase(),
      segments: [],
      query: parseQuery(queryStart === -1 ? '' : url.slice(queryStart + 1)),
      keys: String(req.headers['x-require-surrogate-key']).toLowerCase() === 'true' ? new SurrogateKeys() : null,
    };
    handle(exchange, pathname, deps).catch((error: unknown) => fail(exchange, error, logger));
  };
  return Object.defineProperties(handler, {
    indexes: { get: () => deps.indexes },
    pack: { get: () => deps.pack },
    replacePack: { value: (next: LoadedPack) => replacePack(deps, next) },
  }) as PlatformHandler;
}

function replacePack(deps: RouteDeps, next: LoadedPack): void {
  const pack: LoadedPack = { ...next, security: deps.pack.security };
  const indexes = new SearchIndexes();
  for (const project of pack.projectList) indexes.get(project);
  // One synchronous step: a request sees the old pack and indexes or the new ones, never a mix.
  deps.pack = pack;
  deps.authDeps.pack = pack;
  deps.indexes = indexes;
}

/** What the routes of one handler share, made once when the handler is. */
interface RouteDeps {
  pack: LoadedPack;
  indexes: SearchIndexes;
  images: ImageVariants;
  resolveCaller: ResolveCaller;
  authDeps: AuthRouteDeps;
  securityDeps: SecurityRouteDeps;
}

function routeDeps(options: PlatformHandlerOptions): RouteDeps {
  const { pack } = options;
  const indexes = new SearchIndexes();
  const now = options.now ?? Date.now;
  const images = options.images ?? new ImageVariants({ cacheDir: join(tmpdir(), 'trellis-image-cache') });
  const accounts = options.users ? new Accounts(options.users, options.secret, options.accountSettings) : null;
  const resolveCaller =
    options.resolveCaller ??
    createCallerResolver({
      security: pack.security,
      secret: options.secret,
      allowAnonymous: options.allowAnonymous ?? false,
      accounts,
      now,
    });
  const authDeps: AuthRouteDeps = {
    pack,
    secret: options.secret,
    accounts,
    redirects: new RedirectAllowList(options.federatedRedirectOrigins),
    signInThrottle: new SignInThrottle(now),
    signInCodes: new SignInCodes(),
    now,
    maxBodyBytes: MAX_BODY_BYTES,
  };
  const securityDeps = { security: pack.security, secret: options.secret, accounts, now, maxBodyBytes: MAX_BODY_BYTES };
  return { pack, indexes, images, resolveCaller, authDeps, securityDeps };
}

async function handle(exchange: Exchange, pathname: string, deps: RouteDeps): Promise<void> {
  if (exchange.method === 'OPTIONS') {
    exchange.res.writeHead(204, preflightHeaders);
    exchange.res.end();
    return;
  }
  const segments = pathSegments(pathname);
  exchange.segments = segments;
  const first = segments[0]?.toLowerCase();

  if (first === 'api' && segments[1]?.toLowerCase() === 'security') {
    await routeSecurity(exchange, segments.slice(2), pathname, deps.securityDeps);
    return;
  }
  if (first === 'api') {
    await answerDelivery(exchange, segments, pathname, deps);
    return;
  }

  if (first === 'authenticate') {
    await routeAuthenticate(exchange, segments.slice(1), pathname, deps.authDeps);
    return;
  }
  if (
    segments.length === IS_AUTHENTICATED_SEGMENTS.length &&
    segments.every((segment, i) => segment.toLowerCase() === IS_AUTHENTICATED_SEGMENTS[i])
  ) {
    await isAuthenticated(exchange, pathname, deps.authDeps);
    return;
  }

  allowMethods(exchange, pathname, ['GET', 'HEAD']);
  if (!(await serveFile(exchange, deps.pack, pathname, deps.images))) throw new ApiError(404, `Nothing is found at ${pathname}`);
}

/** /api/delivery/projects/{projectId}/...: the Delivery API. */
async function answerDelivery(exchange: Exchange, segments: string[], pathname: string, deps: RouteDeps): Promise<void> {
  if (segments[1]?.toLowerCase() !== 'delivery' || segments[2]?.toLowerCase() !== 'projects' || segments.length < 4) {
    throw new ApiError(404, `No API route answers ${pathname}`);
  }
  const caller = deps.resolveCaller(exchange.req);
  const project = findProject(deps.pack, segments[3]);
  if (!project) throw new ApiError(404, `The project "${segments[3]}" does not exist`);
  const route = routeDelivery(segments.slice(4), exchange.query);
  if (!route) throw new ApiError(404, `No API route answers ${pathname}`);
  allowMethods(exchange, pathname, route.methods);
  const context: DeliveryContext = { exchange, project, caller, indexes: deps.indexes };
  const body = exchange.method === 'POST' ? await readBody(exchange.req, MAX_BODY_BYTES) : '';
  const answer = route.run(context, body);
  // Before serialising: linked entries shared within an answer would be written out again at every link.
  checkAnswerSize(estimateJsonSize(answer));
  sendJson(exchange, 200, answer);
}

function fail(exchange: Exchange, error: unknown, logger: Logger | undefined): void {
  const { res } = exchange;
  if (res.headersSent) {
    res.destroy();
    return;
  }
  if (error instanceof ApiError) {
    sendError(exchange, error);
    return;
  }
  if (isQueryError(error)) {
    sendError(exchange, new ApiError(400, error.message));
    return;
  }
  // Bad input never reaches here; anything that does is a platform bug, answered without its stack.
  const body = errorBody('An unexpected error occurred in the platform', null);
  logger?.error({ err: error, logId: body.logId, url: exchange.req.url }, 'unexpected platform error');
  exchange.keys = null;
  sendJson(exchange, 500, body);
}

function isQueryError(error: unknown): error is Error {
  return error instanceof Error && error.name === 'QueryError' && (error as Error & { status?: unknown }).status === 400;
}
