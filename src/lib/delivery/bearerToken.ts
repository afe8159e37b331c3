// Client-credentials bearer tokens (contensis-api.md §2.1): fetched on demand, renewed 60 s before
// expiry, one token request in flight however many calls wait. Token sources are shared by every
// client built with the same fetch, root url and credentials, so per-request clients reuse a token.
import {
  type ClientCredentialsTokenRequest,
  type TokenErrorResponse,
  type TokenResponse,
  RESOURCE_SCOPES,
  TOKEN_CONTENT_TYPE,
  TOKEN_EXPIRY_MARGIN_MS,
  TOKEN_PATH,
} from '../../../contract/auth';
import { createDeadline } from './abort';
import { type ClientCredentials, defaultFetch, type FetchFn, type FetchResponse } from './config';
import { DeliveryAuthenticationError, DeliveryNetworkError } from './errors';

/** Scopes the official client requests for client credentials, in its order. */
export const CLIENT_CREDENTIALS_SCOPE = RESOURCE_SCOPES.join(' ');

export const TOKEN_RENEWAL_MARGIN_MS = TOKEN_EXPIRY_MARGIN_MS;

export interface BearerTokenSource {
  /** A valid bearer token, fetching one if none is held or it expires within 60 s. */
  get(): Promise<string>;
}

export interface BearerTokenOptions {
  rootUrl: string;
  credentials: ClientCredentials;
  /** Default: the global fetch (the same function default clients use, so they share tokens). */
  fetchFn?: FetchFn;
  timeoutMs?: number;
}

function formEncode(fields: ClientCredentialsTokenRequest): string {
  return Object.entries(fields)
    .map(([key, value]) => `${encodeURIComponent(key)}=${encodeURIComponent(String(value))}`)
    .join('&');
}

function readJson(text: string): unknown {
  try {
    return text ? (JSON.parse(text) as unknown) : {};
  } catch {
    return undefined;
  }
}

function field(body: unknown, name: keyof TokenResponse | keyof TokenErrorResponse): unknown {
  return typeof body === 'object' && body !== null ? (body as Record<string, unknown>)[name] : undefined;
}

export function createBearerTokenSource(options: BearerTokenOptions): BearerTokenSource {
  const fetchFn = options.fetchFn ?? defaultFetch;
  let token: string | undefined;
  let expiresAt = 0;
  let pending: Promise<string> | undefined;

  async function request(): Promise<string> {
    const deadline = createDeadline([], options.timeoutMs);
    try {
      let response: FetchResponse;
      let text: string;
      try {
        response = await deadline.guard(
          fetchFn(`${options.rootUrl}${TOKEN_PATH}`, {
            method: 'POST',
            headers: { 'Content-Type': TOKEN_CONTENT_TYPE },
            body: formEncode({
              scope: CLIENT_CREDENTIALS_SCOPE,
              grant_type: 'client_credentials',
              client_id: options.credentials.clientId,
              client_secret: options.credentials.clientSecret,
            }),
            signal: deadline.signal,
          }),
        );
        text = await deadline.guard(response.text());
      } catch (error) {
        throw error instanceof DeliveryNetworkError ? error : deadline.failure();
      }
      const body = readJson(text);
      const error = field(body, 'error');
      const accessToken = field(body, 'access_token');
      if (!response.ok || typeof accessToken !== 'string' || !accessToken) {
        throw new DeliveryAuthenticationError(typeof error === 'string' && error ? error : text, response.status);
      }
      const expiresIn = Number(field(body, 'expires_in'));
      token = accessToken;
      expiresAt = Date.now() + (Number.isFinite(expiresIn) ? expiresIn * 1000 : 0);
      return accessToken;
    } finally {
      deadline.dispose();
    }
  }

  return {
    get() {
      if (token && Date.now() + TOKEN_RENEWAL_MARGIN_MS < expiresAt) return Promise.resolve(token);
      pending ??= request().finally(() => {
        pending = undefined;
      });
      return pending;
    },
  };
}

const registry = new WeakMap<FetchFn, Map<string, BearerTokenSource>>();

/** The shared token source for these credentials (one per fetch function, root url and client). */
export function sharedBearerTokenSource(options: BearerTokenOptions): BearerTokenSource {
  const fetchFn = options.fetchFn ?? defaultFetch;
  let byKey = registry.get(fetchFn);
  if (!byKey) {
    byKey = new Map();
    registry.set(fetchFn, byKey);
  }
  const key = [options.rootUrl, options.credentials.clientId, options.credentials.clientSecret].join('\n');
  let source = byKey.get(key);
  if (!source) {
    source = createBearerTokenSource({ ...options, fetchFn });
    byKey.set(key, source);
  }
  return source;
}
