import type { SiteConfig } from './config';

export interface CacheDecision {
  headers: Record<string, string>;
  /** Publicly cacheable: the response must not set cookies. */
  isPublic: boolean;
}

export interface CacheInputs {
  statusCode: number;
  /** Anything that depends on who asks (signed-in visitor, draft content). */
  personalised: boolean;
  /** Keys the platform returned for this request's calls. */
  keys: readonly string[];
  /** A platform call failed: we cannot know every key the page depends on. */
  hadFailure: boolean;
  project: string;
}

/**
 * Cache headers for a page: public with a max-age for anonymous pages (longer for the CDN via
 * Surrogate-Control), short for errors and for pages built while a platform call failed (a menu or a list left
 * out), `private, no-store` for anything personalised; and a surrogate-key header made of the platform's keys
 * plus an application key.
 */
export function pageCacheHeaders(config: SiteConfig, inputs: CacheInputs): CacheDecision {
  if (inputs.personalised) {
    return { headers: { 'cache-control': 'private, no-store' }, isPublic: false };
  }
  const { cache } = config;
  const isError = inputs.statusCode >= 400;
  const short = isError || inputs.hadFailure;
  const browserAge = short ? Math.min(cache.errorMaxAge, cache.pageMaxAge) : cache.pageMaxAge;
  const cdnAge = short ? cache.errorMaxAge : cache.cdnMaxAge;
  const headers: Record<string, string> = {
    'cache-control': `public, max-age=${browserAge}`,
    'surrogate-control': `max-age=${cdnAge}`,
    // An error page may stem from any content: only the catch-all purge is sure to reach it.
    'surrogate-key': surrogateKeyHeader(config, { ...inputs, hadFailure: inputs.hadFailure || isError }),
  };
  // Cloudflare tags its cache from `Cache-Tag` (comma-separated) only: the same keys, for its purge by tag.
  if (config.publish.cdn?.target.kind === 'cloudflare') headers['cache-tag'] = headers['surrogate-key'].split(' ').join(',');
  const vary = publicVary(config);
  if (vary) headers.vary = vary;
  return { headers, isPublic: true };
}

/**
 * What besides the URL chooses a public answer, for the CDN's cache key. Behind a trusted proxy the forwarded
 * host picks the project and the forwarded protocol decides HSTS, so both are part of the key.
 */
export function publicVary(config: SiteConfig): string | null {
  return config.trustProxy ? 'X-Forwarded-Host, X-Forwarded-Proto' : null;
}

export function surrogateKeyHeader(config: SiteConfig, inputs: Pick<CacheInputs, 'keys' | 'hadFailure' | 'project'>): string {
  const { appKey, catchAllKey, maxKeys } = config.surrogateKeys;
  const base = [appKey, `${appKey}-${inputs.project}`];
  if (inputs.hadFailure || inputs.keys.length > maxKeys) return [...base, catchAllKey].join(' ');
  return [...base, ...new Set(inputs.keys)].join(' ');
}
