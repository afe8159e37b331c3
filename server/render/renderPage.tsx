import type { Request, Response } from 'express';
import { renderToString } from 'react-dom/server';
import { StaticRouter } from 'react-router-dom';
import { safeLocalPath } from '../../src/lib/url';
import { App } from '../../src/app/App';
import { InPageContext, InPageValues, loadSanitizer } from '../../src/app/pageState';
import { pageTitle } from '../../src/app/pageTitle';
import { STATE_ELEMENT_ID } from '../../src/app/stateElement';
import { createStaticStore } from '../../src/app/store';
import type { PageAssets } from './assets';
import { renderDocument } from './document';
import { inlineState } from './inlineState';
import { readPageRequest, type PageRequest } from './pageRequest';
import { preparedPages } from './preparedPages';
import { preparePage, type PagePreparationDeps, type PreparedPage } from './preparePage';

export interface PageRendererDeps extends PagePreparationDeps {
  assets: PageAssets;
}

/**
 * One page: its prepared state (preparePage.ts, shared between anonymous requests by preparedPages.ts), then
 * exactly one render. `?redux=true` answers the same state as JSON instead of HTML.
 */
export function createPageRenderer(deps: PageRendererDeps) {
  const preparedFor = preparedPages(deps.config, (request, req, signal) => preparePage(deps, request, req, signal));
  // Rich text is sanitised while rendering: the sanitiser (loaded on its own, see Markup) must be there first.
  const sanitizerReady = loadSanitizer();

  return async function renderPage(req: Request, res: Response): Promise<void> {
    const request = readPageRequest(req, res, deps.config, deps.delivery.upstream.projects);
    if (!request) return;
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
    res.status(page.statusCode);
    if (request.wantsState) {
      page.stateJson ??= JSON.stringify(page.state);
      res.type('application/json').send(page.stateJson);
      return;
    }
    sendHtml(deps, request, page, req, res);
  };
}

/** The rendered app in its document, with the inline state and the Content-Security-Policy that admits it. */
function sendHtml({ config, assets }: PageRendererDeps, request: PageRequest, page: PreparedPage, req: Request, res: Response): void {
  const { state } = page;
  const inPage = config.disableSsrRedux ? null : new InPageValues();
  const appHtml = renderToString(
    <InPageContext value={inPage}>
      <StaticRouter location={req.originalUrl}>
        <App store={createStaticStore(state)} />
      </StaticRouter>
    </InPageContext>,
  );
  // Every render of a prepared page draws the same values, so the first one's inline state serves them all.
  page.inline ??= inlineState(state, inPage, !config.disableSsrRedux);
  const { routing } = state;
  const { publicUri } = request.project;
  res.set('content-security-policy', page.inline.csp);
  res.type('html').send(
    renderDocument({
      lang: routing.entry?.sys.language ?? routing.language,
      title: pageTitle(state),
      description: routing.entry?.entryDescription ?? null,
      canonicalUrl: routing.canonicalPath && publicUri ? `${publicUri.replace(/\/+$/, '')}${routing.canonicalPath}` : null,
      noIndex: routing.statusCode !== 200 || routing.isPreview || request.versionStatus === 'latest',
      appHtml,
      stateScript: page.inline.script,
      stateElementId: STATE_ELEMENT_ID,
      assets,
    }),
  );
}
