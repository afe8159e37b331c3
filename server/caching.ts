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
 * Surrogate-Control), short for errors, `private, no-store` for anything personalised; and a
 * surrogate-key header made of the platform's keys plus an application key.
 */
export function pageCacheHeaders(config: SiteConfig, inputs: CacheInputs): CacheDecision {
  if (inputs.personalised) {
    return { headers: { 'cache-control': 'private, no-store' }, isPublic: false };
  }
  const { cache, surrogateKeys } = config;
  const isError = inputs.statusCode >= 400;
  const browserAge = isError ? Math.min(cache.errorMaxAge, cache.pageMaxAge) : cache.pageMaxAge;
  const cdnAge = isError ? cache.errorMaxAge : cache.cdnMaxAge;
  return {
    headers: {
      'cache-control': `public, max-age=${browserAge}`,
      'surrogate-control': `max-age=${cdnAge}`,
      'surrogate-key': surrogateKeyHeader(config, inputs),
    },
    isPublic: true,
  };
}

export function surrogateKeyHeader(config: SiteConfig, inputs: Pick<CacheInputs, 'keys' | 'hadFailure' | 'project'>): string {
  const { appKey, catchAllKey, maxKeys } = config.surrogateKeys;
  const base = [appKey, `${appKey}-${inputs.project}`];
  if (inputs.hadFailure || inputs.keys.length > maxKeys) return [...base, catchAllKey].join(' ');
  return [...base, ...new Set(inputs.keys)].join(' ');
}
