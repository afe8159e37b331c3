import { mkdtempSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { loadOrCreateSecret, SECRET_FILE } from './secret';

describe('the platform secret', () => {
  const dir = mkdtempSync(join(tmpdir(), 'trellis-data-'));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it('is created on first start, readable by its owner only, and the same on the next start', () => {
    const dataDir = join(dir, 'nested', 'data');
    const first = loadOrCreateSecret(dataDir);
    const file = join(dataDir, SECRET_FILE);
    expect(statSync(file).mode & 0o777).toBe(0o600);
    expect(first.length).toBe(32);
    expect(readFileSync(file, 'utf8').trim()).toBe(first.toString('hex'));
    expect(loadOrCreateSecret(dataDir).equals(first)).toBe(true);
  });

  it('differs between data folders', () => {
    expect(loadOrCreateSecret(join(dir, 'a')).equals(loadOrCreateSecret(join(dir, 'b')))).toBe(false);
  });
});
