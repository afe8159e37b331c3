import type { IncomingMessage, ServerResponse } from 'node:http';
import { ApiError, errorBody } from './apiError';
import { corsHeaders } from './cors';
import type { SurrogateKeys } from './surrogateKeys';

/** One request and its answer, with the parts every route needs already parsed. */
export interface Exchange {
  req: IncomingMessage;
  res: ServerResponse;
  method: string;
  /** Decoded path segments, without empty ones. */
  segments: string[];
  /** Query parameters by lower-case name (the first value of each). */
  query: Map<string, string>;
  /** Collects surrogate keys when the caller asked for them with `x-require-surrogate-key: true`. */
  keys: SurrogateKeys | null;
}

export function sendJson(exchange: Exchange, status: number, body: unknown, headers: Record<string, string> = {}): void {
  // Encoded once: Buffer.byteLength and then writing the text would each read all of it.
  const bytes = Buffer.from(JSON.stringify(body));
  const res = exchange.res;
  res.statusCode = status;
  for (const [name, value] of Object.entries(corsHeaders)) res.setHeader(name, value);
  res.setHeader('Cache-Control', 'no-cache');
  for (const [name, value] of Object.entries(headers)) res.setHeader(name, value);
  res.setHeader('Content-Type', 'application/json; charset=utf-8');
  res.setHeader('Content-Length', bytes.length);
  if (exchange.keys && exchange.keys.size > 0) res.setHeader('surrogate-key', exchange.keys.header());
  res.end(bytes);
}

/** Errors carry surrogate keys only when they are cacheable answers (404: the content may appear later). */
export function sendError(exchange: Exchange, error: ApiError): void {
  if (error.status !== 404) exchange.keys = null;
  sendJson(exchange, error.status, errorBody(error.message, error.data, error.type), error.headers);
}

/** 405 with `Allow` unless the request's method is one of these. */
export function allowMethods(exchange: Exchange, pathname: string, methods: readonly string[]): void {
  if (!methods.includes(exchange.method))
    throw new ApiError(405, `${exchange.method} is not allowed on ${pathname}`, null, { Allow: methods.join(', ') });
}

/** Parses the query string into lower-case names so `zenQL` and `zenql` are the same parameter. */
export function parseQuery(search: string): Map<string, string> {
  const query = new Map<string, string>();
  if (!search) return query;
  for (const [name, value] of new URLSearchParams(search)) {
    const key = name.toLowerCase();
    if (!query.has(key)) query.set(key, value);
  }
  return query;
}

/** Splits and decodes a path; a malformed escape is bad input, not a server error. */
export function pathSegments(pathname: string): string[] {
  const segments: string[] = [];
  for (const raw of pathname.split('/')) {
    if (raw === '') continue;
    try {
      segments.push(raw.includes('%') ? decodeURIComponent(raw) : raw);
    } catch {
      throw new ApiError(400, `The path segment "${raw}" is not correctly URL-encoded`);
    }
  }
  return segments;
}
