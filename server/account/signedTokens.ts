import { createHmac, timingSafeEqual } from 'node:crypto';

/**
 * Stateless tokens for emailed links (password reset, email verification), so any instance of the site can check
 * a link without shared storage. A token is `<payload>.<signature>`, both url-safe base64; the payload names its
 * purpose, the user, an expiry and a `stamp` the caller compares with the user's current state (for a reset: when
 * the password last changed, so the link dies once it has been used).
 */

/** What a link is for: a password reset, an email verification, an editor's preview on the public host. */
export type LinkPurpose = 'reset' | 'verify' | 'preview';

export interface LinkClaims {
  userId: string;
  stamp: string;
}

export interface LinkTokens {
  issue(purpose: LinkPurpose, claims: LinkClaims, ttlMs: number): string;
  /** The claims of a genuine, unexpired token of this purpose; null for anything else (never throws). */
  read(purpose: LinkPurpose, token: string): LinkClaims | null;
}

export interface LinkTokenOptions {
  secret: Buffer;
  now?: () => number;
}

/** Far more than an honest token (ids and stamps are short); longer input is refused before any work. */
export const MAX_TOKEN_LENGTH = 1024;
const MAX_CLAIM_LENGTH = 256;
const BASE64URL = /^[A-Za-z0-9_-]+$/;

interface Payload {
  p: LinkPurpose;
  u: string;
  s: string;
  e: number;
}

function isPayload(value: unknown): value is Payload {
  const payload = value as Partial<Payload> | null;
  return (
    typeof payload === 'object' &&
    payload !== null &&
    (payload.p === 'reset' || payload.p === 'verify' || payload.p === 'preview') &&
    typeof payload.u === 'string' &&
    typeof payload.s === 'string' &&
    typeof payload.e === 'number' &&
    Number.isFinite(payload.e)
  );
}

function validClaim(value: unknown): value is string {
  return typeof value === 'string' && value !== '' && value.length <= MAX_CLAIM_LENGTH;
}

export function createLinkTokens({ secret, now = Date.now }: LinkTokenOptions): LinkTokens {
  if (secret.length < 16) throw new Error('createLinkTokens needs a secret of at least 16 bytes');
  // The prefix keeps these signatures apart from anything else signed with the same site secret (CSRF tokens).
  const sign = (encodedPayload: string): string => createHmac('sha256', secret).update(`link-token.${encodedPayload}`).digest('base64url');

  return {
    issue(purpose, claims, ttlMs) {
      if (!validClaim(claims.userId) || !validClaim(claims.stamp)) {
        throw new TypeError(`Link token claims must be non-empty strings of at most ${MAX_CLAIM_LENGTH} characters`);
      }
      if (!Number.isFinite(ttlMs) || ttlMs <= 0) throw new RangeError('Link token lifetime must be a positive number of milliseconds');
      const payload: Payload = { p: purpose, u: claims.userId, s: claims.stamp, e: now() + ttlMs };
      const encoded = Buffer.from(JSON.stringify(payload)).toString('base64url');
      return `${encoded}.${sign(encoded)}`;
    },

    read(purpose, token) {
      if (typeof token !== 'string' || token.length > MAX_TOKEN_LENGTH) return null;
      const [encoded, signature, extra] = token.split('.');
      if (extra !== undefined || !encoded || !signature || !BASE64URL.test(encoded) || !BASE64URL.test(signature)) return null;
      // Compared as text, so no second spelling of a signature passes (base64 has spare bits).
      const given = Buffer.from(signature);
      const expected = Buffer.from(sign(encoded));
      if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
      let payload: unknown;
      try {
        payload = JSON.parse(Buffer.from(encoded, 'base64url').toString('utf8'));
      } catch {
        return null;
      }
      if (!isPayload(payload) || payload.p !== purpose || now() >= payload.e) return null;
      if (!validClaim(payload.u) || !validClaim(payload.s)) return null;
      return { userId: payload.u, stamp: payload.s };
    },
  };
}
