import type { RequestHandler } from 'express';
import type { SiteConfig } from '../config';
import { localOrClusterMetrics } from './clusterMetrics';
import { metricsRoute } from './endpoint';
import { requestMetrics } from './requestMetrics';
import { processMetrics } from './siteMetrics';

export { observedFetch } from './platformCalls';
export { processMetrics } from './siteMetrics';

/**
 * `timing`, the site's first middleware, times every request; `endpoint` answers `/metrics` to a METRICS_TOKEN
 * bearer (placed after the security headers, which every answer carries).
 */
export function siteMetricsMiddleware(config: SiteConfig): { timing: RequestHandler; endpoint: RequestHandler } {
  const metrics = processMetrics();
  return {
    timing: requestMetrics(config, metrics),
    endpoint: metricsRoute(config.operations.metrics.token, localOrClusterMetrics(metrics.registry)),
  };
}
