// What the search sagas take from their host through the saga context, besides the delivery client and log.
import type { SearchEnvironment } from './searchRequest';

/** A JSON GET for custom search APIs: the answer's parsed body. */
export type FetchJson = (url: string, signal: AbortSignal) => Promise<unknown>;

export interface SearchServices {
  /** The page's version status and language, read from the app's state (composed in src/app). */
  environment: (rootState: unknown) => SearchEnvironment;
  /** The site's own origin on the server (`http://127.0.0.1:3000`): relative custom API uris are called on it. */
  localOrigin?: string;
  /** Default: `fetch`, failing on a non-2xx answer. */
  fetchJson?: FetchJson;
  /** Limit of a custom API call (default 5000 ms). */
  timeoutMs?: number;
}

export const SEARCH_CONTEXT = 'search';

export const DEFAULT_CUSTOM_API_TIMEOUT_MS = 5000;

export const defaultEnvironment = (): SearchEnvironment => ({ versionStatus: 'published' });

/** `fetch` that rejects on an HTTP error with the status the answer carried. */
export const defaultFetchJson: FetchJson = async (url, signal) => {
  const response = await fetch(url, { signal, headers: { accept: 'application/json' } });
  if (!response.ok) throw new Error(`Custom search API answered ${response.status} ${response.statusText}`.trim());
  const text = await response.text();
  return text ? (JSON.parse(text) as unknown) : null;
};
