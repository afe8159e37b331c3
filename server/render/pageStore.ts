import type { Request } from 'express';
import type { DeliveryClient } from '../../src/lib/delivery';
import { createRootReducer } from '../../src/app/rootReducer';
import type { Site } from '../../src/app/site/defineSite';
import { routeTableOf } from '../../src/app/site/routeTable';
import { createAppStore } from '../../src/app/store';
import type { SharedLists } from '../../src/app/search/sharedListsContext';
import { getVisitor } from '../../src/app/visitor';
import { projectLanguages, projectTargeted } from '../../src/features/routing';
import { resolveLanguage } from '../../src/lib/url/languages';
import { searchSlice } from '../../src/features/search';
import { accountFormsSlice, authenticationStateSet } from '../../src/features/user';
import { buildIdentified, versionSlice, versionStatusChosen } from '../../src/features/version';
import type { SiteConfig } from '../config';
import type { Logger } from '../logger';
import { localOriginOf } from './localOrigin';
import type { PageRequest } from './pageRequest';
import { sagaLog } from './sagaLog';

/**
 * One root reducer, with every chunk's slice, for all the server's stores: nothing is injected later on the server,
 * and combining the slices (redux checks each reducer's initial state) for every page was measurable (bench/README.md).
 */
const serverRootReducer = createRootReducer([searchSlice, accountFormsSlice, versionSlice]);

/**
 * The store of one page, told what the request targets (project, host, version status, language), the build, who
 * asks, and what an account post adds (a refused form's input and errors). Its searches call a relative custom
 * API uri on this server's own origin (localOrigin.ts).
 */
export function createPageStore(
  site: Site,
  config: SiteConfig,
  logger: Logger,
  request: PageRequest,
  delivery: DeliveryClient,
  req: Request,
  sharedLists?: SharedLists,
) {
  const { project, versionStatus } = request;
  const app = createAppStore({
    site,
    services: { delivery, log: sagaLog(logger, req) },
    routing: { routes: routeTableOf(site), getVisitor, cleanPathRedirectStatus: config.cleanPathRedirectStatus },
    slices: serverRootReducer,
    localOrigin: localOriginOf(req.socket, config.host),
    ...(sharedLists ? { sharedLists } : {}),
  });
  // The page's language comes from its address alone (host or path prefix), never from Accept-Language.
  const languages = projectLanguages(project, config.language);
  const { language } = resolveLanguage(languages, request.hostname, request.path);
  app.store.dispatch(
    projectTargeted({
      project: project.id,
      projectName: project.name,
      allowedGroups: project.allowedGroups ?? [],
      hostname: request.hostname,
      versionStatus,
      language,
      languages,
    }),
  );
  app.store.dispatch(versionStatusChosen(versionStatus));
  app.store.dispatch(buildIdentified({ commitRef: config.build.commitRef, buildNo: config.build.buildNo }));
  const { session, csrfToken, actions } = request.visitor;
  if (session || csrfToken) app.store.dispatch(authenticationStateSet({ user: session?.user ?? null, csrfToken }));
  for (const action of actions) app.store.dispatch(action);
  return app;
}
