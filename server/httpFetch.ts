// The delivery client's fetch on the server: undici's request API over one keep-alive connection pool per
// origin. A page takes several platform calls, and WHATWG fetch spends several times the CPU of a plain request
// on each (web streams, Request/Response and Headers objects, abort-signal plumbing): the SSR benchmark's
// profile showed it as the largest share of a page's CPU time (bench/README.md). The delivery client reads only
// the status, one header and the text.
import { STATUS_CODES } from 'node:http';
import { Pool } from 'undici';
import type { FetchFn, FetchResponse } from '../src/lib/delivery';

const ABSOLUTE_URL = /^(https?:\/\/[^/?#]+)(.*)$/i;

type HeaderValue = string | string[] | undefined;

function headerRecord(headers: RequestInit['headers']): Record<string, string> {
  if (!headers) return {};
  if (headers instanceof Headers || Array.isArray(headers)) return Object.fromEntries(new Headers(headers));
  return headers as Record<string, string>;
}

function answer(url: string, status: number, headers: Record<string, HeaderValue>, text: string): FetchResponse {
  return {
    ok: status >= 200 && status < 300,
    status,
    statusText: STATUS_CODES[status] ?? '',
    url,
    headers: {
      get(name: string) {
        const value = headers[name.toLowerCase()];
        return value === undefined ? null : Array.isArray(value) ? value.join(', ') : value;
      },
    },
    text: () => Promise.resolve(text),
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

  return async (input, init = {}) => {
    const match = ABSOLUTE_URL.exec(input);
    if (!match) throw new TypeError(`Not an absolute http(s) URL: ${input}`);
    const [, origin, path] = match;
    const method = (init.method ?? 'GET') as 'GET' | 'POST';
    const { statusCode, headers, body } = await poolFor(origin.toLowerCase()).request({
      path: path || '/',
      method,
      headers: headerRecord(init.headers),
      body: typeof init.body === 'string' ? init.body : undefined,
      signal: init.signal ?? undefined,
    });
    return answer(input, statusCode, headers, await body.text());
  };
}
