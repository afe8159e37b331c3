import type { IncomingMessage } from 'node:http';
import { verifyAccessToken } from '../auth/tokens';
import { expandGroups, type LoadedSecurity } from '../pack';
import { ApiError } from './api-error';

/** Who is calling. Users (signed-in visitors) are not produced yet: user logins come with a later issue. */
export interface Caller {
  kind: 'anonymous' | 'client' | 'user';
  /** Group names, inherited groups included (users only). */
  groups: string[];
}

export interface CallerSettings {
  security: LoadedSecurity | null;
  secret: Buffer;
  /** Serve requests that carry no token (published content only). */
  allowAnonymous: boolean;
  now?: () => number;
}

export type ResolveCaller = (req: IncomingMessage) => Caller;

// Shared by every request; never mutated.
const ANONYMOUS: Readonly<Caller> = { kind: 'anonymous', groups: [] };
const CLIENT: Readonly<Caller> = { kind: 'client', groups: [] };
const QUERY_TOKEN = /[?&]accesstoken=([^&#]*)/i;

/**
 * The one place that decides who is calling. A token may come as the `accessToken` header, the `accessToken`
 * query parameter, `Authorization: <token>` or `Authorization: Bearer <jwt>`; it is either one of the pack's
 * access tokens or a bearer token from /authenticate/connect/token. Missing or invalid -> 401.
 */
export function createCallerResolver(settings: CallerSettings): ResolveCaller {
  return (req) => {
    const token = requestToken(req);
    if (token === null) {
      if (settings.allowAnonymous) return ANONYMOUS;
      throw new ApiError(401, 'An access token is required: send the accessToken header or an Authorization bearer token');
    }
    if (settings.security?.accessTokens.has(token)) return CLIENT;
    const claims = verifyAccessToken(settings.secret, token, settings.now ? settings.now() : Date.now());
    if (claims && settings.security?.clients.has(claims.clientId)) return CLIENT;
    throw new ApiError(401, 'The access token is not valid or has expired');
  };
}

function requestToken(req: IncomingMessage): string | null {
  const header = req.headers.accesstoken;
  if (typeof header === 'string' && header !== '') return header;
  const authorization = req.headers.authorization;
  if (authorization) {
    const bearer = /^Bearer\s+(.+)$/i.exec(authorization);
    const token = bearer ? bearer[1].trim() : authorization.trim();
    if (token !== '') return token;
  }
  const match = req.url ? QUERY_TOKEN.exec(req.url) : null;
  if (match && match[1] !== '') {
    try {
      return decodeURIComponent(match[1].replace(/\+/g, ' '));
    } catch {
      return match[1];
    }
  }
  return null;
}

/**
 * A signed-in user's caller: their groups (by name or id) plus every group inherited through parent groups,
 * so restrictions naming a parent group admit members of its child groups.
 */
export function userCaller(security: LoadedSecurity | null, groups: readonly string[]): Caller {
  if (!security) return { kind: 'user', groups: [...groups] };
  const ids = groups.flatMap((ref) => {
    const group = security.groupsById.get(ref) ?? security.groupsByName.get(ref.toLowerCase());
    return group ? [group.id] : [];
  });
  return { kind: 'user', groups: expandGroups(security, ids) };
}
