import type { Request } from 'express';
import { createSurrogateKeyCollector, type DeliveryClient, type SurrogateKeyRecorder } from '../../src/lib/delivery';
import type { VersionStatus } from '../../src/lib/delivery/types';
import type { RootState } from '../../src/app/rootReducer';
import { routeTable } from '../../src/app/routes';
import { VERSION_ROUTE_ID } from '../../src/app/version/VersionRoute';
import { serverPageSaga } from '../../src/app/sagas';
import { createAppStore } from '../../src/app/store';
import { getVisitor } from '../../src/app/visitor';
import { projectTargeted, surrogateKeysCollected } from '../../src/features/routing';
import { searchReducer } from '../../src/features/search';
import { authenticationStateSet, userReducer } from '../../src/features/user';
import { buildIdentified, versionDetailsLoaded, versionReducer, versionStatusChosen, type VersionDetails } from '../../src/features/version';
import { visitorHeaders } from '../account';
import { pageCacheHeaders } from '../caching';
import type { SiteConfig } from '../config';
import type { Logger } from '../logger';
import type { DeliveryFactory } from '../upstream';
import { isPersonalised, type PageRequest } from './pageRequest';
import type { InlineState } from './inlineState';
import { localOriginOf } from './localOrigin';
import { sagaLog } from './sagaLog';

export interface PagePreparationDeps {
  config: SiteConfig;
  delivery: DeliveryFactory;
  logger: Logger;
  versionDetails: (project: string, versionStatus: VersionStatus) => VersionDetails;
}

/** What a request for a page resolved to, before rendering: shareable between anonymous requests. */
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

/**
 * A page's state: a fresh store, every saga the route needs run to completion, and the caching its answer
 * allows. Null when the visitor went away meanwhile (`signal`).
 */
export async function preparePage(deps: PagePreparationDeps, request: PageRequest, req: Request, signal?: AbortSignal): Promise<PreparedPage | null> {
  const { project, versionStatus } = request;
  const collector = createSurrogateKeyCollector();
  // A signed-in visitor's calls carry their own credentials (and so never touch the shared request cache).
  const { session } = request.visitor;
  const client = deps.delivery.forRequest(project.id, versionStatus, { collector, signal, headers: session ? visitorHeaders(session) : undefined });
  const { store, runSaga } = createPageStore(deps, request, client, req);
  await runSaga(serverPageSaga, { path: request.path, search: request.search }).toPromise();
  if (signal?.aborted) return null;
  if (store.getState().routing.staticRoute?.id === VERSION_ROUTE_ID) {
    store.dispatch(versionDetailsLoaded(deps.versionDetails(project.id, versionStatus)));
  }
  store.dispatch(surrogateKeysCollected({ keys: collector.keys, apiCalls: collector.calls.length }));
  return preparedFrom(deps.config, request, store.getState(), collector);
}

/**
 * The store of one page, told what the request targets (project, host, version status, language), the build, who
 * asks, and what an account post adds (a refused form's input and errors). Its searches call a relative custom
 * API uri on this server's own origin (localOrigin.ts).
 */
function createPageStore({ config, logger }: PagePreparationDeps, request: PageRequest, delivery: DeliveryClient, req: Request) {
  const { project, versionStatus } = request;
  const app = createAppStore({
    services: { delivery, log: sagaLog(logger, req) },
    routing: { routes: routeTable, getVisitor, cleanPathRedirectStatus: config.cleanPathRedirectStatus },
    reducers: { search: searchReducer, user: userReducer, version: versionReducer },
    localOrigin: localOriginOf(req.socket, config.host),
  });
  app.store.dispatch(
    projectTargeted({
      project: project.id,
      projectName: project.name,
      allowedGroups: project.allowedGroups ?? [],
      hostname: request.hostname,
      versionStatus,
      language: config.language,
    }),
  );
  app.store.dispatch(versionStatusChosen(versionStatus));
  app.store.dispatch(buildIdentified({ commitRef: config.build.commitRef, buildNo: config.build.buildNo }));
  const { session, csrfToken, actions } = request.visitor;
  if (session || csrfToken) app.store.dispatch(authenticationStateSet({ user: session?.user ?? null, csrfToken }));
  for (const action of actions) app.store.dispatch(action);
  return app;
}

/** The finished state with its status, redirect and cache headers (isPersonalised decides public or private). */
function preparedFrom(config: SiteConfig, request: PageRequest, state: RootState, collector: SurrogateKeyRecorder): PreparedPage {
  const { routing } = state;
  const cache = pageCacheHeaders(config, {
    statusCode: routing.redirect ? 200 : routing.statusCode,
    personalised: isPersonalised(request, routing),
    keys: collector.keys,
    hadFailure: collector.hasFailedCalls,
    project: request.project.id,
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
