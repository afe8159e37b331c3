// The request cache: LRU behaviour on its own, then through the client (hits, retries after a
// failure, credentials bypass, surrogate keys per context with a shared cache).
import { createDeliveryClient } from './client';
import type { DeliveryClientConfig, DeliveryContext } from './config';
import { createRequestCache, type CachedResponse } from './requestCache';
import { createSurrogateKeyCollector } from './surrogateKeys';
import { fittingAnswer, json, recordingFetch, type Responder } from './testHelpers';

const answer = (text: string): Promise<CachedResponse> =>
  Promise.resolve({ status: 200, statusText: 'OK', url: 'u', text, surrogateKeys: [] });

afterEach(() => jest.restoreAllMocks());

describe('createRequestCache', () => {
  it('holds 100 entries by default and evicts the least recently used', () => {
    const cache = createRequestCache();
    for (let i = 0; i < 100; i += 1) cache.set(`k${i}`, answer(String(i)));
    expect(cache.size).toBe(100);
    cache.get('k0'); // k0 becomes the most recently used; k1 is now the oldest
    cache.set('k100', answer('100'));
    expect(cache.size).toBe(100);
    expect(cache.get('k1')).toBeUndefined();
    expect(cache.get('k0')).toBeDefined();
    expect(cache.get('k2')).toBeDefined();
    expect(cache.get('k100')).toBeDefined();
  });

  it('drops the answers whose surrogate keys a change names, and those still in flight', async () => {
    const tagged = (keys: string[]): Promise<CachedResponse> =>
      Promise.resolve({ status: 200, statusText: 'OK', url: 'u', text: 'x', surrogateKeys: keys });
    const cache = createRequestCache();
    cache.set('about', tagged(['website_entry_about', 'website_node_n-about']));
    cache.set('home', tagged(['website_entry_home']));
    await Promise.resolve();
    cache.set('pending', new Promise<CachedResponse>(() => {}));
    const changed = new Set(['website_entry_about']);
    const dropped = cache.dropMatching((keys) => keys === null || keys.some((key) => changed.has(key)));
    expect(dropped).toBe(2);
    expect(cache.get('about')).toBeUndefined();
    expect(cache.get('pending')).toBeUndefined();
    expect(cache.get('home')).toBeDefined();
  });

  it('honours a custom size and a TTL', () => {
    let clock = 0;
    jest.spyOn(Date, 'now').mockImplementation(() => clock);
    const cache = createRequestCache({ max: 2, ttlMs: 1000 });
    cache.set('a', answer('a'));
    cache.set('b', answer('b'));
    cache.set('c', answer('c'));
    expect(cache.get('a')).toBeUndefined();
    clock = 999;
    expect(cache.get('b')).toBeDefined();
    clock = 1000;
    expect(cache.get('b')).toBeUndefined();
  });

  it('drops every expired entry as a new one is stored, so it never holds dead answers up to its size', () => {
    let clock = 0;
    jest.spyOn(Date, 'now').mockImplementation(() => clock);
    const cache = createRequestCache({ max: 100, ttlMs: 1000 });
    cache.set('a', answer('a'));
    clock = 500;
    cache.set('b', answer('b'));
    expect(cache.size).toBe(2);
    clock = 1200;
    cache.set('c', answer('c'));
    expect(cache.size).toBe(2);
    expect(cache.get('b')).toBeDefined();
    clock = 2500;
    cache.set('d', answer('d'));
    expect(cache.size).toBe(1);
  });

  it('with maxBytes, keeps the answers within it: the least recently used go, one too large is not kept', async () => {
    const kB = (n: number) => 'x'.repeat(n * 1024);
    // Each answer counts three times its text (its text and its parsed value).
    const cache = createRequestCache({ max: 100, maxBytes: 10 * 3 * 1024 });
    cache.set('a', answer(kB(4)));
    cache.set('b', answer(kB(4)));
    await Promise.resolve();
    expect(cache.get('a')).toBeDefined(); // a is now the most recently used
    cache.set('c', answer(kB(4)));
    await Promise.resolve();
    expect(cache.get('b')).toBeUndefined();
    expect(cache.get('a')).toBeDefined();
    expect(cache.get('c')).toBeDefined();
    cache.set('huge', answer(kB(11)));
    await Promise.resolve();
    expect(cache.get('huge')).toBeUndefined();
    expect(cache.get('a')).toBeDefined();
    expect(cache.get('c')).toBeDefined();
  });

  it('counts an answer no more once it is gone: a dropped or replaced answer frees its bytes', async () => {
    const kB = (n: number) => 'x'.repeat(n * 1024);
    const cache = createRequestCache({ max: 100, maxBytes: 10 * 3 * 1024 });
    cache.set('a', answer(kB(6)));
    await Promise.resolve();
    cache.set('a', answer(kB(6)));
    cache.delete('gone');
    await Promise.resolve();
    cache.set('b', answer(kB(4)));
    await Promise.resolve();
    expect(cache.get('a')).toBeDefined();
    expect(cache.get('b')).toBeDefined();
    cache.dropMatching(() => true);
    cache.set('c', answer(kB(9)));
    await Promise.resolve();
    expect(cache.get('c')).toBeDefined();
  });

  it('deletes only the promise it was given', () => {
    const cache = createRequestCache();
    const first = answer('1');
    const second = answer('2');
    cache.set('k', first);
    cache.set('k', second);
    cache.delete('k', first);
    expect(cache.get('k')).toBe(second);
    cache.delete('k');
    expect(cache.get('k')).toBeUndefined();
  });
});

function setup(respond: Responder, extra: Partial<DeliveryClientConfig> = {}, context: DeliveryContext = {}) {
  const fetchFn = recordingFetch(respond);
  const config: DeliveryClientConfig = { projectId: 'p', rootUrl: 'http://cms.test', accessToken: 't', fetchFn, ...extra };
  return { client: createDeliveryClient(config, context), config, fetchFn };
}

describe('client caching', () => {
  it('serves a repeated request from the cache as one frozen value no caller can change', async () => {
    const page = { pageIndex: 0, pageSize: 25, totalCount: 1, pageCount: 1, items: [{ sys: { id: 'e1' } }] };
    const { client, fetchFn } = setup(() => json(page));
    const first = await client.entries.list();
    const second = await client.entries.list();
    expect(fetchFn.calls).toHaveLength(1);
    expect(second).toEqual(first);
    expect(() => {
      (first as unknown as { items: { sys: { id: string } }[] }).items[0].sys.id = 'e2';
    }).toThrow(TypeError);
    expect(second).toEqual(page);
    await client.entries.list({ pageIndex: 1 });
    expect(fetchFn.calls).toHaveLength(2);
  });

  it('shares one fetch between concurrent identical requests', async () => {
    const { client, fetchFn } = setup(() => json({ id: 'x' }));
    await Promise.all([client.project.get(), client.project.get(), client.project.get()]);
    expect(fetchFn.calls).toHaveLength(1);
  });

  it('drops a failed request so the next call retries', async () => {
    const { client, fetchFn } = setup((_c, n) => (n === 0 ? json({ message: 'down' }, 503) : json({ id: 'x' })));
    await expect(client.project.get()).rejects.toMatchObject({ status: 503 });
    await expect(client.project.get()).resolves.toEqual({ id: 'x' });
    await expect(client.project.get()).resolves.toEqual({ id: 'x' });
    expect(fetchFn.calls).toHaveLength(2);
  });

  it('drops a network failure too', async () => {
    const { client, fetchFn } = setup((_c, n) => (n === 0 ? Promise.reject(new TypeError('fetch failed')) : json({})));
    await expect(client.project.get()).rejects.toThrow('Network request failed');
    await expect(client.project.get()).resolves.toEqual({});
    expect(fetchFn.calls).toHaveLength(2);
  });

  it('keeps at most 100 requests through the client', async () => {
    const { client, fetchFn } = setup((call) => json(fittingAnswer(call.url)));
    for (let i = 0; i <= 100; i += 1) await client.entries.get(`e${i}`);
    expect(fetchFn.calls).toHaveLength(101);
    await client.entries.get('e100');
    expect(fetchFn.calls).toHaveLength(101);
    await client.entries.get('e0'); // evicted by the 101st distinct request
    expect(fetchFn.calls).toHaveLength(102);
  });

  it('can be switched off', async () => {
    const { client, fetchFn } = setup(() => json({}), { cache: false });
    await client.project.get();
    await client.project.get();
    expect(fetchFn.calls).toHaveLength(2);
  });

  it('keys on auth-relevant headers: different access tokens never share an entry', async () => {
    const fetchFn = recordingFetch(() => json({}));
    const cache = createRequestCache();
    const a = createDeliveryClient({ projectId: 'p', rootUrl: 'http://cms.test', accessToken: 'A', fetchFn }, { cache });
    const b = createDeliveryClient({ projectId: 'p', rootUrl: 'http://cms.test', accessToken: 'B', fetchFn }, { cache });
    await a.project.get();
    await b.project.get();
    await a.project.get();
    expect(fetchFn.calls.map((c) => c.headers.accessToken)).toEqual(['A', 'B']);
  });

  it('never reads or stores calls that carry user credentials', async () => {
    const cache = createRequestCache();
    const fetchFn = recordingFetch((call) =>
      json(call.url.includes('/entries/') ? { sys: { id: 'private' }, secret: true } : { secret: true }),
    );
    const config: DeliveryClientConfig = { projectId: 'p', rootUrl: 'http://cms.test', accessToken: 't', fetchFn };
    const anonymous = createDeliveryClient(config, { cache });
    await anonymous.project.get();
    expect(cache.size).toBe(1);

    const user = createDeliveryClient(config, { cache, headers: { Cookie: 'ContensisCMSUserName=abc; RefreshToken=r' } });
    await user.project.get();
    await user.project.get();
    expect(fetchFn.calls).toHaveLength(3);
    expect(fetchFn.calls[1].headers.Cookie).toBe('ContensisCMSUserName=abc; RefreshToken=r');
    expect(cache.size).toBe(1);

    const bearer = createDeliveryClient(config, { cache, headers: { authorization: 'Bearer user' } });
    await bearer.entries.get('private');
    expect(cache.size).toBe(1);
  });
});

describe('surrogate keys with a shared cache', () => {
  it('collects keys per context, also on a cache hit, and never mixes concurrent contexts', async () => {
    const cache = createRequestCache({ max: 10 });
    const keysFor: Record<string, string> = {
      '/api/delivery/projects/p/nodes/home': 'node-home entry-1',
      '/api/delivery/projects/p/nodes/about': 'node-about entry-2',
      '/api/delivery/projects/p/nodes/root': 'node-root',
    };
    const fetchFn = recordingFetch(async (call) => {
      await new Promise((resolve) => setTimeout(resolve, 5));
      const path = new URL(call.url).pathname;
      return json({ id: path, path }, 200, { 'surrogate-key': keysFor[path] });
    });
    const config: DeliveryClientConfig = { projectId: 'p', rootUrl: 'http://cms.test', accessToken: 't', fetchFn, ssr: true };
    const first = createSurrogateKeyCollector();
    const second = createSurrogateKeyCollector();
    const a = createDeliveryClient(config, { cache, collector: first });
    const b = createDeliveryClient(config, { cache, collector: second });

    await Promise.all([
      a.nodes.get('/home'),
      a.nodes.getRoot(),
      b.nodes.get('/about'),
      b.nodes.getRoot(), // concurrent with a's root call: one fetch, keys to both
    ]);
    expect(fetchFn.calls).toHaveLength(3);
    expect(fetchFn.calls.every((c) => c.headers['x-require-surrogate-key'] === 'true' && c.headers['x-crb-ssr'] === 'true')).toBe(true);
    expect(first.keys.sort()).toEqual(['entry-1', 'node-home', 'node-root']);
    expect(second.keys.sort()).toEqual(['entry-2', 'node-about', 'node-root']);

    const third = createSurrogateKeyCollector();
    await createDeliveryClient(config, { cache, collector: third }).nodes.get('/home'); // a cache hit later on
    expect(fetchFn.calls).toHaveLength(3);
    expect(third.keys).toEqual(['node-home', 'entry-1']);
    expect(third.calls).toEqual([
      expect.objectContaining({
        method: 'GET',
        url: 'http://cms.test/api/delivery/projects/p/nodes/home',
        status: 200,
        failed: false,
        cached: true,
      }),
    ]);
  });

  it('records every call with status, duration and failure', async () => {
    const collector = createSurrogateKeyCollector();
    const { client } = setup(
      (call) => (call.url.includes('missing') ? json({ message: 'no' }, 404, { 'surrogate-key': 'missing-key' }) : json({})),
      { cache: false },
      { collector },
    );
    await client.project.get();
    await client.entries.get('missing').catch(() => undefined);
    expect(collector.calls).toEqual([
      expect.objectContaining({ url: 'http://cms.test/api/delivery/projects/p', status: 200, failed: false, cached: false }),
      expect.objectContaining({ url: 'http://cms.test/api/delivery/projects/p/entries/missing', status: 404, failed: true }),
    ]);
    expect(collector.calls.every((c) => typeof c.durationMs === 'number' && c.durationMs >= 0)).toBe(true);
    expect(collector.hasFailedCalls).toBe(true);
    expect(collector.keys).toEqual(['missing-key']);
  });

  it('records a network failure with status 0', async () => {
    const collector = createSurrogateKeyCollector();
    const { client } = setup(() => Promise.reject(new TypeError('fetch failed')), {}, { collector });
    await client.project.get().catch(() => undefined);
    expect(collector.calls).toEqual([expect.objectContaining({ status: 0, failed: true })]);
  });
});
