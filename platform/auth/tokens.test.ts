import { randomBytes } from 'node:crypto';
import { signAccessToken, verifyAccessToken } from './tokens';

const secret = randomBytes(32);
const now = Date.UTC(2025, 0, 1, 12, 0, 0);
const claims = { clientId: 'website-client', scopes: ['Entry_Read', 'Project_Read'], expiresAt: now / 1000 + 3600 };

describe('access tokens', () => {
  it('carry the client id, scopes and expiry, and verify with the same secret', () => {
    const token = signAccessToken(secret, claims, now);
    expect(token.split('.')).toHaveLength(3);
    expect(verifyAccessToken(secret, token, now)).toEqual(claims);
  });

  it('are refused once expired', () => {
    const token = signAccessToken(secret, claims, now);
    expect(verifyAccessToken(secret, token, now + 3599_000)).not.toBeNull();
    expect(verifyAccessToken(secret, token, now + 3600_000)).toBeNull();
  });

  it('are refused with another secret or a changed payload', () => {
    const token = signAccessToken(secret, claims, now);
    expect(verifyAccessToken(randomBytes(32), token, now)).toBeNull();
    const [header, payload, signature] = token.split('.');
    const forged = Buffer.from(JSON.stringify({ ...JSON.parse(Buffer.from(payload, 'base64url').toString()), client_id: 'other' })).toString('base64url');
    expect(verifyAccessToken(secret, `${header}.${forged}.${signature}`, now)).toBeNull();
    expect(verifyAccessToken(secret, 'not-a-token', now)).toBeNull();
  });
});
