import fs from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import request from 'supertest';
import { dropChangedContent } from '../../server/contentChanges';
import { copyDemoPack, PUBLIC_HOST, startTestSite } from './support/site';

interface Call {
  url: string;
  status: number;
}

/** A pass-through to the platform that records each call the site makes and what it answered. */
async function recordingProxy(target: string) {
  const calls: Call[] = [];
  const server = http.createServer((req, res) => {
    const upstream = http.request(`${target}${req.url}`, { method: req.method, headers: req.headers }, (answer) => {
      calls.push({ url: req.url ?? '', status: answer.statusCode ?? 0 });
      res.writeHead(answer.statusCode ?? 502, answer.headers);
      answer.pipe(res);
    });
    req.pipe(upstream);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    calls,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** The demo pack without its `/search` node: a site search page of content that has none. */
function packWithoutSearchNode(): string {
  const pack = copyDemoPack();
  const file = path.join(pack, 'website', 'nodes.json');
  const root = JSON.parse(fs.readFileSync(file, 'utf8')) as { children: { slug: string }[] };
  root.children = root.children.filter((child) => child.slug !== 'search');
  fs.writeFileSync(file, JSON.stringify(root, null, 2));
  return pack;
}

// Pages of every kind: the search page (whose node is missing), a content page, a listing, the home page.
const PAGES = ['/search?term=garden', '/about/history', '/news', '/'];

describe('calls whose answer is known not to exist', () => {
  let pack = '';
  let site: Awaited<ReturnType<typeof startTestSite>>;
  let proxy: Awaited<ReturnType<typeof recordingProxy>>;
  let counted: Awaited<ReturnType<typeof startTestSite>>;
  const get = (page: string) => request(counted.app).get(page).set('Host', PUBLIC_HOST).expect(200);

  beforeAll(async () => {
    pack = packWithoutSearchNode();
    site = await startTestSite({ contentDir: pack });
    proxy = await recordingProxy(site.platform.url);
    // The page-state cache off: every request runs its route loader, as a request the prepared pages miss does.
    counted = await startTestSite({ contentDir: pack, env: { PAGE_STATE_CACHE_TTL_MS: '0' }, upstream: { rootUrl: proxy.url } });
  });
  afterAll(async () => {
    await proxy.close();
    await counted.close();
    await site.close();
    fs.rmSync(pack, { recursive: true, force: true });
  });

  it('are asked once within their cache life, and again after a content change', async () => {
    for (const page of PAGES) await get(page);
    const missing = proxy.calls.filter((call) => call.status === 404).map((call) => call.url);
    expect(missing).toEqual([expect.stringMatching(/^\/api\/delivery\/projects\/website\/nodes\/search\?/)]);

    proxy.calls.length = 0;
    for (const page of PAGES) await get(page);
    expect(proxy.calls.filter((call) => call.status === 404)).toEqual([]);

    // Any change to the project's nodes (a /search node added, say) may make it exist.
    dropChangedContent({ keys: ['website_nodes'], everything: false, projects: [] });
    proxy.calls.length = 0;
    await get('/search?term=garden');
    expect(proxy.calls.filter((call) => call.status === 404).map((call) => call.url)).toEqual(missing);
  });
});
