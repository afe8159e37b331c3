import { randomBytes } from 'node:crypto';
import { linkSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

export const SITE_SECRET_FILE = 'site-secret';

/**
 * The key the site signs CSRF tokens and emailed links with. `SESSION_SECRET` (passed in as `sessionSecret`) wins:
 * several instances must share one key, and a shared environment variable is the simple way. Without it the key
 * lives in DATA_DIR, created once and readable by its owner only. Concurrent first starts (the site workers) agree:
 * each writes a file of its own, then links it to the name, which only the first link gets; the name never holds a
 * file still being written (`wx` on the name itself let another worker read it empty).
 */
export function loadOrCreateSiteSecret(dataDir: string, sessionSecret?: string | null): Buffer {
  if (sessionSecret) return Buffer.from(sessionSecret, 'utf8');
  mkdirSync(dataDir, { recursive: true });
  const file = join(dataDir, SITE_SECRET_FILE);
  const own = `${file}.${process.pid}.${randomBytes(4).toString('hex')}`;
  try {
    writeFileSync(own, `${randomBytes(32).toString('hex')}\n`, { mode: 0o600, flag: 'wx' });
    linkSync(own, file);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
  } finally {
    rmSync(own, { force: true });
  }
  const text = readFileSync(file, 'utf8').trim();
  if (!/^[0-9a-f]{64,}$/i.test(text)) throw new Error(`${file} does not hold a hex secret of at least 32 bytes`);
  return Buffer.from(text, 'hex');
}
