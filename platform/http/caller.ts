import type { IncomingMessage } from 'node:http';
import type { Accounts, ActiveSession } from '../auth/accounts';
import { verifyAccessToken } from '../auth/tokens';
import { expandGroups, type LoadedSecurity } from '../pack';
import { ApiError } from './apiError';
import { authorizationToken, sessionCookies, siteToken } from './credentials';

/** Who is calling the Delivery API. */
export interface Caller {
  /** `user` when a signed-in user's credentials came with the request: their groups decide restricted content. */
  kind: 'anonymous' | 'client' | 'user';
  /** Group names, inherited groups included (users only). */
  groups: string[];
  /** Latest (draft) versions may be read: the request carried the site's access token or a client's bearer token. */
  drafts: boolean;
  userId?: string;
}

export interface CallerSettings {
  security: LoadedSecurity | null;
  secret: Buffer;
  /** Serve requests that carry no token (published content only). */
  allowAnonymous: boolean;
  /** Signed-in users' sessions; absent = no user logins. */
  accounts?: Accounts | null;
  now?: () => number;
}

export type ResolveCaller = (req: IncomingMessage) => Caller;

// Shared by every request; never mutated.
const ANONYMOUS: Readonly<Caller> = { kind: 'anonymous', groups: [], drafts: false };
const CLIENT: Readonly<Caller> = { kind: 'client', groups: [], drafts: true };
const INVALID = 'The access token is not valid or has expired';

/**
 * The one place that decides who is calling (precedence in platform/README.md, "Access"):
 * - the site's token: the `accessToken` header or query parameter, `Authorization: <token>`, or a client's
 *   `Authorization: Bearer <jwt>`; an invalid one -> 401;
 * - a user: `Authorization: Bearer <user jwt>` (invalid or ended session -> 401), else the `ContensisCMSUserName`
 *   (classic token) or `RefreshToken` cookie of a live session (a stale cookie is ignored, not refused).
 * A user's identity decides what restricted content is visible, whatever site token comes with it.
 */
export function createCallerResolver(settings: CallerSettings): ResolveCaller {
  return (req) => {
    const now = settings.now ? settings.now() : Date.now();
    let site = false;
    let user: ActiveSession | null = null;
    const headerToken = siteToken(req);
    if (headerToken !== null) {
      if (!isSiteToken(settings, headerToken, now)) throw new ApiError(401, INVALID);
      site = true;
    }
    const authorization = authorizationToken(req);
    if (authorization !== null) {
      if (isSiteToken(settings, authorization, now)) site = true;
      else {
        const claims = verifyAccessToken(settings.secret, authorization, now);
        user = claims?.kind === 'user' && settings.accounts ? settings.accounts.fromAccessToken(claims, now) : null;
        if (!user) throw new ApiError(401, INVALID);
      }
    }
    user ??= cookieSession(req, settings.accounts, now);
    if (user) return userCaller(settings.security, user.user.groupIds, { drafts: site, userId: user.user.id });
    if (site) return CLIENT;
    if (settings.allowAnonymous) return ANONYMOUS;
    throw new ApiError(401, 'An access token is required: send the accessToken header or an Authorization bearer token');
  };
}

function isSiteToken(settings: CallerSettings, token: string, now: number): boolean {
  if (settings.security?.accessTokens.has(token)) return true;
  const claims = verifyAccessToken(settings.secret, token, now);
  return claims?.kind === 'client' && settings.security?.clients.has(claims.clientId) === true;
}

function cookieSession(req: IncomingMessage, accounts: Accounts | null | undefined, now: number): ActiveSession | null {
  if (!accounts || !req.headers.cookie) return null;
  const cookies = sessionCookies(req);
  return (
    (cookies.classic ? accounts.fromClassicToken(cookies.classic, now) : null) ??
    (cookies.refresh ? accounts.fromRefreshCookie(cookies.refresh, now) : null)
  );
}

/**
 * A signed-in user's caller: their groups (by name or id) plus every group inherited through parent groups,
 * so restrictions naming a parent group admit members of its child groups. `drafts` defaults to false: a
 * user alone never reads unpublished content.
 */
export function userCaller(
  security: LoadedSecurity | null,
  groups: readonly string[],
  options: { drafts?: boolean; userId?: string } = {},
): Caller {
  const base = { kind: 'user' as const, drafts: options.drafts ?? false, ...(options.userId ? { userId: options.userId } : {}) };
  if (!security) return { ...base, groups: [...groups] };
  const ids = groups.flatMap((ref) => {
    const group = security.groupsById.get(ref) ?? security.groupsByName.get(ref.toLowerCase());
    return group ? [group.id] : [];
  });
  return { ...base, groups: expandGroups(security, ids) };
}
