// Who the visitor is, from their session cookies: one place for the site's pages, proxy and account routes.
import { createHash } from 'node:crypto';
import type { Request, Response } from 'express';
import { LRUCache } from 'lru-cache';
import type { Group, User } from '../../contract';
import type { SignedInUser } from '../../src/features/user';
import type { Logger } from '../logger';
import { PlatformAccountError, type PlatformAccounts, type TokenSet } from './platformAccounts';
import type { Revocations } from './revocations';
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

const refused = (error: unknown) =>
  error instanceof PlatformAccountError && (error.status === 400 || error.status === 401 || error.status === 403);
const tokenKey = (token: string) => createHash('sha256').update(token).digest('base64url');

interface KnownUser {
  user: SignedInUser;
  /** The user's revocation generation read before the platform last accepted the token; null: not read yet. */
  generation: string | null;
}

/**
 * Who a bearer token belongs to. The platform refuses a token whose session ended (sign-out, password change), so a
 * token is trusted only as far as this process can know it was not revoked since the platform last accepted it:
 * with a shared revocation generation (Redis), while the user's generation is unchanged (no platform call); without
 * one, never: each signed-in request asks the platform (one call; the groups come from here for `userCacheTtlMs`).
 */
function userCache(accounts: PlatformAccounts, settings: SessionSettings, revocations: Revocations | null) {
  const users = new LRUCache<string, KnownUser>({ max: 5000, ttl: settings.userCacheTtlMs });

  /** Asks the platform; `generation` was read before asking, so a revocation after it is seen next time. */
  async function validate(
    key: string,
    accessToken: string,
    known: KnownUser | undefined,
    generation: string | null,
  ): Promise<SignedInUser> {
    const user = await accounts.currentUser(accessToken);
    const signedIn =
      known && known.user.id === user.id
        ? { ...toSignedInUser(user, [], settings.staffEmailDomain), groups: known.user.groups }
        : toSignedInUser(user, await accounts.groups(accessToken, user.id), settings.staffEmailDomain);
    users.set(key, { user: signedIn, generation });
    return signedIn;
  }

  return {
    async userFor(accessToken: string): Promise<SignedInUser> {
      const key = tokenKey(accessToken);
      const known = users.get(key);
      // A token not seen before: the platform says whose it is, and the generation is read on its next use.
      if (!known || !revocations) return validate(key, accessToken, known, null);
      const generation = await revocations.generation(known.user.id);
      if (generation !== undefined && generation === known.generation) return known.user;
      return validate(key, accessToken, known, generation ?? null);
    },
    /** The user a token was last seen to belong to in this process, if any. */
    knownUserId(accessToken: string | null): string | null {
      return accessToken ? (users.get(tokenKey(accessToken))?.user.id ?? null) : null;
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
async function fromCookies(
  req: Request,
  res: Response,
  { users, refresh, cookies, logger, establish }: CookieSessionDeps,
): Promise<VisitorSession | null> {
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
      return await establish(
        res,
        {
          ...renewed,
          classicToken: renewed.classicToken ?? tokens.classicToken,
          refreshToken: renewed.refreshToken ?? tokens.refreshToken,
        },
        false,
      );
    } catch (error) {
      if (!refused(error)) throw error;
      logger.info({ reqId: req.id, status: (error as PlatformAccountError).status }, 'Session no longer accepted: signed out');
    }
  }
  cookies.clear(res);
  return null;
}

export function createSessions(
  accounts: PlatformAccounts,
  cookies: SessionCookies,
  settings: SessionSettings,
  logger: Logger,
  revocations: Revocations | null = null,
) {
  const users = userCache(accounts, settings, revocations);
  const refresh = singleFlightRefresh(accounts);
  // A session started or ended earlier in the same request (its cookies are not in the request's Cookie header):
  // a page rendered in answer to the post that signed in, changed the password or failed to sign in goes by it.
  const decided = new WeakMap<Request, VisitorSession | null>();

  /** After a sign-in (password, refresh or federated): cookies set, user read. */
  async function establish(res: Response, tokens: TokenSet, newSession: boolean): Promise<VisitorSession> {
    const user = await users.userFor(tokens.accessToken);
    cookies.store(res, tokens, { newSession });
    const session = {
      user,
      tokens: { accessToken: tokens.accessToken, classicToken: tokens.classicToken, refreshToken: tokens.refreshToken },
    };
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
    /**
     * The user's sessions were ended at the platform (sign-out, password change): this process forgets the token, and
     * every other process learns of it through the shared revocation generation when there is one. `userId` when the
     * caller knows it; otherwise the user this process last saw the token belong to.
     */
    async forget(accessToken: string | null, userId: string | null = null): Promise<void> {
      const id = userId ?? users.knownUserId(accessToken);
      users.forget(accessToken);
      if (revocations && id) await revocations.revoke(id);
    },
    /**
     * Whose session a sign-out is about to end, so the other processes can be told (only needed, and only asked of
     * the platform, when a shared revocation generation exists). Null when it cannot be told.
     */
    async userIdOf(accessToken: string | null): Promise<string | null> {
      if (!accessToken || !revocations) return null;
      const known = users.knownUserId(accessToken);
      if (known) return known;
      return accounts.currentUser(accessToken).then(
        (user) => user.id,
        () => null,
      );
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
