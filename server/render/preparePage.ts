import type { Request } from 'express';
import { createSurrogateKeyCollector, type SurrogateKeyRecorder } from '../../src/lib/delivery';
import type { VersionStatus } from '../../src/lib/delivery/types';
import type { RootState } from '../../src/app/rootReducer';
import type { Site } from '../../src/app/site/defineSite';
import { VERSION_ROUTE_ID } from '../../src/app/version/VersionRoute';
import { runServerPageSagas } from '../../src/app/sagas';
import { previewOptionsSet, signedPreviewShown, surrogateKeysCollected } from '../../src/features/routing';
import { versionDetailsLoaded, type VersionDetails } from '../../src/features/version';
import { visitorHeaders } from '../account';
import { pageCacheHeaders } from '../caching';
import type { SiteConfig } from '../config';
import type { Logger } from '../logger';
import type { PageDocument } from './document';
import type { DeliveryFactory } from '../upstream';
import { isPersonalised, isShareable, type PageRequest } from './pageRequest';
import type { SharedListStore } from './sharedLists';
import type { InlineState } from './inlineState';
import { createPageStore } from './pageStore';
import type { PreviewLinks } from './previewLinks';

export interface PagePreparationDeps {
  /** The site being served: its page modules and configuration. */
  site: Site;
  config: SiteConfig;
  delivery: DeliveryFactory;
  logger: Logger;
  versionDetails: (project: string, versionStatus: VersionStatus) => VersionDetails;
  /** Signed links to editors' previews on the public host. */
  previewLinks?: PreviewLinks;
  /** Mini lists shared between public pages (sharedLists.ts). */
  sharedLists?: SharedListStore;
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
  /** A shared page's document, kept by its first render for the address it was rendered at (renderPage.tsx). */
  html: { location: string; document: PageDocument } | null;
}

/**
 * A page's state: a fresh store, every saga the route needs run to completion, and the caching its answer
 * allows. Null when the visitor went away meanwhile (`signal`).
 */
export async function preparePage(
  deps: PagePreparationDeps,
  request: PageRequest,
  req: Request,
  signal?: AbortSignal,
): Promise<PreparedPage | null> {
  const { project, versionStatus } = request;
  const collector = createSurrogateKeyCollector();
  // A signed-in visitor's calls carry their own credentials (and so never touch the shared request cache).
  const { session } = request.visitor;
  const client = deps.delivery.forRequest(project.id, versionStatus, {
    collector,
    signal,
    headers: session ? visitorHeaders(session) : undefined,
  });
  // Only a page anyone may see shares its mini lists: never a signed-in visitor's, a draft's or a group's.
  const lists = deps.sharedLists && !session && isShareable(request) ? deps.sharedLists.forRequest(request, collector, signal) : null;
  const { store, runSaga } = createPageStore(deps.site, deps.config, deps.logger, request, client, req, lists ?? undefined);
  if (request.editorsPreview) {
    // A draft host offers a signed link to the same preview on the public host; the CMS may send live changes.
    const url = request.draftHost ? (deps.previewLinks?.linkFor(project, request.editorsPreview, deps.config.language) ?? null) : null;
    store.dispatch(
      previewOptionsSet({
        shareLink: url && deps.previewLinks ? { url, minutes: deps.previewLinks.minutes } : null,
        liveOrigins: deps.config.preview.liveOrigins,
      }),
    );
  }
  await runServerPageSagas(runSaga, { path: request.path, search: request.search });
  if (signal?.aborted) return null;
  if (request.editorsPreview && !request.draftHost) store.dispatch(signedPreviewShown());
  if (store.getState().routing.staticRoute?.id === VERSION_ROUTE_ID) {
    store.dispatch(versionDetailsLoaded(deps.versionDetails(project.id, versionStatus)));
  }
  store.dispatch(surrogateKeysCollected({ keys: collector.keys, apiCalls: collector.calls.length }));
  return preparedFrom(deps.config, request, store.getState(), collector);
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
    html: null,
  };
}
