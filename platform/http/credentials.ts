import type { IncomingMessage } from 'node:http';
import { AUTH_COOKIES } from '../../contract';
import { decodeOrKeep } from '../decode';

// The credentials a request may carry, read the same way by every route.

const QUERY_TOKEN = /[?&]accesstoken=([^&#]*)/i;

/** The site's access token from the `accessToken` header or query parameter. */
export function siteToken(req: IncomingMessage): string | null {
  const header = req.headers.accesstoken;
  if (typeof header === 'string' && header !== '') return header;
  const match = req.url ? QUERY_TOKEN.exec(req.url) : null;
  return !match || match[1] === '' ? null : decodeOrKeep(match[1].replace(/\+/g, ' '));
}

/** The Authorization header's token, with or without `Bearer` (Basic is the token endpoint's business). */
export function authorizationToken(req: IncomingMessage): string | null {
  const authorization = req.headers.authorization;
  if (!authorization || /^Basic\s/i.test(authorization)) return null;
  const bearer = /^Bearer\s+(.+)$/i.exec(authorization);
  const token = bearer ? bearer[1].trim() : authorization.trim();
  return token === '' ? null : token;
}

/** Cookie values by name (the first of each name); a value that is not valid percent-encoding is kept as sent. */
export function parseCookies(header: string | undefined): Map<string, string> {
  const cookies = new Map<string, string>();
  for (const pair of (header ?? '').split(';')) {
    const equals = pair.indexOf('=');
    if (equals < 0) continue;
    const name = pair.slice(0, equals).trim();
    let value = pair.slice(equals + 1).trim();
    if (value.startsWith('"') && value.endsWith('"') && value.length >= 2) value = value.slice(1, -1);
    if (name !== '' && !cookies.has(name)) cookies.set(name, decodeOrKeep(value));
  }
  return cookies;
}

/** The session cookies a site forwards (CRB: `ContensisCMSUserName` and `RefreshToken`). */
export function sessionCookies(req: IncomingMessage): { classic: string | null; refresh: string | null } {
  const cookies = parseCookies(req.headers.cookie);
  return { classic: cookies.get(AUTH_COOKIES.classicToken) || null, refresh: cookies.get(AUTH_COOKIES.refreshToken) || null };
}
