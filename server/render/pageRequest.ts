import type { Request, Response } from 'express';
import type { VersionStatus } from '../../src/lib/delivery/types';
import type { RootState } from '../../src/app/rootReducer';
import { chooseProject, type ProjectConfig } from '../../src/features/routing';
import { chooseVersionStatus, showsDrafts } from '../../src/features/version';
import type { SiteConfig } from '../config';
import { requestHost } from '../hosts';

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
}

/**
 * Whether one visitor's answer may be shared with another: never on draft hosts, drafts or restricted projects.
 * The one place that decides it, with isPersonalised below: the page-state cache (preparedPages.ts) and the
 * cache headers (preparePage.ts) both ask here, so a signed-in visitor (the accounts issue) joins here only.
 */
export function isShareable(request: PageRequest): boolean {
  return !request.draftHost && request.versionStatus === 'published' && !request.project.allowedGroups?.length;
}

/** Anything that depends on who asks, or where drafts show, is `private, no-store`. */
export function isPersonalised(request: PageRequest, routing: RootState['routing']): boolean {
  const visitorRedirect = routing.redirect !== null && routing.redirect.reason !== 'cleanPath';
  return !isShareable(request) || routing.isPreview || visitorRedirect;
}

/** The request's path, query, project and version status; null (after answering 400) when the address is bad. */
export function readPageRequest(req: Request, res: Response, config: SiteConfig, projects: readonly ProjectConfig[]): PageRequest | null {
  // Split by hand: `new URL('//a//b')` would read `a` as a host name.
  const queryAt = req.originalUrl.indexOf('?');
  const path = queryAt === -1 ? req.originalUrl : req.originalUrl.slice(0, queryAt);
  const url = new URL(queryAt === -1 ? '' : req.originalUrl.slice(queryAt), 'http://site.invalid');
  try {
    decodeURIComponent(path);
  } catch {
    res.status(400).type('text/plain').set('cache-control', 'no-store').send('Bad request: the address is not valid.');
    return null;
  }
  const wantsState = url.searchParams.get('redux') === 'true';
  url.searchParams.delete('redux');
  const hostname = requestHost(req);
  const project = chooseProject(projects, hostname, url.searchParams.get('p'));
  const versionStatus = chooseVersionStatus({
    hostname,
    previewHosts: config.previewHosts,
    query: url.searchParams.get('versionStatus'),
    header: firstString(req.headers['x-entry-versionstatus']),
  });
  return { path, search: url.search, hostname, project, versionStatus, wantsState, draftHost: showsDrafts(hostname, config.previewHosts) };
}

function firstString(value: unknown): string | null {
  if (typeof value === 'string') return value;
  if (Array.isArray(value) && typeof value[0] === 'string') return value[0];
  return null;
}

