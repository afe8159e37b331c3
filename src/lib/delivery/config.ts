// Client configuration: the shape callers pass, defaults, and the validation the contract prescribes.
import { isAbsoluteUrl, isBrowser } from './environment';
import { MESSAGES } from './errors';
import type { RequestCache, RequestCacheOptions } from './requestCache';
import type { SurrogateKeyCollector } from './surrogateKeys';
import type { VersionStatus } from './types';

/** What the client reads of an answer: a WHATWG `Response` has it all; a server may pass a lighter one. */
export interface FetchResponse {
  ok: boolean;
  status: number;
  statusText: string;
  url: string;
  headers: { get(name: string): string | null };
  text(): Promise<string>;
}

/**
 * A call's deadline (its timeout and the caller's signals), as the client hands it to its fetch beside `signal`. A
 * fetch that listens here need not read `signal`, which the client then never makes: in Node an AbortSignal costs
 * more to make than the rest of a call's bookkeeping, and a page makes several calls (server/httpFetch.ts).
 */
export interface FetchDeadline {
  /** Calls `listener` once when the deadline trips (at once if it has); returns a function that stops listening. */
  onTrip(listener: (error: Error) => void): () => void;
}

export type FetchInit = RequestInit & { deadline?: FetchDeadline };

export type FetchFn = (input: string, init?: FetchInit) => Promise<FetchResponse>;

export type ClientType = 'none' | 'client_credentials';

export interface ClientCredentials {
  clientId: string;
  clientSecret: string;
}

export interface DeliveryClientConfig {
  projectId: string;
  /** API origin, e.g. `https://api-alias.cloud.contensis.com`. Empty or relative only in a browser. */
  rootUrl?: string;
  accessToken?: string;
  /** Default `none` (access token). */
  clientType?: ClientType;
  clientDetails?: ClientCredentials;
  /** Sent with every call unless the call already sets that header. */
  defaultHeaders?: Record<string, string>;
  language?: string;
  /** Default `published`. */
  versionStatus?: VersionStatus;
  /** Default 25. */
  pageSize?: number;
  fetchFn?: FetchFn;
  /** Abort a call (and fail it with 'Network request timed out') after this many ms. Default: no limit. */
  timeoutMs?: number;
  /** A browser client talking to its own origin, whose server adds the credentials. */
  proxied?: boolean;
  /** Resolve 404 answers to null instead of rejecting. Default: true in a browser only. */
  notFoundAsNull?: boolean;
  /** Ask for surrogate keys (`x-require-surrogate-key`, `x-crb-ssr`) on every call. */
  ssr?: boolean;
  /** `false` switches caching off; options size the client's own cache; or pass a cache to share. */
  cache?: false | RequestCacheOptions | RequestCache;
}

/** Per-request (usually server-side) state a client is bound to. */
export interface DeliveryContext {
  /** Extra request headers, e.g. forwarded user cookies or a referer. */
  headers?: Record<string, string>;
  collector?: SurrogateKeyCollector;
  signal?: AbortSignal;
  /** A cache shared across clients/requests; `false` disables caching for this client. */
  cache?: RequestCache | false;
  ssr?: boolean;
}

export interface ResolvedConfig {
  projectId: string;
  rootUrl: string;
  isAbsolute: boolean;
  accessToken?: string;
  clientType: ClientType;
  clientDetails?: ClientCredentials;
  defaultHeaders: Record<string, string>;
  language?: string;
  versionStatus: VersionStatus;
  pageSize: number;
  fetchFn: FetchFn;
  timeoutMs?: number;
  proxied: boolean;
  notFoundAsNull: boolean;
  ssr: boolean;
}

export const DEFAULT_PAGE_SIZE = 25;

// Looked up at call time so a polyfill installed later is honoured; one function so that shared
// state keyed by the fetch function (bearer tokens) is shared by every default client.
export const defaultFetch: FetchFn = (input, init) => globalThis.fetch(input, init);

export function resolveConfig(config: DeliveryClientConfig): ResolvedConfig {
  const rootUrl = (config.rootUrl ?? '').replace(/\/+$/, '');
  const isAbsolute = isAbsoluteUrl(rootUrl);
  if (!isAbsolute && !isBrowser()) throw new Error(MESSAGES.relativeRootUrl);

  const clientType: ClientType = config.clientType ?? 'none';
  if (clientType === 'none' && !config.accessToken && !config.proxied) {
    throw new Error(MESSAGES.accessTokenRequired);
  }
  if (
    clientType === 'client_credentials' &&
    (!config.clientDetails || !config.clientDetails.clientId || !config.clientDetails.clientSecret)
  ) {
    throw new Error(MESSAGES.clientDetailsRequired);
  }
  if (!config.projectId) throw new Error(MESSAGES.projectIdRequired);

  return {
    projectId: config.projectId,
    rootUrl,
    isAbsolute,
    accessToken: config.accessToken || undefined,
    clientType,
    clientDetails: config.clientDetails,
    defaultHeaders: config.defaultHeaders ?? {},
    language: config.language || undefined,
    versionStatus: config.versionStatus || 'published',
    pageSize: config.pageSize || DEFAULT_PAGE_SIZE,
    fetchFn: config.fetchFn ?? defaultFetch,
    timeoutMs: config.timeoutMs && config.timeoutMs > 0 ? config.timeoutMs : undefined,
    proxied: config.proxied ?? false,
    notFoundAsNull: config.notFoundAsNull ?? isBrowser(),
    ssr: config.ssr ?? false,
  };
}
