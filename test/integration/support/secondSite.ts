import type { Express } from 'express';
import pino from 'pino';
import { createSite } from '../../../server/site';
import { AccountVisitor } from './accountVisitor';
import type { TestSite } from './site';

/**
 * Another instance of the site in front of the same platform, as a second server (or worker) of a deployment is:
 * the same configuration and secret, its own memory (caches, in-flight refreshes).
 */
export function secondInstance(site: TestSite): Express {
  return createSite({
    config: site.config,
    upstream: site.upstream,
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
