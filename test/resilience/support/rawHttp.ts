import net from 'node:net';

/** One HTTP/1.1 request as bytes: anything a client could send, malformed or not. */
export interface RawRequest {
  method: string;
  /** The request-target exactly as sent (may hold bytes a well-behaved client would encode). */
  target: string;
  headers: [string, string][];
  body?: string | Buffer;
}

export interface RawAnswer {
  /** 0 when no status line came back (the connection closed, reset or timed out first). */
  status: number;
  headers: Record<string, string>;
  /** Each `Set-Cookie` line's `name=value`. */
  cookies: string[];
  body: Buffer;
  /** Why there was no answer. */
  failure?: 'timeout' | 'closed' | 'reset';
  ms: number;
}

/** The request's bytes: the request line and headers as latin1 (one byte a character), the body as given. */
export function encodeRequest(request: RawRequest): Buffer {
  const body = typeof request.body === 'string' ? Buffer.from(request.body, 'utf8') : (request.body ?? Buffer.alloc(0));
  const head = [
    `${request.method} ${request.target} HTTP/1.1`,
    ...request.headers.map(([name, value]) => `${name}: ${value}`),
    'Connection: close',
  ];
  if (body.length > 0 && !request.headers.some(([name]) => /^(content-length|transfer-encoding)$/i.test(name)))
    head.push(`Content-Length: ${body.length}`);
  // A path or header with characters above U+00FF is sent as its UTF-8 bytes, as a careless client would.
  const text = `${head.join('\r\n')}\r\n\r\n`;
  const encoding = /[^\u0000-\u00ff]/.test(text) ? 'utf8' : 'latin1';
  return Buffer.concat([Buffer.from(text, encoding), body]);
}

/** The body of a chunked answer, joined (what is cut off is left out). */
function dechunk(bytes: Buffer): Buffer {
  const parts: Buffer[] = [];
  let at = 0;
  while (at < bytes.length) {
    const lineEnd = bytes.indexOf('\r\n', at);
    const size = lineEnd === -1 ? 0 : parseInt(bytes.subarray(at, lineEnd).toString('latin1'), 16);
    if (!(size > 0)) break;
    parts.push(bytes.subarray(lineEnd + 2, lineEnd + 2 + size));
    at = lineEnd + 2 + size + 2;
  }
  return Buffer.concat(parts);
}

function parseAnswer(all: Buffer): Pick<RawAnswer, 'status' | 'headers' | 'cookies' | 'body'> {
  let bytes = all;
  // An interim answer (`100 Continue`) comes before the real one.
  while (/^HTTP\/1\.[01] 1\d\d/.test(bytes.subarray(0, 12).toString('latin1')) && bytes.indexOf('\r\n\r\n') !== -1) {
    bytes = bytes.subarray(bytes.indexOf('\r\n\r\n') + 4);
  }
  const end = bytes.indexOf('\r\n\r\n');
  const head = (end === -1 ? bytes : bytes.subarray(0, end)).toString('latin1').split('\r\n');
  const match = /^HTTP\/1\.[01] (\d{3})/.exec(head[0] ?? '');
  const headers: Record<string, string> = {};
  const cookies: string[] = [];
  for (const line of head.slice(1)) {
    const at = line.indexOf(':');
    if (at > 0) {
      const name = line.slice(0, at).trim().toLowerCase();
      const value = line.slice(at + 1).trim();
      if (name === 'set-cookie') cookies.push(value.split(';')[0]);
      headers[name] = headers[name] === undefined ? value : `${headers[name]}, ${value}`;
    }
  }
  const body = end === -1 ? Buffer.alloc(0) : bytes.subarray(end + 4);
  return {
    status: match ? Number(match[1]) : 0,
    headers,
    cookies,
    body: /chunked/i.test(headers['transfer-encoding'] ?? '') ? dechunk(body) : body,
  };
}

/** Sends one request on its own connection (`Connection: close`) and reads the whole answer. */
export function sendRaw(port: number, request: RawRequest | Buffer, timeoutMs: number): Promise<RawAnswer> {
  const started = Date.now();
  return new Promise((resolve) => {
    const chunks: Buffer[] = [];
    let failure: RawAnswer['failure'];
    const socket = net.connect(port, '127.0.0.1', () => socket.write(Buffer.isBuffer(request) ? request : encodeRequest(request)));
    socket.setTimeout(timeoutMs, () => {
      failure = 'timeout';
      socket.destroy();
    });
    socket.on('data', (chunk: Buffer) => chunks.push(chunk));
    socket.on('error', () => {
      failure ??= 'reset';
    });
    socket.on('close', () => {
      const answer = parseAnswer(Buffer.concat(chunks));
      resolve({ ...answer, failure: answer.status === 0 ? (failure ?? 'closed') : undefined, ms: Date.now() - started });
    });
  });
}

/** Runs `work` over `items` with at most `concurrency` in flight. */
export async function inPool<T>(items: readonly T[], concurrency: number, work: (item: T, index: number) => Promise<void>): Promise<void> {
  let next = 0;
  const worker = async () => {
    while (next < items.length) {
      const index = next++;
      await work(items[index], index);
    }
  };
  await Promise.all(Array.from({ length: Math.min(concurrency, items.length) }, worker));
}
