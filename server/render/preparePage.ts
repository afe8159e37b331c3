// Preparing a page: a fresh store per request, every saga the route needs run to completion, the cache
// headers decided. Anonymous published pages may share what was prepared for a few seconds.
import type { UnknownAction } from '@reduxjs/toolkit';
import type { Request, Response } from 'express';
import { LRUCache } from 'lru-cache';
import { createSurrogateKeyCollector } from '../../src/lib/delivery';
import type { VersionStatus } from '../../src/lib/delivery/types';
import type { RootState } from '../../src/app/rootReducer';
import { routeTable, VERSION_ROUTE_ID } from '../../src/app/routes';
import { serverPageSaga } from '../../src/app/sagas';
import { createAppStore } from '../../src/app/store';
import { getVisitor } from '../../src/app/visitor';
import { projectTargeted, surrogateKeysCollected } from '../../src/features/routing';
import { authenticationStateSet } from '../../src/features/user';
import { buildIdentified, versionDetailsLoaded, versionStatusChosen, type VersionDetails } from '../../src/features/version';
import { visitorHeaders, type VisitorSession } from '../account';
import { pageCacheHeaders } from '../caching';
import type { SiteConfig } from '../config';
import type { Logger } from '../logger';
import { processMetrics } from '../metrics';
import type { DeliveryFactory } from '../upstream';
import type { InlineState } from './inlineState';
import { isPersonalised, isShareable, type PageRequest } from './pageRequest';
import { sagaLog } from './sagaLog';

/** What a request for a page resolved to, before rendering. */
export interface PreparedPage {
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

/** Who asks, and what the server adds before the sagas run (a refused form post's input and errors). */
export interface PageVisitor {
  session: VisitorSession | null;
  /** For pages with account forms or a signed-in visitor (never shared: see pageRequest.ts). */
  csrfToken: string | null;
  actions: UnknownAction[];
}

export interface PreparerDeps {
  config: SiteConfig;
  delivery: DeliveryFactory;
  logger: Logger;
  versionDetails: (project: string, versionStatus: VersionStatus) => VersionDetails;
}

export function createPagePreparer({ config, delivery, logger, versionDetails }: PreparerDeps) {
  const { pageStateCacheTtlMs, pageStateCacheSize } = config.cache;
  const shared =
    pageStateCacheTtlMs > 0 && pageStateCacheSize > 0
      ? new LRUCache<string, Promise<PreparedPage | null>>({ max: pageStateCacheSize, ttl: pageStateCacheTtlMs })
      : null;

  function seed(store: ReturnType<typeof createAppStore>['store'], request: PageRequest, visitor: PageVisitor): void {
    const { project, versionStatus } = request;
    store.dispatch(
      projectTargeted({ project: project.id, projectName: project.name, allowedGroups: project.allowedGroups ?? [], hostname: request.hostname, versionStatus, language: config.language }),
    );
    store.dispatch(versionStatusChosen(versionStatus));
    store.dispatch(buildIdentified({ commitRef: config.build.commitRef, buildNo: config.build.buildNo }));
    if (visitor.session || visitor.csrfToken) store.dispatch(authenticationStateSet({ user: visitor.session?.user ?? null, csrfToken: visitor.csrfToken }));
    for (const action of visitor.actions) store.dispatch(action);
  }

  async function prepare(request: PageRequest, visitor: PageVisitor, req: Request, signal?: AbortSignal): Promise<PreparedPage | null> {
    const { project, versionStatus } = request;
    const collector = createSurrogateKeyCollector();
    // A signed-in visitor's calls carry their own credentials (and so never touch the shared request cache).
    const headers = visitor.session ? visitorHeaders(visitor.session) : undefined;
    const client = delivery.forRequest(project.id, versionStatus, { collector, signal, headers });
    const { store, runSaga } = createAppStore({
      services: { delivery: client, log: sagaLog(logger, req) },
      routing: { routes: routeTable, getVisitor, cleanPathRedirectStatus: config.cleanPathRedirectStatus },
    });
    seed(store, request, visitor);
    await runSaga(serverPageSaga, { path: request.path, search: request.search }).toPromise();
    if (signal?.aborted) return null;

    if (store.getState().routing.staticRoute?.id === VERSION_ROUTE_ID) store.dispatch(versionDetailsLoaded(versionDetails(project.id, versionStatus)));
    store.dispatch(surrogateKeysCollected({ keys: collector.keys, apiCalls: collector.calls.length }));
    const state = store.getState();
    const { routing } = state;
    const cache = pageCacheHeaders(config, {
      statusCode: routing.redirect ? 200 : routing.statusCode,
      personalised: isPersonalised(request, routing),
      keys: collector.keys,
      hadFailure: collector.hasFailedCalls,
      project: project.id,
    });
    return { state, statusCode: routing.statusCode, redirect: routing.redirect, headers: cache.headers, isPublic: cache.isPublic, hadFailure: collector.hasFailedCalls, inline: null, stateJson: null };
  }

  /** Prepares a page for one request only, abandoning its platform calls if the visitor goes away. */
  async function prepareAlone(request: PageRequest, visitor: PageVisitor, req: Request, res: Response): Promise<PreparedPage | null> {
    const abort = new AbortController();
    const onClose = () => {
      if (!res.writableEnded) abort.abort();
    };
    res.on('close', onClose);
    try {
      const page = await prepare(request, visitor, req, abort.signal);
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
  return function preparedFor(request: PageRequest, visitor: PageVisitor, req: Request, res: Response): Promise<PreparedPage | null> {
    if (!shared || !isShareable(request)) return prepareAlone(request, visitor, req, res);
    const key = [request.project.id, request.versionStatus, request.hostname, request.path + request.search].join('\n');
    let pending = shared.get(key);
    processMetrics().cacheLookup('page_state', pending !== undefined);
    if (!pending) {
      // Not bound to this request's signal: other requests may be waiting on it.
      const created = prepare(request, visitor, req);
      pending = created;
      shared.set(key, created);
      created.then(
        (page) => {
          if (!page || !page.isPublic || page.hadFailure || (page.statusCode !== 200 && !page.redirect)) shared.delete(key);
        },
        () => shared.delete(key),
      );
    }
    return pending;
  };
}
