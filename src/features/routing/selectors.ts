import { createSelector } from '@reduxjs/toolkit';
import { resolveLanguage, sameLanguage } from '../../lib/url/languages';
import type { RoutingState } from './types';

/** Selectors take any root state that holds the routing slice. */
export interface WithRouting {
  routing: RoutingState;
}

export const selectRouting = (state: WithRouting) => state.routing;
const selectCurrentNode = (state: WithRouting) => state.routing.currentNode;
const selectAncestors = (state: WithRouting) => state.routing.currentNodeAncestors;
export const selectIsLoading = (state: WithRouting) => state.routing.isLoading;
export const selectRedirect = (state: WithRouting) => state.routing.redirect;

/** The breadcrumb: the ancestors followed by the current node. */
export const selectBreadcrumb = createSelector([selectAncestors, selectCurrentNode], (ancestors, node) =>
  node ? [...ancestors, node] : ancestors,
);

/** A variation of the page: its language and its path without the language (a path in that language: pathInLanguage). */
export interface Alternate {
  language: string;
  path: string;
}

/** The path shown without its language prefix: what node paths (menus, breadcrumb) compare with. */
export const selectInnerPath = (state: WithRouting) => {
  const { languages, currentHostname, currentPath } = state.routing;
  return resolveLanguage(languages, currentHostname, currentPath).innerPath;
};

/**
 * The language of the content shown when it is not the page's: a page without a variation in its language shows
 * the primary language's (contentRoute.ts). Null when they agree, and for previews (which show what they are asked).
 */
export const selectContentLanguage = (state: WithRouting): string | null => {
  const { entry, language, isPreview, notFound, isError } = state.routing;
  const shown = entry?.sys.language;
  if (!shown || isPreview || notFound || isError || sameLanguage(shown, language)) return null;
  return shown;
};

const NO_ALTERNATES: Alternate[] = [];

/**
 * The page's real variations, the project's languages' order: a content page's are its entry's languages (for a
 * page shown in the primary language for want of a variation, the primary entry's, so never the page itself), at its
 * canonical path; a static page (search, account) is in every language, at its own path. Error pages, redirects and previews have none.
 */
export const selectAlternates = createSelector(
  [
    (state: WithRouting) => state.routing.languages,
    (state: WithRouting) => state.routing.entry,
    (state: WithRouting) => state.routing.staticRoute,
    (state: WithRouting) => state.routing.canonicalPath,
    (state: WithRouting) => state.routing.statusCode !== 200 || state.routing.redirect !== null || state.routing.isPreview,
    selectInnerPath,
  ],
  (languages, entry, staticRoute, canonicalPath, noPage, innerPath): Alternate[] => {
    if (noPage) return NO_ALTERNATES;
    if (staticRoute) return languages.supported.map((language) => ({ language, path: innerPath }));
    if (!entry) return NO_ALTERNATES;
    const available = entry.sys.availableLanguages ?? (entry.sys.language ? [entry.sys.language] : []);
    const path = canonicalPath ?? innerPath;
    return languages.supported
      .filter((language) => available.some((one) => sameLanguage(one, language)))
      .map((language) => ({ language, path }));
  },
);
