import type { UnknownAction } from '@reduxjs/toolkit';
import type { Request, Response } from 'express';
import { renderToString } from 'react-dom/server';
import { StaticRouter } from 'react-router-dom';
import { startServerRendering, staticStore } from '../../src/lib/render';
import { safeLocalPath } from '../../src/lib/url';
import { App } from '../../src/app/App';
import { isAccountPath, projectLanguages } from '../../src/features/routing';
import { resolveLanguage } from '../../src/lib/url/languages';
import type { VisitorSession } from '../account';
import { InPageContext, InPageValues, loadSanitizer } from '../../src/app/pageState';
import { isIndexablePage, pageDescription, pageTitle } from '../../src/app/pageTitle';
import { hydratesAtStart, pageChunks } from '../../src/app/pageChunks';
import { isPastLastPage } from '../../src/app/search/pastLastPage';
import { STATE_ELEMENT_ID } from '../../src/app/stateElement';
import { processMetrics } from '../metrics';
import { isVersionPath } from '../versionPage';
import type { PageAssets } from './assets';
import { documentLength, renderDocument, stylesSent, type DocumentIcons, type PageDocument } from './document';
import { asksLinkedStyles } from './linkedStyles';
import { inlineState } from './inlineState';
import { isShareable, readPageRequest, type PageRequest } from './pageRequest';
import { documentLanguages } from './pageLanguages';
import { pageMetadata } from './pageMetadata';
import { feedLinks } from '../seo/feedLinks';
import { preparedPages } from './preparedPages';
import { sharedLists } from './sharedLists';
import { preparePage, type PagePreparationDeps, type PreparedPage } from './preparePage';

/** Who the visitor is, from their session cookies (the accounts part of the server). */
export interface PageVisitors {
  resolve(req: Request, res: Response): Promise<VisitorSession | null>;
  csrfTokenFor(req: Request, res: Response): string;
}

export interface PageRendererDeps extends PagePreparationDeps {
  assets: PageAssets;
  visitors: PageVisitors;
  /** The site's icons and manifest (siteIdentity.ts), linked from every page. */
  icons?: DocumentIcons | null;
  /** The organisation's logo (the largest icon), for the home page's structured data. */
  logoPath?: string | null;
}

/** A render asked for by an account post: another path's page, its status, and actions applied first. */
export interface PageOverrides {
  path: string;
  status: number;
  actions: UnknownAction[];
}

/**
 * One page: its prepared state (preparePage.ts, shared between anonymous requests by preparedPages.ts), then at
 * most one render (a shared page's document, once made, is sent again: sendHtml). `?redux=true` answers the same
 * state as JSON instead of HTML.
 */
export function createPageRenderer(deps: PageRendererDeps) {
  startServerRendering();
  const preparation: PagePreparationDeps = { ...deps, sharedLists: deps.sharedLists ?? sharedLists(deps.config, deps.delivery) };
  const preparedFor = preparedPages(deps.config, (request, req, signal) => preparePage(preparation, request, req, signal));
  // Rich text is sanitised while rendering: the sanitiser (loaded on its own, see Markup) must be there first.
  const sanitizerReady = loadSanitizer();

  return async function renderPage(req: Request, res: Response, overrides?: PageOverrides): Promise<void> {
    const request = readPageRequest(req, res, deps.config, deps.delivery.upstream.projects, overrides?.path, deps.previewLinks);
    if (!request) return;
    const session = await deps.visitors.resolve(req, res);
    // The version page, like the account pages, is never shared: private, no-store and noindex (in any language:
    // `/cy/__version` is the same page). An account page in any language holds the visitor's anti-forgery token.
    const { innerPath } = resolveLanguage(projectLanguages(request.project, deps.config.language), request.hostname, request.path);
    request.personal = session !== null || isAccountPath(innerPath) || isVersionPath(innerPath);
    request.visitor = {
      session,
      csrfToken: request.personal ? deps.visitors.csrfTokenFor(req, res) : null,
      actions: overrides?.actions ?? [],
    };
    const page = await preparedFor(request, req, res);
    if (!page || res.destroyed) return;
    await sanitizerReady;
    res.set(page.headers);
    // A response a CDN may share must never carry someone's cookie.
    if (page.isPublic) res.removeHeader('set-cookie');
    if (page.redirect) {
      res.redirect(page.redirect.statusCode, safeLocalPath(page.redirect.location) ?? '/');
      return;
    }
    res.status(overrides?.status ?? page.statusCode);
    if (request.wantsState) {
      if (page.stateJson === null) {
        page.stateJson = JSON.stringify(page.state);
        preparedFor.measure(page);
      }
      res.type('application/json').send(page.stateJson);
      return;
    }
    await sendHtml(deps, request, page, overrides ? `${overrides.path}${request.search}` : req.originalUrl, res, preparedFor.measure);
  };
}

/** What any page may need next: the first client-side navigation runs the `routeLoader` chunk (route loader, sanitiser, delivery client). */
const PREFETCHED_CHUNKS = ['routeLoader'];

/** The rendered app in its document, with the inline state and the Content-Security-Policy that admits it. */
async function sendHtml(
  { config, assets, site, icons, logoPath = null }: PageRendererDeps,
  request: PageRequest,
  page: PreparedPage,
  location: string,
  res: Response,
  kept: (page: PreparedPage) => void,
): Promise<void> {
  // A page shared between anonymous visitors (preparedPages.ts) makes the same document at the same address: the
  // first render's is sent again for the page's few seconds, and a popular page costs one render per TTL.
  const shared = isShareable(request) && page.isPublic;
  if (shared) processMetrics().cacheLookup('page_html', page.html?.location === location);
  if (shared && page.inline && page.html?.location === location) {
    res.set('content-security-policy', page.inline.csp);
    sendDocument(res, page.html.document);
    return;
  }
  const { state } = page;
  // Code split into a chunk is loaded before the render, so the one render has it (and the document preloads it).
  const needed = pageChunks(site, state.routing);
  await Promise.all(needed.map(({ chunk }) => chunk.load()));
  // One preload a chunk, however many parts of the page come from it (the search page and the search UI).
  const chunks = [...new Set(needed.map(({ name }) => name))];
  const inPage = config.disableSsrRedux ? null : new InPageValues();
  const renderStarted = performance.now();
  const appHtml = renderToString(
    <InPageContext value={inPage}>
      <StaticRouter location={location}>
        <App store={staticStore(state)} site={site} />
      </StaticRouter>
    </InPageContext>,
  );
  processMetrics().pageRendered((performance.now() - renderStarted) / 1000);
  // An editor's preview may be framed by the CMS (live preview); nothing else may (never shared: one visitor's page).
  const framedBy = request.editorsPreview ? config.preview.liveOrigins : [];
  if (framedBy.length > 0) res.removeHeader('x-frame-options');
  // Every render of a prepared page draws the same values, so the first one's inline state serves them all.
  page.inline ??= inlineState(
    state,
    inPage,
    !config.disableSsrRedux,
    (assets.inlineStyles ?? []).map(({ hash }) => hash),
    framedBy,
  );
  const { routing } = state;
  const languages = documentLanguages(request.project, state);
  res.set('content-security-policy', page.inline.csp);
  const metadata = pageMetadata(site, state, request.project, languages, { logoPath });
  const document = renderDocument({
    lang: languages.lang,
    title: pageTitle(site, state),
    description: pageDescription(site, state),
    canonicalUrl: languages.canonicalUrl,
    alternates: languages.alternates,
    feeds: feedLinks(site, request.project, state),
    // A signed-out visitor's sign-in page differs from the next one's only in its CSRF token: indexable. A page
    // without a variation in its language is the primary page's copy: that one is indexed.
    noIndex:
      routing.statusCode !== 200 ||
      languages.missingVariation ||
      routing.isPreview ||
      isPastLastPage(site, state) ||
      request.versionStatus === 'latest' ||
      (request.personal && !(request.visitor.session === null && isIndexablePage(site, state))),
    metaTags: metadata.tags,
    structuredData: metadata.structuredData,
    icons,
    appHtml,
    stateScript: page.inline.script,
    stateElementId: STATE_ELEMENT_ID,
    assets,
    // A framed live preview listens for the editor's changes from the start.
    hydrateAtStart: framedBy.length > 0 || hydratesAtStart(site, routing),
    chunks,
    prefetch: PREFETCHED_CHUNKS,
  });
  if (shared) {
    page.html = { location, document };
    kept(page);
  }
  sendDocument(res, document);
}

/** Written in its three parts (one send: Node corks the socket for writes in the same tick). */
function sendDocument(res: Response, document: PageDocument): void {
  const linked = asksLinkedStyles(res);
  res.type('html').setHeader('content-length', documentLength(document, linked));
  if (res.req.method === 'HEAD') {
    res.end();
    return;
  }
  res.write(document.start);
  res.write(stylesSent(document, linked));
  res.end(document.end);
}
