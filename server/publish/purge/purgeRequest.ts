// What a CDN adapter asks of its CDN: plain HTTP requests, so that one purger (cdnPurger.ts) times, retries and logs
// them whatever the CDN.

export interface PurgeRequest {
  method: string;
  url: string;
  headers: Record<string, string>;
  body?: string;
}

export interface PurgeAdapter {
  /** For log lines: fastly, cloudflare, varnish, http. */
  name: string;
  /** The requests that purge `keys` (several when the CDN takes a limited number of keys at a time). */
  requests(keys: readonly string[]): PurgeRequest[];
  /** Whether an answer means the purge was done (default: a 2xx status). */
  succeeded?(status: number, body: string): boolean;
}

/** `items` in runs of at most `size`. */
export function batches<T>(items: readonly T[], size: number): T[][] {
  const runs: T[][] = [];
  for (let start = 0; start < items.length; start += size) runs.push(items.slice(start, start + size));
  return runs;
}
