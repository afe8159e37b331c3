import compression from 'compression';
import express, { type ErrorRequestHandler, type Express, type RequestHandler } from 'express';
import type { Site } from '../src/app/site/defineSite';
import type { SiteConfig } from './config';
import { redactText, type Logger } from './logger';
import { deliveryApiProxy, libraryProxy } from './proxy';
import { requireHost, strictTransportSecurity } from './requestGuards';
import { requireServedHost } from './hosts';
import { loadAssets, type PageAssets } from './render/assets';
import { createPageRenderer } from './render/renderPage';
import { linkedStylesMarker } from './render/linkedStyles';
import { styleCacheWorker } from './styleCacheWorker';
import { requestLog } from './requestLog';
import { seoRoutes } from './seo/seoRoutes';
import { staticFiles } from './staticFiles';
import { contentSecurityPolicy } from './security';
import { fixedHeaders, helmetHeaders } from './securityHeaders';
import { DeliveryFactory, type Upstream } from './upstream';
import { createVersionDetails, withGitCommit } from './versionDetails';
import { requestLanguages, versionPageAccess } from './versionPage';
import { wordsFor } from '../src/app/words';
import { accountRouter, stripSecurityToken } from './account';
import { wantsJson } from './account/wantsJson';
import { createAccountDeps } from './account/compose';
import { plainErrorPage } from './errorPage';
import { createHttpFetch } from './httpFetch';
import { observedFetch, processMetrics, siteMetricsMiddleware } from './metrics';
import { deliveryProjectLanguages, platformLanguages } from './platformLanguages';
import { identityRoutes, type SiteIdentity } from './siteIdentity';
import { createPreviewLinks } from './render/previewLinks';
import { publishWebhook } from './publish/webhookRoute';

export interface SiteOptions {
  /** The organisation's site: page modules, search, words (site/index.ts). */
  site: Site;
  config: SiteConfig;
  upstream: Upstream;
  logger: Logger;
  /**
   * The site's own server routes (an endpoint its custom search API calls, a form it handles), served after the
   * core's security headers, host checks and account routes and before the pages: the site's server entry gives them.
   */
  routes?: RequestHandler;
  /** Defaults to the built browser bundle's manifest. */
  assets?: PageAssets;
  /** The site's icon and colours (site/identity.ts): icons, a web app manifest and the organisation's logo. */
  identity?: SiteIdentity;
}

export function createSite({ site, config: configured, upstream, logger, assets: built, routes, identity }: SiteOptions): Express {
  // The version page shows the checkout's commit when COMMIT_REF is not set.
  const config = withGitCommit(configured);
  const app = express();
  const delivery = new DeliveryFactory(config, upstream);
  app.disable('x-powered-by');
  app.set('trust proxy', config.trustProxy);
  app.set('etag', false);

  const metrics = siteMetricsMiddleware(config);
  app.use(metrics.timing);
  app.use(requestLog(logger));
  // Security headers first: every answer carries them, refusals and /metrics included.
  useSecurityHeaders(app);
  app.use(requireHost);
  app.use(metrics.endpoint);
  app.get('/healthz', (_req, res) => {
    res.set('cache-control', 'no-store').json({ status: 'ok' });
  });
  // Contensis posts its publishing events to whatever address it was given; the shared secret authenticates them.
  app.use(publishWebhook(config, logger));
  // After the health check, which a load balancer may ask by the instance's address.
  app.use(requireServedHost(config, upstream));
  app.use(compressWhenAccepted());

  const assets = built ?? loadAssets(config.staticDir);
  // Before any route reads the address: a page asked for with the linked-styles marker is the page without it.
  app.use(linkedStylesMarker(assets));
  app.use(styleCacheWorker(assets));
  app.use('/static', staticFiles(config.staticDir));
  // A real instance's projects say their languages unless PROJECTS does (the local platform's pack always does).
  if (!upstream.localPlatform && upstream.projects.some((project) => !project.primaryLanguage)) {
    app.use(
      platformLanguages({
        projectsFor: (hostname) => delivery.projectsFor(hostname),
        fetchLanguages: deliveryProjectLanguages(upstream.rootUrl, () => delivery.authorisationHeaders(), config.platformTimeoutMs),
        logger,
      }),
    );
  }
  // robots.txt, sitemaps and feeds: answered from content, before anything reads a visitor's session.
  app.use(seoRoutes({ site, config, delivery, logger }));
  // Account routes render refused plain-form posts as pages: the renderer is made below.
  const accounts = createAccountDeps(
    {
      config,
      upstream,
      logger,
      fetchFn: observedFetch(createHttpFetch(), processMetrics()),
      siteName: upstream.projects[0]?.name || 'Trellis',
      wordsFor: (language) => wordsFor(site, language),
    },
    (req, res, options) => renderPage(req, res, options),
  );
  const visitors = { resolve: accounts.sessions.resolve, csrfTokenFor: accounts.csrf.tokenFor };
  // Before anything reads the session cookies: over https only their `__Host-` names count.
  app.use(accounts.cookies.scheme());
  app.use(libraryProxy(config, delivery, logger));
  app.use('/api/delivery', ...deliveryApiProxy(config, delivery, logger, visitors));
  app.use(stripSecurityToken());
  app.use(accountRouter(accounts));

  const identified = identity ? identityRoutes(identity, () => upstream.projects, config.language) : null;
  const renderPage = createPageRenderer({
    site,
    config,
    delivery,
    assets,
    logger,
    versionDetails: createVersionDetails(config, upstream),
    visitors,
    previewLinks: createPreviewLinks(accounts.linkTokens, config.preview.linkMinutes),
    icons: identified?.icons ?? null,
    logoPath: identified?.logoPath ?? null,
  });
  if (identified) app.use(identified.routes);
  app.use(
    versionPageAccess(
      config.versionPage,
      visitors,
      requestLanguages(upstream.projects, config.language, (language) => wordsFor(site, language)),
    ),
  );
  if (routes) app.use(routes);
  app.use(pageHandler(renderPage));
  app.use(errorHandler(logger));
  return app;
}

/** Helmet's headers, the default content security policy, and HSTS over https only. */
function useSecurityHeaders(app: Express): void {
  const helmetOptions = {
    contentSecurityPolicy: false,
    crossOriginEmbedderPolicy: false,
    // Sent only over https (below): over plain http the header means nothing and a CDN could cache it wrongly.
    strictTransportSecurity: false,
  } as const;
  // A strict default policy for everything; pages replace it with one that admits their inline state by hash.
  app.use(fixedHeaders([...helmetHeaders(helmetOptions), ['content-security-policy', contentSecurityPolicy()]]));
  app.use(strictTransportSecurity);
}

/** Only clients that accept an encoding pay for the compression wrapper (a CDN in front usually compresses). */
function compressWhenAccepted(): RequestHandler {
  const compress = compression();
  return (req, res, next) => (req.headers['accept-encoding'] ? compress(req, res, next) : next());
}

/** Every other GET or HEAD is a page; other methods are refused. */
function pageHandler(renderPage: ReturnType<typeof createPageRenderer>): RequestHandler {
  return (req, res, next) => {
    if (req.method !== 'GET' && req.method !== 'HEAD') {
      res.status(405).set('allow', 'GET, HEAD').type('text/plain').send('Method not allowed');
      return;
    }
    renderPage(req, res).catch(next);
  };
}

/** The answer to a request that failed or was refused: JSON for scripts, a plain page for browsers. */
function errorHandler(logger: Logger): ErrorRequestHandler {
  const onError: ErrorRequestHandler = (error, req, res, _next) => {
    const status = typeof error?.status === 'number' && error.status >= 400 && error.status < 600 ? error.status : 500;
    // A visitor who went away, or asked for something that is not there, is not a fault of ours: no stack trace.
    // (A body parser destroys the request it refuses; only a closed socket means nobody is left to answer.)
    if (res.destroyed || req.socket.destroyed) return;
    if (status < 500)
      logger.info(
        { reqId: req.id, status, message: typeof error?.message === 'string' ? redactText(error.message) : undefined },
        'Request refused',
      );
    else logger.error({ err: error, reqId: req.id }, 'Request failed');
    if (res.headersSent) {
      res.end();
      return;
    }
    if (wantsJson(req)) {
      const message =
        status === 413 ? 'The request is too large.' : status < 500 ? 'The request could not be handled.' : 'Something went wrong.';
      res.status(status).set('cache-control', 'no-store').json({ error: { message, status } });
      return;
    }
    res
      .status(status)
      .set('cache-control', 'no-store')
      .type('html')
      .send(plainErrorPage(status, status === 404 ? 'Page Not Found' : 'Something went wrong'));
  };
  return onError;
}
