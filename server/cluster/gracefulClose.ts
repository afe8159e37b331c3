// Stopping a site server without dropping a request, as a rolling restart needs. http.Server's own close() (Node 19
// and later) shuts idle keep-alive connections at once, and a client may be sending its next request on one at
// that very moment: that request would fail. Instead, stop accepting connections, answer every request from then
// on with `Connection: close` (so busy clients move to another worker), and only after a grace period shut the
// connections that stayed idle throughout.
import { Server as NetServer } from 'node:net';
import type { Server } from 'node:http';

/** How long a connection may stay idle, once closing began, before it is shut. */
const IDLE_GRACE_MS = 1_000;

/** Prepares `server` for a graceful close; the function returned closes it (resolving when every connection ended). */
export function gracefulCloser(server: Server, idleGraceMs = IDLE_GRACE_MS): () => Promise<void> {
  let closing = false;
  server.prependListener('request', (_req, res) => {
    if (closing) res.setHeader('connection', 'close');
  });
  return () =>
    new Promise<void>((resolve) => {
      closing = true;
      const idle = setTimeout(() => server.closeIdleConnections(), idleGraceMs);
      // net.Server's close: stop accepting, leave the open connections to finish (see above).
      NetServer.prototype.close.call(server, () => {
        clearTimeout(idle);
        resolve();
      });
    });
}
