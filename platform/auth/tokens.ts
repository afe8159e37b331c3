import { createHmac, timingSafeEqual } from 'node:crypto';

// Bearer tokens are JWTs signed with HMAC-SHA256 by the platform's own secret. A client's token names the
// client; a user's token names the user and the sign-in session it belongs to, so ending the session ends it.

export const TOKEN_LIFETIME_SECONDS = 3600;
const ISSUER = 'trellis-platform';
const HEADER = base64url(JSON.stringify({ alg: 'HS256', typ: 'JWT' }));

interface CommonClaims {
  scopes: string[];
  /** Seconds since the epoch. */
  expiresAt: number;
}

export interface ClientTokenClaims extends CommonClaims {
  kind: 'client';
  clientId: string;
}

export interface UserTokenClaims extends CommonClaims {
  kind: 'user';
  userId: string;
  sessionId: string;
}

export type TokenClaims = ClientTokenClaims | UserTokenClaims;

export function signAccessToken(secret: Buffer, claims: TokenClaims, now: number = Date.now()): string {
  const subject =
    claims.kind === 'client' ? { sub: claims.clientId, client_id: claims.clientId } : { sub: claims.userId, sid: claims.sessionId };
  const payload = base64url(
    JSON.stringify({ iss: ISSUER, ...subject, scope: claims.scopes.join(' '), iat: Math.floor(now / 1000), exp: claims.expiresAt }),
  );
  const signed = `${HEADER}.${payload}`;
  return `${signed}.${sign(secret, signed)}`;
}

/**
 * The token's claims when its signature is ours and it has not expired; otherwise null. `ignoreExpiry` is for
 * sign-out, which may name the session with a token that has just run out.
 */
export function verifyAccessToken(secret: Buffer, token: string, now: number = Date.now(), ignoreExpiry = false): TokenClaims | null {
  const parts = token.split('.');
  if (parts.length !== 3 || parts[0] !== HEADER) return null;
  const expected = Buffer.from(sign(secret, `${parts[0]}.${parts[1]}`));
  const given = Buffer.from(parts[2]);
  if (expected.length !== given.length || !timingSafeEqual(expected, given)) return null;
  let payload: unknown;
  try {
    payload = JSON.parse(Buffer.from(parts[1], 'base64url').toString('utf8'));
  } catch {
    return null;
  }
  if (typeof payload !== 'object' || payload === null) return null;
  const { client_id: clientId, sub, sid, scope, exp, iss } = payload as Record<string, unknown>;
  if (iss !== ISSUER || typeof exp !== 'number' || typeof scope !== 'string' || typeof sub !== 'string') return null;
  if (!ignoreExpiry && exp * 1000 <= now) return null;
  const common = { scopes: scope ? scope.split(' ') : [], expiresAt: exp };
  if (typeof sid === 'string') return { kind: 'user', userId: sub, sessionId: sid, ...common };
  if (typeof clientId === 'string') return { kind: 'client', clientId, ...common };
  return null;
}

function sign(secret: Buffer, text: string): string {
  return createHmac('sha256', secret).update(text).digest('base64url');
}

function base64url(text: string): string {
  return Buffer.from(text, 'utf8').toString('base64url');
}
