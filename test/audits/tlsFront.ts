import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import tls from 'node:tls';

export interface TlsFront {
  port: number;
  /** Points the front at the site's plain HTTP port (known only once the site has started). */
  forwardTo(port: number): void;
  close(): Promise<void>;
}

/**
 * HTTPS in front of the site, as a CDN or load balancer gives it in production: Lighthouse marks a public host served
 * over plain HTTP as insecure. TLS ends here with a throwaway self-signed certificate (Chromium runs with
 * --ignore-certificate-errors) and the bytes pass unchanged to the site on loopback.
 */
export async function startTlsFront(hostname: string): Promise<TlsFront> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'trellis-tls-'));
  const key = path.join(dir, 'key.pem');
  const cert = path.join(dir, 'cert.pem');
  execFileSync('openssl', ['req', '-x509', '-newkey', 'rsa:2048', '-nodes', '-keyout', key, '-out', cert, '-days', '1', '-subj', `/CN=${hostname}`, '-addext', `subjectAltName=DNS:${hostname}`], { stdio: 'ignore' });
  let target = 0;
  const sockets = new Set<net.Socket>();
  const server = tls.createServer({ key: fs.readFileSync(key), cert: fs.readFileSync(cert) }, (client) => {
    const upstream = net.connect(target, '127.0.0.1');
    for (const socket of [client, upstream]) {
      sockets.add(socket);
      socket.on('close', () => sockets.delete(socket));
      socket.on('error', () => [client, upstream].forEach((s) => s.destroy()));
    }
    client.pipe(upstream).pipe(client);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  fs.rmSync(dir, { recursive: true, force: true });
  return {
    port: (server.address() as net.AddressInfo).port,
    forwardTo(port) {
      target = port;
    },
    close: () =>
      new Promise<void>((resolve) => {
        sockets.forEach((socket) => socket.destroy());
        server.close(() => resolve());
      }),
  };
}
