import { createHmac, timingSafeEqual } from 'node:crypto';

// The tokens of a sign-in session, derived from its id with the platform's signing key: `<sessionId>.<mac>`.
// The refresh token renews bearer tokens (it carries a generation too: see `refreshToken`); the classic token (the
// `x-contensis-classic-token` header and the `ContensisCMSUserName` cookie) identifies the session to
// IsAuthenticated and to the Delivery API. Each kind is signed for its own purpose, so one cannot stand in for the other.

export type SessionTokenKind = 'refresh' | 'classic';

const SESSION_ID = /^[A-Za-z0-9_-]{16,128}$/;

export function sessionToken(secret: Buffer, kind: SessionTokenKind, sessionId: string): string {
  return `${sessionId}.${mac(secret, kind, sessionId)}`;
}

/** The session id a token of this kind names, when it is one of ours; null otherwise. */
export function sessionIdOf(secret: Buffer, kind: SessionTokenKind, token: string): string | null {
  const dot = token.indexOf('.');
  if (dot < 0) return null;
  const sessionId = token.slice(0, dot);
  if (!SESSION_ID.test(sessionId)) return null;
  const expected = Buffer.from(mac(secret, kind, sessionId));
  const given = Buffer.from(token.slice(dot + 1));
  return expected.length === given.length && timingSafeEqual(expected, given) ? sessionId : null;
}

/**
 * A refresh token: `<sessionId>.<generation>.<mac>`. Each refresh replaces it with the next generation's (rotation),
 * so a copy taken before then is recognisably an old one. A token in the two-part form (`<sessionId>.<mac>`, which
 * a platform without rotation handed out and a visitor's cookie may still hold) reads as generation 0.
 */
export function refreshToken(secret: Buffer, sessionId: string, generation: number): string {
  return `${sessionId}.${generation}.${mac(secret, 'refresh', `${sessionId}.${generation}`)}`;
}

export function parseRefreshToken(secret: Buffer, token: string): { sessionId: string; generation: number } | null {
  const parts = token.split('.');
  if (parts.length === 2) {
    const sessionId = sessionIdOf(secret, 'refresh', token);
    return sessionId ? { sessionId, generation: 0 } : null;
  }
  if (parts.length !== 3 || !SESSION_ID.test(parts[0]) || !/^(0|[1-9]\d{0,8})$/.test(parts[1])) return null;
  const expected = Buffer.from(mac(secret, 'refresh', `${parts[0]}.${parts[1]}`));
  const given = Buffer.from(parts[2]);
  return expected.length === given.length && timingSafeEqual(expected, given)
    ? { sessionId: parts[0], generation: Number(parts[1]) }
    : null;
}

function mac(secret: Buffer, kind: SessionTokenKind, sessionId: string): string {
  return createHmac('sha256', secret).update(`${kind}:${sessionId}`).digest('base64url');
}
