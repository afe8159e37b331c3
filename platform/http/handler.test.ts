import request from 'supertest';
import { API, AUTH, sampleServer } from '../test-fixtures/samplePlatform';

const server = sampleServer();

function expectErrorBody(body: unknown, status: number): void {
  expect(body).toEqual({ logId: expect.any(String), message: expect.any(String), data: null, type: 'error' });
  expect((body as { message: string }).message.length).toBeGreaterThan(0);
  expect(status).toBeGreaterThanOrEqual(400);
}

describe('project and content types', () => {
  it('answers the project', async () => {
    const res = await request(server).get(API).set(AUTH).expect(200);
    expect(res.headers['content-type']).toMatch(/^application\/json/);
    expect(res.body).toEqual({
      id: 'website',
      name: 'Website',
      description: 'The sample site',
      primaryLanguage: 'en-GB',
      supportedLanguages: ['en-GB', 'fr-FR'],
      deliverySysExclusions: [],
    });
  });

  it('treats the project id and keyword segments case-insensitively and allows trailing slashes', async () => {
    const a = await request(server).get('/api/delivery/projects/WebSite/contentTypes/page/').set(AUTH).expect(200);
    const b = await request(server).get('/API/Delivery/Projects/website/contenttypes/PAGE').set(AUTH).expect(200);
    expect(a.body.id).toBe('page');
    expect(b.body).toEqual(a.body);
  });

  it('answers one content type with localised names, and the list of all', async () => {
    const one = await request(server).get(`${API}/contentTypes/person`).set(AUTH).expect(200);
    expect(one.body).toMatchObject({
      id: 'person',
      projectId: 'website',
      name: { 'en-GB': 'Person', 'fr-FR': 'Personne' },
      entryTitleField: 'name',
    });
    const list = await request(server).get(`${API}/contenttypes`).set(AUTH).expect(200);
    expect(list.body.map((type: { id: string }) => type.id)).toEqual(['page', 'person', 'article', 'image', 'document']);
    expect(list.body[0].name).toEqual({ 'en-GB': 'Page' });
  });

  it('answers 404 for an unknown project, content type or route', async () => {
    for (const path of [
      '/api/delivery/projects/nope',
      `${API}/contentTypes/nope`,
      `${API}/whatever`,
      '/api/delivery/other',
      `${API}/entries/a/b`,
    ]) {
      const res = await request(server).get(path).set(AUTH);
      expect(res.status).toBe(404);
      expectErrorBody(res.body, res.status);
    }
  });

  it('answers 405 with Allow for a method a route does not take', async () => {
    const res = await request(server).delete(`${API}/entries/about`).set(AUTH).expect(405);
    expect(res.headers.allow).toBe('GET, HEAD');
    expectErrorBody(res.body, 405);
    await request(server).post(`${API}/entries/about`).set(AUTH).send({}).expect(405);
    await request(server).get('/authenticate/connect/token').expect(405);
  });

  it('ignores unknown query parameters, as the official client adds some', async () => {
    await request(server)
      .get(`${API}/entries/about?defaultHeaders=%5Bobject%20Object%5D&clientType=client_credentials`)
      .set(AUTH)
      .expect(200);
  });

  it('answers HEAD without a body', async () => {
    const res = await request(server).head(API).set(AUTH).expect(200);
    expect(res.text ?? '').toBe('');
    expect(Number(res.headers['content-length'])).toBeGreaterThan(0);
  });

  it('answers a malformed path escape with 400, not 500', async () => {
    const res = await request(server).get(`${API}/entries/%E0%A4%A`).set(AUTH).expect(400);
    expectErrorBody(res.body, 400);
  });
});

describe('CORS', () => {
  it('puts CORS headers on every answer, errors included', async () => {
    const ok = await request(server).get(API).set(AUTH);
    expect(ok.headers['access-control-allow-origin']).toBe('*');
    expect(ok.headers['access-control-expose-headers']).toMatch(/surrogate-key/);
    expect(ok.headers['access-control-expose-headers']).toMatch(/x-contensis-classic-token/);
    const denied = await request(server).get(API).expect(401);
    expect(denied.headers['access-control-allow-origin']).toBe('*');
  });

  it('answers pre-flight OPTIONS without a token', async () => {
    const res = await request(server)
      .options(`${API}/entries/search`)
      .set('Origin', 'http://localhost:3000')
      .set('Access-Control-Request-Method', 'POST')
      .set('Access-Control-Request-Headers', 'accesstoken, content-type')
      .expect(204);
    const allowed = String(res.headers['access-control-allow-headers']).toLowerCase();
    for (const header of ['accesstoken', 'authorization', 'content-type', 'x-require-surrogate-key', 'x-crb-ssr']) {
      expect(allowed).toContain(header);
    }
    expect(res.headers['access-control-allow-methods']).toMatch(/POST/);
  });
});

describe('surrogate keys', () => {
  it('names the entries and nodes used, only when asked for', async () => {
    const plain = await request(server).get(`${API}/entries/team?linkDepth=1`).set(AUTH).expect(200);
    expect(plain.headers['surrogate-key']).toBeUndefined();
    const keyed = await request(server).get(`${API}/entries/team?linkDepth=1`).set(AUTH).set('x-require-surrogate-key', 'true').expect(200);
    expect(keyed.headers['surrogate-key'].split(' ').sort()).toEqual(['website_entry_alice', 'website_entry_team']);
  });

  it('adds a project key to searches and entry lists, and a content type key to its lists', async () => {
    const search = await request(server)
      .get(`${API}/entries/search?where=${encodeURIComponent('[{"field":"sys.id","equalTo":"news"}]')}`)
      .set(AUTH)
      .set('x-require-surrogate-key', 'true')
      .expect(200);
    expect(search.headers['surrogate-key'].split(' ').sort()).toEqual(['website_entries', 'website_entry_news']);
    const list = await request(server)
      .get(`${API}/contentTypes/person/entries`)
      .set(AUTH)
      .set('x-require-surrogate-key', 'true')
      .expect(200);
    expect(list.headers['surrogate-key'].split(' ').sort()).toEqual([
      'website_contenttype_person',
      'website_entry_alice',
      'website_entry_bob',
    ]);
  });

  it('keys node answers by node and the tree, and by entry when entry fields are included', async () => {
    const stub = await request(server).get(`${API}/nodes/about`).set(AUTH).set('x-require-surrogate-key', 'true').expect(200);
    expect(stub.headers['surrogate-key'].split(' ').sort()).toEqual(['website_node_n-about', 'website_nodes']);
    const full = await request(server).get(`${API}/nodes/about?entryFields=*`).set(AUTH).set('x-require-surrogate-key', 'true').expect(200);
    expect(full.headers['surrogate-key'].split(' ').sort()).toEqual(['website_entry_about', 'website_node_n-about', 'website_nodes']);
  });

  it('names the requested node of a tree answer, not every descendant', async () => {
    const res = await request(server).get(`${API}/nodes/root?depth=3`).set(AUTH).set('x-require-surrogate-key', 'true').expect(200);
    const keys = res.headers['surrogate-key'].split(' ');
    expect(keys).toContain('website_nodes');
    expect(keys.filter((key: string) => key.startsWith('website_node_'))).toEqual([`website_node_${res.body.id}`]);
    expect(res.body.children.length).toBeGreaterThan(0);
  });
});

describe('unexpected failures', () => {
  it('answer 500 JSON without a stack', async () => {
    const broken = sampleServer({
      resolveCaller: () => {
        throw new TypeError('boom at secret/place.ts:12');
      },
    });
    const res = await request(broken).get(API).expect(500);
    expectErrorBody(res.body, 500);
    expect(res.text).not.toContain('boom');
    expect(res.text).not.toContain('place.ts');
  });
});

describe('bad input', () => {
  const routes = [
    '/entries/about',
    '/entries',
    '/entries/search',
    '/contentTypes/page/entries',
    '/nodes/root',
    '/nodes/about',
    '/nodes/n-alice/ancestors',
    '/nodes/n-alice/ancestor',
    '/nodes/',
    '/taxonomy/nodes/0',
  ];
  const garbage = [
    'linkDepth=-1',
    'linkDepth=1e3',
    'language=%00',
    'versionStatus=',
    'versionStatus=all',
    'fields=%5B1%2C2%5D',
    'fields=%5B',
    'fieldLinkDepths=%5B1%5D',
    'fieldLinkDepths=null',
    'where=%7B%7D',
    'where=%5B%5B%5D%5D',
    'where=%5B%7B%22field%22%3A1%2C%22equalTo%22%3A1%7D%5D',
    'orderBy=%5B1%5D',
    'orderBy=%7B%22x%22%3A1%7D',
    'aggregations=%5B%5D',
    'order=-',
    'pageIndex=x',
    'pageSize=0',
    'depth=1.5',
    'startLevel=x',
    'level=0',
    'childDepth=-2',
    'entryFields=%2C%2C',
    'entryLinkDepth=99',
    'entryFieldLinkDepths=%7B',
    'allowPartialMatch=maybe',
    'canonicalOnly=1',
    'entryId=',
    'zenql=%28%28%28',
    'path=%2F%2F%2F',
  ];

  it('never answers 500, always JSON', async () => {
    for (const route of routes) {
      for (const query of garbage) {
        const res = await request(server).get(`${API}${route}?${query}`).set(AUTH);
        expect([route, query, res.status < 500]).toEqual([route, query, true]);
        expect(res.headers['content-type']).toMatch(/^application\/json/);
      }
    }
  });

  it('answers a POST search body that is not a query object with 400', async () => {
    for (const body of ['[]', '"where"', '{"where":{}}', '{"pageSize":"lots"}', '{"orderBy":[{"up":"title"}]}', 'null']) {
      const res = await request(server).post(`${API}/entries/search`).set(AUTH).set('Content-Type', 'application/json').send(body);
      expect([body, res.status]).toEqual([body, 400]);
    }
  });
});
