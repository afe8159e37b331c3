import express, { type ErrorRequestHandler, type RequestHandler } from 'express';
import { ACCOUNT_PATHS } from '../../contract';
import type { AccountDeps } from './deps';
import { CsrfError } from './csrf';
import { environmentsRoute } from './environmentsRoute';
import { errorBody, refuse, wantsJson } from './respond';
import type { AccountFormName } from '../../src/features/user';
import { passwordRoutes } from './passwordRoutes';
import { registrationRoutes } from './registrationRoutes';
import { signInRoutes } from './signInRoutes';
import { federatedCallback } from './securityTokenSignIn';
import { unavailableAccounts } from './unavailable';

/** Account posts are small: a larger body is refused (413) before anything reads it. */
const BODY_LIMIT = '16kb';

/** The page each account post belongs to, to show a refused plain form again. */
const FORM_PAGES: Record<string, { name: AccountFormName; path: string; keep: string[] }> = {
  [ACCOUNT_PATHS.login]: { name: 'login', path: ACCOUNT_PATHS.login, keep: ['username', 'redirect_uri'] },
  [ACCOUNT_PATHS.register]: { name: 'register', path: ACCOUNT_PATHS.registration, keep: ['firstName', 'lastName', 'email'] },
  [ACCOUNT_PATHS.reset]: { name: 'forgotPassword', path: ACCOUNT_PATHS.forgotPassword, keep: ['userEmail'] },
  [ACCOUNT_PATHS.resetPassword]: { name: 'resetPassword', path: ACCOUNT_PATHS.resetPasswordPage, keep: ['token'] },
  [ACCOUNT_PATHS.changePassword]: { name: 'changePassword', path: ACCOUNT_PATHS.changePassword, keep: [] },
};

const UNSAFE_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/** The anti-forgery check of every account post: a refusal goes to `formRefusals`, which answers in the visitor's language. */
function csrfGuard(deps: AccountDeps): RequestHandler {
  return (req, _res, next) => (!UNSAFE_METHODS.has(req.method) || deps.csrf.verify(req) ? next() : next(new CsrfError()));
}

/** A post refused for its anti-forgery token: JSON for scripts, else the form again with the reason and its input kept. */
function formRefusals(deps: AccountDeps): ErrorRequestHandler {
  return (error, req, res, next) => {
    if (!(error instanceof CsrfError)) return next(error);
    const form = FORM_PAGES[req.path];
    const answer = async () => {
      const { t } = await deps.languages.of(req);
      const refusal = { status: 403, message: t('formExpired') };
      if (form && !wantsJson(req)) return refuse(req, res, deps.render, form, refusal);
      res.status(403).set('cache-control', 'no-store').json(errorBody(refusal));
    };
    answer().catch(next);
  };
}

/**
 * The site's account routes (contensis-api.md §5, plus sign-in, sign-out and the emailed links), at their own
 * addresses and under each language's prefix (`/cy/account/login`): the route's language is the answer's.
 */
export function accountRouter(deps: AccountDeps): RequestHandler {
  const router = accountRoutes(deps);
  return (req, res, next) => {
    const inner = deps.languages.prefixedAccountPath(req);
    if (inner === null) return router(req, res, next);
    // Matched without the prefix; the address the visitor used (req.originalUrl) still says the language.
    const url = req.url;
    req.url = `${inner}${url.slice(url.indexOf('?') === -1 ? url.length : url.indexOf('?'))}`;
    router(req, res, (error?: unknown) => {
      req.url = url;
      next(error);
    });
  };
}

function accountRoutes(deps: AccountDeps) {
  const router = express.Router();
  const signIn = signInRoutes(deps);
  const registration = registrationRoutes(deps);
  const passwords = passwordRoutes(deps);
  const parse = [express.json({ limit: BODY_LIMIT }), express.urlencoded({ extended: false, limit: BODY_LIMIT, parameterLimit: 50 })];
  const guard = csrfGuard(deps);

  // Without a privileged client these pages and their posts say so instead of failing each request.
  router.get(ACCOUNT_PATHS.registration, unavailableAccounts(deps, ACCOUNT_PATHS.registration));
  router.get(ACCOUNT_PATHS.forgotPassword, unavailableAccounts(deps, ACCOUNT_PATHS.forgotPassword));
  router.post(ACCOUNT_PATHS.register, ...parse, guard, unavailableAccounts(deps, ACCOUNT_PATHS.registration));
  router.post(ACCOUNT_PATHS.reset, ...parse, guard, unavailableAccounts(deps, ACCOUNT_PATHS.forgotPassword));
  router.get(ACCOUNT_PATHS.session, signIn.session);
  router.get(ACCOUNT_PATHS.login, signIn.federatedLogin);
  router.get(ACCOUNT_PATHS.federatedCallback, federatedCallback(deps));
  router.get(ACCOUNT_PATHS.resendVerification, registration.resend);
  router.get(ACCOUNT_PATHS.verify, registration.verify);
  router.get(ACCOUNT_PATHS.environments, environmentsRoute(deps));
  router.post(ACCOUNT_PATHS.login, ...parse, guard, signIn.login);
  router.post(ACCOUNT_PATHS.logout, ...parse, guard, signIn.logout);
  router.post(ACCOUNT_PATHS.register, ...parse, guard, registration.register);
  router.post(ACCOUNT_PATHS.reset, ...parse, guard, passwords.requestReset);
  router.post(ACCOUNT_PATHS.resetPassword, ...parse, guard, passwords.completeReset);
  router.post(ACCOUNT_PATHS.changePassword, ...parse, guard, passwords.change);
  router.use(formRefusals(deps));
  return router;
}

export type { AccountDeps } from './deps';
export { createPlatformAccounts, PlatformAccountError } from './platformAccounts';
export type { PlatformAccounts, TokenSet } from './platformAccounts';
export { createSessions, visitorHeaders, toSignedInUser } from './session';
export type { Sessions, VisitorSession } from './session';
export { createSessionCookies } from './sessionCookies';
export { stripSecurityToken } from './securityTokenSignIn';
export type { RenderAccountPage } from './respond';
