import type { IncomingMessage } from 'node:http';
import type { RequestHandler } from 'express';
import type { SiteConfig } from '../config';
import type { Logger } from '../logger';
import type { DeliveryFactory } from '../upstream';
import { dropBrowserCredentials, platformProxy } from './gateway';
import { joinSegments, safeSegments, splitRawUrl } from './paths';

const LONG_CACHE = 'public, max-age=86400';
const CACHEABLE_STATUSES = new Set([200, 203, 204, 206, 304]);

/** What a library may answer: images from the image library, videos from the video library, files (never pages) from the rest. */
function expectedType(library: string, contentType: string): boolean {
  const type = contentType.split(';')[0].trim().toLowerCase();
  if (library === 'image-library') return type.startsWith('image/');
  if (library === 'video-library') return type.startsWith('video/');
  return type !== '' && type !== 'text/html' && type !== 'application/xhtml+xml';
}

/**
 * Long-lived caching only for an answer of the kind the library serves; anything else (an upstream error
 * page, an HTML answer from a misconfigured host) must not stick in a CDN for a day.
 */
export function libraryCacheControl(library: string, proxyRes: IncomingMessage): string {
  const status = proxyRes.statusCode ?? 500;
  if (status === 304) return proxyRes.headers['cache-control'] ?? LONG_CACHE;
  if (!CACHEABLE_STATUSES.has(status) || !expectedType(library, String(proxyRes.headers['content-type'] ?? ''))) return 'no-store';
  return proxyRes.headers['cache-control'] ?? LONG_CACHE;
}

/**
 * Streams the image, video and asset libraries from the platform. The path is normalised and must stay
 * inside one of the configured libraries; only GET and HEAD are forwarded.
 */
export function libraryProxy(config: SiteConfig, delivery: DeliveryFactory, logger: Logger): RequestHandler {
  const libraries = new Set(config.reverseProxyPaths.map((name) => name.toLowerCase()));
  const libraryOf = new WeakMap<IncomingMessage, string>();
  const proxy = platformProxy({ config, delivery, logger }, 'Library', {
    onResponse: (proxyRes, req) => {
      proxyRes.headers['cache-control'] = libraryCacheControl(libraryOf.get(req) ?? '', proxyRes);
    },
  });

  return (req, res, next) => {
    const { path, query } = splitRawUrl(req.originalUrl);
    const first = path.split('/')[1]?.toLowerCase();
    if (!first || !libraries.has(first)) return next();
    const segments = safeSegments(path);
    if (!segments || segments.length < 2 || segments.some((segment) => segment === '')) {
      res.status(404).set('cache-control', 'no-store').type('text/plain').send('Not found');
      return;
    }
    if (req.method !== 'GET' && req.method !== 'HEAD') {
      res.status(405).set({ allow: 'GET, HEAD', 'cache-control': 'no-store' }).type('text/plain').send('Method not allowed');
      return;
    }
    libraryOf.set(req, first);
    dropBrowserCredentials(req);
    req.url = `${joinSegments(segments)}${query ? `?${query}` : ''}`;
    proxy(req, res, next);
  };
}
