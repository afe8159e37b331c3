import express, { type ErrorRequestHandler, type Router } from 'express';
import { ACCOUNT_PATHS } from '../../contract';
import type { AccountDeps } from './deps';
import { CsrfError } from './csrf';
import { environmentsRoute } from './environmentsRoute';
import { refuse } from './respond';
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

/** A plain form refused for its anti-forgery token: the form again, with the reason, and its input kept. */
function formRefusals(deps: AccountDeps): ErrorRequestHandler {
  return (error, req, res, next) => {
    const form = FORM_PAGES[req.path];
    if (!(error instanceof CsrfError) || !form) return next(error);
    refuse(req, res, deps.render, form, { status: 403, message: error.message }).catch(next);
  };
}

/** The site's account routes (contensis-api.md §5, plus sign-in, sign-out and the emailed links). */
export function accountRouter(deps: AccountDeps): Router {
  const router = express.Router();
  const signIn = signInRoutes(deps);
  const registration = registrationRoutes(deps);
  const passwords = passwordRoutes(deps);
  const parse = [express.json({ limit: BODY_LIMIT }), express.urlencoded({ extended: false, limit: BODY_LIMIT, parameterLimit: 50 })];
  const guard = deps.csrf.middleware();

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
