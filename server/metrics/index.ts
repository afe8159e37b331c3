import type { RequestHandler } from 'express';
import type { SiteConfig } from '../config';
import { localOrClusterMetrics } from './clusterMetrics';
import { metricsRoute } from './endpoint';
import { requestMetrics } from './requestMetrics';
import { processMetrics } from './siteMetrics';

export { observedFetch } from './platformCalls';
export { processMetrics } from './siteMetrics';

/** The site's first middleware: times every request, and answers `/metrics` to a METRICS_TOKEN bearer. */
export function siteMetricsMiddleware(config: SiteConfig): RequestHandler[] {
  const metrics = processMetrics();
  return [requestMetrics(config, metrics), metricsRoute(config.operations.metrics.token, localOrClusterMetrics(metrics.registry))];
}
