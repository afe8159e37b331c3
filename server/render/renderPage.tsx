import type { UnknownAction } from '@reduxjs/toolkit';
import type { Request, Response } from 'express';
import type { VersionStatus } from '../../src/lib/delivery/types';
import { safeLocalPath } from '../../src/lib/url';
import { isAccountPath } from '../../src/features/routing';
import type { VersionDetails } from '../../src/features/version';
import type { VisitorSession } from '../account';
import type { SiteConfig } from '../config';
import type { Logger } from '../logger';
import type { DeliveryFactory } from '../upstream';
import type { PageAssets } from './assets';
import { readPageRequest } from './pageRequest';
import { createPagePreparer } from './preparePage';
import { sendPageHtml } from './sendPage';

/** Who the visitor is, from their session cookies (the accounts part of the server). */
export interface PageVisitors {
  resolve(req: Request, res: Response): Promise<VisitorSession | null>;
  csrfTokenFor(req: Request, res: Response): string;
}

export interface PageRendererDeps {
  config: SiteConfig;
  delivery: DeliveryFactory;
  assets: PageAssets;
  logger: Logger;
  versionDetails: (project: string, versionStatus: VersionStatus) => VersionDetails;
  visitors: PageVisitors;
}

/** A render asked for by an account post: another path's page, its status, and actions applied first. */
export interface PageOverrides {
  path: string;
  status: number;
  actions: UnknownAction[];
}

/**
 * One page: who asks, the page prepared (every saga run to completion), then exactly one render. `?redux=true`
 * answers the same state as JSON instead of HTML.
 */
export function createPageRenderer(deps: PageRendererDeps) {
  const preparedFor = createPagePreparer(deps);

  return async function renderPage(req: Request, res: Response, overrides?: PageOverrides): Promise<void> {
    const request = readPageRequest(req, res, deps.config, deps.delivery.upstream.projects, overrides?.path);
    if (!request) return;
    const session = await deps.visitors.resolve(req, res);
    request.personal = session !== null || isAccountPath(request.path);
    const csrfToken = request.personal ? deps.visitors.csrfTokenFor(req, res) : null;
    const page = await preparedFor(request, { session, csrfToken, actions: overrides?.actions ?? [] }, req, res);
    if (!page || res.destroyed) return;

    res.set(page.headers);
    // A response a CDN may share must never carry someone's cookie.
    if (page.isPublic) res.removeHeader('set-cookie');
    if (page.redirect) {
      res.redirect(page.redirect.statusCode, safeLocalPath(page.redirect.location) ?? '/');
      return;
    }
    res.status(overrides?.status ?? page.statusCode);
    if (request.wantsState) {
      page.stateJson ??= JSON.stringify(page.state);
      res.type('application/json').send(page.stateJson);
      return;
    }
    await sendPageHtml(page, request, overrides ? `${overrides.path}${request.search}` : req.originalUrl, res, deps);
  };
}
