// Mini lists shared between pages (server/render/sharedLists.ts): the home page's latest news and coming events are
// the same searches on every public page that shows them, so they are searched once, not once a page view; never
// for a signed-in visitor or a draft. The page-state and request caches are off here: what is shared is the lists.
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import request from 'supertest';
import { AccountVisitor } from './support/accountVisitor';
import { PUBLIC_HOST, siteForTests } from './support/site';

/** The platform behind a proxy that counts the searches the site makes. */
let target = '';
let searches = 0;
const proxy = http.createServer((req, res) => {
  if (req.url?.includes('/entries/search')) searches += 1;
  const upstream = new URL(req.url ?? '/', target);
  const forwarded = http.request(upstream, { method: req.method, headers: req.headers }, (answer) => {
    res.writeHead(answer.statusCode ?? 502, answer.headers);
    answer.pipe(res);
  });
  req.pipe(forwarded);
});
let proxyUrl = '';
beforeAll(async () => {
  await new Promise<void>((resolve) => proxy.listen(0, '127.0.0.1', resolve));
  proxyUrl = `http://127.0.0.1:${(proxy.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((resolve) => proxy.close(() => resolve())));

const site = siteForTests({
  env: { PAGE_STATE_CACHE_TTL_MS: '0', REQUEST_CACHE_SIZE: '0', MINILIST_CACHE_TTL_MS: '600000' },
  upstream: {
    get rootUrl() {
      return proxyUrl;
    },
  },
});
beforeAll(() => {
  target = site().platform.url;
});

/** The searches one page view made, and what it showed. */
async function view(send: () => request.Test) {
  const before = searches;
  const res = await send();
  expect(res.status).toBe(200);
  return { searches: searches - before, text: res.text, keys: String(res.headers['surrogate-key'] ?? '') };
}

const publicHome = () => request(site().app).get('/').set('Host', PUBLIC_HOST);

describe('mini lists shared between public pages', () => {
  it('searches the home page lists once, and shows them the same on the next view with their surrogate keys', async () => {
    const first = await view(publicHome);
    expect(first.searches).toBe(2);
    expect(first.text).toContain('First flowers in 26 years for our wild service tree');
    const second = await view(publicHome);
    expect(second.searches).toBe(0);
    expect(second.text).toContain('First flowers in 26 years for our wild service tree');
    // A CDN purge of the news must still reach the page: it carries the lists' keys as the first view did.
    expect(second.keys.split(' ').sort()).toEqual(first.keys.split(' ').sort());
    expect(second.keys).toContain('website_entries');
  });

  it('never shows a draft host the public lists: its views search for their own', async () => {
    await view(publicHome);
    const draft = await view(() => request(site().app).get('/').set('Host', 'localhost'));
    expect(draft.searches).toBe(2);
  });

  it('never shows a signed-in visitor the public lists: their views search with their own credentials', async () => {
    await view(publicHome);
    const visitor = await AccountVisitor.arrive(site().app);
    await visitor.signIn('ada', 'Orchid-Walk-2026');
    const signedIn = await view(() => visitor.get('/'));
    expect(signedIn.searches).toBe(2);
    expect(signedIn.text).toContain('First flowers in 26 years for our wild service tree');
  });
});
