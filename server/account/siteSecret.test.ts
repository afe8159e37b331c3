import { execFile } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
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

  it('gives processes that start at once the same whole secret (site workers on a fresh DATA_DIR), and leaves one file', async () => {
    // Six processes, each on the same twenty fresh folders, every one at the same moment (spun to, not slept to).
    const dirs = Array.from({ length: 20 }, (_, i) => join(dataDir, String(i)));
    const goAt = Date.now() + 3000;
    const script = `
      const { loadOrCreateSiteSecret } = require(${JSON.stringify(require.resolve('./siteSecret'))});
      const out = [];
      ${JSON.stringify(dirs)}.forEach((dir, i) => {
        while (Date.now() < ${goAt} + i * 25);
        try { out.push(loadOrCreateSiteSecret(dir).toString('hex')); } catch (error) { out.push(String(error.message)); }
      });
      process.stdout.write(JSON.stringify(out));`;
    const run = () =>
      new Promise<string[]>((resolve, reject) =>
        execFile(process.execPath, ['--import', 'tsx', '-e', script], (error, stdout, stderr) =>
          error ? reject(new Error(stderr || String(error))) : resolve(JSON.parse(stdout)),
        ),
      );
    const results = await Promise.all(Array.from({ length: 6 }, run));
    dirs.forEach((dir, i) => {
      const secrets = new Set(results.map((result) => result[i]));
      expect({ dir: i, secrets: [...secrets] }).toEqual({ dir: i, secrets: [expect.stringMatching(/^[0-9a-f]{64}$/)] });
      expect(readdirSync(dir)).toEqual([SITE_SECRET_FILE]);
    });
  }, 30_000);

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
