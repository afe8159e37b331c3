import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import http2 from 'node:http2';
import type net from 'node:net';
import os from 'node:os';
import path from 'node:path';

export interface TlsFront {
  port: number;
  /** Points the front at the site's plain HTTP port (known only once the site has started). */
  forwardTo(port: number): void;
  close(): Promise<void>;
}

// Connection-level headers HTTP/2 forbids in a response (RFC 9113, 8.2.2).
const HOP_BY_HOP = new Set(['connection', 'keep-alive', 'proxy-connection', 'transfer-encoding', 'upgrade']);

/**
 * HTTPS with HTTP/2 in front of the site, as a CDN or load balancer gives it in production: Lighthouse marks a public
 * host served over plain HTTP as insecure, and a visitor's browser multiplexes a page's requests over one connection
 * rather than opening up to six HTTP/1.1 ones. TLS ends here with a throwaway self-signed certificate (Chromium runs
 * with --ignore-certificate-errors); each request goes on to the site on loopback as HTTP/1.1, unchanged.
 */
export async function startTlsFront(hostname: string): Promise<TlsFront> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'trellis-tls-'));
  const key = path.join(dir, 'key.pem');
  const cert = path.join(dir, 'cert.pem');
  execFileSync(
    'openssl',
    [
      'req',
      '-x509',
      '-newkey',
      'rsa:2048',
      '-nodes',
      '-keyout',
      key,
      '-out',
      cert,
      '-days',
      '1',
      '-subj',
      `/CN=${hostname}`,
      '-addext',
      `subjectAltName=DNS:${hostname}`,
    ],
    { stdio: 'ignore' },
  );
  let target = 0;
  const agent = new http.Agent({ keepAlive: true });
  const sessions = new Set<http2.ServerHttp2Session>();
  const server = http2.createSecureServer({ key: fs.readFileSync(key), cert: fs.readFileSync(cert), allowHTTP1: true }, (req, res) => {
    const headers: http.OutgoingHttpHeaders = {};
    for (const [name, value] of Object.entries(req.headers)) if (!name.startsWith(':') && value !== undefined) headers[name] = value;
    headers.host = req.headers[':authority'] ?? req.headers.host;
    const upstream = http.request({ host: '127.0.0.1', port: target, method: req.method, path: req.url, headers, agent }, (answer) => {
      const out: http.OutgoingHttpHeaders = {};
      for (const [name, value] of Object.entries(answer.headers)) if (!HOP_BY_HOP.has(name) && value !== undefined) out[name] = value;
      res.writeHead(answer.statusCode ?? 502, out);
      answer.pipe(res);
    });
    upstream.on('error', () => {
      if (!res.headersSent) res.writeHead(502);
      res.end();
    });
    req.pipe(upstream);
  });
  server.on('session', (session) => {
    sessions.add(session);
    session.on('close', () => sessions.delete(session));
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
        sessions.forEach((session) => session.destroy());
        agent.destroy();
        server.close(() => resolve());
      }),
  };
}
