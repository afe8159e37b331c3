import { createHmac, timingSafeEqual } from 'node:crypto';

// The tokens of a sign-in session, derived from its id with the platform's signing key: `<sessionId>.<mac>`.
// The refresh token renews bearer tokens; the classic token (the `x-contensis-classic-token` header, the
// `ContensisCMSUserName` cookie and the federated `securityToken`) identifies the session to IsAuthenticated
// and to the Delivery API. Each kind is signed for its own purpose, so one cannot stand in for the other.

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

function mac(secret: Buffer, kind: SessionTokenKind, sessionId: string): string {
  return createHmac('sha256', secret).update(`${kind}:${sessionId}`).digest('base64url');
}
