// Security tokens in page addresses (spec 2.4). One route takes them: the federated sign-in's callback, and only
// for the sign-in this browser started (state), answered by the platform with that sign-in's nonce, once and within
// minutes. On any other page a `securityToken` signs nobody in: it is only taken out of the address.
import type { Request, RequestHandler, Response } from 'express';
import { ACCOUNT_PATHS } from '../../contract';
import type { AccountDeps } from './deps';
import { PlatformAccountError } from './platformAccounts';
import { noStore, refuse } from './respond';
import { safeRedirectPath } from './safeRedirect';

export const SECURITY_TOKEN_PARAMS = ['securitytoken', 'securityToken'];
const LOGIN_FORM = { name: 'login' as const, path: ACCOUNT_PATHS.login, keep: [] };
export const SIGN_IN_NOT_COMPLETED =
  'The sign-in could not be completed: it had expired, had already been used or was started in another browser. Please sign in again.';
const UNAVAILABLE = 'Signing in is not available right now. Try again in a few minutes.';

const queryText = (req: Request, name: string): string | null => {
  const value = req.query[name];
  return typeof value === 'string' && value !== '' ? value : null;
};

/**
 * Any GET but the callback whose address carries a security token: the same address again without it (so it
 * leaves the address bar and the history), signing nobody in: a link from anywhere must not sign a visitor in
 * as someone else.
 */
export function stripSecurityToken(): RequestHandler {
  return (req, res, next) => {
    if (req.method !== 'GET' || req.path === ACCOUNT_PATHS.federatedCallback) return next();
    if (!SECURITY_TOKEN_PARAMS.some((param) => req.query[param] !== undefined)) return next();
    // Split by hand: `new URL('//host/...')` would read a host out of the path (or throw on a bad one).
    const queryAt = req.originalUrl.indexOf('?');
    const query = new URLSearchParams(req.originalUrl.slice(queryAt + 1));
    for (const param of SECURITY_TOKEN_PARAMS) query.delete(param);
    const rest = query.size > 0 ? `?${query.toString()}` : '';
    // Only a path of this site: the address as sent may read as another site (`//evil.example`, `/a/..//evil.example`).
    noStore(res).redirect(303, safeRedirectPath(`${req.originalUrl.slice(0, queryAt)}${rest}`, '/'));
  };
}

type CallbackDeps = Pick<AccountDeps, 'accounts' | 'sessions' | 'cookies' | 'logger' | 'render' | 'federated'>;

/** Refused: the login page with the reason; the visitor's own session, if any, is left as it was. */
function notCompleted(req: Request, res: Response, deps: CallbackDeps, status = 400, message = SIGN_IN_NOT_COMPLETED): Promise<void> {
  return refuse(req, res, deps.render, LOGIN_FORM, { status, message });
}

/** GET /account/federated-sign-in?securityToken=&state=: the end of a federated sign-in this browser started. */
export function federatedCallback(deps: CallbackDeps): RequestHandler {
  return async (req, res, next) => {
    if (!deps.federated) return next();
    noStore(res);
    const pending = deps.federated.pending.finish(req, res, queryText(req, 'state'));
    const code = SECURITY_TOKEN_PARAMS.map((param) => queryText(req, param)).find((value) => value !== null) ?? null;
    if (!pending || !code) {
      deps.logger.warn(
        { reqId: req.id, hasCode: code !== null, pending: pending !== null },
        'Federated sign-in callback refused: not the sign-in this browser started',
      );
      return notCompleted(req, res, deps);
    }
    let refreshToken: string;
    try {
      const exchanged = await deps.accounts.exchangeSecurityToken(code);
      refreshToken = exchanged.refreshToken;
      const nonceRefused =
        exchanged.nonce === null ? deps.federated.nonceRequired : !deps.federated.pending.sameNonce(exchanged.nonce, pending.nonce);
      if (nonceRefused) {
        deps.logger.warn({ reqId: req.id }, 'Federated sign-in callback refused: the nonce does not match');
        // The session that code started is not this browser's to keep.
        await deps.accounts.logout({ refreshToken }).catch(() => undefined);
        return notCompleted(req, res, deps);
      }
    } catch (error) {
      deps.logger.warn({ reqId: req.id, err: error }, 'Security token refused');
      if (error instanceof PlatformAccountError && error.unanswered) return notCompleted(req, res, deps, 503, UNAVAILABLE);
      // Spec 8: a refused security token clears the credentials (this browser's own sign-in failed).
      deps.cookies.clear(res);
      deps.sessions.ended(req);
      return notCompleted(req, res, deps);
    }
    try {
      const tokens = await deps.accounts.refresh(refreshToken);
      await deps.sessions.establish(res, { ...tokens, refreshToken: tokens.refreshToken ?? refreshToken }, true);
    } catch (error) {
      deps.logger.warn({ reqId: req.id, err: error }, 'Federated sign-in could not start a session');
      return notCompleted(req, res, deps, 503, UNAVAILABLE);
    }
    res.redirect(303, safeRedirectPath(pending.returnTo, '/'));
  };
}
