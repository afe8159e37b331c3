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
  else title = routing.entry?.entryTitle;
  return title && title !== name ? `${title} | ${name}` : name;
}
