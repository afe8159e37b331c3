import type { Request, Response } from 'express';
import { LRUCache } from 'lru-cache';
import { renderToString } from 'react-dom/server';
import { StaticRouter } from 'react-router-dom';
import { createSurrogateKeyCollector } from '../../src/lib/delivery';
import type { VersionStatus } from '../../src/lib/delivery/types';
import { safeLocalPath } from '../../src/lib/url';
import { App } from '../../src/app/App';
import { InPageContext, InPageValues, loadSanitizer } from '../../src/app/pageState';
import { pageTitle } from '../../src/app/pageTitle';
import type { RootState } from '../../src/app/rootReducer';
import { routeTable, VERSION_ROUTE_ID } from '../../src/app/routes';
import { serverPageSaga } from '../../src/app/sagas';
import { STATE_ELEMENT_ID } from '../../src/app/stateElement';
import { createAppStore, createStaticStore } from '../../src/app/store';
import { getVisitor } from '../../src/app/visitor';
import { projectTargeted, surrogateKeysCollected } from '../../src/features/routing';
import { buildIdentified, versionDetailsLoaded, versionStatusChosen, type VersionDetails } from '../../src/features/version';
import { pageCacheHeaders } from '../caching';
import type { SiteConfig } from '../config';
import type { Logger } from '../logger';
import type { DeliveryFactory } from '../upstream';
import type { PageAssets } from './assets';
import { isPersonalised, isShareable, readPageRequest, type PageRequest } from './pageRequest';
import { renderDocument } from './document';
import { inlineState, type InlineState } from './inlineState';

export interface PageRendererDeps {
  config: SiteConfig;
  delivery: DeliveryFactory;
  assets: PageAssets;
  logger: Logger;
  versionDetails: (project: string, versionStatus: VersionStatus) => VersionDetails;
}

/** What a request for a page resolved to, before rendering: shareable between anonymous requests. */
interface PreparedPage {
  state: RootState;
  statusCode: number;
  redirect: { location: string; statusCode: number } | null;
  headers: Record<string, string>;
  isPublic: boolean;
  /** A platform call failed while preparing it. */
  hadFailure: boolean;
  /** Set by the first render: what the state leaves in the page depends on what the page shows. */
  inline: InlineState | null;
  /** The whole state as JSON (`?redux=true`), made when first asked for. */
  stateJson: string | null;
}

/**
 * One page: a fresh store, every saga the route needs run to completion, then exactly one render.
 * `?redux=true` answers the same state as JSON instead of HTML. For anonymous, published pages the
 * prepared state is shared for a few seconds (PAGE_STATE_CACHE_TTL_MS), like the delivery micro-cache;
 * every request is still rendered.
 */
export function createPageRenderer({ config, delivery, assets, logger, versionDetails }: PageRendererDeps) {
  const { pageStateCacheTtlMs, pageStateCacheSize } = config.cache;
  // Rich text is sanitised while rendering: the sanitiser (loaded on its own, see Markup) must be there first.
  const sanitizerReady = loadSanitizer();
  const prepared =
    pageStateCacheTtlMs > 0 && pageStateCacheSize > 0
      ? new LRUCache<string, Promise<PreparedPage | null>>({ max: pageStateCacheSize, ttl: pageStateCacheTtlMs })
      : null;

  async function prepare(request: PageRequest, req: Request, signal?: AbortSignal): Promise<PreparedPage | null> {
    const { project, versionStatus } = request;
    const collector = createSurrogateKeyCollector();
    const client = delivery.forRequest(project.id, versionStatus, { collector, signal });
    const { store, runSaga } = createAppStore({
      services: { delivery: client, log: sagaLog(logger, req) },
      routing: { routes: routeTable, getVisitor, cleanPathRedirectStatus: config.cleanPathRedirectStatus },
    });
    store.dispatch(
      projectTargeted({
        project: project.id,
        projectName: project.name,
        allowedGroups: project.allowedGroups ?? [],
        hostname: request.hostname,
        versionStatus,
        language: config.language,
      }),
    );
    store.dispatch(versionStatusChosen(versionStatus));
    store.dispatch(buildIdentified({ commitRef: config.build.commitRef, buildNo: config.build.buildNo }));

    await runSaga(serverPageSaga, { path: request.path, search: request.search }).toPromise();
    if (signal?.aborted) return null;

    if (store.getState().routing.staticRoute?.id === VERSION_ROUTE_ID) {
      store.dispatch(versionDetailsLoaded(versionDetails(project.id, versionStatus)));
    }
    store.dispatch(surrogateKeysCollected({ keys: collector.keys, apiCalls: collector.calls.length }));
    const state = store.getState();
    const { routing } = state;

    // Signed-in visitors join isPersonalised with the accounts issue.
    const personalised = isPersonalised(request, routing);
    const cache = pageCacheHeaders(config, {
      statusCode: routing.redirect ? 200 : routing.statusCode,
      personalised,
      keys: collector.keys,
      hadFailure: collector.hasFailedCalls,
      project: project.id,
    });
    return {
      state,
      statusCode: routing.statusCode,
      redirect: routing.redirect,
      headers: cache.headers,
      isPublic: cache.isPublic,
      hadFailure: collector.hasFailedCalls,
      inline: null,
      stateJson: null,
    };
  }

  /** Prepares a page for one request only, abandoning its platform calls if the visitor goes away. */
  async function prepareAlone(request: PageRequest, req: Request, res: Response): Promise<PreparedPage | null> {
    const abort = new AbortController();
    const onClose = () => {
      if (!res.writableEnded) abort.abort();
    };
    res.on('close', onClose);
    try {
      const page = await prepare(request, req, abort.signal);
      return abort.signal.aborted ? null : page;
    } finally {
      res.off('close', onClose);
    }
  }

  /**
   * Shares a prepared page between anonymous requests. Only a whole, public success is kept: a page built
   * after a failed or odd upstream answer (an error, a not-found from an empty answer) is prepared afresh
   * by the next request, so nobody keeps getting the wrong page once the platform is healthy again.
   */
  async function preparedFor(request: PageRequest, req: Request, res: Response): Promise<PreparedPage | null> {
    if (!prepared || !isShareable(request)) return prepareAlone(request, req, res);
    const key = [request.project.id, request.versionStatus, request.hostname, request.path + request.search].join('\n');
    let pending = prepared.get(key);
    if (!pending) {
      // Not bound to this request's signal: other requests may be waiting on it.
      const created = prepare(request, req);
      pending = created;
      prepared.set(key, created);
      created.then(
        (page) => {
          if (!page || !page.isPublic || page.hadFailure || (page.statusCode !== 200 && !page.redirect)) prepared.delete(key);
        },
        () => prepared.delete(key),
      );
    }
    return pending;
  }

  return async function renderPage(req: Request, res: Response): Promise<void> {
    const request = readPageRequest(req, res, config, delivery.upstream.projects);
    if (!request) return;
    const { project, versionStatus, wantsState } = request;
    const page = await preparedFor(request, req, res);
    if (!page || res.destroyed) return;

    res.set(page.headers);
    // A response a CDN may share must never carry someone's cookie.
    if (page.isPublic) res.removeHeader('set-cookie');
    if (page.redirect) {
      res.redirect(page.redirect.statusCode, safeLocalPath(page.redirect.location) ?? '/');
      return;
    }
    res.status(page.statusCode);
    if (wantsState) {
      page.stateJson ??= JSON.stringify(page.state);
      res.type('application/json').send(page.stateJson);
      return;
    }

    await sanitizerReady;
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
    res.set('content-security-policy', page.inline.csp);
    res.type('html').send(
      renderDocument({
        lang: routing.entry?.sys.language ?? routing.language,
        title: pageTitle(state),
        description: routing.entry?.entryDescription ?? null,
        canonicalUrl: routing.canonicalPath && project.publicUri ? `${project.publicUri.replace(/\/+$/, '')}${routing.canonicalPath}` : null,
        noIndex: routing.statusCode !== 200 || routing.isPreview || versionStatus === 'latest',
        appHtml,
        stateScript: page.inline.script,
        stateElementId: STATE_ELEMENT_ID,
        assets,
      }),
    );
  };
}

/** The sagas' log for one request. Most pages log nothing, so the child logger is made on the first line. */
function sagaLog(logger: Logger, req: Request) {
  let child: Logger | undefined;
  const write = (level: 'info' | 'warn' | 'error') => (message: string, data?: Record<string, unknown>) => {
    if (!logger.isLevelEnabled(level)) return;
    child ??= logger.child({ reqId: req.id });
    child[level](data ?? {}, message);
  };
  return { info: write('info'), warn: write('warn'), error: write('error') };
}
