// Where Prometheus reads the metrics: never on the public site unless it shows a bearer token (METRICS_TOKEN), or
// on a port of its own (METRICS_PORT, bound to METRICS_HOST: loopback by default).
import { createHash, timingSafeEqual } from 'node:crypto';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { RequestHandler } from 'express';

export interface MetricsText {
  contentType: string;
  body: string;
}

export type CollectMetrics = () => Promise<MetricsText>;

const digest = (value: string) => createHash('sha256').update(value).digest();

/** Compares in constant time (over digests, so the token's length is not told either). */
export function bearerMatches(header: string | undefined, token: string): boolean {
  const match = /^Bearer\s+(\S+)\s*$/i.exec(header ?? '');
  return match !== null && timingSafeEqual(digest(match[1]), digest(token));
}

/** `/metrics` on the site's own port, for a bearer of `token`; with no token the path is an ordinary page path. */
export function metricsRoute(token: string | null, collect: CollectMetrics): RequestHandler {
  return (req, res, next) => {
    if (!token || req.path !== '/metrics') {
      next();
      return;
    }
    res.set('cache-control', 'no-store');
    if (!bearerMatches(req.headers.authorization, token)) {
      res.status(401).set('www-authenticate', 'Bearer realm="metrics"').type('text/plain').send('A bearer token is required.');
      return;
    }
    if (req.method !== 'GET' && req.method !== 'HEAD') {
      res.status(405).set('allow', 'GET, HEAD').type('text/plain').send('Method not allowed');
      return;
    }
    collect().then(
      (metrics) => res.type(metrics.contentType).send(metrics.body),
      () => res.status(503).type('text/plain').send('The metrics could not be collected.'),
    );
  };
}

export interface MetricsServer {
  url: string;
  close(): Promise<void>;
}

/** A plain HTTP server answering `GET /metrics` only, on its own port. */
export async function startMetricsServer(options: { host: string; port: number; collect: CollectMetrics }): Promise<MetricsServer> {
  const server: Server = createServer((req, res) => {
    const path = (req.url ?? '/').split('?')[0];
    if (path !== '/metrics' || (req.method !== 'GET' && req.method !== 'HEAD')) {
      res.writeHead(404, { 'content-type': 'text/plain', 'cache-control': 'no-store' }).end('Not found');
      return;
    }
    options.collect().then(
      (metrics) =>
        res
          .writeHead(200, { 'content-type': metrics.contentType, 'cache-control': 'no-store' })
          .end(req.method === 'HEAD' ? undefined : metrics.body),
      () => res.writeHead(503, { 'content-type': 'text/plain', 'cache-control': 'no-store' }).end('The metrics could not be collected.'),
    );
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port, options.host, () => {
      server.off('error', reject);
      resolve();
    });
  });
  const { port } = server.address() as AddressInfo;
  const host = options.host.includes(':') ? `[${options.host}]` : options.host;
  return {
    url: `http://${host}:${port}/metrics`,
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
}
