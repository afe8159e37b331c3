import type { Request, RequestHandler, Response } from 'express';
import { ACCOUNT_PATHS } from '../../contract';
import type { AccountDeps } from './deps';
import { clientIpKey } from './rateLimit';
import { withinLimit } from './limits';
import { PlatformAccountError } from './platformAccounts';
import { field, missingFields, noStore, refuse, wantsJson } from './respond';
import { readCookieTokens } from './sessionCookies';
import { returnUrlPath, safeRedirectPath } from './safeRedirect';

const LOGIN_FORM = { name: 'login' as const, path: ACCOUNT_PATHS.login, keep: ['username', 'redirect_uri'] };
/** Where to go after signing in: `redirect_uri`, else the path of `ReturnURL`, else the home page (`home`: in the visitor's language). */
export function afterSignIn(value: { redirectUri?: unknown; returnUrl?: unknown }, home = '/'): string {
  const fromReturnUrl = typeof value.returnUrl === 'string' && value.returnUrl ? returnUrlPath(value.returnUrl) : null;
  return safeRedirectPath(value.redirectUri, fromReturnUrl ?? home);
}

/**
 * Ends whatever session the visitor's cookies name: the platform revokes it (best effort: a platform that is down
 * does not keep the visitor signed in here), the server forgets its user, the cookies go.
 */
async function endCookieSession(
  deps: Pick<AccountDeps, 'accounts' | 'sessions' | 'cookies' | 'logger'>,
  req: Request,
  res: Response,
  clearAnyway: boolean,
): Promise<void> {
  const tokens = readCookieTokens(req);
  const held = Boolean(tokens.accessToken || tokens.refreshToken || tokens.classicToken);
  if (held) {
    const userId = await deps.sessions.userIdOf(tokens.accessToken);
    await deps.accounts
      .logout(tokens)
      .catch((error: unknown) => deps.logger.warn({ reqId: req.id, err: error }, 'Platform sign-out failed; cookies cleared anyway'));
    // Every other process and instance refuses these cookies from now on (session.ts).
    await deps.sessions.forget(tokens.accessToken, userId);
  }
  if (held || clearAnyway) deps.cookies.clear(res);
  deps.sessions.ended(req);
}

export function signInRoutes(deps: AccountDeps) {
  const { accounts, sessions, csrf, limits, render, logger } = deps;

  /** GET /account/session: who the visitor is, for a tab that noticed the session cookie change. */
  const session: RequestHandler = async (req, res) => {
    const visitor = await sessions.resolve(req, res);
    noStore(res).json({ user: visitor?.user ?? null, csrfToken: csrf.tokenFor(req, res) });
  };

  /** POST /account/login: a script's call (JSON) or the plain form. */
  const login: RequestHandler = async (req, res) => {
    const username = field(req, 'username');
    const password = field(req, 'password', { trim: false });
    const visitor = await deps.languages.of(req);
    const { t } = visitor;
    const missing = missingFields(req, [
      { name: 'username', message: t('usernameRequired') },
      { name: 'password', message: t('passwordRequired'), secret: true },
    ]);
    if (missing.length > 0) return refuse(req, res, render, LOGIN_FORM, { status: 400, message: t('problem'), fieldErrors: missing });
    if (!(await withinLimit(await limits.signIn.consume({ ip: clientIpKey(req.ip) }), req, res, render, LOGIN_FORM, t))) return;
    // Per account however it is typed (name or email), before the platform counts a wrong password towards its lock.
    const throttle = await limits.signInThrottle.check(req, username);
    if (!throttle.allowed) return void (await withinLimit(throttle, req, res, render, LOGIN_FORM, t));
    try {
      const session = await sessions.establish(res, await accounts.signIn(username, password), true);
      await limits.signInThrottle.succeeded(res, throttle.ticket);
      const redirectTo = afterSignIn(
        { redirectUri: field(req, 'redirect_uri') || req.query.redirect_uri, returnUrl: field(req, 'ReturnURL') || req.query.ReturnURL },
        visitor.path('/'),
      );
      noStore(res);
      if (wantsJson(req)) res.json({ user: session.user, csrfToken: csrf.tokenFor(req, res), redirectTo });
      else res.redirect(303, redirectTo);
    } catch (error) {
      const refusedCredentials = error instanceof PlatformAccountError && (error.status === 400 || error.status === 401);
      if (!refusedCredentials) logger.warn({ reqId: req.id, err: error }, 'Sign-in failed');
      // Spec 4.1 and 8: a refused sign-in clears the credentials held before it.
      else await endCookieSession(deps, req, res, false);
      await refuse(
        req,
        res,
        render,
        LOGIN_FORM,
        refusedCredentials
          ? { status: 401, message: t('wrongCredentials'), fieldErrors: [{ field: 'username', message: t('wrongCredentials') }] }
          : { status: 503, message: t('signInUnavailableNow') },
      );
    }
  };

  /** POST /account/logout: the platform session ends, the cookies go, then the given path or the login page. */
  const logout: RequestHandler = async (req, res) => {
    // The cookies go even when no token is left (the visible session marker too).
    await endCookieSession(deps, req, res, true);
    // By default the home page or the sign-in page in the visitor's language, on its own host under the hostname scheme.
    const place = deps.languages.placeOf(req);
    const redirectTo = safeRedirectPath(
      field(req, 'redirect_uri') || req.query.redirect_uri,
      place.path(deps.federated ? '/' : ACCOUNT_PATHS.login),
    );
    const federatedLogoutUrl = deps.federated?.logoutUrl(`${place.origin}${redirectTo}`);
    noStore(res);
    if (wantsJson(req)) res.json(federatedLogoutUrl ? { federatedLogoutUrl } : {});
    else res.redirect(303, federatedLogoutUrl ?? redirectTo);
  };

  /** GET /account/login with federated sign-in on: the identity provider's page instead of ours (spec 2.2). */
  const federatedLogin: RequestHandler = (req, res, next) => {
    if (!deps.federated || req.query.local !== undefined) return next();
    const target = afterSignIn(
      { redirectUri: req.query.redirect_uri, returnUrl: req.query.ReturnURL },
      deps.languages.placeOf(req).path('/'),
    );
    // The provider comes back to one callback, which finishes only the sign-in this browser started here.
    const { state, nonce } = deps.federated.pending.begin(res, target);
    noStore(res).redirect(302, deps.federated.authorizeUrl(`${deps.origin(req)}${ACCOUNT_PATHS.federatedCallback}`, state, nonce));
  };

  return { session, login, logout, federatedLogin };
}

export type { Request, Response };
