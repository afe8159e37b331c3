import { createContext, useContext } from 'react';
import { getContext } from 'redux-saga/effects';
import type { Site } from './defineSite';

/** The site being rendered, for the view (RouteView, the shell) and for the core's pages. */
export const SiteContext = createContext<Site | null>(null);

export function useSite(): Site {
  const site = useContext(SiteContext);
  if (!site) throw new Error('No site: render the app inside <App site={...}>');
  return site;
}

/** The saga context's key for the site (store.ts puts it there). */
export const SITE_CONTEXT = 'site';

/** The site, in a saga. */
export function* siteFromContext() {
  const site: Site = yield getContext(SITE_CONTEXT);
  return site;
}
