import request from 'supertest';
import { startFakeUpstream, hang } from './support/fakeUpstream';
import { DEMO_TOKEN, PUBLIC_HOST, startTestSite } from './support/site';

// The browser proxy /api/delivery is a trust boundary: what an attacker would send through it, each refused.
type Site = Awaited<ReturnType<typeof startTestSite>>;
type Upstream = Awaited<ReturnType<typeof startFakeUpstream>>;
let site: Site;
let upstream: Upstream;
let fake: Site;

beforeAll(async () => {
  site = await startTestSite();
  upstream = await startFakeUpstream({ forwardTo: site.platform.url });
  // The same site in front of a recording upstream, to see exactly what would be forwarded.
  fake = await startTestSite({ upstream: { rootUrl: upstream.url }, env: { PLATFORM_TIMEOUT_MS: '300' } });
});
afterAll(async () => {
  await Promise.all([site.close(), fake.close(), upstream.close()]);
});
beforeEach(() => {
  upstream.seen.length = 0;
  upstream.answerWith(null);
});

const get = (path: string, host = PUBLIC_HOST) => request(site.app).get(path).set('Host', host);
const viaFake = (method: 'get' | 'post' | 'head', path: string, host = PUBLIC_HOST) => request(fake.app)[method](path).set('Host', host);
const API = '/api/delivery/projects/website';

describe('the delivery proxy forwards only allow-listed read-only Delivery routes', () => {
  it.each([
    `${API}/../../../authenticate/connect/token`,
    `${API}/%2e%2e/%2e%2e/%2E%2E/api/security/users`,
    `${API}/entries/%2e%2e%2fsearch`,
    `${API}/nodes/a%5c..%5cb`,
    `${API}/nodes//about`,
    `${API}/entries/a/b/c`,
    `${API}/workflow/definitions`,
    '/api/delivery/projects',
    '/api/delivery/REST/Contensis/Security/IsAuthenticated',
  ])('refuses %s without forwarding it', async (path) => {
    const response = await viaFake('get', path).expect(404);
    expect(response.body).toEqual({ message: 'Not found' });
    expect(upstream.seen).toEqual([]);
  });

  it('decides the method on the path alone: a query mentioning entries/search does not allow a POST', async () => {
    await viaFake('post', `${API}/nodes/root?x=/entries/search`).send({}).expect(405);
    await viaFake('post', `${API}/entries?zenql=/entries/search`).send({}).expect(405);
    expect(upstream.seen).toEqual([]);
  });

  it('forwards a normalised path with the server credentials, dropping the browser credentials', async () => {
    await viaFake('get', `${API}/Nodes/about?accessToken=stolen&language=en-GB`)
      .set('Authorization', 'Bearer mine')
      .set('Cookie', 'a=b')
      .expect(200);
    expect(upstream.seen).toHaveLength(1);
    const [seen] = upstream.seen;
    expect(seen.url).toBe('/api/delivery/projects/website/Nodes/about?language=en-GB');
    expect(seen.headers.accesstoken).toBe(DEMO_TOKEN);
    expect(seen.headers.authorization).toBeUndefined();
    expect(seen.headers.cookie).toBeUndefined();
  });

  it('answers the official routes a page needs, GET and HEAD alike', async () => {
    const node = await get(`${API}/nodes/about`).expect(200);
    expect(node.body.path).toBe('/about');
    const head = await request(site.app).head(`${API}/nodes/about`).set('Host', PUBLIC_HOST).expect(200);
    expect(head.headers['content-type']).toMatch(/json/);
    await get(`${API}/nodes/root?depth=1`).expect(200);
    await get(`${API}/entries?pageSize=1`).expect(200);
    await get(`${API}/contenttypes/newsArticle`).expect(200);
    const search = await request(site.app)
      .post(`${API}/entries/search`)
      .set('Host', PUBLIC_HOST)
      .set('Content-Type', 'application/json; charset=utf-8')
      .send({ pageSize: 1, where: [{ field: 'sys.contentTypeId', equalTo: 'newsArticle' }] })
      .expect(200);
    expect(search.body.items).toHaveLength(1);
  });

  it('refuses a search body over the limit with 413, without forwarding it', async () => {
    const where = [{ field: 'entryTitle', contains: 'x'.repeat(300 * 1024) }];
    const response = await viaFake('post', `${API}/entries/search`).set('Content-Type', 'application/json').send({ where }).expect(413);
    expect(response.body.message).toMatch(/larger than/);
    expect(upstream.seen).toEqual([]);
  });

  it('answers 504 with a message when the platform does not answer in time', async () => {
    upstream.answerWith(hang);
    const response = await viaFake('get', `${API}/nodes/about`).expect(504);
    expect(response.body.message).toMatch(/did not answer in time/);
  });

  it('answers 503 when the platform closes the connection without answering, 502 when its answer cannot be read', async () => {
    upstream.answerWith((_request, res) => res.socket?.resetAndDestroy());
    const reset = await viaFake('get', `${API}/nodes/about`).expect(503);
    expect(reset.body.message).toMatch(/unavailable/);
    expect(reset.headers['cache-control']).toBe('no-store');
    upstream.answerWith((_request, res) => res.socket?.end('HTTP/1.1 200 OK\r\nContent-Length: nonsense\r\n\r\n'));
    await viaFake('get', `${API}/nodes/about`).expect(502);
  });

  it("cuts its answer off when the platform's breaks off, rather than leave the browser waiting for the rest", async () => {
    upstream.answerWith((_request, res) => {
      res.writeHead(200, { 'content-type': 'application/json', 'content-length': 1000 }).write('{"id":');
      setTimeout(() => res.socket?.resetAndDestroy(), 20);
    });
    const server = fake.app.listen(0, '127.0.0.1');
    await new Promise((resolve) => server.once('listening', resolve));
    try {
      const { port } = server.address() as import('node:net').AddressInfo;
      const response = await fetch(`http://127.0.0.1:${port}${API}/nodes/about`, {
        headers: { host: PUBLIC_HOST },
        signal: AbortSignal.timeout(5000),
      });
      expect(response.status).toBe(200);
      await expect(response.text()).rejects.toThrow(/terminated/);
    } finally {
      server.closeAllConnections();
      server.close();
    }
  });

  it("keeps the platform's caching for a JSON success only: an HTML page or an error answer is not stored, a platform 500 is a 502", async () => {
    const answer = (status: number, type: string) =>
      upstream.answerWith((_request, res) =>
        res.writeHead(status, { 'content-type': type, 'cache-control': 'public, max-age=3600' }).end('{}'),
      );
    answer(200, 'application/json; charset=utf-8');
    expect((await viaFake('get', `${API}/nodes/about`).expect(200)).headers['cache-control']).toBe('public, max-age=3600');
    answer(200, 'text/html');
    expect((await viaFake('get', `${API}/nodes/about`).expect(200)).headers['cache-control']).toBe('no-store');
    // The platform's own failure is passed on as a bad gateway: a 500 would be the site's.
    answer(500, 'application/json');
    expect((await viaFake('get', `${API}/nodes/about`).expect(502)).headers['cache-control']).toBe('no-store');
  });
});

describe('the delivery proxy shows only what this host shows', () => {
  it('serves only the project of a public host; localhost may ask for every project', async () => {
    await get('/api/delivery/projects/intranet/nodes/root').expect(404);
    await get('/api/delivery/projects/intranet/nodes/root', 'intranet.example.test').expect(200);
    await get('/api/delivery/projects/intranet/nodes/root', 'localhost').expect(200);
  });

  it('serves drafts only on hosts that show drafts', async () => {
    const refused = await viaFake('get', `${API}/nodes/about?versionStatus=latest`).expect(403);
    expect(refused.body.message).toMatch(/Draft content/);
    await viaFake('get', `${API}/nodes/about?versionStatus=published&VersionStatus=LATEST`).expect(403);
    expect(upstream.seen).toEqual([]);
    const local = await get(`${API}/nodes/about?versionStatus=latest`, 'localhost').expect(200);
    expect(local.headers['cache-control']).toBe('private, no-store');
  });

  it('sends no CORS headers, so other origins cannot read answers, and refuses pre-flight requests', async () => {
    const response = await get(`${API}/nodes/about`).set('Origin', 'https://evil.example').expect(200);
    expect(Object.keys(response.headers).filter((name) => name.startsWith('access-control-'))).toEqual([]);
    await request(site.app).options(`${API}/nodes/about`).set('Host', PUBLIC_HOST).set('Origin', 'https://evil.example').expect(405);
  });
});

describe('a project limited to groups', () => {
  let restricted: Site;
  beforeAll(async () => {
    restricted = await startTestSite({
      env: { PROJECTS: JSON.stringify([{ id: 'website', name: 'Members', hostnames: [PUBLIC_HOST], allowedGroups: ['Staff'] }]) },
    });
  });
  afterAll(() => restricted.close());

  it('sends anonymous visitors to sign in, privately, for every page', async () => {
    for (const path of ['/', '/about', '/no/such/page']) {
      const response = await request(restricted.app).get(path).set('Host', PUBLIC_HOST).expect(302);
      expect(response.headers.location).toBe(`/account/login?redirect_uri=${encodeURIComponent(path)}`);
      expect(response.headers['cache-control']).toBe('private, no-store');
      expect(response.headers['surrogate-key']).toBeUndefined();
    }
  });

  it('refuses its delivery API to anonymous visitors', async () => {
    const response = await request(restricted.app).get(`${API}/nodes/root`).set('Host', PUBLIC_HOST).expect(401);
    expect(response.body.message).toMatch(/Sign in/);
  });

  /** A visitor signed in on the restricted site, as the sign-in form does it (CSRF token from the session page). */
  async function signedIn(username: string, password: string) {
    const agent = request.agent(restricted.app);
    const session = await agent.get('/account/session').set('Host', PUBLIC_HOST).expect(200);
    await agent
      .post('/account/login')
      .set('Host', PUBLIC_HOST)
      .set('x-csrf-token', session.body.csrfToken)
      .send({ username, password })
      .expect(200);
    return (path: string) => agent.get(path).set('Host', PUBLIC_HOST);
  }

  it('refuses a signed-in visitor outside its groups, on pages and the proxy', async () => {
    // Ada is in Members only.
    const ada = await signedIn('ada', 'Orchid-Walk-2026');
    const page = await ada('/about').expect(302);
    expect(page.headers.location).toMatch(/^\/account\/access-denied/);
    expect(page.headers['cache-control']).toBe('private, no-store');
    const proxied = await ada(`${API}/nodes/root`).expect(403);
    expect(proxied.headers['cache-control']).toBe('no-store');
  });

  it('shows a member of its groups pages and the proxy, never publicly cached', async () => {
    // Grace is in Staff.
    const grace = await signedIn('grace', 'Seed-Bank-1889');
    const page = await grace('/about').expect(200);
    expect(page.text).toMatch(/<h1[^>]*>About/);
    expect(page.headers['cache-control']).toBe('private, no-store');
    expect(page.headers['surrogate-key']).toBeUndefined();
    const proxied = await grace(`${API}/nodes/about`).expect(200);
    expect(proxied.body.path).toBe('/about');
    expect(proxied.headers['cache-control']).toBe('private, no-store');
  });

  it('leaves the account pages reachable (no redirect loop)', async () => {
    const response = await request(restricted.app).get('/account/login').set('Host', PUBLIC_HOST);
    expect(response.status).not.toBe(302);
  });
});
