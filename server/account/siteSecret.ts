import { randomBytes } from 'node:crypto';
import { chmodSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

export const SITE_SECRET_FILE = 'site-secret';

/**
 * The key the site signs CSRF tokens and emailed links with. `SESSION_SECRET` (passed in as `sessionSecret`) wins:
 * several instances must share one key, and a shared environment variable is the simple way. Without it the key
 * lives in DATA_DIR, created once and readable by its owner only; `wx` makes concurrent first starts agree.
 */
export function loadOrCreateSiteSecret(dataDir: string, sessionSecret?: string | null): Buffer {
  if (sessionSecret) return Buffer.from(sessionSecret, 'utf8');
  mkdirSync(dataDir, { recursive: true });
  const file = join(dataDir, SITE_SECRET_FILE);
  try {
    writeFileSync(file, `${randomBytes(32).toString('hex')}\n`, { mode: 0o600, flag: 'wx' });
    chmodSync(file, 0o600);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
  }
  const text = readFileSync(file, 'utf8').trim();
  if (!/^[0-9a-f]{64,}$/i.test(text)) throw new Error(`${file} does not hold a hex secret of at least 32 bytes`);
  return Buffer.from(text, 'hex');
}
