import type { RequestHandler } from 'express';
import { accountAdministrationUnavailable } from '../../src/features/user';
import type { AccountDeps } from './deps';
import { errorBody, noStore, wantsJson } from './respond';

/** Said for registration and reset when the site has no privileged client (ACCOUNTS_CLIENT_ID against a real instance). */
export const ACCOUNTS_UNAVAILABLE = 'Registration and password reset are not available on this site at the moment.';

/**
 * Registration and forgotten-password pages and posts when the site cannot administer accounts: the page says so
 * instead of showing a form (503), and a post is answered the same, so no request waits for a call that must fail.
 * Passes everything on when accounts can be administered.
 */
export function unavailableAccounts(deps: AccountDeps, path: string): RequestHandler {
  return async (req, res, next) => {
    if (deps.accounts.canAdminister) return next();
    noStore(res);
    if (req.method === 'POST' && wantsJson(req)) {
      res.status(503).json(errorBody({ status: 503, message: ACCOUNTS_UNAVAILABLE }));
      return;
    }
    await deps.render(req, res, { status: 503, actions: [accountAdministrationUnavailable()], path });
  };
}
