import type { RootState } from './rootReducer';

export const SITE_NAME_FALLBACK = 'Trellis';

/** The document title for the current state (the server writes it, the browser keeps it in step). */
export function pageTitle(state: RootState, siteName: string): string {
  const { routing } = state;
  let title: string | undefined;
  if (routing.notFound) title = `${routing.statusCode} Page Not Found`;
  else if (routing.isError) title = `${routing.statusCode} Error`;
  else if (routing.staticRoute?.id === 'version') title = 'Version information';
  else title = routing.entry?.entryTitle;
  return title && title !== siteName ? `${title} | ${siteName}` : siteName;
}
