import type { RequestHandler } from 'express';
import { accountAdministrationUnavailable } from '../../src/features/user';
import type { AccountDeps } from './deps';
import { errorBody, noStore, wantsJson } from './respond';

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
      const { t } = await deps.languages.of(req);
      res.status(503).json(errorBody({ status: 503, message: t('accountsUnavailable') }));
      return;
    }
    await deps.render(req, res, { status: 503, actions: [accountAdministrationUnavailable()], path });
  };
}
