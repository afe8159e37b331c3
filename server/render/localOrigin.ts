import { isIPv6, type Socket } from 'node:net';

const ANY_ADDRESS = new Set(['0.0.0.0', '::']);

/**
 * The site's own origin for the calls its server render makes to itself (a relative custom search API uri):
 * loopback and the port the visitor's connection reached, which is the port this server listens on. Never the
 * Host header, so no request can steer the server's calls elsewhere. A server bound to one address (HOST) is
 * called on the address the connection reached. Undefined when the socket is gone (the visitor left).
 */
export function localOriginOf(socket: Pick<Socket, 'localAddress' | 'localPort'>, listenHost: string): string | undefined {
  const port = socket.localPort;
  if (!port) return undefined;
  const address = ANY_ADDRESS.has(listenHost) ? '127.0.0.1' : socket.localAddress?.replace(/^::ffff:/i, '');
  if (!address) return undefined;
  return `http://${isIPv6(address) ? `[${address}]` : address}:${port}`;
}
