import type { IncomingMessage } from 'node:http';
import express, { type ErrorRequestHandler, type RequestHandler, type Response } from 'express';
import { decideAccess } from '../../src/features/routing';
import { publicVary } from '../caching';
import type { SiteConfig } from '../config';
import { showsDrafts } from '../../src/features/version';
import { requestHost } from '../hosts';
import type { Logger } from '../logger';
import type { DeliveryFactory } from '../upstream';
import { anonymousVisitor, visitorOf } from '../visitor';
import { visitorHeaders, type VisitorSession } from '../account';
import type { PageVisitors } from '../render/renderPage';
import { matchDeliveryRoute } from './deliveryRoutes';
import { dropBrowserCredentials, platformProxy } from './gateway';
import { joinSegments, safeSegments, splitRawUrl } from './paths';
import { readProxiedQuery } from './query';

/** A POST search body larger than this is refused with 413 (a GET URL switches to POST at 8,000 characters). */
export const MAX_SEARCH_BODY_BYTES = 256 * 1024;

declare module 'node:http' {
  interface IncomingMessage {
    /** The body of a proxied POST search, read and size-checked before it is forwarded. */
    proxiedBody?: string;
    /** The signed-in visitor a proxied call is made for: their credentials go with it. */
    visitorSession?: VisitorSession | null;
  }
}

function refuse(res: Response, status: number, message: string, headers: Record<string, string> = {}): void {
  res
    .status(status)
    .set({ 'cache-control': 'no-store', ...headers })
    .json({ message });
}

/**
 * The browser's delivery API calls go through the site. A trust boundary: the path is normalised and matched
 * against an allow-list of read-only Delivery routes; only the projects this host shows, only the version
 * status this host shows, only GET/HEAD (and POST for search, decided on the path alone); the server's
 * credentials are added here so no token ever reaches a page; no CORS for other origins.
 */
export function deliveryApiProxy(
  config: SiteConfig,
  delivery: DeliveryFactory,
  logger: Logger,
  visitors: Pick<PageVisitors, 'resolve'>,
): (RequestHandler | ErrorRequestHandler)[] {
  const drafts = new WeakSet<IncomingMessage>();
  const proxy = platformProxy({ config, delivery, logger }, 'Delivery API', {
    onRequest: (proxyReq, req) => {
      if (req.proxiedBody === undefined) return;
      proxyReq.setHeader('content-length', Buffer.byteLength(req.proxiedBody));
      proxyReq.write(req.proxiedBody);
    },
    onResponse: (proxyRes, req) => {
      // Drafts, and anything answered with a visitor's own credentials, are theirs alone; an answer that is not a
      // JSON success (a platform error, an HTML page from a misconfigured host) is kept nowhere.
      if (drafts.has(req) || req.visitorSession) proxyRes.headers['cache-control'] = 'private, no-store';
      else if (!isJsonSuccess(proxyRes)) proxyRes.headers['cache-control'] = 'no-store';
      if (req.method === 'HEAD') delete proxyRes.headers['content-length'];
    },
  });
  return [allowedCalls(config, delivery, drafts, visitors), searchBody(), searchBodyErrors, authorise(delivery, logger), proxy];
}

/** A 304, or a 2xx whose body is JSON: what the platform's own caching may apply to. */
function isJsonSuccess(proxyRes: IncomingMessage): boolean {
  const status = proxyRes.statusCode ?? 0;
  if (status === 304) return true;
  const type = String(proxyRes.headers['content-type'] ?? '')
    .split(';')[0]
    .trim()
    .toLowerCase();
  return status >= 200 && status < 300 && /^application\/([\w.+-]+\+)?json$/.test(type);
}

/** Only allowed calls pass, rewritten to their normalised path and query; draft calls are noted in `drafts`. */
function allowedCalls(
  config: SiteConfig,
  delivery: DeliveryFactory,
  drafts: WeakSet<IncomingMessage>,
  visitors: Pick<PageVisitors, 'resolve'>,
): RequestHandler {
  return async (req, res, next) => {
    const { path, query } = splitRawUrl(req.originalUrl);
    const segments = safeSegments(path);
    const route = segments && matchDeliveryRoute(segments);
    if (!route) return refuse(res, 404, 'Not found');
    const method = req.method;
    if (!(method === 'GET' || method === 'HEAD' || (method === 'POST' && route.isSearch))) {
      return refuse(res, 405, 'Method not allowed', { allow: route.isSearch ? 'GET, HEAD, POST' : 'GET, HEAD' });
    }
    const hostname = requestHost(req);
    const project = delivery.projectsFor(hostname).find((candidate) => candidate.id.toLowerCase() === route.projectId.toLowerCase());
    if (!project) return refuse(res, 404, 'Not found');
    // Read before the browser's cookies are dropped below: the visitor's own credentials are added in authorise.
    req.visitorSession = await visitors.resolve(req, res);
    const visitor = req.visitorSession ? visitorOf(req.visitorSession) : anonymousVisitor;
    const access = decideAccess(project.allowedGroups?.length ? project.allowedGroups : null, visitor);
    if (access !== 'allowed') return refuse(res, access === 'login' ? 401 : 403, 'Sign in to see this project');
    const parsedQuery = readProxiedQuery(query);
    if (!parsedQuery) return refuse(res, 400, 'The query string is not valid');
    if (parsedQuery.versionStatus === 'latest' && !showsDrafts(hostname, config.previewHosts)) {
      return refuse(res, 403, 'Draft content is only shown on preview hosts');
    }
    dropBrowserCredentials(req);
    req.url = `${joinSegments(segments)}${parsedQuery.text ? `?${parsedQuery.text}` : ''}`;
    // The answer depends on the host (which projects it shows) besides the URL: the same Vary as public pages.
    const vary = publicVary(config);
    if (vary) res.vary(vary);
    if (parsedQuery.versionStatus === 'latest') drafts.add(req);
    next();
  };
}

/** A POST search's body, read and size-checked before it is forwarded (`req.proxiedBody`). */
function searchBody(): RequestHandler {
  const readSearchBody = express.text({ type: () => true, limit: MAX_SEARCH_BODY_BYTES });
  return (req, res, next) => {
    if (req.method !== 'POST') return next();
    readSearchBody(req, res, (error?: unknown) => {
      if (error) return next(error);
      req.proxiedBody = typeof req.body === 'string' ? req.body : '';
      next();
    });
  };
}

const searchBodyErrors: ErrorRequestHandler = (error: { status?: number; type?: string }, _req, res, next) => {
  if (error?.status === 413) return refuse(res, 413, `The request body is larger than ${MAX_SEARCH_BODY_BYTES} bytes`);
  if (typeof error?.status === 'number' && error.status >= 400 && error.status < 500)
    return refuse(res, error.status, 'The request body could not be read');
  next(error);
};

/** The server's credentials for the platform, and a signed-in visitor's own (their identity decides), added to the forwarded call. */
function authorise(delivery: DeliveryFactory, logger: Logger): RequestHandler {
  return async (req, res, next) => {
    try {
      Object.assign(req.headers, await delivery.authorisationHeaders());
      if (req.visitorSession) Object.assign(req.headers, visitorHeaders(req.visitorSession));
    } catch (error) {
      logger.warn({ err: (error as Error).message }, 'Could not authorise a proxied delivery call');
      return refuse(res, 502, 'The content platform is unavailable.');
    }
    next();
  };
}
