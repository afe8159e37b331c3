import type { UnknownAction } from '@reduxjs/toolkit';
import type { Request, Response } from 'express';
import type { VisitorSession } from '../account';
import type { VersionStatus } from '../../src/lib/delivery/types';
import type { RootState } from '../../src/app/rootReducer';
import { chooseProject, type ProjectConfig } from '../../src/features/routing';
import { chooseVersionStatus, showsDrafts } from '../../src/features/version';
import type { SiteConfig } from '../config';
import { plainErrorPage } from '../errorPage';
import { requestHost } from '../hosts';
import { PREVIEW_TOKEN_PARAM, previewTarget, type PreviewLinks, type PreviewTarget } from './previewLinks';

export interface PageRequest {
  path: string;
  search: string;
  hostname: string;
  project: ProjectConfig;
  versionStatus: VersionStatus;
  /** `?redux=true`: answer the state as JSON. */
  wantsState: boolean;
  /** A host that shows drafts (localhost, preview hosts): nothing it answers is shared. */
  draftHost: boolean;
  /** An entry's preview (`/preview/{entryId}/{language}`) on a draft host or admitted by a signed link, else null. */
  editorsPreview: PreviewTarget | null;
  /** Made for this visitor: they are signed in, or the page holds their anti-forgery token (account forms). */
  personal: boolean;
  /** Who asks, and what the server adds before the sagas run (a refused form post's input and errors). */
  visitor: PageVisitor;
}

export interface PageVisitor {
  session: VisitorSession | null;
  /** For pages with account forms or a signed-in visitor (never shared: see isShareable). */
  csrfToken: string | null;
  actions: UnknownAction[];
}

/**
 * Whether one visitor's answer may be shared with another: never on draft hosts, drafts, restricted projects,
 * nor anything made for one visitor. The one place that decides it, with isPersonalised below: the page-state
 * cache (preparedPages.ts), the document kept for a shared page (renderPage.tsx) and the cache headers
 * (preparePage.ts) all ask here.
 */
export function isShareable(request: PageRequest): boolean {
  return !request.personal && !request.draftHost && request.versionStatus === 'published' && !request.project.allowedGroups?.length;
}

/** Anything that depends on who asks, or where drafts show, is `private, no-store`. */
export function isPersonalised(request: PageRequest, routing: RootState['routing']): boolean {
  const visitorRedirect = routing.redirect !== null && routing.redirect.reason !== 'cleanPath';
  return !isShareable(request) || routing.isPreview || visitorRedirect;
}

/**
 * The request's path (or the page an account post renders), query, project and version status; null (after
 * answering 400) when the address is bad.
 */
export function readPageRequest(
  req: Request,
  res: Response,
  config: SiteConfig,
  projects: readonly ProjectConfig[],
  pagePath?: string,
  previewLinks?: PreviewLinks,
): PageRequest | null {
  // Split by hand: `new URL('//a//b')` would read `a` as a host name.
  const queryAt = req.originalUrl.indexOf('?');
  const path = pagePath ?? (queryAt === -1 ? req.originalUrl : req.originalUrl.slice(0, queryAt));
  const url = new URL(queryAt === -1 ? '' : req.originalUrl.slice(queryAt), 'http://site.invalid');
  try {
    decodeURIComponent(path);
  } catch {
    res
      .status(400)
      .type('html')
      .set('cache-control', 'no-store')
      .send(plainErrorPage(400, 'Bad request', 'The address is not valid.'));
    return null;
  }
  const wantsState = url.searchParams.get('redux') === 'true';
  url.searchParams.delete('redux');
  const hostname = requestHost(req);
  const project = chooseProject(projects, hostname, url.searchParams.get('p'));
  let versionStatus = chooseVersionStatus({
    hostname,
    previewHosts: config.previewHosts,
    query: url.searchParams.get('versionStatus'),
    header: firstString(req.headers['x-entry-versionstatus']),
  });
  const draftHost = showsDrafts(hostname, config.previewHosts);
  const target = pagePath === undefined ? previewTarget(path) : null;
  const token = url.searchParams.get(PREVIEW_TOKEN_PARAM);
  let editorsPreview = target && draftHost ? target : null;
  // A signed link admits the latest version of its own entry and language only, on any host of its project.
  if (target && !draftHost && token !== null) {
    if (!previewLinks?.admits(token, project, target)) {
      res
        .status(403)
        .type('html')
        .set('cache-control', 'private, no-store')
        .set('x-robots-tag', 'noindex')
        .send(
          plainErrorPage(
            403,
            'This preview link does not work',
            'It has expired, or it was made for another page. Ask whoever sent it for a new link.',
          ),
        );
      return null;
    }
    versionStatus = 'latest';
    editorsPreview = target;
  }
  return {
    path,
    search: url.search,
    hostname,
    project,
    versionStatus,
    wantsState,
    draftHost,
    editorsPreview,
    personal: false,
    visitor: { session: null, csrfToken: null, actions: [] },
  };
}

function firstString(value: unknown): string | null {
  if (typeof value === 'string') return value;
  if (Array.isArray(value) && typeof value[0] === 'string') return value[0];
  return null;
}
