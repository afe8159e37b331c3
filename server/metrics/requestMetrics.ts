import type { RequestHandler } from 'express';
import { isAccountPath } from '../../src/features/routing';
import type { SiteConfig } from '../config';
import { statusClass, type RouteKind, type SiteMetrics } from './siteMetrics';

/** What a path is for: a few fixed prefixes, the configured library paths, and pages for everything else. */
export function routeKind(path: string, libraryPaths: readonly string[]): RouteKind {
  if (path === '/healthz') return 'health';
  if (path === '/metrics') return 'metrics';
  if (path.startsWith('/static/')) return 'static';
  if (path === '/api/delivery' || path.startsWith('/api/delivery/')) return 'delivery-proxy';
  if (isAccountPath(path)) return 'account';
  const first = path.split('/')[1]?.toLowerCase() ?? '';
  if (first && libraryPaths.some((library) => library.toLowerCase() === first)) return 'library-proxy';
  return 'page';
}

/** Times every request from its arrival until its answer is sent (or the client goes away). */
export function requestMetrics(config: SiteConfig, metrics: SiteMetrics): RequestHandler {
  return (req, res, next) => {
    const started = process.hrtime.bigint();
    const kind = routeKind(req.path, config.reverseProxyPaths);
    res.once('close', () => {
      const seconds = Number(process.hrtime.bigint() - started) / 1e9;
      metrics.requestFinished(kind, res.writableFinished ? statusClass(res.statusCode) : 'aborted', seconds);
    });
    next();
  };
}
