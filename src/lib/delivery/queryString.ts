// Query-string rules shared by every call (contensis-api.md §4): empty values dropped, keys sorted,
// arrays comma-joined, keys and values encodeURIComponent'ed.
import type { VersionStatus } from './types';

export type QueryValue = string | number | boolean | readonly (string | number)[] | null | undefined;

export function toQueryString(params: Record<string, QueryValue>): string {
  const pairs = Object.keys(params)
    .filter((key) => {
      const value = params[key];
      if (value === null || value === undefined || value === '') return false;
      return Array.isArray(value) ? value.length > 0 : true;
    })
    .sort()
    .map((key) => `${encodeURIComponent(key)}=${encodeURIComponent(String(params[key]))}`);
  return pairs.length > 0 ? `?${pairs.join('&')}` : '';
}

/** Depth-like numbers are only sent when greater than zero. */
export function positive(value: number | undefined): number | undefined {
  return typeof value === 'number' && value > 0 ? value : undefined;
}

/** JSON-valued params (fieldLinkDepths, aggregations) are only sent when the object has keys. */
export function jsonIfNotEmpty(value: object | undefined): string | undefined {
  return value && Object.keys(value).length > 0 ? JSON.stringify(value) : undefined;
}

/** `published` is the server default, so only `latest` is sent. */
export function latestOnly(value: VersionStatus | undefined): VersionStatus | undefined {
  return value === 'latest' ? value : undefined;
}

export function trueOnly(value: boolean | undefined): true | undefined {
  return value ? true : undefined;
}

export function list(value: string | readonly string[] | undefined): string | readonly string[] | undefined {
  return value === undefined || value.length === 0 ? undefined : value;
}

/** Encodes each segment of a slash-separated path (node paths, taxonomy keys) but keeps the slashes. */
export function encodePath(path: string): string {
  return path
    .split('/')
    .map((segment) => {
      let decoded = segment;
      try {
        decoded = decodeURIComponent(segment);
      } catch {
        // a stray % is taken literally
      }
      return encodeURIComponent(decoded);
    })
    .join('/');
}
