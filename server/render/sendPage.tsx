import type { Request, Response } from 'express';
import { renderToString } from 'react-dom/server';
import { StaticRouter } from 'react-router-dom';
import { App } from '../../src/app/App';
import { accountPages, isAccountRoute } from '../../src/app/account/accountRoutes';
import { InPageContext, InPageValues } from '../../src/app/pageState';
import { pageTitle } from '../../src/app/pageTitle';
import { STATE_ELEMENT_ID } from '../../src/app/stateElement';
import { createStaticStore } from '../../src/app/store';
import type { SiteConfig } from '../config';
import { processMetrics } from '../metrics';
import type { PageAssets } from './assets';
import { renderDocument } from './document';
import { inlineState } from './inlineState';
import type { PageRequest } from './pageRequest';
import type { PreparedPage } from './preparePage';

/** The one render of a prepared page, in its document, with the CSP that admits its inline state. */
export async function sendPageHtml(page: PreparedPage, request: PageRequest, location: string, res: Response, deps: { config: SiteConfig; assets: PageAssets }): Promise<void> {
  const { state } = page;
  const { routing } = state;
  // Code split into a chunk is loaded before the render, so the one render has it.
  const chunks = isAccountRoute(routing.staticRoute?.id) ? ['account'] : [];
  if (chunks.includes('account')) await accountPages.load();
  const inPage = deps.config.disableSsrRedux ? null : new InPageValues();
  const renderStarted = performance.now();
  const appHtml = renderToString(
    <InPageContext value={inPage}>
      <StaticRouter location={location}>
        <App store={createStaticStore(state)} />
      </StaticRouter>
    </InPageContext>,
  );
  processMetrics().pageRendered((performance.now() - renderStarted) / 1000);
  // Every render of a prepared page draws the same values, so the first one's inline state serves them all.
  page.inline ??= inlineState(state, inPage, !deps.config.disableSsrRedux);
  const { project, versionStatus } = request;
  res.set('content-security-policy', page.inline.csp);
  res.type('html').send(
    renderDocument({
      lang: routing.entry?.sys.language ?? routing.language,
      title: pageTitle(state),
      description: routing.entry?.entryDescription ?? null,
      canonicalUrl: routing.canonicalPath && project.publicUri ? `${project.publicUri.replace(/\/+$/, '')}${routing.canonicalPath}` : null,
      noIndex: routing.statusCode !== 200 || routing.isPreview || versionStatus === 'latest' || request.personal,
      appHtml,
      stateScript: page.inline.script,
      stateElementId: STATE_ELEMENT_ID,
      assets: deps.assets,
      chunks,
    }),
  );
}

export type { Request };
