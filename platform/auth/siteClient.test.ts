import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { loadOrCreateSiteClient, SITE_CLIENT_FILE, withSiteClient } from './siteClient';

const tempDir = () => fs.mkdtempSync(path.join(os.tmpdir(), 'trellis-site-client-'));

describe("the site's own privileged client", () => {
  it('is made once in DATA_DIR, readable by its owner only, and the same on every later start', () => {
    const dir = tempDir();
    const first = loadOrCreateSiteClient(dir);
    expect(fs.statSync(path.join(dir, SITE_CLIENT_FILE)).mode & 0o777).toBe(0o600);
    expect(first.clientSecret.length).toBeGreaterThanOrEqual(32);
    expect(loadOrCreateSiteClient(dir)).toEqual(first);
    expect(loadOrCreateSiteClient(tempDir())).not.toEqual(first);
  });

  it('refuses a damaged file with a message saying what to do', () => {
    const dir = tempDir();
    fs.writeFileSync(path.join(dir, SITE_CLIENT_FILE), '{"clientId":"x"}');
    expect(() => loadOrCreateSiteClient(dir)).toThrow(/delete it/);
  });

  it('may administer security, also with a pack that has no security.json', () => {
    const client = loadOrCreateSiteClient(tempDir());
    const security = withSiteClient(null, client);
    expect(security.clients.get(client.clientId)).toEqual({ ...client, scopes: ['Security_Administrator'] });
  });
});
