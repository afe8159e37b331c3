import type { ClientRequest, IncomingMessage, ServerResponse } from 'node:http';
import type { Socket } from 'node:net';
import type { RequestHandler } from 'express';
import { createProxyMiddleware } from 'http-proxy-middleware';
import type { SiteConfig } from '../config';
import type { Logger } from '../logger';
import type { DeliveryFactory } from '../upstream';

/** What every proxy to the platform is built from. */
export interface ProxyDeps {
  config: SiteConfig;
  delivery: DeliveryFactory;
  logger: Logger;
}

export interface ProxyHooks {
  /** Runs on each outgoing request once our deadline is set on it. */
  onRequest?: (proxyReq: ClientRequest, req: IncomingMessage) => void;
  /** Runs on each platform answer once the headers a browser must not see are gone. */
  onResponse?: (proxyRes: IncomingMessage, req: IncomingMessage) => void;
}

/**
 * A proxy to the platform, as the delivery API and the libraries both use it: our own deadline, 502/504
 * answers when the platform fails (gatewayHandlers), and none of the platform's cookies or CORS headers.
 * Callers drop the browser's credentials from the request first (dropBrowserCredentials). `what` names the
 * proxy in the log and in its timeout error.
 */
export function platformProxy({ config, delivery, logger }: ProxyDeps, what: string, { onRequest, onResponse }: ProxyHooks): RequestHandler {
  const gateway = gatewayHandlers(logger, what, config.platformTimeoutMs);
  return createProxyMiddleware({
    target: delivery.upstream.rootUrl,
    changeOrigin: true,
    on: {
      proxyReq: (proxyReq, req) => {
        gateway.proxyReq(proxyReq, req);
        onRequest?.(proxyReq, req);
      },
      proxyRes: (proxyRes, req) => {
        stripUpstreamHeaders(proxyRes.headers);
        onResponse?.(proxyRes, req);
      },
      error: gateway.error,
    },
  }) as RequestHandler;
}

/**
 * What a proxy answers when the platform fails it: 504 when our own deadline passed, 502 otherwise. The
 * deadline is ours (set on the outgoing request), never a timer on the visitor's socket, which would close
 * the connection without any status.
 */
function gatewayHandlers(logger: Logger, what: string, timeoutMs: number) {
  const timedOut = new WeakSet<IncomingMessage>();
  return {
    proxyReq(proxyReq: ClientRequest, req: IncomingMessage) {
      proxyReq.setTimeout(timeoutMs, () => {
        timedOut.add(req);
        proxyReq.destroy(new Error(`${what} proxy timed out after ${timeoutMs} ms`));
      });
    },
    error(error: Error, req: IncomingMessage, res: ServerResponse | Socket) {
      const late = timedOut.has(req);
      // The visitor went away: nothing to answer and nothing wrong on our side.
      if (req.destroyed && !late) return;
      logger.warn({ err: error.message }, `${what} proxy failed`);
      if (!('writeHead' in res) || res.headersSent) {
        res.destroy();
        return;
      }
      res.writeHead(late ? 504 : 502, { 'content-type': 'application/json; charset=utf-8', 'cache-control': 'no-store' });
      res.end(JSON.stringify({ message: late ? 'The content platform did not answer in time.' : 'The content platform is unavailable.' }));
    },
  };
}

/** Request headers that must never reach the platform from a browser: credentials are the server's to add. */
const BROWSER_CREDENTIALS = ['authorization', 'accesstoken', 'cookie', 'x-entry-versionstatus'];

/** Drops the browser's credentials (and version-status header) from a request the site forwards. */
export function dropBrowserCredentials(req: IncomingMessage): void {
  for (const header of BROWSER_CREDENTIALS) delete req.headers[header];
}

/** Response headers a browser must never see from the platform through us. */
function stripUpstreamHeaders(headers: IncomingMessage['headers']): void {
  delete headers['set-cookie'];
  for (const name of Object.keys(headers)) if (name.startsWith('access-control-')) delete headers[name];
}
