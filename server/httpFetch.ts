// The delivery client's fetch on the server: undici's dispatcher API over one keep-alive connection pool per
// origin. A page takes several platform calls, and WHATWG fetch spends several times the CPU of a plain request
// on each (web streams, Request/Response and Headers objects, abort-signal plumbing), enough to be the largest
// share of a page's CPU time in the SSR benchmark's profile (bench/README.md). `Pool.request` still wraps each
// answer in a Readable stream; the delivery client reads only the status, one header and the whole text, so the
// handler below collects the body's chunks itself, for less CPU per call than `request` (bench/README.md). A call
// is stopped through the client's deadline (`init.deadline`) when it gives one, which spares making an AbortSignal.
import { STATUS_CODES } from 'node:http';
import { Pool, type Dispatcher } from 'undici';
import type { FetchFn, FetchInit, FetchResponse } from '../src/lib/delivery';

const ABSOLUTE_URL = /^(https?:\/\/[^/?#]+)(.*)$/i;

function headerRecord(headers: RequestInit['headers']): Record<string, string> {
  if (!headers) return {};
  if (headers instanceof Headers || Array.isArray(headers)) return Object.fromEntries(new Headers(headers));
  return headers as Record<string, string>;
}

/** A header of an answer, read from undici's raw name/value list only when asked for (comma-joined when repeated). */
function rawHeader(raw: readonly Buffer[], name: string): string | null {
  const wanted = name.toLowerCase();
  let found: string | null = null;
  for (let i = 0; i + 1 < raw.length; i += 2) {
    if (raw[i].length !== wanted.length || raw[i].toString('latin1').toLowerCase() !== wanted) continue;
    const value = raw[i + 1].toString('latin1');
    found = found === null ? value : `${found}, ${value}`;
  }
  return found;
}

function answer(url: string, status: number, raw: readonly Buffer[], text: string): FetchResponse {
  return {
    ok: status >= 200 && status < 300,
    status,
    statusText: STATUS_CODES[status] ?? '',
    url,
    headers: { get: (name: string) => rawHeader(raw, name) },
    text: () => Promise.resolve(text),
  };
}

/** Listens for the call to be stopped: the client's deadline when it gives one (no AbortSignal made), else `signal`. */
type StopListener = (stop: (reason: Error) => void) => () => void;

function stopListener(init: FetchInit): StopListener | null {
  const { deadline } = init;
  if (deadline) return (stop) => deadline.onTrip(stop);
  const { signal } = init;
  if (!signal) return null;
  return (stop) => {
    const onAbort = () => stop(signal.reason ?? new Error('This operation was aborted'));
    if (signal.aborted) {
      onAbort();
      return () => undefined;
    }
    signal.addEventListener('abort', onAbort, { once: true });
    return () => signal.removeEventListener('abort', onAbort);
  };
}

/** One call's handler: the status and raw headers, then the body's chunks, then the answer. */
function collect(
  url: string,
  listen: StopListener | null,
  resolve: (response: FetchResponse) => void,
  reject: (error: unknown) => void,
): Dispatcher.DispatchHandler {
  let status = 0;
  let raw: Buffer[] = [];
  const chunks: Buffer[] = [];
  let abortCall: ((reason: Error) => void) | null = null;
  let stopped: Error | null = null;
  const settled = listen?.((reason) => (abortCall ? abortCall(reason) : (stopped = reason))) ?? (() => undefined);
  return {
    onConnect(abort) {
      if (stopped) abort(stopped);
      else abortCall = abort;
    },
    onHeaders(statusCode, rawHeaders) {
      status = statusCode;
      raw = rawHeaders;
      return true;
    },
    onData(chunk) {
      chunks.push(chunk);
      return true;
    },
    onComplete() {
      settled();
      resolve(answer(url, status, raw, (chunks.length === 1 ? chunks[0] : Buffer.concat(chunks)).toString('utf8')));
    },
    onError(error) {
      settled();
      reject(error);
    },
  };
}

export function createHttpFetch(): FetchFn {
  const pools = new Map<string, Pool>();
  const poolFor = (origin: string): Pool => {
    let pool = pools.get(origin);
    if (!pool) {
      pool = new Pool(origin);
      pools.set(origin, pool);
    }
    return pool;
  };

  return (input, init = {}) =>
    new Promise<FetchResponse>((resolve, reject) => {
      const match = ABSOLUTE_URL.exec(input);
      if (!match) throw new TypeError(`Not an absolute http(s) URL: ${input}`);
      const [, origin, path] = match;
      poolFor(origin.toLowerCase()).dispatch(
        {
          origin,
          path: path || '/',
          method: (init.method ?? 'GET') as Dispatcher.HttpMethod,
          headers: headerRecord(init.headers),
          body: typeof init.body === 'string' ? init.body : undefined,
        },
        collect(input, stopListener(init), resolve, reject),
      );
    });
}
