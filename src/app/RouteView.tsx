import type { ComponentType } from 'react';
import { useAppSelector } from './hooks';
import { PREVIEW_ROUTE_ID } from '../features/routing';
import { AccountRoute } from './account/AccountRoute';
import { isAccountRoute } from './account/accountRoutes';
import { ErrorPage } from './templates/ErrorPage';
import { NotFoundPage } from './templates/NotFoundPage';
import { templateFor } from './templates';
import { SearchRoute } from './search/SearchRoute';
import { SEARCH_ROUTE_ID } from './search/searchRoutes';
import { VERSION_ROUTE_ID, VersionRoute } from './version/VersionRoute';

const staticRouteComponents: Record<string, ComponentType> = {
  [VERSION_ROUTE_ID]: VersionRoute,
  [SEARCH_ROUTE_ID]: SearchRoute,
};

/** Chooses what the main area shows from the routing state. */
export function RouteView() {
  // Field by field: the routing state changes with every location event, the page shown far less often.
  const notFound = useAppSelector((state) => state.routing.notFound);
  const isError = useAppSelector((state) => state.routing.isError);
  const staticRoute = useAppSelector((state) => state.routing.staticRoute);
  const entry = useAppSelector((state) => state.routing.entry);
  if (notFound) return <NotFoundPage />;
  if (isError) return <ErrorPage />;
  if (staticRoute && isAccountRoute(staticRoute.id)) return <AccountRoute id={staticRoute.id} />;
  if (staticRoute && staticRoute.id !== PREVIEW_ROUTE_ID) {
    const Component = staticRouteComponents[staticRoute.id];
    return Component ? <Component /> : <NotFoundPage />;
  }
  if (entry) {
    const Template = templateFor(entry.sys.contentTypeId);
    return <Template entry={entry} />;
  }
  return null;
}
