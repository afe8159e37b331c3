import http, { type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo, Socket } from 'node:net';
import { createDeliveryClient, type FetchFn } from '../src/lib/delivery';
import { createHttpFetch } from './httpFetch';

type Handler = (req: IncomingMessage, res: ServerResponse, body: string) => void;

async function serve(handler: Handler) {
  const sockets = new Set<Socket>();
  const server = http.createServer((req, res) => {
    let body = '';
    req.setEncoding('utf8');
    req.on('data', (chunk: string) => (body += chunk));
    req.on('end', () => handler(req, res, body));
  });
  server.on('connection', (socket) => sockets.add(socket));
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    url,
    sockets,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

/** The fetch, with a note each time a call's `signal` is read. */
function spyOnSignal(fetchFn: FetchFn, onRead: () => void): FetchFn {
  return (input, init = {}) =>
    fetchFn(input, new Proxy(init, { get: (target, name) => (name === 'signal' && onRead(), Reflect.get(target, name)) }));
}

describe('the server-side fetch of the delivery client', () => {
  it('answers status, headers and text, and sends method, headers and body', async () => {
    const site = await serve((req, res, body) => {
      res.writeHead(201, 'Made', { 'content-type': 'application/json', 'surrogate-key': 'a b' });
      res.end(JSON.stringify({ method: req.method, token: req.headers.accesstoken, body, path: req.url }));
    });
    const fetchFn = createHttpFetch();
    const response = await fetchFn(`${site.url}/api/x?y=1`, { method: 'POST', headers: { accessToken: 't0ken' }, body: '{"q":"é"}' });
    // The status text is the standard reason phrase for the code.
    expect(response).toMatchObject({ ok: true, status: 201, statusText: 'Created', url: `${site.url}/api/x?y=1` });
    expect(response.headers.get('Surrogate-Key')).toBe('a b');
    expect(response.headers.get('x-missing')).toBeNull();
    expect(JSON.parse(await response.text())).toEqual({ method: 'POST', token: 't0ken', body: '{"q":"é"}', path: '/api/x?y=1' });
    await site.close();
  });

  it('keeps connections alive between calls, and takes a URL with an upper-case scheme and host', async () => {
    const site = await serve((_req, res) => res.end('ok'));
    const fetchFn = createHttpFetch();
    for (let i = 0; i < 10; i++) expect(await (await fetchFn(site.url)).text()).toBe('ok');
    expect(site.sockets.size).toBeLessThanOrEqual(2);
    expect(await (await fetchFn(site.url.toUpperCase())).text()).toBe('ok');
    await site.close();
  });

  it('stops a call when its signal aborts', async () => {
    const site = await serve(() => undefined);
    const fetchFn = createHttpFetch();
    const controller = new AbortController();
    const pending = fetchFn(site.url, { signal: controller.signal });
    setTimeout(() => controller.abort(), 20);
    await expect(pending).rejects.toThrow(/abort/i);
    await expect(fetchFn(site.url, { signal: controller.signal })).rejects.toThrow(/abort/i);
    await site.close();
  });

  it("stops a delivery client's call when its deadline trips, closing the request and never making an AbortSignal", async () => {
    let closed: Promise<void> | undefined;
    const site = await serve((req) => {
      closed = new Promise((resolve) => req.socket.once('close', () => resolve()));
    });
    const signalRead = jest.fn();
    const client = createDeliveryClient({
      projectId: 'p',
      rootUrl: site.url,
      accessToken: 't',
      fetchFn: spyOnSignal(createHttpFetch(), signalRead),
      // Long enough for the request to reach the server first on a busy machine: the server never answers.
      timeoutMs: 1000,
    });
    await expect(client.project.get()).rejects.toThrow(/^Network request timed out$/);
    await expect(closed).resolves.toBeUndefined();
    expect(signalRead).not.toHaveBeenCalled();
    await site.close();
  });

  it('refuses a relative URL', async () => {
    await expect(createHttpFetch()('/api/delivery')).rejects.toThrow('Not an absolute http(s) URL');
  });

  it('fails a call to a server that is not there', async () => {
    const site = await serve((_req, res) => res.end());
    await site.close();
    await expect(createHttpFetch()(site.url)).rejects.toThrow(/ECONNREFUSED/);
  });
});
