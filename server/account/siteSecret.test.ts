import { mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { loadOrCreateSiteSecret, SITE_SECRET_FILE } from './siteSecret';

describe('loadOrCreateSiteSecret', () => {
  let dataDir: string;
  beforeEach(() => {
    dataDir = join(mkdtempSync(join(tmpdir(), 'site-secret-')), 'data');
  });
  afterEach(() => rmSync(join(dataDir, '..'), { recursive: true, force: true }));

  it('creates a 32-byte secret in DATA_DIR, readable by its owner only, and keeps it across restarts', () => {
    const first = loadOrCreateSiteSecret(dataDir);
    expect(first).toHaveLength(32);
    expect(statSync(join(dataDir, SITE_SECRET_FILE)).mode & 0o777).toBe(0o600);
    expect(loadOrCreateSiteSecret(dataDir).equals(first)).toBe(true);
  });

  it('uses SESSION_SECRET when given, and writes no file', () => {
    const secret = loadOrCreateSiteSecret(dataDir, 'a shared secret of the site instances, long enough');
    expect(secret.toString()).toBe('a shared secret of the site instances, long enough');
    expect(() => statSync(join(dataDir, SITE_SECRET_FILE))).toThrow();
  });

  it('refuses a damaged secret file rather than signing with a weak key', () => {
    loadOrCreateSiteSecret(dataDir);
    writeFileSync(join(dataDir, SITE_SECRET_FILE), 'abc\n');
    expect(() => loadOrCreateSiteSecret(dataDir)).toThrow(/does not hold a hex secret/);
    expect(readFileSync(join(dataDir, SITE_SECRET_FILE), 'utf8')).toBe('abc\n');
  });
});
