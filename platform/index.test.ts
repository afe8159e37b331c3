import { spawn } from 'node:child_process';
import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Client, Op, Query } from 'contensis-delivery-api';
import { accountOptionsFromEnv, contentWatchFromEnv, DEFAULT_REDIRECT_ORIGINS, startPlatform, type RunningPlatform } from './index';
import { ACCESS_TOKEN, SAMPLE_DIR } from './test-fixtures/samplePlatform';

// The official contensis-delivery-api client against a started platform.

const dataDir = mkdtempSync(join(tmpdir(), 'trellis-platform-'));
let platform: RunningPlatform;

beforeAll(async () => {
  platform = await startPlatform({ contentDir: SAMPLE_DIR, dataDir, port: 0 });
});
afterAll(async () => {
  await platform.close();
  rmSync(dataDir, { recursive: true, force: true });
});

function client(): Client {
  return Client.create({ rootUrl: platform.url, accessToken: ACCESS_TOKEN, projectId: 'website', language: 'en-GB' });
}

describe('startPlatform', () => {
  it('listens on an ephemeral port of 127.0.0.1 and answers with the loaded pack', async () => {
    expect(platform.url).toBe(`http://127.0.0.1:${platform.port}`);
    expect(platform.port).toBeGreaterThan(0);
    expect(platform.pack.projects.has('website')).toBe(true);
  });

  it('keeps transformed images in DATA_DIR/image-cache', async () => {
    const res = await fetch(`${platform.url}/image-library/photo.png?w=1&f=webp`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('image/webp');
    expect(readdirSync(join(dataDir, 'image-cache')).filter((name) => name.endsWith('.webp'))).toHaveLength(1);
  });
});

describe('the official delivery client', () => {
  it('gets entries, with link depth and versionStatus', async () => {
    const about = await client().entries.get('about');
    expect(about.entryTitle).toBe('About us');
    const resolved = await client().entries.get({ id: 'article-1', linkDepth: 1 });
    expect((resolved.author as { entryTitle: string }).entryTitle).toBe('Alice');
    const preview = Client.create({ rootUrl: platform.url, accessToken: ACCESS_TOKEN, projectId: 'website', versionStatus: 'latest' });
    const draft = await preview.entries.get('about');
    expect(draft.entryTitle).toBe('About us (draft)');
    const french = await client().entries.get({ id: 'about', language: 'fr-FR' });
    expect(french.entryTitle).toBe('À propos');
  });

  it('rejects with the status and the JSON error for a missing entry', async () => {
    await expect(client().entries.get('nope')).rejects.toMatchObject({ status: 404, data: { type: 'error', logId: expect.any(String) } });
  });

  it('gets nodes by path, root, children and ancestors', async () => {
    const team = await client().nodes.get('/about/team');
    expect(team).toMatchObject({ id: 'n-team', path: '/about/team', entry: { sys: { id: 'team' } } });
    const withChildren = await client().nodes.get({ path: '/about', depth: 1, entryFields: ['*'] });
    expect(withChildren.children?.map((node) => node.id)).toEqual(['n-team']);
    expect(withChildren.entry?.entryTitle).toBe('About us');
    const partial = await client().nodes.get({ path: '/about/team/nobody', allowPartialMatch: true });
    expect(partial.id).toBe('n-team');
    const root = await client().nodes.getRoot({ depth: 1 });
    expect(root.children?.length).toBe(4);
    expect((await client().nodes.getChildren('n-about')).map((node) => node.id)).toEqual(['n-team']);
    expect((await client().nodes.getAncestors({ id: 'n-alice', startLevel: 2 })).map((node) => node.id)).toEqual(['n-about', 'n-team']);
    expect((await client().nodes.getByEntry('alice')).map((node) => node.id)).toEqual(['n-alice', 'n-alice-2']);
    expect((await client().nodes.getParent('n-alice')).id).toBe('n-team');
    expect((await client().nodes.getSiblings('n-news')).map((node) => node.id)).toEqual(['n-about', 'n-contact', 'n-people']);
  });

  it('gets taxonomy nodes by key and path, and resolves children', async () => {
    const regions = await client().taxonomy.getNodeByKey({ key: '0/2', childDepth: 1, order: 'defined' });
    expect(regions.children?.map((node) => node.name)).toEqual(['Wales', 'England', 'Scotland']);
    const byPath = await client().taxonomy.getNodeByPath('Root/Topics');
    expect(byPath).toMatchObject({ key: '0/1', name: 'Topics', hasChildren: true });
    const resolved = await client().taxonomy.resolveChildren(byPath);
    expect(resolved.children?.map((node) => node.name)).toEqual(['Arts', 'Science']);
  });

  it('searches, lists and resolves links client-side', async () => {
    const query = new Query(Op.equalTo('sys.contentTypeId', 'person'), Op.equalTo('sys.language', 'en-GB'));
    query.orderBy = ['name'];
    const people = await client().entries.search(query);
    expect(people.items.map((entry) => entry.entryTitle)).toEqual(['Alice', 'Bob']);
    const list = await client().entries.list({ contentTypeId: 'page', pageOptions: { pageIndex: 0, pageSize: 2 }, order: ['entryTitle'] });
    expect(list).toMatchObject({ pageSize: 2, totalCount: 4 });
    const zenql = await client().entries.search('sys.contentTypeId = article');
    // Searches span every language unless the query names one.
    expect(zenql.items.map((entry) => `${entry.sys.id}/${entry.sys.language}`).sort()).toEqual(['article-1/en-GB', 'article-1/fr-FR']);
    const article = await client().entries.get('article-1');
    const resolved = await client().entries.resolve(article, ['author']);
    expect((resolved.author as { entryTitle: string }).entryTitle).toBe('Alice');
  });

  it('gets the project and a content type', async () => {
    expect((await client().project.get()).primaryLanguage).toBe('en-GB');
    expect((await client().contentTypes.get('person')).name).toEqual({ 'en-GB': 'Person', 'fr-FR': 'Personne' });
  });

  it('authenticates with client credentials and keeps working with the bearer token', async () => {
    const credentials = Client.create({
      rootUrl: platform.url,
      projectId: 'website',
      clientType: 'client_credentials',
      clientDetails: { clientId: 'website-client', clientSecret: 'website-secret' },
    });
    expect((await credentials.entries.get('team')).entryTitle).toBe('Our team');
    expect((await credentials.nodes.getRoot()).id).toBe('n-root');
    const wrong = Client.create({
      rootUrl: platform.url,
      projectId: 'website',
      clientType: 'client_credentials',
      clientDetails: { clientId: 'website-client', clientSecret: 'wrong' },
    });
    await expect(wrong.entries.get('team')).rejects.toMatchObject({ name: 'ContensisAuthenticationError', message: 'invalid_client' });
  });
});

describe('user logins with the official client', () => {
  it("signs in with contensis_classic and reads content restricted to the user's groups", async () => {
    const asAda = Client.create({
      rootUrl: platform.url,
      projectId: 'website',
      clientType: 'contensis_classic',
      clientDetails: { username: 'ada', password: 'seed password' },
    });
    expect((await asAda.nodes.get('/staff')).id).toBe('n-staff');
    const wrong = Client.create({
      rootUrl: platform.url,
      projectId: 'website',
      clientType: 'contensis_classic',
      clientDetails: { username: 'ada', password: 'wrong' },
    });
    await expect(wrong.nodes.get('/staff')).rejects.toMatchObject({ name: 'ContensisAuthenticationError', message: 'invalid_grant' });
  });

  it('keeps users and their sessions in DATA_DIR across restarts', async () => {
    const signIn = await fetch(`${platform.url}/authenticate/connect/token`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
      body: 'grant_type=contensis_classic&username=ada&password=seed%20password',
    });
    const { refresh_token: refreshToken } = (await signIn.json()) as { refresh_token: string };
    const second = await startPlatform({ contentDir: SAMPLE_DIR, dataDir, port: 0 });
    try {
      const refreshed = await fetch(`${second.url}/authenticate/connect/token`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
        body: new URLSearchParams({ grant_type: 'contensis_classic_refresh_token', refresh_token: refreshToken }),
      });
      expect(refreshed.status).toBe(200);
    } finally {
      await second.close();
    }
  });
});

describe('tokens across restarts', () => {
  it('stay valid when the platform restarts with the same data folder', async () => {
    const first = await startPlatform({ contentDir: SAMPLE_DIR, dataDir, port: 0 });
    const res = await fetch(`${first.url}/authenticate/connect/token`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
      body: 'grant_type=client_credentials&client_id=website-client&client_secret=website-secret',
    });
    const { access_token: token } = (await res.json()) as { access_token: string };
    await first.close();
    const second = await startPlatform({ contentDir: SAMPLE_DIR, dataDir, port: 0 });
    try {
      const answer = await fetch(`${second.url}/api/delivery/projects/website`, { headers: { Authorization: `Bearer ${token}` } });
      expect(answer.status).toBe(200);
    } finally {
      await second.close();
    }
    const elsewhere = await startPlatform({ contentDir: SAMPLE_DIR, dataDir: join(dataDir, 'other'), port: 0 });
    try {
      const answer = await fetch(`${elsewhere.url}/api/delivery/projects/website`, { headers: { Authorization: `Bearer ${token}` } });
      expect(answer.status).toBe(401);
    } finally {
      await elsewhere.close();
    }
  });
});

describe('account options from the environment', () => {
  it('reads FEDERATED_REDIRECT_ORIGINS, PLATFORM_LOCKOUT_ATTEMPTS and PLATFORM_LOCKOUT_MINUTES, with defaults, and refuses malformed values', () => {
    expect(accountOptionsFromEnv({})).toEqual({
      accountSettings: { lockAfter: 10, lockForMs: 15 * 60_000 },
      federatedRedirectOrigins: DEFAULT_REDIRECT_ORIGINS,
    });
    expect(
      accountOptionsFromEnv({
        FEDERATED_REDIRECT_ORIGINS: 'https://www.example.org',
        PLATFORM_LOCKOUT_ATTEMPTS: '5',
        PLATFORM_LOCKOUT_MINUTES: '2',
      }),
    ).toEqual({
      accountSettings: { lockAfter: 5, lockForMs: 2 * 60_000 },
      federatedRedirectOrigins: ['https://www.example.org'],
    });
    expect(() => accountOptionsFromEnv({ PLATFORM_LOCKOUT_ATTEMPTS: '0' })).toThrow(/PLATFORM_LOCKOUT_ATTEMPTS/);
    expect(() => accountOptionsFromEnv({ PLATFORM_LOCKOUT_MINUTES: 'forever' })).toThrow(/PLATFORM_LOCKOUT_MINUTES/);
    expect(() => accountOptionsFromEnv({ FEDERATED_REDIRECT_ORIGINS: 'https://example.org/path' })).toThrow(/not an origin/);
  });
});

describe('npm run platform (platform/main.ts)', () => {
  it('logs its URL, serves the pack and closes on SIGTERM', async () => {
    const child = spawn(process.execPath, ['--import', 'tsx', join(__dirname, 'main.ts')], {
      env: { ...process.env, PLATFORM_PORT: '0', CONTENT_DIR: SAMPLE_DIR, DATA_DIR: join(dataDir, 'cli') },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    const url = await new Promise<string>((resolve, reject) => {
      let output = '';
      child.stdout.on('data', (chunk: Buffer) => {
        output += chunk.toString();
        const match = /"url":"(http:\/\/[^"]+)"/.exec(output);
        if (match) resolve(match[1]);
      });
      child.once('exit', (code) => reject(new Error(`exited with ${code}: ${output}`)));
    });
    const answer = await fetch(`${url}/api/delivery/projects/website`, { headers: { accessToken: ACCESS_TOKEN } });
    expect(answer.status).toBe(200);
    const exitCode = new Promise<number | null>((resolve) => child.once('exit', resolve));
    child.kill('SIGTERM');
    expect(await exitCode).toBe(0);
  }, 20_000);
});

describe('contentWatchFromEnv', () => {
  it('watches the pack unless CONTENT_WATCH says not to, and refuses another value', () => {
    expect(contentWatchFromEnv({})).toEqual({ watch: true });
    expect(contentWatchFromEnv({ NODE_ENV: 'production' })).toEqual({ watch: true });
    expect(contentWatchFromEnv({ NODE_ENV: 'development' })).toEqual({ watch: true });
    expect(contentWatchFromEnv({ NODE_ENV: 'development', CONTENT_WATCH: '0' })).toEqual({ watch: false });
    expect(contentWatchFromEnv({ NODE_ENV: 'production', CONTENT_WATCH: '1' })).toEqual({ watch: true });
    expect(() => contentWatchFromEnv({ CONTENT_WATCH: 'sometimes' })).toThrow('CONTENT_WATCH must be true or false (got "sometimes")');
  });
});
