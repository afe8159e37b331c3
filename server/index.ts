// The server's entry for a site (site/server.ts): the process `npm start` runs, bound to the site's definition.
import type { Site } from '../src/app/site/defineSite';
import type { RequestHandler } from 'express';
import type { Logger } from './logger';
import type { SiteConfig } from './config';
import { isForkedChild, loadConfig, main, startSite, type RunningSite, type StartSiteOptions } from './main';
import { withSiteDefaults, type SiteConfigDefaults } from './siteDefaults';
import type { SiteIdentity } from './siteIdentity';

export type { RunningSite, StartSiteOptions } from './main';
export type { SiteConfig } from './config';
export type { SiteConfigDefaults } from './siteDefaults';
export type { SiteIdentity } from './siteIdentity';

export interface ServeSiteOptions {
  /**
   * The site's own server routes (an Express router or handler): an endpoint its custom search API calls, a form it
   * handles. Served after the core's security headers, host checks and account routes, before the pages.
   */
  routes?: RequestHandler;
  /** The site's defaults for the server's settings (environment variable names; the environment wins). */
  config?: SiteConfigDefaults;
  /** The site's icon and colours: the favicon, home-screen icons, web app manifest and the organisation's logo. */
  identity?: SiteIdentity;
}

/**
 * What the server bundle exports for `site`: `main()` (what `npm start` runs: the primary, which forks the platform
 * and site workers running this same bundle), `startSite()` (one site server in this process: tests, benchmarks)
 * and `loadConfig()`. A process `main()` forked starts in its role at once.
 */
export function serveSite(site: Site, { routes, config: defaults = {}, identity }: ServeSiteOptions = {}) {
  const siteConfig = (env: Parameters<typeof loadConfig>[0] = process.env, root?: string) =>
    loadConfig(withSiteDefaults(env, defaults), root);
  const bound = {
    loadConfig: siteConfig,
    main: () => main(site, { routes, identity }, siteConfig),
    startSite: (config?: SiteConfig, logger?: Logger, options?: StartSiteOptions): Promise<RunningSite> =>
      startSite(site, config ?? siteConfig(), logger, { routes, identity, ...options }),
  };
  if (isForkedChild()) void bound.main();
  return bound;
}
