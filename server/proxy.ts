import type { IncomingMessage, ServerResponse } from 'node:http';
import type { RequestHandler } from 'express';
import { createProxyMiddleware } from 'http-proxy-middleware';
import type { SiteConfig } from './config';
import type { Logger } from './logger';
import type { DeliveryFactory } from './upstream';

// Request headers that must never reach the platform from a browser: credentials are the server's to add.
const STRIPPED_REQUEST_HEADERS = ['authorization', 'accesstoken', 'cookie'];

function gatewayError(logger: Logger, what: string) {
  return (error: Error, _req: IncomingMessage, res: ServerResponse | import('node:net').Socket) => {
    logger.warn({ err: error.message }, `${what} proxy failed`);
    if ('writeHead' in res && !res.headersSent) {
      const timedOut = /timed? ?out|ETIMEDOUT|ECONNRESET/i.test(error.message);
      res.writeHead(timedOut ? 504 : 502, { 'content-type': 'application/json', 'cache-control': 'no-store' });
      res.end(JSON.stringify({ message: timedOut ? 'The content platform did not answer in time.' : 'The content platform is unavailable.' }));
    }
  };
}

/** Streams the image, video and asset libraries from the platform, with long-lived caching. */
export function libraryProxy(config: SiteConfig, delivery: DeliveryFactory, logger: Logger): RequestHandler {
  const paths = config.reverseProxyPaths.map((p) => `/${p}`);
  return createProxyMiddleware({
    target: delivery.upstream.rootUrl,
    changeOrigin: true,
    pathFilter: (pathname: string) => paths.some((prefix) => pathname === prefix || pathname.startsWith(`${prefix}/`)),
    proxyTimeout: config.platformTimeoutMs,
    timeout: config.platformTimeoutMs,
    on: {
      proxyReq: (proxyReq) => {
        for (const header of STRIPPED_REQUEST_HEADERS) proxyReq.removeHeader(header);
      },
      proxyRes: (proxyRes) => {
        delete proxyRes.headers['set-cookie'];
        if (!proxyRes.headers['cache-control'] && (proxyRes.statusCode ?? 500) < 400) {
          proxyRes.headers['cache-control'] = 'public, max-age=86400';
        }
      },
      error: gatewayError(logger, 'Library'),
    },
  }) as RequestHandler;
}

/**
 * The browser's delivery API calls go through the site: read-only methods, configured projects only,
 * and the server's credentials added here so no token ever reaches a page.
 */
export function deliveryApiProxy(config: SiteConfig, delivery: DeliveryFactory, logger: Logger): RequestHandler {
  const projects = new Set(delivery.upstream.projects.map((project) => project.id.toLowerCase()));
  const proxy = createProxyMiddleware({
    target: delivery.upstream.rootUrl,
    changeOrigin: true,
    proxyTimeout: config.platformTimeoutMs,
    timeout: config.platformTimeoutMs,
    on: {
      proxyRes: (proxyRes) => {
        delete proxyRes.headers['set-cookie'];
      },
      error: gatewayError(logger, 'Delivery API'),
    },
  }) as RequestHandler;

  return async (req, res, next) => {
    const match = /^\/api\/delivery\/projects\/([^/?]+)(?:[/?]|$)/i.exec(req.originalUrl);
    if (!match || !projects.has(decodeSafe(match[1]).toLowerCase())) {
      res.status(404).json({ message: 'Not found' });
      return;
    }
    if (req.method !== 'GET' && !(req.method === 'POST' && /\/entries\/search(?:\?|$)/i.test(req.originalUrl))) {
      res.status(405).set('allow', 'GET').json({ message: 'Method not allowed' });
      return;
    }
    try {
      for (const header of STRIPPED_REQUEST_HEADERS) delete req.headers[header];
      Object.assign(req.headers, await delivery.authorisationHeaders());
    } catch (error) {
      logger.warn({ err: (error as Error).message }, 'Could not authorise a proxied delivery call');
      res.status(502).json({ message: 'The content platform is unavailable.' });
      return;
    }
    // Query-string tokens from the browser are dropped too.
    req.url = req.originalUrl.replace(/([?&])accessToken=[^&]*&?/gi, '$1').replace(/[?&]$/, '');
    proxy(req, res, next);
  };
}

function decodeSafe(value: string): string {
  try {
    return decodeURIComponent(value);
  } catch {
    return value;
  }
}
