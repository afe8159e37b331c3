import http from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Express } from 'express';
import pino from 'pino';
import { createSite } from '../../../server/site';
import { AccountVisitor } from './accountVisitor';
import type { TestSite } from './site';

/**
 * Another instance of the site in front of the same platform, as a second server (or worker) of a deployment is:
 * the same configuration and secret, its own memory (caches, in-flight refreshes).
 */
export function secondInstance(site: TestSite, platformUrl: string = site.upstream.rootUrl): Express {
  return createSite({
    site: site.site,
    config: site.config,
    upstream: { ...site.upstream, rootUrl: platformUrl },
    logger: pino({ level: 'silent' }),
    assets: { scripts: ['/static/main.test.js'], styles: ['/static/main.test.css'] },
  });
}

/** The same browser (its cookies and anti-forgery token) reaching another instance. */
export function sameBrowserOn(app: Express, visitor: AccountVisitor): AccountVisitor {
  const copy = new AccountVisitor(app, visitor.options);
  for (const [name, value] of visitor.jar) copy.jar.set(name, value);
  copy.csrf = visitor.csrf;
  return copy;
}

/** A pass-through in front of the platform that counts the requests to each path (no query). */
export async function countingProxy(platformUrl: string): Promise<{ url: string; count(path: string): number; close(): Promise<void> }> {
  const target = new URL(platformUrl);
  const counts = new Map<string, number>();
  const server = http.createServer((req, res) => {
    const path = (req.url ?? '/').split('?')[0];
    counts.set(path, (counts.get(path) ?? 0) + 1);
    const forwarded = http.request(
      { host: target.hostname, port: target.port, path: req.url, method: req.method, headers: { ...req.headers, host: target.host } },
      (answer) => {
        res.writeHead(answer.statusCode ?? 502, answer.headers);
        answer.pipe(res);
      },
    );
    forwarded.on('error', () => res.writeHead(502).end());
    req.pipe(forwarded);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    count: (path) => counts.get(path) ?? 0,
    close: () =>
      new Promise((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
}
