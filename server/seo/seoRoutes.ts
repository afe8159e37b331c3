import type { RequestHandler, Response } from 'express';
import type { Site } from '../../src/app/site/defineSite';
import { chooseProject, projectLanguages, type ProjectConfig } from '../../src/features/routing';
import { showsDrafts } from '../../src/features/version';
import { createSurrogateKeyCollector } from '../../src/lib/delivery';
import { resolveLanguage } from '../../src/lib/url/languages';
import { pageCacheHeaders } from '../caching';
import type { SiteConfig } from '../config';
import { requestHost, siteOrigin } from '../hosts';
import type { Logger } from '../logger';
import type { DeliveryFactory } from '../upstream';
import { pagePathOfFeed } from './feedListings';
import { buildFeed } from './feeds';
import { robotsTxt } from './robots';
import { SeoCache, type Built } from './seoCache';
import { sitemapPages, deliveryNodeTree, type SitemapPage } from './sitemapPages';
import { sitemapIndexXml, splitSitemap, urlsetXml, type SitemapFile } from './sitemapXml';

export interface SeoDeps {
  site: Site;
  config: SiteConfig;
  delivery: DeliveryFactory;
  logger: Logger;
}

interface BuiltSitemap {
  pages: SitemapPage[];
  files: SitemapFile[];
}

const CHILD_SITEMAP = /^\/sitemap-(\d+)\.xml$/;
const XML = 'application/xml; charset=utf-8';
const RSS = 'application/rss+xml; charset=utf-8';

/** Whether a path is one of these answers' (the feed of a page is any path ending in /feed.xml). */
function isSeoPath(path: string): boolean {
  return path === '/robots.txt' || path === '/sitemap.xml' || CHILD_SITEMAP.test(path) || path.endsWith('/feed.xml');
}

/**
 * `/robots.txt`, `/sitemap.xml` (or its index and `/sitemap-N.xml`) and each news-like listing page's
 * `{page}/feed.xml`, per host: the request's project, language and whether the host shows drafts. Cached like pages
 * (public with surrogate keys; private on draft and preview hosts), and built at most once per cache lifetime.
 */
export function seoRoutes({ site, config, delivery, logger }: SeoDeps): RequestHandler {
  const cache = new SeoCache(config.cache.cdnMaxAge * 1000);
  const originOf = siteOrigin(config, delivery.upstream.projects);

  /** A content-built answer, with the page's cache headers, or a refusal; never a crash. */
  async function sendBuilt(
    res: Response,
    request: { project: ProjectConfig; draftHost: boolean },
    type: string,
    build: () => Promise<Built<string | null>>,
  ): Promise<void> {
    let built: Built<string | null>;
    try {
      built = await build();
    } catch (error) {
      logger.warn({ err: error, path: res.req.path, project: request.project.id }, 'A sitemap or feed could not be made');
      res
        .status(503)
        .set({ 'cache-control': 'no-store', 'retry-after': '30' })
        .type('text/plain')
        .send('This could not be made just now: the content service did not answer. Try again shortly.\n');
      return;
    }
    const status = built.value === null ? 404 : 200;
    const cacheHeaders = pageCacheHeaders(config, {
      statusCode: status,
      personalised: request.draftHost,
      keys: built.keys,
      hadFailure: false,
      project: request.project.id,
    });
    res.status(status).set(cacheHeaders.headers);
    // What a draft or preview host answers is for its editors: never indexed.
    if (request.draftHost) res.set('x-robots-tag', 'noindex');
    if (built.value === null) res.type('text/plain').send('Not found\n');
    else res.type(type).send(built.value);
  }

  /** Runs `make` with a delivery client of the project's published content, collecting the answers' keys. */
  async function withKeys<T>(
    project: ProjectConfig,
    make: (client: ReturnType<DeliveryFactory['forRequest']>) => Promise<T>,
  ): Promise<Built<T>> {
    const collector = createSurrogateKeyCollector();
    // A call that fails throws (a page that is not there is an answer, handled where it is asked): nothing incomplete
    // is kept or sent as if whole.
    const value = await make(delivery.forRequest(project.id, 'published', { collector }));
    return { value, keys: collector.keys };
  }

  function sitemapOf(project: ProjectConfig): Promise<Built<BuiltSitemap>> {
    return cache.get(`sitemap\n${project.id}`, () =>
      withKeys(project, async (client) => {
        const languages = projectLanguages(project, config.language);
        const { pages, truncated } = await sitemapPages(site, project, languages, deliveryNodeTree(client), config.seo.sitemapMaxUrls);
        if (truncated) {
          logger.warn(
            { project: project.id, listed: pages.length, limit: config.seo.sitemapMaxUrls },
            'The sitemap lists only the first SITEMAP_MAX_URLS pages',
          );
        }
        return { pages, files: splitSitemap(pages, config.seo.sitemapUrlsPerFile, config.seo.sitemapBytesPerFile) };
      }),
    );
  }

  return (req, res, next) => {
    const { path } = req;
    if (!isSeoPath(path)) return next();
    if (req.method !== 'GET' && req.method !== 'HEAD') {
      res.status(405).set({ allow: 'GET, HEAD', 'cache-control': 'no-store' }).type('text/plain').send('Method not allowed\n');
      return;
    }
    // One address per answer: a query string would make a crawler's or a CDN's copies many.
    if (req.originalUrl.includes('?')) {
      res.status(400).set('cache-control', 'no-store').type('text/plain').send('This address takes no query string.\n');
      return;
    }
    const { projects } = delivery.upstream;
    if (projects.length === 0) return next();
    const host = requestHost(req);
    const project = chooseProject(projects, host);
    const draftHost = showsDrafts(host, config.previewHosts);
    // A project limited to groups of users has nothing a crawler may read.
    const closed = Boolean(project.allowedGroups?.length);
    const request = { project, draftHost };
    const origin = originOf(req);

    if (path === '/robots.txt') {
      const headers = pageCacheHeaders(config, {
        statusCode: 200,
        personalised: draftHost,
        keys: [],
        hadFailure: false,
        project: project.id,
      });
      res
        .status(200)
        .set(headers.headers)
        .type('text/plain; charset=utf-8')
        .send(robotsTxt({ closed: closed || draftHost, sitemapUrl: `${origin}/sitemap.xml`, rules: config.seo.robotsRules }));
      return;
    }
    if (closed) {
      void sendBuilt(res, request, XML, async () => ({ value: null, keys: [] }));
      return;
    }
    if (path === '/sitemap.xml' || CHILD_SITEMAP.test(path)) {
      const child = CHILD_SITEMAP.exec(path)?.[1];
      void sendBuilt(res, request, XML, async () => {
        const { value, keys } = await sitemapOf(project);
        const { pages, files } = value;
        if (child === undefined) {
          const xml = files.length === 1 ? urlsetXml(pages) : sitemapIndexXml(files, (number) => `${origin}/sitemap-${number}.xml`);
          return { value: xml, keys };
        }
        // Only an index names child sitemaps, numbered from 1 without leading zeros; any other number is none.
        const number = /^[1-9]\d{0,8}$/.test(child) ? Number(child) : 0;
        const file = files.length > 1 ? files[number - 1] : undefined;
        return { value: file ? urlsetXml(pages, file.start, file.end) : null, keys };
      });
      return;
    }
    const languages = projectLanguages(project, config.language);
    const { language, innerPath } = resolveLanguage(languages, host, path);
    const feedOf = pagePathOfFeed(innerPath);
    if (feedOf === null) return next();
    let pagePath: string;
    try {
      pagePath = decodeURIComponent(feedOf);
    } catch {
      res.status(400).set('cache-control', 'no-store').type('text/plain').send('The address is not valid.\n');
      return;
    }
    void sendBuilt(res, request, RSS, () =>
      cache.get(`feed\n${project.id}\n${language}\n${pagePath}`, () =>
        withKeys(project, (client) => buildFeed(site, project, languages, language, pagePath, client)),
      ),
    );
  };
}
