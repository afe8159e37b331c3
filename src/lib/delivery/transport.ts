// The one place a delivery call touches the network: authorisation, headers, the request cache,
// timeouts/aborts, JSON parsing, the rejection shape and surrogate-key/call collection.
import { createDeadline, raceAbort, type Deadline } from './abort';
import { deepFreeze } from './deepFreeze';
import type { AnswerShape } from './answerShapes';
import type { BearerTokenSource } from './bearerToken';
import type { DeliveryContext, FetchInit, ResolvedConfig } from './config';
import { now } from './environment';
import { DeliveryNetworkError } from './errors';
import type { CachedResponse, RequestCache } from './requestCache';
import { parseSurrogateKeyHeader } from './surrogateKeys';
import type { ResponseContext } from './types';

export interface RequestSpec {
  /** Path and query string, relative to the root url. */
  path: string;
  method?: 'GET' | 'POST';
  body?: string;
  /** Default `application/json`; searches send `application/json; charset=utf-8`. */
  contentType?: string;
  signal?: AbortSignal;
  /** What a 2xx answer must look like (answerShapes.ts); another shape fails like an answer that is not JSON. */
  shape?: AnswerShape;
}

export interface Transport {
  request<T>(spec: RequestSpec): Promise<T | null>;
}

export const JSON_CONTENT_TYPE = 'application/json';
export const SEARCH_CONTENT_TYPE = 'application/json; charset=utf-8';

/** A non-OK or unparseable answer, carried through the cache with its surrogate keys. */
class FailedResponse {
  constructor(
    readonly context: ResponseContext,
    readonly keys: string[],
  ) {}
}

function setIfMissing(headers: Record<string, string>, extra: Record<string, string> | undefined): void {
  if (!extra) return;
  const present = new Set(Object.keys(headers).map((name) => name.toLowerCase()));
  for (const [name, value] of Object.entries(extra)) {
    if (value && !present.has(name.toLowerCase())) {
      headers[name] = value;
      present.add(name.toLowerCase());
    }
  }
}

function overrideWith(headers: Record<string, string>, extra: Record<string, string> | undefined): void {
  if (!extra) return;
  for (const [name, value] of Object.entries(extra)) {
    if (!value) continue;
    for (const present of Object.keys(headers)) if (present.toLowerCase() === name.toLowerCase()) delete headers[present];
    headers[name] = value;
  }
}

/** Forwarded cookies or authorization belong to one user: such calls never touch a cache. */
function carriesUserCredentials(headers: Record<string, string> | undefined): boolean {
  if (!headers) return false;
  return Object.entries(headers).some(([name, value]) => {
    const lower = name.toLowerCase();
    return (lower === 'cookie' || lower === 'authorization') && value !== '';
  });
}

function isOk(status: number): boolean {
  return status >= 200 && status < 300;
}

/** Turns a raw answer into the value callers get: parsed JSON, null (404 in a browser) or a FailedResponse. */
function settle(raw: CachedResponse, notFoundAsNull: boolean, shape: AnswerShape | undefined): unknown {
  if (raw.status === 404 && notFoundAsNull) return null;
  let data: unknown = {};
  let parsed = true;
  if (raw.text.length > 0) {
    try {
      data = JSON.parse(raw.text) as unknown;
    } catch {
      parsed = false;
      data = raw.text;
    }
  }
  if (!isOk(raw.status) || !parsed || (shape && !shape(data))) {
    throw new FailedResponse({ status: raw.status, statusText: raw.statusText, url: raw.url, data }, raw.surrogateKeys);
  }
  return data;
}

/**
 * A call's init with its deadline: a fetch that knows `deadline` listens there, any other reads `signal` (then made).
 * A class for the getter (see Deadline).
 */
class DeadlineInit implements FetchInit {
  constructor(
    init: RequestInit,
    readonly deadline: Deadline,
  ) {
    Object.assign(this, init);
  }

  get signal(): AbortSignal {
    return this.deadline.signal;
  }
}

/** One exchange with the API under the config's timeout (and the callers' signals): the answer and its text. */
async function execute(
  config: ResolvedConfig,
  url: string,
  init: RequestInit,
  signals: readonly (AbortSignal | undefined)[],
): Promise<CachedResponse> {
  const deadline = createDeadline(signals, config.timeoutMs);
  try {
    // One guard for the whole exchange: the answer and its text.
    return await deadline.guard(
      config.fetchFn(url, new DeadlineInit(init, deadline)).then(async (response) => ({
        status: response.status,
        statusText: response.statusText,
        url: response.url || url,
        text: await response.text(),
        surrogateKeys: parseSurrogateKeyHeader(response.headers?.get('surrogate-key')),
      })),
    );
  } catch (error) {
    throw error instanceof DeliveryNetworkError ? error : deadline.failure();
  } finally {
    deadline.dispose();
  }
}

function buildHeaders(
  config: ResolvedConfig,
  context: DeliveryContext,
  ssr: boolean,
  contentType: string,
  bearer: string | undefined,
): Record<string, string> {
  const headers: Record<string, string> = { Accept: 'application/json', 'Content-Type': contentType };
  if (config.accessToken) headers.accessToken = config.accessToken;
  else if (bearer) headers.Authorization = `Bearer ${bearer}`;
  if (ssr) {
    headers['x-require-surrogate-key'] = 'true';
    headers['x-crb-ssr'] = 'true';
  }
  // A request's own headers win: a signed-in visitor's bearer token replaces the site's (their identity decides).
  overrideWith(headers, context.headers);
  setIfMissing(headers, config.defaultHeaders);
  return headers;
}

function cacheKey(config: ResolvedConfig, method: string, url: string, body: string | undefined, headers: Record<string, string>): string {
  // A bearer token changes on renewal; the client id is what identifies the caller.
  const identity = Object.entries(headers)
    .map(([name, value]): [string, string] =>
      name === 'Authorization' && !config.accessToken && config.clientDetails
        ? ['authorization', `client:${config.clientDetails.clientId}`]
        : [name.toLowerCase(), value],
    )
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
  return JSON.stringify([method, url, body ?? '', identity, config.notFoundAsNull]);
}

/**
 * The cache's answer for a key, or a new exchange put there. The shared exchange ignores this caller's signal
 * (another caller may be waiting on it), and is parsed once for every caller; a failed answer rejects and leaves the cache.
 */
function sharedAnswer(
  config: ResolvedConfig,
  cache: RequestCache,
  key: string,
  url: string,
  init: RequestInit,
  spec: RequestSpec,
): { entry: Promise<CachedResponse>; cached: boolean } {
  const found = cache.get(key);
  if (found) return { entry: found, cached: true };
  const created = execute(config, url, init, []).then((answer) => settledAnswer(answer, config.notFoundAsNull, spec.shape));
  // An empty answer is not worth sharing: it may be an upstream hiccup, not the content.
  created.then(
    (answer) => (answer.text === '' ? cache.delete(key, created) : undefined),
    () => cache.delete(key, created),
  );
  cache.set(key, created);
  return { entry: created, cached: false };
}

/**
 * A fresh answer parsed for the cache. A 404 is kept too, as what the platform said: a page that asks for something
 * that does not exist (an optional node) asks again only once the cache drops it (its life, or a content change,
 * like any other answer). Other failures reject, and leave the cache.
 */
function settledAnswer(answer: CachedResponse, notFoundAsNull: boolean, shape: AnswerShape | undefined): CachedResponse {
  try {
    return { ...answer, value: deepFreeze(settle(answer, notFoundAsNull, shape)) };
  } catch (error) {
    if (error instanceof FailedResponse && answer.status === 404) return { ...answer, notFound: deepFreeze(error.context) };
    throw error;
  }
}

export function createTransport(
  config: ResolvedConfig,
  context: DeliveryContext,
  cache: RequestCache | null,
  tokens: BearerTokenSource | null,
): Transport {
  const ssr = context.ssr ?? config.ssr;
  const collector = context.collector;
  const useCache = cache !== null && !carriesUserCredentials(context.headers);

  async function request<T>(spec: RequestSpec): Promise<T | null> {
    const signals = [spec.signal, context.signal];
    const method = spec.method ?? (spec.body !== undefined ? 'POST' : 'GET');
    const url = `${config.rootUrl}${spec.path}`;
    const started = now();
    let cached = false;
    const record = (status: number, failed: boolean): void =>
      collector?.recordCall({ method, url, status, durationMs: now() - started, failed, cached });

    try {
      const bearer = tokens && !config.accessToken ? await raceAbort(tokens.get(), signals) : undefined;
      const headers = buildHeaders(config, context, ssr, spec.contentType ?? JSON_CONTENT_TYPE, bearer);
      const init: RequestInit = { method, headers };
      if (spec.body !== undefined) init.body = spec.body;
      if (config.isAbsolute) init.mode = 'cors';

      let raw: CachedResponse;
      if (useCache && cache) {
        const shared = sharedAnswer(config, cache, cacheKey(config, method, url, spec.body, headers), url, init, spec);
        cached = shared.cached;
        raw = await raceAbort(shared.entry, signals);
      } else {
        raw = await execute(config, url, init, signals);
      }

      if (raw.notFound) throw new FailedResponse(raw.notFound, raw.surrogateKeys);
      const value = 'value' in raw ? raw.value : settle(raw, config.notFoundAsNull, spec.shape);
      collector?.addKeys(raw.surrogateKeys);
      record(raw.status, false);
      return value as T | null;
    } catch (error) {
      if (error instanceof FailedResponse) {
        collector?.addKeys(error.keys);
        record(error.context.status, true);
        throw error.context;
      }
      record(0, true);
      throw error;
    }
  }

  return { request };
}
