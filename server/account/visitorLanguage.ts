import type { Request } from 'express';
import type { Translate } from '../../src/lib/i18n';
import type { ServerWords } from '../../src/app/words';
import { chooseProject, projectLanguages, type ProjectConfig } from '../../src/features/routing';
import type { AccountWordId } from '../../src/features/user/lazy';
import { localiseLink, resolveLanguage, singleLanguage, type LanguageSettings } from '../../src/lib/url/languages';
import { requestHost } from '../hosts';

/**
 * The language an account request is in, and its addresses: taken from the request's address alone (a language's
 * prefix, or a host of its own, as pages are: pageStore.ts), never from a form field or `Accept-Language`. Answers,
 * redirects, the pages shown again and the emailed links all stay in it.
 */
export interface VisitorLanguage {
  /** The project's spelling of the language (`cy`). */
  language: string;
  /** The language's origin (its own host's under the hostname scheme, else the project's configured one). */
  origin: string;
  /** A site path in the language: `/account/login` is `/cy/account/login` under the prefix scheme. */
  path(sitePath: string): string;
  /**
   * The absolute address of a site path in the language, for emailed links: the language's configured origin
   * (hostname scheme), else the project's (`siteOrigin`), with the prefix. Never made from a request header.
   */
  url(sitePath: string): string;
  /** The account words in the language. */
  t: Translate<AccountWordId>;
  /** All the language's words (the emails'). */
  words: ServerWords;
}

export interface VisitorLanguages {
  /** Where the request is (sync: the page a refused form is shown again at). */
  placeOf(req: Request): Omit<VisitorLanguage, 't' | 'words'>;
  of(req: Request): Promise<VisitorLanguage>;
  /** An account route's path when the request is for one under a language's prefix (`/cy/account/login`), else null. */
  prefixedAccountPath(req: Request): string | null;
}

export interface VisitorLanguageOptions {
  projects: readonly ProjectConfig[];
  /** The site's language when a project names none (DEFAULT_LANGUAGE). */
  defaultLanguage: string;
  /** The site's words in a language (`wordsFor(site, language)`). */
  wordsFor(language: string): Promise<ServerWords>;
  /** The project's configured origin for a request (server/hosts.ts `siteOrigin`). */
  origin(req: Request): string;
}

/** The path of the address the request came to (before any rewrite), without its query. */
function addressPath(req: Request): string {
  const url = req.originalUrl || req.url;
  const queryAt = url.indexOf('?');
  return queryAt === -1 ? url : url.slice(0, queryAt);
}

function settingsOf(options: VisitorLanguageOptions, req: Request): LanguageSettings {
  if (options.projects.length === 0) return singleLanguage(options.defaultLanguage);
  const p = typeof req.query?.p === 'string' ? req.query.p : null;
  return projectLanguages(chooseProject(options.projects, requestHost(req), p), options.defaultLanguage);
}

export function visitorLanguages(options: VisitorLanguageOptions): VisitorLanguages {
  const placeOf = (req: Request) => {
    const settings = settingsOf(options, req);
    const { language } = resolveLanguage(settings, requestHost(req), addressPath(req));
    const origin = settings.origins?.[language] ?? options.origin(req);
    const path = (sitePath: string) => localiseLink(settings, language, sitePath);
    return { language, origin, path, url: (sitePath: string) => `${origin}${path(sitePath)}` };
  };
  return {
    placeOf,
    prefixedAccountPath(req) {
      const { prefix, innerPath } = resolveLanguage(settingsOf(options, req), requestHost(req), addressPath(req));
      if (!prefix) return null;
      return innerPath === '/account' || innerPath.toLowerCase().startsWith('/account/') ? innerPath : null;
    },
    async of(req) {
      const place = placeOf(req);
      const words = await options.wordsFor(place.language);
      return { ...place, words, t: (id, values) => words.t(`account.${id}`, values) };
    },
  };
}
