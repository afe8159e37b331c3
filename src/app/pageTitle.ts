import { ACCOUNT_PAGE_META } from './account/accountPageMeta';
import { ACCOUNT_ROUTES, isAccountRoute } from './account/accountRoutes';
import type { RootState } from './rootReducer';

/** The site's name: the project's name. */
export function siteName(state: RootState): string {
  return state.routing.projectName || state.routing.currentProject || 'Trellis';
}

/** The document title for the current state (the server writes it, the browser keeps it in step). */
export function pageTitle(state: RootState): string {
  const name = siteName(state);
  const { routing } = state;
  let title: string | undefined;
  if (routing.notFound) title = `${routing.statusCode} Page Not Found`;
  else if (routing.isError) title = `${routing.statusCode} Error`;
  else if (routing.staticRoute?.id === 'version') title = 'Version information';
  else if (isAccountRoute(routing.staticRoute?.id)) title = ACCOUNT_ROUTES[routing.staticRoute.id].title;
  else title = routing.entry?.entryTitle;
  return title && title !== name ? `${title} | ${name}` : name;
}

/** The meta description: the entry's own, else the account page's. */
export function pageDescription(state: RootState): string | null {
  const { entry, staticRoute } = state.routing;
  if (entry?.entryDescription) return entry.entryDescription;
  return isAccountRoute(staticRoute?.id) ? ACCOUNT_PAGE_META[staticRoute.id].description : null;
}

/** An account page that is the same for every signed-out visitor and a public way in (sign in, register). */
export function isPublicAccountPage(state: RootState): boolean {
  const id = state.routing.staticRoute?.id;
  return isAccountRoute(id) && ACCOUNT_PAGE_META[id].indexable === true;
}
