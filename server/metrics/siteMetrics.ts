// The site's Prometheus metrics: one registry per process (cluster workers' registries are summed by the primary,
// see clusterMetrics.ts), with Node's default metrics (event-loop lag, memory, CPU, handles) beside our own.
import { collectDefaultMetrics, Counter, Histogram, Registry } from 'prom-client';

/** What a request was for, as the request-duration metric tells them apart. */
export type RouteKind = 'page' | 'account' | 'delivery-proxy' | 'library-proxy' | 'static' | 'health' | 'metrics';

/** Which platform API a call went to: the Delivery API (pages) or the authentication and security APIs (accounts). */
export type PlatformApi = 'delivery' | 'account';

export type CacheName = 'request' | 'page_state' | 'page_html' | 'minilist';

export interface SiteMetrics {
  readonly registry: Registry;
  requestFinished(kind: RouteKind, statusClass: string, seconds: number): void;
  pageRendered(seconds: number): void;
  /** One platform call: its status (0 when no answer came), how long it took, and whether it counts as failed. */
  platformCall(api: PlatformApi, call: { status: number; seconds: number; failed: boolean }): void;
  cacheLookup(cache: CacheName, hit: boolean): void;
}

/** `2xx`…`5xx`; `none` when no answer came at all. */
export function statusClass(status: number): string {
  return status >= 100 && status < 600 ? `${Math.floor(status / 100)}xx` : 'none';
}

const SECONDS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];
const RENDER_SECONDS = [0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1];

export function createSiteMetrics(): SiteMetrics {
  const registry = new Registry();
  collectDefaultMetrics({ register: registry, eventLoopMonitoringPrecision: 10 });
  const registers = [registry];
  const requests = new Histogram({
    name: 'trellis_http_request_duration_seconds',
    help: 'Time to answer a request, by what it was for and the class of its status (aborted: the client left first)',
    labelNames: ['kind', 'status_class'] as const,
    buckets: SECONDS,
    registers,
  });
  const renders = new Histogram({
    name: 'trellis_page_render_duration_seconds',
    help: "Time of one page's server render (renderToString)",
    buckets: RENDER_SECONDS,
    registers,
  });
  const calls = new Histogram({
    name: 'trellis_platform_call_duration_seconds',
    help: 'Platform calls made by the server, by API and status class (none: no answer, such as a refused connection or a timeout)',
    labelNames: ['api', 'status_class'] as const,
    buckets: SECONDS,
    registers,
  });
  const failures = new Counter({
    name: 'trellis_platform_call_failures_total',
    help: 'Platform calls that failed, by API and status class',
    labelNames: ['api', 'status_class'] as const,
    registers,
  });
  const lookups = new Counter({
    name: 'trellis_cache_lookups_total',
    help: 'Lookups in the server caches, by cache and result (hit or miss)',
    labelNames: ['cache', 'result'] as const,
    registers,
  });
  return {
    registry,
    requestFinished: (kind, status, seconds) => requests.observe({ kind, status_class: status }, seconds),
    pageRendered: (seconds) => renders.observe(seconds),
    platformCall(api, call) {
      const labels = { api, status_class: statusClass(call.status) };
      calls.observe(labels, call.seconds);
      if (call.failed) failures.inc(labels);
    },
    cacheLookup: (cache, hit) => lookups.inc({ cache, result: hit ? 'hit' : 'miss' }),
  };
}

let processWide: SiteMetrics | null = null;

/** The metrics of this process, shared by every site it serves (tests compose several). */
export function processMetrics(): SiteMetrics {
  processWide ??= createSiteMetrics();
  return processWide;
}
