// What the resilience suites' sites are configured with: the public host a CDN would ask for (so that answers carry
// the public cache headers), and the defaults the checks are derived from.
import { PUBLIC_HOST } from '../../integration/support/site';

export { PUBLIC_HOST };
export const PUBLIC_PROJECT = 'website';
/** `PROJECTS` for a site whose public host shows the website project. */
export const PUBLIC_PROJECTS = JSON.stringify([{ id: PUBLIC_PROJECT, hostnames: [PUBLIC_HOST], publicUri: `https://${PUBLIC_HOST}` }]);
/** The website project's listing pages in the demo pack. */
export const PUBLIC_LISTINGS = ['/news', '/events', '/people'];
/** ERROR_MAX_AGE's default: the longest an error answer may be cached, by a browser or a CDN. */
export const ERROR_MAX_AGE = 10;
/** REQUEST_CACHE_TTL_MS's and PAGE_STATE_CACHE_TTL_MS's default: how long the micro-caches may serve an answer. */
export const CACHE_TTL_MS = 5000;
/** A request still unanswered after this has hung. */
export const HANG_GUARD_MS = 30_000;

/**
 * The longest any answer may take, generous for a loaded 2-core machine: a page's platform calls run side by side,
 * each given up after the timeout. A bound, not a timing.
 */
export function answerBoundMs(platformTimeoutMs: number): number {
  return 2 * platformTimeoutMs + 5000;
}
