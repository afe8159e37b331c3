// Who may open the version page (`/__version`, and its state at `?redux=true`): VERSION_PAGE, README "Configuration".
import type { Request, RequestHandler, Response } from 'express';
import { match } from 'path-to-regexp';
import { VERSION_PATH } from '../src/app/version/VersionRoute';
import type { VisitorSession } from './account';
import type { VersionPageConfig } from './config';
import { plainErrorPage } from './errorPage';
import { bearerMatches } from './metrics/endpoint';

// Matched as the route table matches it (src/features/routing/matchRoutes.ts): any case, a trailing slash.
const matchesVersionPath = match(VERSION_PATH, { end: true });

/** Whether a path is the version page's. */
export function isVersionPath(path: string): boolean {
  return matchesVersionPath(path) !== false;
}

interface VersionPageVisitors {
  resolve(req: Request, res: Response): Promise<VisitorSession | null>;
}

/**
 * The version page tells the site's build and where its platform is: never cached by anyone (the renderer makes it
 * `private, no-store`, noindex), and only for whom VERSION_PAGE lets in. Anyone else finds nothing there (404), so
 * the page does not even tell that it exists.
 */
export function versionPageAccess(settings: VersionPageConfig, visitors: VersionPageVisitors): RequestHandler {
  return async (req, res, next) => {
    if (!isVersionPath(req.path)) return next();
    res.set('x-robots-tag', 'noindex');
    if (await admitted(settings, visitors, req, res)) return next();
    res.status(404).set('cache-control', 'no-store').type('html').send(plainErrorPage(404, 'Page Not Found'));
  };
}

async function admitted(settings: VersionPageConfig, visitors: VersionPageVisitors, req: Request, res: Response): Promise<boolean> {
  if (settings.access === 'public') return true;
  if (settings.access === 'off') return false;
  if (settings.token && bearerMatches(req.get('authorization'), settings.token)) return true;
  if (settings.access !== 'staff') return false;
  const session = await visitors.resolve(req, res);
  return session?.user.isZengentiStaff === true;
}
