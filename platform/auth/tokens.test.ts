import { randomBytes } from 'node:crypto';
import { signAccessToken, verifyAccessToken, type TokenClaims } from './tokens';

const secret = randomBytes(32);
const now = Date.UTC(2025, 0, 1, 12, 0, 0);
const client: TokenClaims = {
  kind: 'client',
  clientId: 'website-client',
  scopes: ['Entry_Read', 'Project_Read'],
  expiresAt: now / 1000 + 3600,
};
const user: TokenClaims = {
  kind: 'user',
  userId: 'u-ada',
  sessionId: 's-1',
  scopes: ['openid', 'offline_access'],
  expiresAt: now / 1000 + 3600,
};

describe('access tokens', () => {
  it('carry the client or the user and session, the scopes and the expiry, and verify with the same secret', () => {
    const token = signAccessToken(secret, client, now);
    expect(token.split('.')).toHaveLength(3);
    expect(verifyAccessToken(secret, token, now)).toEqual(client);
    expect(verifyAccessToken(secret, signAccessToken(secret, user, now), now)).toEqual(user);
  });

  it('are refused once expired, unless expiry is explicitly ignored (sign-out)', () => {
    const token = signAccessToken(secret, client, now);
    expect(verifyAccessToken(secret, token, now + 3599_000)).not.toBeNull();
    expect(verifyAccessToken(secret, token, now + 3600_000)).toBeNull();
    expect(verifyAccessToken(secret, token, now + 3600_000, true)).toEqual(client);
  });

  it('are refused with another secret or a changed payload', () => {
    const token = signAccessToken(secret, client, now);
    expect(verifyAccessToken(randomBytes(32), token, now)).toBeNull();
    const [header, payload, signature] = token.split('.');
    const forged = Buffer.from(
      JSON.stringify({ ...JSON.parse(Buffer.from(payload, 'base64url').toString()), client_id: 'other' }),
    ).toString('base64url');
    expect(verifyAccessToken(secret, `${header}.${forged}.${signature}`, now)).toBeNull();
    expect(verifyAccessToken(secret, 'not-a-token', now)).toBeNull();
  });
});
