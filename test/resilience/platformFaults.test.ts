// `npm start` pointed at a real local platform through a fault-injecting proxy (CONTENSIS_URL with the pack's access
// token), the micro-caches on as deployed. One fault at a time on one of the calls a page makes: too slow, cut off,
// reset, not JSON, the wrong shape, too large. Each gives the right status (504 slow, 503 no answer, 502 a bad
// answer; 200 where only a part of the page failed) with the short error caching; the very next request once the
// fault is gone gets the right page; and the site process never crashes. Then the same for the browser's delivery
// proxy and the library proxy.
import fs from 'node:fs';
import path from 'node:path';
import { startPlatform, type RunningPlatform } from '../../platform';
import { DEMO_TOKEN } from '../integration/support/site';
import { startFaultProxy, type Fault } from './support/faultProxy';
import { DEMO_PACK } from './support/packFacts';
import {
  answerBoundMs,
  CACHE_TTL_MS,
  ERROR_MAX_AGE,
  HANG_GUARD_MS,
  PUBLIC_HOST,
  PUBLIC_PROJECT,
  PUBLIC_PROJECTS,
} from './support/publicSite';
import { sendRaw, type RawAnswer } from './support/rawHttp';
import { tempDataDir } from './support/serve';
import { buildIfNeeded, isAlive, startServer, type LogLine, type RunningServer } from './support/startServer';

const HOST = PUBLIC_HOST;
const PROJECT = PUBLIC_PROJECT;
const PLATFORM_TIMEOUT_MS = 1000;
const ANSWER_BOUND_MS = answerBoundMs(PLATFORM_TIMEOUT_MS);
const API = `/api/delivery/projects/${PROJECT}`;

jest.setTimeout(60_000);

let platform: RunningPlatform;
let proxy: Awaited<ReturnType<typeof startFaultProxy>>;
let server: RunningServer & { running: LogLine };
let port: number;

beforeAll(async () => {
  await buildIfNeeded();
  platform = await startPlatform({ contentDir: DEMO_PACK, dataDir: tempDataDir(), port: 0, host: '127.0.0.1' });
  proxy = await startFaultProxy();
  proxy.forwardTo(platform.url);
  server = await startServer({
    WEB_CONCURRENCY: '1',
    CONTENSIS_URL: proxy.url,
    CONTENSIS_PROJECT: PROJECT,
    CONTENSIS_ACCESS_TOKEN: DEMO_TOKEN,
    PROJECTS: PUBLIC_PROJECTS,
    PLATFORM_TIMEOUT_MS: String(PLATFORM_TIMEOUT_MS),
    REQUEST_CACHE_TTL_MS: String(CACHE_TTL_MS),
    PAGE_STATE_CACHE_TTL_MS: String(CACHE_TTL_MS),
    ERROR_MAX_AGE: String(ERROR_MAX_AGE),
  });
  port = Number(new URL(server.running.url as string).port);
}, 240_000);

afterAll(async () => {
  await server?.stop();
  await proxy?.close();
  await platform?.close();
});

const get = (target: string): Promise<RawAnswer> => sendRaw(port, { method: 'GET', target, headers: [['Host', HOST]] }, HANG_GUARD_MS);
const heading = (answer: RawAnswer) => /<h1[^>]*>(.*?)<\/h1>/s.exec(answer.body.toString('utf8'))?.[1] ?? null;
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Every call a page makes, by the part of its URL that names it. */
const CALLS = {
  node: (page: string) => new RegExp(`/nodes${page === '/' ? '/' : page}\\?`),
  ancestors: /\/ancestors\?/,
  children: /\/children\?/,
  navigation: /\/nodes\/root\?/,
  search: /\/entries\/search/,
};

/**
 * Requests `target` until a faulty call has been made for it (before that, the micro-caches may still answer it,
 * and must answer it right): the answer of the request that met the fault.
 */
async function firstFaultyAnswer(target: string, healthy: RawAnswer): Promise<RawAnswer> {
  const deadline = Date.now() + CACHE_TTL_MS + 5000;
  for (;;) {
    const answer = await get(target);
    if (proxy.faulted.length > 0) return answer;
    expect({ status: answer.status, heading: heading(answer) }).toEqual({ status: healthy.status, heading: heading(healthy) });
    if (Date.now() > deadline) throw new Error(`no request for ${target} met the fault`);
    await sleep(250);
  }
}

/** A page for every visitor, cached briefly at most, that any purge reaches. */
function expectShortPublicCaching(answer: RawAnswer): void {
  expect(answer.headers['cache-control']).toBe(`public, max-age=${ERROR_MAX_AGE}`);
  expect(answer.headers['surrogate-control']).toBe(`max-age=${ERROR_MAX_AGE}`);
  expect(answer.headers['surrogate-key'].split(' ')).toContain('trellis-all');
}

const BIG = 24 * 1024 * 1024;
const withFields = (change: Record<string, unknown>) => (json: unknown) => ({ ...(json as object), ...change });
const NOT_JSON: Fault = { kind: 'answer', status: 200, contentType: 'text/plain', body: 'Service temporarily unavailable' };
const HTML_PAGE: Fault = { kind: 'answer', status: 200, contentType: 'text/html', body: '<!DOCTYPE html><h1>Welcome to nginx!</h1>' };

/**
 * [what, page, call, fault, the page's status while it lasts (200: the page without the part that failed), whether
 * the site could tell (then the answer is cached as briefly as an error)]
 */
const PAGE_CASES: [string, string, RegExp, Fault, number, 'noticed' | 'unnoticed'][] = [
  [
    'a first byte later than the timeout',
    '/about/history',
    CALLS.node('/about/history'),
    { kind: 'delay', ms: 3 * PLATFORM_TIMEOUT_MS },
    504,
    'noticed',
  ],
  ['a body that stalls half way', '/visit', CALLS.node('/visit'), { kind: 'stall-body' }, 504, 'noticed'],
  ['a body that trickles in slower than the timeout', '/news', CALLS.node('/news'), { kind: 'drip-body', everyMs: 100 }, 504, 'noticed'],
  ['an answer that is not JSON', '/about', CALLS.node('/about'), NOT_JSON, 502, 'noticed'],
  ['truncated JSON', '/events', CALLS.node('/events'), { kind: 'truncate' }, 502, 'noticed'],
  ['an HTML page with a 200', '/', CALLS.node('/'), HTML_PAGE, 502, 'noticed'],
  [
    'a node without the fields the site reads',
    '/research',
    CALLS.node('/research'),
    { kind: 'reshape', change: () => ({ displayName: 'Research' }) },
    502,
    'noticed',
  ],
  [
    'a number where the node id should be',
    '/people',
    CALLS.node('/people'),
    { kind: 'reshape', change: withFields({ id: 5, path: 7 }) },
    502,
    'noticed',
  ],
  // A page's entry comes with its node (docs/decisions.md).
  [
    'a number where the entry title should be',
    '/support-us',
    CALLS.node('/support-us'),
    { kind: 'reshape', change: (json) => ({ ...(json as object), entry: { ...(json as { entry: object }).entry, entryTitle: 42 } }) },
    502,
    'noticed',
  ],
  [
    'null where the node and its entry should be',
    '/contact',
    CALLS.node('/contact'),
    { kind: 'reshape', change: () => null },
    502,
    'noticed',
  ],
  [
    'a huge answer that is not a node',
    '/visit',
    CALLS.node('/visit'),
    { kind: 'answer', status: 200, contentType: 'application/json', body: JSON.stringify({ message: 'x'.repeat(BIG) }) },
    502,
    'noticed',
  ],
  ['the connection reset before an answer', '/about/history', CALLS.node('/about/history'), { kind: 'reset' }, 503, 'noticed'],
  ['the connection reset half way through the body', '/news', CALLS.node('/news'), { kind: 'reset-mid-body' }, 503, 'noticed'],
  [
    "the platform's own error page",
    '/about',
    CALLS.node('/about'),
    { kind: 'answer', status: 500, contentType: 'text/html', body: '<h1>Internal Server Error</h1>' },
    502,
    'noticed',
  ],
  [
    'the right JSON with the wrong content type',
    '/events',
    CALLS.node('/events'),
    { kind: 'reshape', change: (json) => json, contentType: 'text/html' },
    200,
    'unnoticed',
  ],
  // A part of the page: the menu, the breadcrumb, a section's children, a listing's or a search's results.
  // (Pages whose ancestors bring the root's children draw the menu from them: the home and search pages ask for it.)
  ['a menu that is not JSON', '/', CALLS.navigation, NOT_JSON, 200, 'noticed'],
  [
    'a menu whose children are not a list',
    '/search?term=garden',
    CALLS.navigation,
    { kind: 'reshape', change: withFields({ children: 'none' }) },
    200,
    'noticed',
  ],
  // The menu then comes from a call of its own.
  ['ancestors that are not a list', '/about/history', CALLS.ancestors, { kind: 'reshape', change: () => ({ items: [] }) }, 200, 'noticed'],
  [
    'ancestors whose root has children that are not a list',
    '/visit',
    CALLS.ancestors,
    { kind: 'reshape', change: (json) => (json as object[]).map((node, i) => (i === 0 ? { ...node, children: 'none' } : node)) },
    200,
    'noticed',
  ],
  [
    'a null entry among the children',
    '/about',
    CALLS.children,
    { kind: 'reshape', change: (json) => [null, ...(json as unknown[])] },
    200,
    'noticed',
  ],
  [
    'search results whose items are not a list',
    '/news',
    CALLS.search,
    { kind: 'reshape', change: withFields({ items: {} }) },
    200,
    'noticed',
  ],
  [
    'search results with a null item and a text count',
    '/search?term=garden',
    CALLS.search,
    { kind: 'reshape', change: withFields({ items: [null], totalCount: 'many' }) },
    200,
    'noticed',
  ],
  ['search results slower than the timeout', '/events', CALLS.search, { kind: 'delay', ms: 3 * PLATFORM_TIMEOUT_MS }, 200, 'noticed'],
];

describe('pages, while one platform call is faulty', () => {
  const healthy = new Map<string, RawAnswer>();
  beforeAll(async () => {
    for (const page of new Set(PAGE_CASES.map(([, target]) => target))) healthy.set(page, await get(page));
  });
  afterEach(() => proxy.clear());

  it.each(PAGE_CASES)(
    '%s: the right status and short caching, then the right page at once',
    async (_what, target, call, fault, status, seen) => {
      const before = healthy.get(target) as RawAnswer;
      expect(before.status).toBe(200);
      proxy.inject(call, fault);
      const faulty = await firstFaultyAnswer(target, before);
      expect(faulty.status).toBe(status);
      expect(faulty.ms).toBeLessThan(ANSWER_BOUND_MS);
      expect(faulty.body.toString('utf8', 0, 15)).toBe('<!DOCTYPE html>');
      if (status === 200) expect(heading(faulty)).toBe(heading(before));
      // The right JSON, whatever its type, makes a whole page, cached as usual.
      if (seen === 'noticed') expectShortPublicCaching(faulty);
      else expect(faulty.headers['cache-control']).toBe(before.headers['cache-control']);

      proxy.clear();
      const after = await get(target);
      expect({ status: after.status, heading: heading(after), cache: after.headers['cache-control'] }).toEqual({
        status: 200,
        heading: heading(before),
        cache: before.headers['cache-control'],
      });
    },
  );
});

/** The body of a proxied answer was cut off: fewer bytes than it announced, and the connection closed at once. */
function expectCutOff(answer: RawAnswer): void {
  expect(answer.status).toBe(200);
  expect(answer.failure).toBeUndefined();
  expect(answer.body.length).toBeLessThan(Number(answer.headers['content-length']));
  expect(answer.ms).toBeLessThan(ANSWER_BOUND_MS);
}

const PROXY_CASES: [string, Fault, (answer: RawAnswer) => void][] = [
  [
    'a first byte later than the timeout',
    { kind: 'delay', ms: 3 * PLATFORM_TIMEOUT_MS },
    (answer) => expect([answer.status, answer.headers['cache-control']]).toEqual([504, 'no-store']),
  ],
  [
    'the connection reset before an answer',
    { kind: 'reset' },
    (answer) => expect([answer.status, answer.headers['cache-control']]).toEqual([503, 'no-store']),
  ],
  ['a body that stalls half way', { kind: 'stall-body' }, expectCutOff],
  ['the connection reset half way through the body', { kind: 'reset-mid-body' }, expectCutOff],
  ['an HTML page with a 200', HTML_PAGE, (answer) => expect([answer.status, answer.headers['cache-control']]).toEqual([200, 'no-store'])],
  [
    "the platform's own error",
    { kind: 'answer', status: 500, contentType: 'text/html', body: '<h1>Internal Server Error</h1>' },
    (answer) => expect([answer.status, answer.headers['cache-control']]).toEqual([502, 'no-store']),
  ],
];

const image = fs.readdirSync(path.join(DEMO_PACK, PROJECT, 'files', 'image-library'))[0];

describe.each([
  ['the delivery proxy', `${API}/nodes/about`, /\/nodes\/about/],
  ['the library proxy', `/image-library/${image}`, /\/image-library\//],
])('%s, while the platform call is faulty', (_proxy, target, call) => {
  afterEach(() => proxy.clear());

  it.each(PROXY_CASES)('%s: an answer that says so at once, then the right one', async (_what, fault, check) => {
    const before = await get(target);
    expect(before.status).toBe(200);
    proxy.inject(call, fault);
    const faulty = await get(target);
    expect(proxy.faulted).toHaveLength(1);
    check(faulty);
    proxy.clear();
    const after = await get(target);
    expect({ status: after.status, type: after.headers['content-type'], cache: after.headers['cache-control'], body: after.body }).toEqual({
      status: 200,
      type: before.headers['content-type'],
      cache: before.headers['cache-control'],
      body: before.body,
    });
  });
});

describe('afterwards', () => {
  it('still runs the same site worker: no crash, no unhandled rejection, no fault of its own', () => {
    const workers = server.running.workerPids as number[];
    expect(workers.every(isAlive)).toBe(true);
    const faults = server.lines.filter(
      (line) => line.msg === 'Site worker exited: starting another' || line.msg === 'Request failed' || line.status === 500,
    );
    expect(faults).toEqual([]);
  });
});
