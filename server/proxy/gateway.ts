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
 * A proxy to the platform, as the delivery API and the libraries both use it: our own deadline, 502/503/504
 * answers when the platform fails (gatewayHandlers), an answer cut off when the platform's is (never one left
 * open), and none of the platform's cookies or CORS headers.
 * Callers drop the browser's credentials from the request first (dropBrowserCredentials). `what` names the
 * proxy in the log and in its timeout error.
 */
export function platformProxy(
  { config, delivery, logger }: ProxyDeps,
  what: string,
  { onRequest, onResponse }: ProxyHooks,
): RequestHandler {
  const gateway = gatewayHandlers(logger, what, config.platformTimeoutMs);
  return createProxyMiddleware({
    target: delivery.upstream.rootUrl,
    changeOrigin: true,
    on: {
      proxyReq: (proxyReq, req) => {
        gateway.proxyReq(proxyReq, req);
        onRequest?.(proxyReq, req);
      },
      proxyRes: (proxyRes, req, res) => {
        // The platform's answer broke off (a reset mid-body): so does ours, or the visitor would wait for the rest.
        proxyRes.on('close', () => {
          if (!proxyRes.complete) res.destroy();
        });
        // The platform's own failure is a bad gateway, as for pages (describeDeliveryError): never a 500 of the site's.
        const status = proxyRes.statusCode ?? 502;
        if (status >= 500 && status !== 503 && status !== 504) proxyRes.statusCode = 502;
        stripUpstreamHeaders(proxyRes.headers);
        onResponse?.(proxyRes, req);
      },
      error: gateway.error,
    },
  }) as RequestHandler;
}

/** Connection failures that mean no answer came at all: the platform is unreachable (503, as for pages). */
const NO_ANSWER = new Set(['ECONNREFUSED', 'ECONNRESET', 'EPIPE', 'EHOSTUNREACH', 'ENETUNREACH', 'ENOTFOUND', 'EAI_AGAIN']);

const GATEWAY_MESSAGES: Record<number, string> = {
  502: 'The content platform gave an answer that could not be read.',
  503: 'The content platform is unavailable.',
  504: 'The content platform did not answer in time.',
};

/**
 * What a proxy answers when the platform fails it, as a page would (docs/decisions.md): 504 when our own deadline
 * passed, 503 when nothing answered, 502 for an answer that could not be read. The deadline is ours (set on the
 * outgoing request), never a timer on the visitor's socket, which would close the connection without any status.
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
    error(error: NodeJS.ErrnoException, req: IncomingMessage, res: ServerResponse | Socket) {
      const late = timedOut.has(req);
      // The visitor went away: nothing to answer and nothing wrong on our side. (Not `req.destroyed`: a request
      // whose body has been read is destroyed while its visitor still waits for the answer.)
      if (req.socket.destroyed && !late) return;
      logger.warn({ err: error.message }, `${what} proxy failed`);
      if (!('writeHead' in res) || res.headersSent) {
        res.destroy();
        return;
      }
      const status = late ? 504 : NO_ANSWER.has(error.code ?? '') ? 503 : 502;
      res.writeHead(status, { 'content-type': 'application/json; charset=utf-8', 'cache-control': 'no-store' });
      res.end(JSON.stringify({ message: GATEWAY_MESSAGES[status] }));
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
