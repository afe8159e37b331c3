import http from 'node:http';
import type { AddressInfo } from 'node:net';

export interface SeenRequest {
  method: string;
  url: string;
  headers: http.IncomingHttpHeaders;
  body: string;
}

export type FakeAnswer = (request: SeenRequest, res: http.ServerResponse) => unknown;

/**
 * A stand-in upstream that records every request it gets and answers as the test says (by default it
 * forwards to `forwardTo`, e.g. a real local platform, or answers 200 `{}`).
 */
export async function startFakeUpstream(options: { forwardTo?: string } = {}) {
  const seen: SeenRequest[] = [];
  let answer: FakeAnswer | null = null;
  const sockets = new Set<import('node:net').Socket>();

  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', async () => {
      const request: SeenRequest = {
        method: req.method ?? '',
        url: req.url ?? '',
        headers: req.headers,
        body: Buffer.concat(chunks).toString('utf8'),
      };
      seen.push(request);
      if (answer) return answer(request, res);
      if (!options.forwardTo) {
        res.writeHead(200, { 'content-type': 'application/json' }).end('{}');
        return;
      }
      const headers = Object.fromEntries(
        Object.entries(req.headers).filter(([name]) => name !== 'host' && name !== 'content-length'),
      ) as Record<string, string>;
      const upstream = await fetch(`${options.forwardTo}${req.url}`, { method: req.method, headers, body: request.body || undefined });
      const out: Record<string, string> = {};
      upstream.headers.forEach((value, name) => {
        if (name !== 'content-encoding' && name !== 'content-length' && name !== 'transfer-encoding') out[name] = value;
      });
      res.writeHead(upstream.status, out).end(Buffer.from(await upstream.arrayBuffer()));
    });
  });
  server.on('connection', (socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    url,
    seen,
    /** Answer every following request with this (null: back to the default). */
    answerWith(next: FakeAnswer | null) {
      answer = next;
    },
    close: () =>
      new Promise<void>((resolve) => {
        for (const socket of sockets) socket.destroy();
        server.close(() => resolve());
      }),
  };
}

/** Never answers: the connection stays open until the test closes the upstream. */
export const hang: FakeAnswer = () => undefined;
