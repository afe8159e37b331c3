import { randomBytes } from 'node:crypto';
import { chmodSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

export const SECRET_FILE = 'platform-secret';

/**
 * The key that signs access tokens. Kept in DATA_DIR so tokens survive restarts; created once, readable by
 * its owner only. `wx` makes concurrent first starts agree on one secret.
 */
export function loadOrCreateSecret(dataDir: string): Buffer {
  mkdirSync(dataDir, { recursive: true });
  const file = join(dataDir, SECRET_FILE);
  try {
    writeFileSync(file, `${randomBytes(32).toString('hex')}\n`, { mode: 0o600, flag: 'wx' });
    chmodSync(file, 0o600);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
  }
  const text = readFileSync(file, 'utf8').trim();
  if (!/^[0-9a-f]{32,}$/i.test(text)) throw new Error(`${file} does not hold a hex secret of at least 16 bytes`);
  return Buffer.from(text, 'hex');
}
