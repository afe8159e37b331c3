import { createHmac, timingSafeEqual } from 'node:crypto';

// Bearer tokens are JWTs signed with HMAC-SHA256 by the platform's own secret.

export const TOKEN_LIFETIME_SECONDS = 3600;
const ISSUER = 'trellis-platform';
const HEADER = base64url(JSON.stringify({ alg: 'HS256', typ: 'JWT' }));

export interface TokenClaims {
  clientId: string;
  scopes: string[];
  /** Seconds since the epoch. */
  expiresAt: number;
}

export function signAccessToken(secret: Buffer, claims: TokenClaims, now: number = Date.now()): string {
  const payload = base64url(
    JSON.stringify({
      iss: ISSUER,
      sub: claims.clientId,
      client_id: claims.clientId,
      scope: claims.scopes.join(' '),
      iat: Math.floor(now / 1000),
      exp: claims.expiresAt,
    }),
  );
  const signed = `${HEADER}.${payload}`;
  return `${signed}.${sign(secret, signed)}`;
}

/** The token's claims when its signature is ours and it has not expired; otherwise null. */
export function verifyAccessToken(secret: Buffer, token: string, now: number = Date.now()): TokenClaims | null {
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
  const { client_id: clientId, scope, exp, iss } = payload as Record<string, unknown>;
  if (iss !== ISSUER || typeof clientId !== 'string' || typeof exp !== 'number' || typeof scope !== 'string') return null;
  if (exp * 1000 <= now) return null;
  return { clientId, scopes: scope ? scope.split(' ') : [], expiresAt: exp };
}

function sign(secret: Buffer, text: string): string {
  return createHmac('sha256', secret).update(text).digest('base64url');
}

function base64url(text: string): string {
  return Buffer.from(text, 'utf8').toString('base64url');
}
