import type { LogoutResponse } from '../../../contract';
import type { Accounts } from '../../auth/accounts';
import { verifyAccessToken } from '../../auth/tokens';
import { authorizationToken, sessionCookies } from '../credentials';
import { sendJson, type Exchange } from '../exchange';
import { messagePage, redirectTo, sendHtml } from '../html';
import type { AuthRouteDeps } from './authRoutes';

// GET /authenticate/logout: ends the sessions the request names: a user's bearer token (even one that has just
// expired), the ContensisCMSUserName (classic token) and RefreshToken cookies, or `id_token_hint`. Idempotent:
// the answer is the same whether or not anything was still signed in. Cookies are the site's to clear.

export function logout(exchange: Exchange, deps: AuthRouteDeps, accounts: Accounts): void {
  const json = exchange.query.get('jsonresponserequired')?.toLowerCase() === 'true';
  const target = json ? undefined : exchange.query.get('post_logout_redirect_uri');
  const redirect = target ? deps.redirects.check(target) : null;
  if (target && !redirect) {
    sendHtml(
      exchange,
      400,
      messagePage('This sign-out link is not valid', 'post_logout_redirect_uri is not on the list of sites this platform may return to.'),
    );
    return;
  }

  for (const sessionId of namedSessions(exchange, deps, accounts)) accounts.endSession(sessionId);

  if (json) {
    const body: LogoutResponse = { loggedOut: true };
    sendJson(exchange, 200, body, { 'Cache-Control': 'no-store' });
  } else if (redirect) {
    const state = exchange.query.get('state');
    if (state) redirect.searchParams.set('state', state);
    redirectTo(exchange, redirect);
  } else {
    sendHtml(exchange, 200, messagePage('You have signed out', 'You can close this window.'));
  }
}

function namedSessions(exchange: Exchange, deps: AuthRouteDeps, accounts: Accounts): string[] {
  const now = deps.now();
  const ids: string[] = [];
  const hint = exchange.query.get('id_token_hint') ?? null;
  for (const token of [authorizationToken(exchange.req), hint]) {
    const claims = token ? verifyAccessToken(deps.secret, token, now, true) : null;
    if (claims?.kind === 'user') ids.push(claims.sessionId);
  }
  const cookies = sessionCookies(exchange.req);
  const classic = [cookies.classic, hint].filter((token): token is string => Boolean(token));
  ids.push(...accounts.sessionIdsOf({ classic, refresh: cookies.refresh ? [cookies.refresh] : [] }));
  return [...new Set(ids)];
}
