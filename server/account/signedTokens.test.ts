import { randomBytes } from 'node:crypto';
import { createLinkTokens, MAX_TOKEN_LENGTH } from './signedTokens';

const HOUR = 3_600_000;
const secret = randomBytes(32);
const claims = { userId: 'c0ffee-42', stamp: '2024-05-01T10:00:00.000Z' };

function tokensAt(start = 1_700_000_000_000) {
  let clock = start;
  const tokens = createLinkTokens({ secret, now: () => clock });
  return { tokens, advance: (ms: number) => (clock += ms) };
}

describe('createLinkTokens', () => {
  it('reads back the claims of a token it issued, and the token is url-safe', () => {
    const { tokens } = tokensAt();
    const token = tokens.issue('reset', claims, HOUR);
    expect(token).toMatch(/^[A-Za-z0-9_-]+\.[A-Za-z0-9_-]+$/);
    expect(encodeURIComponent(token)).toBe(token);
    expect(tokens.read('reset', token)).toEqual(claims);
  });

  it('binds a token to its purpose: a verify token never passes as a reset token', () => {
    const { tokens } = tokensAt();
    expect(tokens.read('reset', tokens.issue('verify', claims, HOUR))).toBeNull();
    expect(tokens.read('verify', tokens.issue('reset', claims, HOUR))).toBeNull();
  });

  it('stops accepting a token when it expires', () => {
    const { tokens, advance } = tokensAt();
    const token = tokens.issue('verify', claims, HOUR);
    advance(HOUR - 1);
    expect(tokens.read('verify', token)).toEqual(claims);
    advance(1);
    expect(tokens.read('verify', token)).toBeNull();
  });

  it('refuses tokens signed with another secret (another site, or after the secret changed)', () => {
    const other = createLinkTokens({ secret: randomBytes(32) });
    expect(tokensAt().tokens.read('reset', other.issue('reset', claims, HOUR))).toBeNull();
  });

  it('refuses a token whose payload was changed, even when re-encoded', () => {
    const { tokens } = tokensAt();
    const [payload, signature] = tokens.issue('reset', claims, HOUR).split('.');
    const decoded = JSON.parse(Buffer.from(payload, 'base64url').toString()) as Record<string, unknown>;
    for (const change of [{ u: 'admin' }, { e: Number.MAX_SAFE_INTEGER }, { p: 'verify' }, { s: 'later' }]) {
      const forged = Buffer.from(JSON.stringify({ ...decoded, ...change })).toString('base64url');
      expect(tokens.read('reset', `${forged}.${signature}`)).toBeNull();
    }
  });

  it('refuses a second spelling of a genuine signature', () => {
    const { tokens } = tokensAt();
    const [payload, signature] = tokens.issue('reset', claims, HOUR).split('.');
    // The last base64 character of a 32-byte signature carries two spare bits: flipping one decodes to the same bytes.
    const alphabet = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_';
    const twin = signature.slice(0, -1) + alphabet[alphabet.indexOf(signature.at(-1) ?? 'A') ^ 1];
    expect(Buffer.from(twin, 'base64url').equals(Buffer.from(signature, 'base64url'))).toBe(true);
    expect(tokens.read('reset', `${payload}.${twin}`)).toBeNull();
  });

  it.each([
    '',
    '.',
    'abc',
    'a.b.c',
    'not base64!.sig',
    '....',
    'x'.repeat(MAX_TOKEN_LENGTH + 1),
    `${'a'.repeat(5000)}.${'b'.repeat(43)}`,
    '\u0000.\u0000',
  ])('gives null for the garbage token %p without throwing', (token) => {
    expect(tokensAt().tokens.read('reset', token)).toBeNull();
  });

  it('gives null for a non-string token coming from an untyped request body', () => {
    const { tokens } = tokensAt();
    for (const value of [undefined, null, 7, ['a.b'], { token: 'a.b' }]) {
      expect(tokens.read('reset', value as unknown as string)).toBeNull();
    }
  });

  it('refuses to issue tokens with empty claims or no lifetime', () => {
    const { tokens } = tokensAt();
    expect(() => tokens.issue('reset', { userId: '', stamp: 's' }, HOUR)).toThrow(TypeError);
    expect(() => tokens.issue('reset', claims, 0)).toThrow(RangeError);
    expect(() => tokens.issue('reset', claims, Number.NaN)).toThrow(RangeError);
  });

  it('refuses a short secret', () => {
    expect(() => createLinkTokens({ secret: Buffer.alloc(8) })).toThrow(/at least 16 bytes/);
  });
});
