// The privileged credential behind registration and password reset. With the local platform the site never
// depends on the content pack for it: the platform provisions the site's own client into DATA_DIR. Against a real
// Contensis instance without ACCOUNTS_CLIENT_ID the site says once that the features are off, and its pages say so.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Express } from 'express';
import { loadConfig } from '../../server/config';
import { startLocalPlatform, type LocalPlatform } from '../../server/main';
import { createSite } from '../../server/site';
import { site } from '../../site';
import { AccountVisitor } from './support/accountVisitor';
import { copyDemoPack, recordingLogger } from './support/site';

const ASSETS = { scripts: ['/static/main.test.js'], styles: ['/static/main.test.css'] };
const tempDir = (prefix: string) => fs.mkdtempSync(path.join(os.tmpdir(), prefix));

/** Every file under `dir`, relative to it. */
const filesIn = (dir: string): string[] => (fs.readdirSync(dir, { recursive: true }) as string[]).sort();

/** A copy of the demo pack whose security.json has no client that may administer security. */
function packWithoutAdminClient(): string {
  const dir = copyDemoPack();
  const file = path.join(dir, 'security.json');
  const security = JSON.parse(fs.readFileSync(file, 'utf8')) as { clients?: { scopes: string[] }[] };
  security.clients = (security.clients ?? []).map((client) => ({
    ...client,
    scopes: client.scopes.filter((scope) => scope !== 'Security_Administrator'),
  }));
  fs.writeFileSync(file, JSON.stringify(security, null, 2));
  return dir;
}

describe('accounts with a pack that has no Security_Administrator client (local platform)', () => {
  const packDir = packWithoutAdminClient();
  const packFiles = filesIn(packDir);
  const dataDir = tempDir('trellis-data-');
  const { logger, lines } = recordingLogger();
  let platform: LocalPlatform;
  let app: Express;

  beforeAll(async () => {
    const config = loadConfig({
      CONTENT_DIR: packDir,
      DATA_DIR: dataDir,
      PLATFORM_PORT: '0',
      LOG_LEVEL: 'info',
      STATIC_DIR: tempDir('trellis-static-'),
    });
    platform = await startLocalPlatform(config, logger);
    app = createSite({ site, config, upstream: platform.upstream, logger, assets: ASSETS });
  });
  afterAll(async () => {
    await platform.close();
  });

  it('registers and sends reset emails with the credential the platform provisioned for the site', async () => {
    const visitor = await AccountVisitor.arrive(app);
    const email = `credential-${Date.now()}@example.org`;
    const registered = await visitor.post('/account/register', {
      email,
      firstName: 'Cora',
      credentials: { password: 'quiet lantern harbour' },
    });
    expect(registered.status).toBe(201);
    const reset = await visitor.post('/account/reset', { userEmail: 'ada@example.com' });
    expect(reset.status).toBe(200);
  });

  it('keeps that credential in DATA_DIR, readable by its owner only, and never in the pack, a page or the log', async () => {
    const files = fs.readdirSync(dataDir).map((name) => path.join(dataDir, name));
    const credential = files.find((file) => /client/i.test(path.basename(file)));
    expect(credential).toBeDefined();
    expect(fs.statSync(credential as string).mode & 0o777).toBe(0o600);
    const secret = JSON.stringify(JSON.parse(fs.readFileSync(credential as string, 'utf8')));
    const { clientSecret } = JSON.parse(secret) as { clientSecret: string };
    expect(clientSecret.length).toBeGreaterThanOrEqual(32);

    expect(filesIn(packDir)).toEqual(packFiles);
    const visitor = await AccountVisitor.arrive(app);
    for (const page of ['/', '/account/registration', '/account/forgot-password']) {
      expect((await visitor.get(page)).text).not.toContain(clientSecret);
    }
    expect(JSON.stringify(lines)).not.toContain(clientSecret);
  });
});

describe('accounts against a real Contensis instance without ACCOUNTS_CLIENT_ID', () => {
  const { logger, lines } = recordingLogger();
  const env = {
    CONTENSIS_URL: 'http://127.0.0.1:9',
    CONTENSIS_PROJECT: 'website',
    CONTENSIS_CLIENT_ID: 'delivery-client',
    CONTENSIS_CLIENT_SECRET: 'delivery-secret',
    LOG_LEVEL: 'info',
    DATA_DIR: tempDir('trellis-data-'),
    STATIC_DIR: tempDir('trellis-static-'),
  };
  let app: Express;

  beforeAll(() => {
    const config = loadConfig(env);
    app = createSite({
      site,
      config,
      upstream: {
        rootUrl: 'http://127.0.0.1:9',
        accessToken: null,
        clientCredentials: { clientId: 'delivery-client', clientSecret: 'delivery-secret' },
        projects: [{ id: 'website', name: 'Example', hostnames: [], publicUri: '' }],
        localPlatform: false,
      },
      logger,
      assets: ASSETS,
    });
  });

  it('says once, at start-up, that registration and password reset are unavailable', () => {
    const said = lines.filter((line) => /registration/i.test(line.msg) && /unavailable/i.test(line.msg));
    expect(said).toHaveLength(1);
    expect(said[0].msg).toMatch(/ACCOUNTS_CLIENT_ID/);
  });

  it('shows a clear message instead of the registration and forgot-password forms', async () => {
    const visitor = await AccountVisitor.arrive(app);
    for (const page of ['/account/registration', '/account/forgot-password']) {
      const res = await visitor.get(page);
      expect(res.text).toMatch(/not available on this site/i);
      expect(res.text).not.toMatch(/<form[^>]*action="\/account\/(register|reset)"/);
    }
  });

  it('answers their posts 503 with that message, for a plain form and for a script', async () => {
    const visitor = await AccountVisitor.arrive(app);
    const plain = await visitor.form('/account/register', { firstName: 'Ed', email: 'ed@example.org', password: 'quiet lantern harbour' });
    expect(plain.status).toBe(503);
    expect(plain.text).toMatch(/not available on this site/i);
    const script = await visitor.post('/account/reset', { userEmail: 'ed@example.org' });
    expect(script.status).toBe(503);
    expect(script.body.error.message).toMatch(/not available on this site/i);
    const logged = lines.filter((line) => /unavailable|No privileged client/i.test(line.msg));
    expect(logged).toHaveLength(1);
  });
});
