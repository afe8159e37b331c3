import type { Request, Response } from 'express';
import { renderToString } from 'react-dom/server';
import { createSurrogateKeyCollector } from '../../src/lib/delivery';
import { serializeForScript } from '../../src/lib/html';
import { safeLocalPath } from '../../src/lib/url';
import { App } from '../../src/app/App';
import { pageTitle } from '../../src/app/pageTitle';
import type { RootState } from '../../src/app/rootReducer';
import { routeTable, VERSION_ROUTE_ID } from '../../src/app/routes';
import { serverPageSaga } from '../../src/app/sagas';
import { STATE_ELEMENT_ID } from '../../src/app/stateElement';
import { createAppStore } from '../../src/app/store';
import { getVisitor } from '../../src/app/visitor';
import { chooseProject, projectTargeted, surrogateKeysCollected } from '../../src/features/routing';
import { buildIdentified, chooseVersionStatus, versionDetailsLoaded, versionStatusChosen, type VersionDetails } from '../../src/features/version';
import { pageCacheHeaders } from '../caching';
import type { SiteConfig } from '../config';
import type { Logger } from '../logger';
import { contentSecurityPolicy, scriptHash } from '../security';
import type { DeliveryFactory } from '../upstream';
import type { PageAssets } from './assets';
import { renderDocument } from './document';

export interface PageRendererDeps {
  config: SiteConfig;
  delivery: DeliveryFactory;
  assets: PageAssets;
  logger: Logger;
  versionDetails: (project: string, versionStatus: RootState['version']['contensisVersionStatus']) => VersionDetails;
}

function firstString(value: unknown): string | null {
  if (typeof value === 'string') return value;
  if (Array.isArray(value) && typeof value[0] === 'string') return value[0];
  return null;
}

/**
 * One page: a fresh store, every saga the route needs run to completion, then exactly one render.
 * `?redux=true` answers the same state as JSON instead of HTML.
 */
export function createPageRenderer({ config, delivery, assets, logger, versionDetails }: PageRendererDeps) {
  return async function renderPage(req: Request, res: Response): Promise<void> {
    // Split by hand: `new URL('//a//b')` would read `a` as a host name.
    const queryAt = req.originalUrl.indexOf('?');
    const path = queryAt === -1 ? req.originalUrl : req.originalUrl.slice(0, queryAt);
    const url = new URL(queryAt === -1 ? '' : req.originalUrl.slice(queryAt), 'http://site.invalid');
    try {
      decodeURIComponent(path);
    } catch {
      res.status(400).type('text/plain').set('cache-control', 'no-store').send('Bad request: the address is not valid.');
      return;
    }
    const wantsState = url.searchParams.get('redux') === 'true';
    url.searchParams.delete('redux');
    const search = url.search;

    const project = chooseProject(delivery.upstream.projects, req.hostname, url.searchParams.get('p'));
    const versionStatus = chooseVersionStatus({
      hostname: req.hostname,
      previewHosts: config.previewHosts,
      query: url.searchParams.get('versionStatus'),
      header: firstString(req.headers['x-entry-versionstatus']),
    });

    const abort = new AbortController();
    const onClose = () => {
      if (!res.writableEnded) abort.abort();
    };
    res.on('close', onClose);

    const collector = createSurrogateKeyCollector();
    const client = delivery.forRequest(project.id, versionStatus, { collector, signal: abort.signal });
    const { store, runSaga } = createAppStore({
      services: { delivery: client, log: sagaLog(logger, req) },
      routing: { routes: routeTable, getVisitor, cleanPathRedirectStatus: config.cleanPathRedirectStatus },
    });
    store.dispatch(
      projectTargeted({
        project: project.id,
        projectName: project.name,
        allowedGroups: project.allowedGroups ?? [],
        hostname: req.hostname,
        versionStatus,
        language: config.language,
      }),
    );
    store.dispatch(versionStatusChosen(versionStatus));
    store.dispatch(buildIdentified({ commitRef: config.build.commitRef, buildNo: config.build.buildNo }));

    await runSaga(serverPageSaga, { path, search }).toPromise();
    res.off('close', onClose);
    if (abort.signal.aborted) return;

    let state = store.getState();
    if (state.routing.staticRoute?.id === VERSION_ROUTE_ID) {
      store.dispatch(versionDetailsLoaded(versionDetails(project.id, versionStatus)));
    }
    store.dispatch(surrogateKeysCollected({ keys: collector.keys, apiCalls: collector.calls.length }));
    state = store.getState();
    const { routing } = state;

    // Drafts are never cached publicly; signed-in visitors join this with the accounts issue.
    const personalised = versionStatus === 'latest' || routing.isPreview;
    const cache = pageCacheHeaders(config, {
      statusCode: routing.redirect ? 200 : routing.statusCode,
      personalised,
      keys: collector.keys,
      hadFailure: collector.hasFailedCalls,
      project: project.id,
    });
    res.set(cache.headers);
    // A response a CDN may share must never carry someone's cookie.
    if (cache.isPublic) res.removeHeader('set-cookie');

    if (routing.redirect) {
      const location = safeLocalPath(routing.redirect.location) ?? '/';
      res.redirect(routing.redirect.statusCode, location);
      return;
    }
    res.status(routing.statusCode);
    if (wantsState) {
      res.type('application/json').send(JSON.stringify(state));
      return;
    }

    const appHtml = renderToString(<App store={store} />);
    // The surrogate keys are for the CDN (in the header); the page does not need them.
    const inlineState = { ...state, routing: { ...state.routing, surrogateKeys: [] } };
    const stateScript = config.disableSsrRedux ? null : `window.__TRELLIS_STATE__=${serializeForScript(inlineState)}`;
    res.set('content-security-policy', contentSecurityPolicy(stateScript ? [scriptHash(stateScript)] : []));
    res.type('html').send(
      renderDocument({
        lang: routing.entry?.sys.language ?? routing.language,
        title: pageTitle(state),
        description: routing.entry?.entryDescription ?? null,
        canonicalUrl: routing.canonicalPath && project.publicUri ? `${project.publicUri.replace(/\/+$/, '')}${routing.canonicalPath}` : null,
        noIndex: routing.statusCode !== 200 || routing.isPreview || versionStatus === 'latest',
        appHtml,
        stateScript,
        stateElementId: STATE_ELEMENT_ID,
        assets,
      }),
    );
  };
}

function sagaLog(logger: Logger, req: Request) {
  const log = logger.child({ reqId: req.id });
  return {
    warn: (message: string, data?: Record<string, unknown>) => log.warn(data ?? {}, message),
    error: (message: string, data?: Record<string, unknown>) => log.error(data ?? {}, message),
  };
}
