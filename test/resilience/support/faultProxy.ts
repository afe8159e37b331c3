// An HTTP proxy on loopback in front of a real platform that breaks the answers to chosen paths, one fault at a
// time: too slow, cut off, reset, not JSON, the wrong shape, too large. Everything else passes through unchanged.
import http from 'node:http';
import type { AddressInfo, Socket } from 'node:net';

/** What the proxy does to a matching request instead of passing it through. */
export type Fault =
  /** The real answer, after this long (a slow first byte). */
  | { kind: 'delay'; ms: number }
  /** The real status, headers and half the body, then nothing more (the connection stays open). */
  | { kind: 'stall-body' }
  /** The real answer a few bytes at a time, `everyMs` apart: slower in all than any timeout. */
  | { kind: 'drip-body'; everyMs: number }
  /** The connection closed before any answer. */
  | { kind: 'reset' }
  /** The real status, headers and half the body, then the connection reset. */
  | { kind: 'reset-mid-body' }
  /** Half the real body as a whole, well-formed answer (its Content-Length says so): truncated JSON. */
  | { kind: 'truncate' }
  /** A made-up answer. */
  | { kind: 'answer'; status: number; contentType: string; body: string | Buffer }
  /** The real answer's JSON, changed (its other headers kept, but for the content type when one is given). */
  | { kind: 'reshape'; change: (json: unknown) => unknown; contentType?: string };

interface RealAnswer {
  status: number;
  headers: http.OutgoingHttpHeaders;
  body: Buffer;
}

const HOP_HEADERS = ['connection', 'keep-alive', 'transfer-encoding', 'content-length'];

function withoutHopHeaders(headers: http.IncomingHttpHeaders): http.OutgoingHttpHeaders {
  const kept: http.OutgoingHttpHeaders = { ...headers };
  for (const name of HOP_HEADERS) delete kept[name];
  return kept;
}

export async function startFaultProxy() {
  const rules: { pattern: RegExp; fault: Fault }[] = [];
  const sockets = new Set<Socket>();
  const timers = new Set<NodeJS.Timeout>();
  /** Connections a fault holds open (a stalled or dripping answer, a delay). */
  const held = new Set<Socket>();
  let target = '';
  /** Requests a fault was applied to. */
  const faulted: string[] = [];

  const upstreamRequest = (req: http.IncomingMessage, headers: http.OutgoingHttpHeaders) =>
    http.request(`${target}${req.url}`, { method: req.method, headers: { ...headers, host: new URL(target).host } });

  /** The whole real answer, uncompressed, for faults that change or cut it. */
  const realAnswer = (req: http.IncomingMessage, body: Buffer) =>
    new Promise<RealAnswer>((resolve, reject) => {
      const headers: http.OutgoingHttpHeaders = { ...req.headers };
      delete headers['accept-encoding'];
      const outgoing = upstreamRequest(req, headers);
      outgoing.on('response', (answer) => {
        const chunks: Buffer[] = [];
        answer.on('data', (chunk: Buffer) => chunks.push(chunk));
        answer.on('end', () =>
          resolve({ status: answer.statusCode ?? 502, headers: withoutHopHeaders(answer.headers), body: Buffer.concat(chunks) }),
        );
        answer.on('error', reject);
      });
      outgoing.on('error', reject);
      outgoing.end(body);
    });

  const later = (ms: number, work: () => void) => {
    const timer = setTimeout(() => {
      timers.delete(timer);
      work();
    }, ms);
    timers.add(timer);
  };

  function passThrough(req: http.IncomingMessage, res: http.ServerResponse, body: Buffer): void {
    const outgoing = upstreamRequest(req, req.headers);
    outgoing.on('response', (answer) => {
      res.writeHead(answer.statusCode ?? 502, answer.headers);
      answer.pipe(res);
    });
    outgoing.on('error', () => res.destroy());
    outgoing.end(body);
  }

  async function applyFault(fault: Fault, req: http.IncomingMessage, res: http.ServerResponse, body: Buffer): Promise<void> {
    if (fault.kind === 'reset') return void res.socket?.resetAndDestroy();
    if (fault.kind === 'answer') {
      res.writeHead(fault.status, { 'content-type': fault.contentType, 'content-length': Buffer.byteLength(fault.body) }).end(fault.body);
      return;
    }
    const real = await realAnswer(req, body);
    if (res.socket && ['delay', 'stall-body', 'drip-body'].includes(fault.kind)) held.add(res.socket);
    const half = real.body.subarray(0, Math.floor(real.body.length / 2));
    switch (fault.kind) {
      case 'delay':
        later(fault.ms, () => res.writeHead(real.status, { ...real.headers, 'content-length': real.body.length }).end(real.body));
        return;
      case 'truncate':
        res.writeHead(real.status, { ...real.headers, 'content-length': half.length }).end(half);
        return;
      case 'reshape': {
        const changed = Buffer.from(JSON.stringify(fault.change(JSON.parse(real.body.toString('utf8')))));
        const contentType = fault.contentType ?? real.headers['content-type'];
        res.writeHead(real.status, { ...real.headers, 'content-type': contentType, 'content-length': changed.length }).end(changed);
        return;
      }
      case 'stall-body':
      case 'reset-mid-body':
        res.writeHead(real.status, { ...real.headers, 'content-length': real.body.length });
        res.write(half);
        // A moment for the half to reach the site before the reset.
        if (fault.kind === 'reset-mid-body') later(20, () => res.socket?.resetAndDestroy());
        return;
      case 'drip-body': {
        res.writeHead(real.status, { ...real.headers, 'content-length': real.body.length });
        const drip = (at: number) => {
          if (res.destroyed) return;
          if (at >= real.body.length) return void res.end();
          res.write(real.body.subarray(at, at + 16));
          later(fault.everyMs, () => drip(at + 16));
        };
        drip(0);
        return;
      }
    }
  }

  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      const body = Buffer.concat(chunks);
      const rule = rules.find(({ pattern }) => pattern.test(req.url ?? ''));
      if (!rule) return passThrough(req, res, body);
      faulted.push(`${req.method} ${req.url}`);
      applyFault(rule.fault, req, res, body).catch(() => res.destroy());
    });
  });
  server.on('connection', (socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  /** Ends what faults left hanging (stalled answers, pending delays). */
  const release = () => {
    for (const timer of timers) clearTimeout(timer);
    timers.clear();
    for (const socket of held) socket.destroy();
    held.clear();
  };

  return {
    url,
    faulted,
    /** Where requests are passed through to (the real platform). */
    forwardTo(platformUrl: string) {
      target = platformUrl;
    },
    /** Requests whose path and query match `pattern` get `fault` from now on (the first matching rule wins). */
    inject(pattern: RegExp, fault: Fault) {
      rules.push({ pattern, fault });
    },
    /** Back to passing everything through; what a fault left hanging is closed. */
    clear() {
      rules.length = 0;
      faulted.length = 0;
      release();
    },
    close: () =>
      new Promise<void>((resolve) => {
        release();
        for (const socket of sockets) socket.destroy();
        server.close(() => resolve());
      }),
  };
}
