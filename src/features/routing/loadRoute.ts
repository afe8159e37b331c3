import { put, select } from 'redux-saga/effects';
import { describeDeliveryError } from '../../lib/delivery';
import { cleanPath } from '../../lib/url';
import { resolveLanguage } from '../../lib/url/languages';
import { accessRedirect, isAccountPath, isLoginPage } from './access';
import { loadContentRoute } from './contentRoute';
import { matchStaticRoute } from './matchRoutes';
import { allowed, notFound, routeServices, type RouteLoad, type Services } from './loaderSteps';
import { selectRouting } from './selectors';
import { routeFailed, routeLoadStarted, routeRedirected } from './slice';
import { loadStaticRoute } from './staticRoute';
import type { RoutingState } from './types';

export interface LoadRouteRequest {
  path: string;
  search?: string;
  hash?: string;
}

/**
 * Resolves a path to what the page shows and records it in the routing slice: redirect, static route,
 * content entry, not found or error. Runs to completion on the server before the single render, and
 * in the browser for client-side navigation.
 */
export function* loadRoute({ path, search = '', hash = '' }: LoadRouteRequest) {
  const context: Services = yield* routeServices();
  const cleaned = cleanPath(path);
  if (cleaned !== path) {
    yield put(
      routeRedirected({ location: `${cleaned}${search}${hash}`, statusCode: context.cleanPathRedirectStatus, reason: 'cleanPath' }),
    );
    return;
  }
  yield put(routeLoadStarted({ path, search, hash }));
  const routing: RoutingState = yield select(selectRouting);
  // Routes and nodes are matched without the language's prefix (the page's language was chosen from the same address).
  const { innerPath } = resolveLanguage(routing.languages, routing.currentHostname, path);
  const load: RouteLoad = { context, routing, path: innerPath, shownPath: path, fullPath: `${path}${search}` };
  // A project limited to groups shows nothing else to anyone outside them; the account pages stay reachable.
  if (routing.allowedGroups.length > 0 && !isAccountPath(innerPath) && !(yield* allowed(load, routing.allowedGroups))) return;
  try {
    const staticMatch = matchStaticRoute(context.routes.staticRoutes, innerPath);
    if (staticMatch) yield* loadStaticRoute(load, staticMatch);
    else yield* loadContentRoute(load);
  } catch (error) {
    yield* handleFailure(load, error);
  }
}

/** A failed page load: not found, a login or access-denied redirect, or an error page with the failure's status. */
function* handleFailure({ context, path, shownPath, fullPath }: RouteLoad, error: unknown) {
  const { kind, status, message } = describeDeliveryError(error);
  // The visitor went away and the server abandoned the page: nothing failed, nothing to record.
  if (kind === 'aborted') return;
  if (status === 404) {
    yield* notFound(context, shownPath);
  } else if (status === 403 || (status === 401 && !isLoginPage(path))) {
    yield put(routeRedirected(accessRedirect(status === 401 ? 'login' : 'denied', fullPath)));
  } else {
    context.log.error('Route failed to load', { path: shownPath, status, message });
    yield put(routeFailed({ path: shownPath, statusCode: status, message }));
  }
}
