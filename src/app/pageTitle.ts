import type { RootState } from './rootReducer';
import { pageOf, type Site } from './site/defineSite';
import { wordFromState } from './words/stateWords';

/** The site's name: the project's name. */
export function siteName(state: RootState): string {
  return state.routing.projectName || state.routing.currentProject || 'Trellis';
}

const valueOf = (value: string | ((state: RootState) => string | null | undefined) | undefined, state: RootState) =>
  typeof value === 'function' ? value(state) : value;

/** The page's own title, without the site's name (what it is shared as: og:title). */
export function pageHeading(site: Site, state: RootState): string | null {
  const { routing } = state;
  if (routing.notFound) return `${routing.statusCode} ${wordFromState(state.words, 'errors.notFoundTitle') ?? ''}`.trim();
  if (routing.isError) return `${routing.statusCode} ${wordFromState(state.words, 'errors.errorTitle') ?? ''}`.trim();
  return valueOf(pageOf(site, routing)?.title, state) ?? routing.entry?.entryTitle ?? null;
}

/** The document title for the current state (the server writes it, the browser keeps it in step). */
export function pageTitle(site: Site, state: RootState): string {
  const name = siteName(state);
  const title = pageHeading(site, state);
  return title && title !== name ? `${title} | ${name}` : name;
}

/** The meta description: the page module's, else the entry's own. */
export function pageDescription(site: Site, state: RootState): string | null {
  return valueOf(pageOf(site, state.routing)?.description, state) || state.routing.entry?.entryDescription || null;
}

/** A personal page (an account page) that is the same for every signed-out visitor and a public way in: indexable. */
export function isIndexablePage(site: Site, state: RootState): boolean {
  return pageOf(site, state.routing)?.indexable === true;
}

/** A page that asks search engines to leave it out (a page past the end of its list), by its module's rule. */
export function isNoindexPage(site: Site, state: RootState): boolean {
  return pageOf(site, state.routing)?.noindex?.(state) === true;
}
