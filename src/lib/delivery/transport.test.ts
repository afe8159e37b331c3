// Request/response handling shared by every call: headers, body parsing, the rejection shape,
// 404 in the browser, and network failures against a real local HTTP server.
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { createDeliveryClient } from './client';
import type { DeliveryClientConfig } from './config';
import { inBrowser, json, recordingFetch, type Responder } from './testHelpers';

function setup(respond: Responder, extra: Partial<DeliveryClientConfig> = {}) {
  const fetchFn = recordingFetch(respond);
  const client = createDeliveryClient({
    projectId: 'p',
    rootUrl: 'http://cms.test',
    accessToken: 'XXXXXX',
    fetchFn,
    cache: false,
    ...extra,
  });
  return { client, fetchFn };
}

describe('headers', () => {
  it('adds default headers without overriding the ones the client sets', async () => {
    const { client, fetchFn } = setup(() => json({}), {
      defaultHeaders: { 'x-site': 'trellis', accept: 'text/html', accesstoken: 'other' },
    });
    await client.project.get();
    expect(fetchFn.calls[0].headers).toEqual({
      Accept: 'application/json',
      'Content-Type': 'application/json',
      accessToken: 'XXXXXX',
      'x-site': 'trellis',
    });
  });

  it('sends context headers and, with ssr, the surrogate-key request headers', async () => {
    const fetchFn = recordingFetch(() => json({}));
    const client = createDeliveryClient(
      { projectId: 'p', rootUrl: 'http://cms.test', accessToken: 't', fetchFn, ssr: true },
      { headers: { referer: 'http://site.test/page' } },
    );
    await client.project.get();
    expect(fetchFn.calls[0].headers).toMatchObject({
      'x-require-surrogate-key': 'true',
      'x-crb-ssr': 'true',
      referer: 'http://site.test/page',
    });
  });

  it('can switch ssr on from the context only', async () => {
    const fetchFn = recordingFetch(() => json({}));
    const base = createDeliveryClient({ projectId: 'p', rootUrl: 'http://cms.test', accessToken: 't', fetchFn });
    await base.project.get();
    await base.withContext({ ssr: true }).project.get();
    expect(fetchFn.calls[0].headers['x-require-surrogate-key']).toBeUndefined();
    expect(fetchFn.calls[1].headers['x-require-surrogate-key']).toBe('true');
  });
});

describe('responses', () => {
  it('resolves parsed JSON', async () => {
    const { client } = setup(() => json({ id: 'p', name: 'Project' }));
    await expect(client.project.get()).resolves.toEqual({ id: 'p', name: 'Project' });
  });

  it('turns an empty body into {}', async () => {
    const { client } = setup(() => new Response('', { status: 200 }));
    await expect(client.project.get()).resolves.toEqual({});
  });

  it('does not keep an empty answer in the cache: the next call asks again', async () => {
    let calls = 0;
    const { client } = setup(() => (++calls === 1 ? new Response('', { status: 200 }) : json({ id: 'p' })), { cache: undefined });
    await expect(client.project.get()).resolves.toEqual({});
    await expect(client.project.get()).resolves.toEqual({ id: 'p' });
    await expect(client.project.get()).resolves.toEqual({ id: 'p' });
    expect(calls).toBe(2);
  });

  it('rejects a non-JSON body', async () => {
    const { client } = setup(() => new Response('<html>oops</html>', { status: 200 }));
    await expect(client.project.get()).rejects.toEqual({
      status: 200,
      statusText: '',
      url: 'http://cms.test/api/delivery/projects/p',
      data: '<html>oops</html>',
    });
  });

  it('rejects a non-OK answer with a plain {status, statusText, url, data} object', async () => {
    const body = { logId: 'l1', message: 'Boom', data: null, type: 'error' };
    const { client } = setup(() => new Response(JSON.stringify(body), { status: 500, statusText: 'Internal Server Error' }));
    const error: unknown = await client.entries.get('e1').catch((e: unknown) => e);
    expect(error).not.toBeInstanceOf(Error);
    expect(error).toEqual({
      status: 500,
      statusText: 'Internal Server Error',
      url: 'http://cms.test/api/delivery/projects/p/entries/e1',
      data: body,
    });
  });

  it('rejects a 404 on the server', async () => {
    const { client } = setup(() => json({ message: 'Not found' }, 404));
    await expect(client.nodes.get('/missing')).rejects.toMatchObject({ status: 404, data: { message: 'Not found' } });
  });

  it('resolves a 404 to null in a browser, unless notFoundAsNull is false', async () => {
    const results = await inBrowser(async () => {
      const asNull = setup(() => json({ message: 'Not found' }, 404));
      const strict = setup(() => json({ message: 'Not found' }, 404), { notFoundAsNull: false });
      return [
        await asNull.client.nodes.get('/missing'),
        await strict.client.nodes.get('/missing').catch((e: { status: number }) => e.status),
      ];
    });
    expect(results).toEqual([null, 404]);
  });

  it('can resolve 404 to null on the server when asked', async () => {
    const { client } = setup(() => json({}, 404), { notFoundAsNull: true });
    await expect(client.entries.get('x')).resolves.toBeNull();
  });
});

describe('network failures (real HTTP server)', () => {
  let server: Server;
  let rootUrl: string;
  let stalled: ServerResponse[] = [];

  beforeAll(async () => {
    server = createServer((req: IncomingMessage, res: ServerResponse) => {
      if (req.url?.includes('/slow')) {
        stalled.push(res); // never answered: the client must give up on its own
        return;
      }
      if (req.url?.includes('/drop')) {
        req.socket.destroy();
        return;
      }
      res.writeHead(200, { 'content-type': 'application/json', 'surrogate-key': 'a b' });
      res.end(JSON.stringify({ ok: true }));
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    rootUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });

  afterEach(() => {
    for (const res of stalled) res.destroy();
    stalled = [];
  });

  afterAll(async () => {
    server.closeAllConnections();
    await new Promise<void>((resolve) => server.close(() => resolve()));
  });

  const client = (extra: Partial<DeliveryClientConfig> = {}) =>
    createDeliveryClient({ projectId: 'p', rootUrl, accessToken: 't', cache: false, ...extra });

  it('answers through the real fetch', async () => {
    await expect(client().project.get()).resolves.toEqual({ ok: true });
  });

  it("fails with 'Network request timed out' after timeoutMs", async () => {
    // The server never answers: only the client's own timeout can end the call, however slow the machine.
    await expect(client({ timeoutMs: 100 }).entries.get('slow')).rejects.toThrow(/^Network request timed out$/);
  });

  it("fails with 'Network request failed' when the connection drops", async () => {
    await expect(client().entries.get('drop')).rejects.toThrow(/^Network request failed$/);
  });

  it("fails with 'Network request failed' when nothing listens", async () => {
    const closed = createServer();
    await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve));
    const port = (closed.address() as AddressInfo).port;
    await new Promise<void>((resolve) => closed.close(() => resolve()));
    const c = createDeliveryClient({ projectId: 'p', rootUrl: `http://127.0.0.1:${port}`, accessToken: 't' });
    await expect(c.project.get()).rejects.toThrow(/^Network request failed$/);
  });

  it("fails with 'Aborted' when the per-call signal aborts", async () => {
    const controller = new AbortController();
    const pending = client().entries.get({ id: 'slow', signal: controller.signal });
    setTimeout(() => controller.abort(), 30);
    await expect(pending).rejects.toThrow(/^Aborted$/);
  });

  it("fails with 'Aborted' when the context signal aborts, even with a cache", async () => {
    const controller = new AbortController();
    const c = createDeliveryClient({ projectId: 'p', rootUrl, accessToken: 't' }, { signal: controller.signal });
    const pending = c.entries.get('slow');
    setTimeout(() => controller.abort(), 30);
    await expect(pending).rejects.toThrow(/^Aborted$/);
  });

  it("fails at once with 'Aborted' for an already aborted signal", async () => {
    const controller = new AbortController();
    controller.abort();
    await expect(client().project.get({ signal: controller.signal })).rejects.toThrow(/^Aborted$/);
  });

  it('times out even when the fetch function ignores the abort signal', async () => {
    const never = () => new Promise<Response>(() => undefined);
    const c = createDeliveryClient({ projectId: 'p', rootUrl, accessToken: 't', fetchFn: never, timeoutMs: 50 });
    await expect(c.project.get()).rejects.toThrow(/^Network request timed out$/);
  });
});
