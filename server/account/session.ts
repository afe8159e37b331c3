// Who the visitor is, from their session cookies: one place for the site's pages, proxy and account routes.
import { createHash } from 'node:crypto';
import type { Request, Response } from 'express';
import { LRUCache } from 'lru-cache';
import type { Group, User } from '../../contract';
import type { SignedInUser } from '../../src/features/user';
import type { Logger } from '../logger';
import { PlatformAccountError, type PlatformAccounts, type TokenSet } from './platformAccounts';
import { readCookieTokens, type CookieTokens, type SessionCookies } from './sessionCookies';

export interface VisitorSession {
  user: SignedInUser;
  tokens: CookieTokens & { accessToken: string };
}

export interface SessionSettings {
  /** Email domain of the platform provider's staff (`isZengentiStaff`); null: nobody. */
  staffEmailDomain: string | null;
  /** How long who a bearer token belongs to is remembered (their groups may change on the platform). */
  userCacheTtlMs: number;
}

export function toSignedInUser(user: User, groups: Group[], staffEmailDomain: string | null): SignedInUser {
  const domain = user.email?.split('@').pop()?.toLowerCase() ?? '';
  return {
    id: user.id,
    username: user.username,
    email: user.email,
    firstName: user.firstName ?? '',
    lastName: user.lastName ?? '',
    groups: groups.map(({ id, name }) => ({ id, name })),
    isZengentiStaff: staffEmailDomain !== null && domain === staffEmailDomain.toLowerCase(),
  };
}

const refused = (error: unknown) => error instanceof PlatformAccountError && (error.status === 400 || error.status === 401 || error.status === 403);
const tokenKey = (token: string) => createHash('sha256').update(token).digest('base64url');

/** Who a bearer token belongs to, briefly: a signed-in visitor's pages would otherwise cost two more calls each. */
function userCache(accounts: PlatformAccounts, settings: SessionSettings) {
  const users = new LRUCache<string, SignedInUser>({ max: 5000, ttl: settings.userCacheTtlMs });
  return {
    async userFor(accessToken: string): Promise<SignedInUser> {
      const key = tokenKey(accessToken);
      const known = users.get(key);
      if (known) return known;
      const user = await accounts.currentUser(accessToken);
      const groups = await accounts.groups(accessToken, user.id);
      const signedIn = toSignedInUser(user, groups, settings.staffEmailDomain);
      users.set(key, signedIn);
      return signedIn;
    },
    forget(accessToken: string | null): void {
      if (accessToken) users.delete(tokenKey(accessToken));
    },
  };
}

/**
 * One refresh per refresh token at a time in this process: the platform rotates refresh tokens and treats an old one
 * shown again as theft, so two requests of one visitor (two tabs, a page and its data call) that find the bearer
 * expired together share one refresh and store the same new token. Requests on other workers or instances are
 * covered by the platform's short grace for the token just replaced (platform/README.md, "Sessions").
 */
function singleFlightRefresh(accounts: PlatformAccounts): (refreshToken: string) => Promise<TokenSet> {
  const inFlight = new Map<string, Promise<TokenSet>>();
  return (refreshToken) => {
    const key = tokenKey(refreshToken);
    const running = inFlight.get(key);
    if (running) return running;
    const started = accounts.refresh(refreshToken).finally(() => inFlight.delete(key));
    inFlight.set(key, started);
    return started;
  };
}

interface CookieSessionDeps {
  users: ReturnType<typeof userCache>;
  refresh: (refreshToken: string) => Promise<TokenSet>;
  cookies: SessionCookies;
  logger: Logger;
  establish(res: Response, tokens: TokenSet, newSession: boolean): Promise<VisitorSession>;
}

/** The session in the request's cookies, renewed when its bearer token is refused (see `resolve` below). */
async function fromCookies(req: Request, res: Response, { users, refresh, cookies, logger, establish }: CookieSessionDeps): Promise<VisitorSession | null> {
  const tokens = readCookieTokens(req);
  if (!tokens.accessToken && !tokens.refreshToken) return null;
  if (tokens.accessToken) {
    try {
      return { user: await users.userFor(tokens.accessToken), tokens: { ...tokens, accessToken: tokens.accessToken } };
    } catch (error) {
      if (!refused(error)) throw error;
    }
  }
  if (tokens.refreshToken) {
    try {
      // The platform answers a new refresh token (rotation): the cookie is updated with it.
      const renewed = await refresh(tokens.refreshToken);
      return await establish(res, { ...renewed, classicToken: renewed.classicToken ?? tokens.classicToken, refreshToken: renewed.refreshToken ?? tokens.refreshToken }, false);
    } catch (error) {
      if (!refused(error)) throw error;
      logger.info({ reqId: req.id, status: (error as PlatformAccountError).status }, 'Session no longer accepted: signed out');
    }
  }
  cookies.clear(res);
  return null;
}

export function createSessions(accounts: PlatformAccounts, cookies: SessionCookies, settings: SessionSettings, logger: Logger) {
  const users = userCache(accounts, settings);
  const refresh = singleFlightRefresh(accounts);
  // A session started or ended earlier in the same request (its cookies are not in the request's Cookie header):
  // a page rendered in answer to the post that signed in, changed the password or failed to sign in goes by it.
  const decided = new WeakMap<Request, VisitorSession | null>();

  /** After a sign-in (password, refresh or federated): cookies set, user read. */
  async function establish(res: Response, tokens: TokenSet, newSession: boolean): Promise<VisitorSession> {
    const user = await users.userFor(tokens.accessToken);
    cookies.store(res, tokens, { newSession });
    const session = { user, tokens: { accessToken: tokens.accessToken, classicToken: tokens.classicToken, refreshToken: tokens.refreshToken } };
    decided.set(res.req, session);
    return session;
  }

  /**
   * The visitor's session, renewing an expired bearer token from the refresh cookie. Null for anonymous
   * visitors and for sessions the platform no longer accepts (their cookies are cleared). A platform that is
   * down or slow is an error for the caller to answer (503/504), not a sign-out.
   */
  async function resolve(req: Request, res: Response): Promise<VisitorSession | null> {
    const known = decided.get(req);
    if (known !== undefined) return known;
    return fromCookies(req, res, { users, refresh, cookies, logger, establish });
  }

  return {
    resolve,
    establish,
    /** Forget who a token belonged to (sign-out, password change). */
    forget(accessToken: string | null): void {
      users.forget(accessToken);
    },
    /** The request's session has ended (its cookies cleared): what is rendered in answer is for an anonymous visitor. */
    ended(req: Request): void {
      decided.set(req, null);
    },
  };
}

export type Sessions = ReturnType<typeof createSessions>;

/**
 * Headers that make a platform call on the visitor's behalf: their bearer token, and (spec 3) only the user name
 * and refresh cookies forwarded.
 */
export function visitorHeaders(session: VisitorSession): Record<string, string> {
  const forwarded = [
    session.tokens.classicToken ? `ContensisCMSUserName=${encodeURIComponent(session.tokens.classicToken)}` : null,
    session.tokens.refreshToken ? `RefreshToken=${encodeURIComponent(session.tokens.refreshToken)}` : null,
  ].filter((cookie): cookie is string => cookie !== null);
  const headers: Record<string, string> = { authorization: `Bearer ${session.tokens.accessToken}` };
  if (forwarded.length > 0) headers.cookie = forwarded.join('; ');
  return headers;
}
