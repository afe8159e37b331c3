import { randomBytes, scrypt, timingSafeEqual, type ScryptOptions } from 'node:crypto';

// Passwords are stored as scrypt hashes: slow and salted, so a stolen store does not give the passwords away.
// Format: `scrypt$N$r$p$salt$hash` (base64url), so the cost can be raised later without breaking old hashes.

export type HashCost = Required<Pick<ScryptOptions, 'N' | 'r' | 'p'>>;

export const DEFAULT_COST: HashCost = { N: 16384, r: 8, p: 1 };
const KEY_LENGTH = 32;
const SALT_BYTES = 16;
/** Longest password hashed: long passphrases are welcome, megabytes of input are not. */
export const MAX_PASSWORD_LENGTH = 1024;

function derive(password: string, salt: Buffer, cost: HashCost): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    scrypt(password.normalize('NFKC'), salt, KEY_LENGTH, { ...cost, maxmem: 64 * 1024 * 1024 }, (error, key) =>
      error ? reject(error) : resolve(key),
    );
  });
}

export async function hashPassword(password: string, cost: HashCost = DEFAULT_COST): Promise<string> {
  if (password.length > MAX_PASSWORD_LENGTH) throw new RangeError(`Passwords are at most ${MAX_PASSWORD_LENGTH} characters`);
  const salt = randomBytes(SALT_BYTES);
  const key = await derive(password, salt, cost);
  return ['scrypt', cost.N, cost.r, cost.p, salt.toString('base64url'), key.toString('base64url')].join('$');
}

/**
 * True when the password matches the stored hash. A missing or malformed hash never matches, after spending
 * the time of a real check at `cost` (the store's own), so the answer does not tell whether an account exists.
 */
export async function verifyPassword(password: string, stored: string | null, cost: HashCost = DEFAULT_COST): Promise<boolean> {
  const parts = stored?.split('$') ?? [];
  if (parts.length !== 6 || parts[0] !== 'scrypt' || password.length > MAX_PASSWORD_LENGTH) {
    await derive(password.slice(0, MAX_PASSWORD_LENGTH), randomBytes(SALT_BYTES), cost);
    return false;
  }
  const [, N, r, p, salt, hash] = parts;
  const expected = Buffer.from(hash, 'base64url');
  const actual = await derive(password, Buffer.from(salt, 'base64url'), { N: Number(N), r: Number(r), p: Number(p) });
  return actual.length === expected.length && timingSafeEqual(actual, expected);
}
