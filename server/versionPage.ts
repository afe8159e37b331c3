// Who may open the version page (`/__version`, and its state at `?redux=true`): VERSION_PAGE, README "Configuration".
import type { Request, RequestHandler, Response } from 'express';
import { match } from 'path-to-regexp';
import type { ServerWords } from '../src/app/words';
import { VERSION_PATH } from '../src/app/version/VersionRoute';
import { chooseProject, projectLanguages, type ProjectConfig } from '../src/features/routing';
import { pathInLanguage, resolveLanguage, singleLanguage, type ResolvedLanguage } from '../src/lib/url/languages';
import type { VisitorSession } from './account';
import type { VersionPageConfig } from './config';
import { plainErrorPage } from './errorPage';
import { requestHost } from './hosts';
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

/** What a request's address says of its language, as the page renderer reads it (the project's languages). */
export interface VersionPageLanguages {
  /** The language and the path without its prefix: `/cy/__version` is the version page, in Welsh. */
  resolve(req: Request): ResolvedLanguage & { home: string };
  /** The site's words in a language (`wordsFor(site, language)`). */
  words(language: string): Promise<ServerWords>;
}

/** A request's language by the projects' language settings (hosts or path prefixes), as a page's is. */
export function requestLanguages(
  projects: readonly ProjectConfig[],
  fallback: string,
  words: VersionPageLanguages['words'],
): VersionPageLanguages {
  return {
    resolve(req) {
      const hostname = requestHost(req);
      const p = typeof req.query.p === 'string' ? req.query.p : null;
      const languages = projects.length > 0 ? projectLanguages(chooseProject(projects, hostname, p), fallback) : singleLanguage(fallback);
      const resolved = resolveLanguage(languages, hostname, req.path);
      return { ...resolved, home: pathInLanguage(languages, resolved.language, '/') };
    },
    words,
  };
}

/**
 * The version page tells the site's build and where its platform is: never cached by anyone (the renderer makes it
 * `private, no-store`, noindex), and only for whom VERSION_PAGE lets in. Anyone else finds nothing there (404), so
 * the page does not even tell that it exists.
 */
export function versionPageAccess(
  settings: VersionPageConfig,
  visitors: VersionPageVisitors,
  languages: VersionPageLanguages,
): RequestHandler {
  return async (req, res, next) => {
    // The page in any language (`/cy/__version`) is the same page: the same rule lets a visitor in or not.
    const { language, innerPath, home } = languages.resolve(req);
    if (!isVersionPath(innerPath)) return next();
    res.set('x-robots-tag', 'noindex');
    if (await admitted(settings, visitors, req, res)) return next();
    const { t, language: wordsLanguage } = await languages.words(language);
    const words = { language: wordsLanguage, homeLink: t('errors.homeLink'), homePath: home };
    res
      .status(404)
      .set('cache-control', 'no-store')
      .type('html')
      .send(plainErrorPage(404, t('errors.notFoundTitle'), undefined, words));
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
