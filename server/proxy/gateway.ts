import type { ClientRequest, IncomingMessage, ServerResponse } from 'node:http';
import type { Socket } from 'node:net';
import type { Logger } from '../logger';

/**
 * What a proxy answers when the platform fails it: 504 when our own deadline passed, 502 otherwise. The
 * deadline is ours (set on the outgoing request), never a timer on the visitor's socket, which would close
 * the connection without any status.
 */
export function gatewayHandlers(logger: Logger, what: string, timeoutMs: number) {
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
export const STRIPPED_REQUEST_HEADERS = ['authorization', 'accesstoken', 'cookie', 'x-entry-versionstatus'];

/** Response headers a browser must never see from the platform through us. */
export function stripUpstreamHeaders(headers: IncomingMessage['headers']): void {
  delete headers['set-cookie'];
  for (const name of Object.keys(headers)) if (name.startsWith('access-control-')) delete headers[name];
}
