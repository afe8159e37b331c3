// The version page (/__version) tells the build and where the platform is: never publicly cached nor indexed, open
// only to whom VERSION_PAGE lets in, and it names the checkout's commit when COMMIT_REF is not set.
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import request from 'supertest';
import { ConfigError, loadConfig } from '../../server/config';
import { readGitCommit } from '../../server/versionDetails';
import { AccountVisitor } from './support/accountVisitor';
import { PUBLIC_HOST, startTestSite, type TestSite } from './support/site';

const TOKEN = 'version-page-token-0123456789';

/** The demo project in English and in Welsh (under /cy). */
const bilingual = {
  id: 'website',
  name: 'Millbrook Botanic Garden',
  hostnames: [PUBLIC_HOST],
  publicUri: `http://${PUBLIC_HOST}`,
  primaryLanguage: 'en-GB',
  supportedLanguages: ['en-GB', 'cy'],
};

function checkoutCommit(): string | null {
  try {
    return execFileSync('git', ['rev-parse', 'HEAD'], { encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] }).trim();
  } catch {
    return null;
  }
}

describe('by default, with the local platform', () => {
  let site: TestSite;
  beforeAll(async () => {
    site = await startTestSite();
  });
  afterAll(() => site.close());

  it('is shown to anyone, but private, no-store and noindex, as page and as state', async () => {
    const page = await request(site.app).get('/__version').set('host', PUBLIC_HOST).expect(200);
    expect(page.text).toContain('Version information');
    expect(page.headers['cache-control']).toBe('private, no-store');
    expect(page.headers['surrogate-key']).toBeUndefined();
    expect(page.headers['x-robots-tag']).toBe('noindex');
    expect(page.text).toContain('<meta name="robots" content="noindex">');
    const state = await request(site.app).get('/__version?redux=true').set('host', PUBLIC_HOST).expect(200);
    expect(state.headers['cache-control']).toBe('private, no-store');
    expect(state.body.version.details.packageName).toBe('trellis');
  });

  it('is shown in Welsh under /cy, as any page in Welsh', async () => {
    const welsh = await startTestSite({ upstream: { projects: [bilingual] } });
    const page = await request(welsh.app).get('/cy/__version').set('host', PUBLIC_HOST).expect(200);
    await welsh.close();
    const text = page.text.replace(/<!-- -->/g, '');
    expect(text).toContain('<html lang="cy"');
    expect(text).toContain('<h1>Gwybodaeth am y fersiwn</h1>');
    expect(text).toMatch(/<title>Gwybodaeth am y fersiwn \|/);
    for (const label of ['Pecyn', 'Statws fersiwn y cynnwys', 'Amgylchedd Node']) expect(text).toContain(`<th scope="row">${label}</th>`);
    expect(text).not.toMatch(/Version information|Content version status|not set/);
    expect(page.headers['cache-control']).toBe('private, no-store');
  });

  const commit = checkoutCommit();
  (commit ? it : it.skip)('names the commit checked out, as COMMIT_REF is not set', async () => {
    const state = await request(site.app).get('/__version?redux=true').set('host', PUBLIC_HOST).expect(200);
    expect(state.body.version.commitRef).toBe(commit);
  });
});

describe('VERSION_PAGE', () => {
  const sites: TestSite[] = [];
  const start = async (env: Record<string, string>) => {
    const site = await startTestSite({ env, upstream: { projects: [bilingual] } });
    sites.push(site);
    return site;
  };
  afterAll(() => Promise.all(sites.map((site) => site.close())));
  const open = (site: TestSite, pathname: string, authorization?: string) => {
    const call = request(site.app).get(pathname).set('host', PUBLIC_HOST);
    return authorization ? call.set('authorization', authorization) : call;
  };

  it('off: not there for anyone', async () => {
    const site = await start({ VERSION_PAGE: 'off' });
    for (const pathname of ['/__version', '/__version?redux=true', '/__VERSION', '/cy/__version', '/cy/__version?redux=true']) {
      const res = await open(site, pathname);
      expect({ pathname, status: res.status, cache: res.headers['cache-control'] }).toEqual({ pathname, status: 404, cache: 'no-store' });
    }
  });

  it('off: says so in the language of the address', async () => {
    const site = await start({ VERSION_PAGE: 'off' });
    const welsh = await open(site, '/cy/__version').expect(404);
    expect(welsh.text).toContain('<html lang="cy">');
    expect(welsh.text).toContain('<h1>404 Tudalen heb ei chanfod</h1>');
    expect(welsh.text).toContain('<a href="/cy">Mynd i’r hafan</a>');
    const english = await open(site, '/__version').expect(404);
    expect(english.text).toContain('<h1>404 Page Not Found</h1>');
    expect(english.text).toContain('<a href="/">Go to the home page</a>');
  });

  it('token: only for Authorization: Bearer VERSION_PAGE_TOKEN', async () => {
    const site = await start({ VERSION_PAGE: 'token', VERSION_PAGE_TOKEN: TOKEN });
    await open(site, '/__version').expect(404);
    await open(site, '/__version', `Bearer ${TOKEN}x`).expect(404);
    await open(site, '/__version?redux=true', `Basic ${TOKEN}`).expect(404);
    const shown = await open(site, '/__version', `Bearer ${TOKEN}`).expect(200);
    expect(shown.headers['cache-control']).toBe('private, no-store');
  });

  it("staff: for the provider's staff signed in, and the token's bearer", async () => {
    const site = await start({ VERSION_PAGE: 'staff', VERSION_PAGE_TOKEN: TOKEN, STAFF_EMAIL_DOMAIN: 'example.com' });
    await open(site, '/__version').expect(404);
    await open(site, '/__version', `Bearer ${TOKEN}`).expect(200);
    const staff = await AccountVisitor.arrive(site.app);
    await staff.signIn('ada', 'Orchid-Walk-2026');
    const page = await staff.get('/__version').expect(200);
    expect(page.headers['cache-control']).toBe('private, no-store');

    const elsewhere = await start({ VERSION_PAGE: 'staff' });
    const member = await AccountVisitor.arrive(elsewhere.app);
    await member.signIn('ada', 'Orchid-Walk-2026');
    await member.get('/__version').expect(404);
  });

  it('defaults to staff in front of a real Contensis instance, and refuses what it cannot read', () => {
    expect(loadConfig({}).versionPage).toEqual({ access: 'public', token: null });
    expect(loadConfig({ CONTENSIS_URL: 'https://api.example.org' }).versionPage).toEqual({ access: 'staff', token: null });
    expect(() => loadConfig({ VERSION_PAGE: 'everyone' })).toThrow(ConfigError);
    expect(() => loadConfig({ VERSION_PAGE: 'token' })).toThrow(/VERSION_PAGE_TOKEN/);
    expect(() => loadConfig({ VERSION_PAGE: 'token', VERSION_PAGE_TOKEN: 'short' })).toThrow(/at least 24/);
  });
});

describe('the commit of a checkout', () => {
  const A = 'a'.repeat(40);
  const B = 'b'.repeat(40);
  const checkout = (files: Record<string, string>) => {
    const root = fs.mkdtempSync(path.join(os.tmpdir(), 'trellis-git-'));
    for (const [name, text] of Object.entries(files)) {
      fs.mkdirSync(path.dirname(path.join(root, name)), { recursive: true });
      fs.writeFileSync(path.join(root, name), text);
    }
    return root;
  };

  it.each([
    ['no checkout', {}, null],
    ['a branch with a loose ref', { '.git/HEAD': 'ref: refs/heads/main\n', '.git/refs/heads/main': `${A}\n` }, A],
    [
      'a branch in packed-refs',
      { '.git/HEAD': 'ref: refs/heads/main\n', '.git/packed-refs': `# pack-refs\n${B} refs/heads/other\n${A} refs/heads/main\n` },
      A,
    ],
    ['a detached head', { '.git/HEAD': `${B}\n` }, B],
    [
      'a linked worktree',
      {
        '.git': 'gitdir: repo/.git/worktrees/wt\n',
        'repo/.git/worktrees/wt/HEAD': 'ref: refs/heads/wt\n',
        'repo/.git/worktrees/wt/commondir': '../..\n',
        'repo/.git/refs/heads/wt': `${B}\n`,
      },
      B,
    ],
    ['a branch not yet committed to', { '.git/HEAD': 'ref: refs/heads/main\n' }, null],
    ['a HEAD that is not git', { '.git/HEAD': 'nonsense' }, null],
    ['a ref leaving the folder', { '.git/HEAD': 'ref: refs/../../secret\n' }, null],
  ])('%s', (_what, files, expected) => {
    expect(readGitCommit(checkout(files))).toBe(expected);
  });
});
