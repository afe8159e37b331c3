import type { Request, RequestHandler, Response } from 'express';
import { ACCOUNT_PATHS, type User } from '../../contract';
import { passwordProblems, type PasswordOwner } from '../../contract/passwordPolicy';
import { passwordChangeSent, passwordResetRequestSent, passwordResetSent } from '../../src/features/user';
import type { AccountDeps } from './deps';
import { clientIpKey } from './rateLimit';
import { passwordResetEmail } from '../mail/accountEmails';
import { withinLimit } from './limits';
import { AWAITS_CONFIRMATION, awaitsConfirmation, confirmationSender, linkStamp, type SendConfirmation } from './confirmation';
import { PlatformAccountError } from './platformAccounts';
import { policyMessage } from './policyWords';
import type { AccountWordId } from '../../src/features/user/lazy';
import type { Translate } from '../../src/lib/i18n';
import { field, missingFields, noStore, refuse, wantsJson, type Refusal, type RenderAccountPage } from './respond';

const FORGOT_FORM = { name: 'forgotPassword' as const, path: ACCOUNT_PATHS.forgotPassword, keep: ['userEmail'] };
const RESET_FORM = { name: 'resetPassword' as const, path: ACCOUNT_PATHS.resetPasswordPage, keep: ['token', 'confirm'] };
const CHANGE_FORM = { name: 'changePassword' as const, path: ACCOUNT_PATHS.changePassword, keep: [] };
/** How long an emailed reset link works. */
export const RESET_LINK_TTL_MS = 60 * 60_000;

/** A reset link stops working once the password changes: that also makes it single-use. */
export const resetStamp = linkStamp;

/** The change-password form's names for the platform's `existing` and `new` (spec 3), which its errors are linked to. */
const CHANGE_FIELDS = { existing: 'currentPassword', new: 'newPassword' } as const;
const onChangeForm = (error: { field: string; message: string }) => ({
  ...error,
  field: CHANGE_FIELDS[error.field as keyof typeof CHANGE_FIELDS] ?? error.field,
});

/** The policy's refusal of a new password (contract/passwordPolicy.ts), linked to the form's field; null = acceptable. */
function policyRefusal(t: Translate<AccountWordId>, password: string, fieldName: string, owner: PasswordOwner = {}): Refusal | null {
  const problems = passwordProblems(password, owner).map((problem) => policyMessage(t, problem));
  return problems.length === 0
    ? null
    : { status: 422, message: problems[0], fieldErrors: problems.map((message) => ({ field: fieldName, message })) };
}

/** The platform's answer to a password it refused: its first message, linked to the form's field. */
function platformRefusal(t: Translate<AccountWordId>, error: unknown, fieldName: string, wrongExisting: string | null): Refusal | null {
  if (!(error instanceof PlatformAccountError)) return null;
  if (error.status === 409 && wrongExisting)
    return { status: 409, message: wrongExisting, fieldErrors: [{ field: CHANGE_FIELDS.existing, message: wrongExisting }] };
  if (error.status === 422) {
    const message = policyMessage(t, error.data[0]?.message ?? error.message);
    return { status: 422, message, fieldErrors: [{ field: fieldName, message }] };
  }
  return null;
}

export function passwordRoutes(deps: AccountDeps) {
  const sendConfirmation = confirmationSender(deps);
  return {
    requestReset: requestResetHandler(deps, sendConfirmation),
    completeReset: completeResetHandler(deps),
    change: changeHandler(deps),
  };
}

/** The request went through: JSON for scripts, else the form's page with `action` applied. */
async function done(render: RenderAccountPage, req: Request, res: Response, path: string, action: { type: string }): Promise<void> {
  noStore(res);
  if (wantsJson(req)) res.json({ sent: true });
  else await render(req, res, { status: 200, actions: [action], path });
}

/**
 * POST /account/reset {userEmail}: the same answer whether or not the address has an account. An account whose
 * address was never confirmed gets the confirmation link instead, which sets the password and confirms the address
 * together: its owner gets in even when someone else registered the address first.
 */
function requestResetHandler(deps: AccountDeps, sendConfirmation: SendConfirmation): RequestHandler {
  const { accounts, limits, render, logger, mailer, linkTokens } = deps;
  return async (req, res) => {
    const userEmail = field(req, 'userEmail');
    const visitor = await deps.languages.of(req);
    const { t } = visitor;
    if (!userEmail)
      return refuse(req, res, render, FORGOT_FORM, {
        status: 400,
        message: t('invalidObject'),
        fieldErrors: [{ field: 'userEmail', message: t('emailRequired') }],
      });
    if (!(await withinLimit(await limits.reset.consume({ ip: clientIpKey(req.ip) }), req, res, render, FORGOT_FORM, t))) return;
    try {
      const user = await accounts.findUser(userEmail);
      // Per account, emails are spaced rather than refused: the same answer always, and the owner's email goes out
      // at the latest one spacing after a stranger's (asked for unknown addresses too: the time taken tells nothing).
      const mayEmail = await limits.emails.mayEmail(user ? `reset:${user.id}` : `reset:${userEmail}`);
      if (user && awaitsConfirmation(user) && mayEmail) {
        sendConfirmation(visitor, user, 'forgotPassword').catch((error: unknown) =>
          logger.error({ reqId: req.id, err: error }, 'Confirmation email not sent'),
        );
      } else if (user && !user.status?.suspended && mayEmail) {
        const token = linkTokens.issue('reset', { userId: user.id, stamp: resetStamp(user) }, RESET_LINK_TTL_MS);
        const link = `${visitor.url(ACCOUNT_PATHS.resetPasswordPage)}?token=${encodeURIComponent(token)}`;
        // Not awaited: sending takes time only when there is an account, and the answer must not show that.
        mailer
          .send(
            passwordResetEmail({
              to: user.email,
              firstName: user.firstName,
              link,
              siteName: deps.siteName,
              expiresInMinutes: RESET_LINK_TTL_MS / 60_000,
              words: visitor.words,
            }),
          )
          .catch((error: unknown) => logger.error({ reqId: req.id, err: error }, 'Reset email not sent'));
      }
    } catch (error) {
      logger.warn({ reqId: req.id, err: error }, 'Password reset request failed');
      return refuse(req, res, render, FORGOT_FORM, { status: 503, message: t('noResponse') });
    }
    await done(render, req, res, ACCOUNT_PATHS.forgotPassword, passwordResetRequestSent());
  };
}

/** The account an emailed link is for, when the link is still good: a reset link, or a confirmation link. */
async function linkAccount(deps: AccountDeps, token: string): Promise<{ user: User; confirming: boolean } | null> {
  const reset = deps.linkTokens.read('reset', token);
  const claims = reset ?? deps.linkTokens.read('verify', token);
  if (!claims) return null;
  const user = await deps.accounts.findUser(claims.userId).catch(() => null);
  if (!user || linkStamp(user) !== claims.stamp) return null;
  if (reset) return { user, confirming: false };
  return awaitsConfirmation(user) ? { user, confirming: true } : null;
}

/**
 * POST /account/reset/password {token, password}: the emailed link's new password. With a confirmation link the
 * password is set first and the account opened after, so it never opens with the password given at registration.
 */
function completeResetHandler(deps: AccountDeps): RequestHandler {
  const { accounts, limits, render, logger } = deps;
  return async (req, res) => {
    const token = field(req, 'token');
    const password = field(req, 'password', { trim: false });
    const visitor = await deps.languages.of(req);
    const { t } = visitor;
    if (!token || !password)
      return refuse(req, res, render, RESET_FORM, {
        status: 400,
        message: t('invalidObject'),
        fieldErrors: [{ field: 'password', message: t('newPasswordRequired') }],
      });
    const weak = policyRefusal(t, password, 'password');
    if (weak) return refuse(req, res, render, RESET_FORM, weak);
    if (!(await withinLimit(await limits.reset.consume({ ip: clientIpKey(req.ip) }), req, res, render, RESET_FORM, t))) return;
    const target = await linkAccount(deps, token);
    if (!target)
      return refuse(req, res, render, RESET_FORM, {
        status: 400,
        message: t('linkExpired'),
        fieldErrors: [{ field: 'password', message: t('linkExpired') }],
      });
    try {
      await accounts.changePassword(target.user.id, { new: password });
      if (target.confirming) {
        await accounts.userAction(target.user.id, 'unsuspend');
        // Confirmed: a later suspension is an administrator's, which no emailed link may lift. The account is open
        // already, so a failure here is logged rather than shown (the mark alone opens nothing: see awaitsConfirmation).
        await accounts
          .updateUser(target.user.id, { custom: { [AWAITS_CONFIRMATION]: null } })
          .catch((error: unknown) => logger.warn({ reqId: req.id, err: error }, 'Confirmed account kept its pending mark'));
      }
    } catch (error) {
      const refusal = platformRefusal(t, error, 'password', null);
      if (!refusal) logger.warn({ reqId: req.id, err: error }, target.confirming ? 'Confirmation failed' : 'Password reset failed');
      return refuse(req, res, render, RESET_FORM, refusal ?? { status: 503, message: t('noResponse') });
    }
    // The emailed link proves the account is this visitor's: its anonymous failed sign-ins no longer slow them.
    await limits.signInThrottle.ownerProved(res, target.user.id);
    if (target.confirming && !wantsJson(req)) {
      noStore(res).redirect(303, visitor.path(`${ACCOUNT_PATHS.login}?verified=confirmed`));
      return;
    }
    await done(render, req, res, ACCOUNT_PATHS.resetPasswordPage, passwordResetSent());
  };
}

/** POST /account/change-password {userId, existing, new}: the signed-in user's own password. */
function changeHandler(deps: AccountDeps): RequestHandler {
  const { accounts, sessions, limits, render, logger } = deps;
  return async (req, res) => {
    // A plain form posts the field names of the page; a script sends the platform's (spec 3: sent as existing, new).
    const body = (req.body ?? {}) as Record<string, unknown>;
    req.body = { ...body, existing: body.existing ?? body.currentPassword, new: body.new ?? body.newPassword };
    const { t } = await deps.languages.of(req);
    const visitor = await sessions.resolve(req, res);
    if (!visitor) return refuse(req, res, render, CHANGE_FORM, { status: 401, message: t('signInToChange') });
    const userId = field(req, 'userId') || visitor.user.id;
    if (userId !== visitor.user.id) return refuse(req, res, render, CHANGE_FORM, { status: 403, message: t('onlyOwnPassword') });
    const missing = missingFields(req, [
      { name: 'existing', message: t('currentPasswordRequired'), secret: true },
      { name: 'new', message: t('newPasswordRequired'), secret: true },
    ]).map(onChangeForm);
    if (missing.length > 0)
      return refuse(req, res, render, CHANGE_FORM, {
        status: 400,
        message: t('invalidChangePassword'),
        fieldErrors: missing,
      });
    const newPassword = field(req, 'new', { trim: false });
    const weak = policyRefusal(t, newPassword, CHANGE_FIELDS.new, visitor.user);
    if (weak) return refuse(req, res, render, CHANGE_FORM, weak);
    if (!(await withinLimit(await limits.signIn.consume({ ip: clientIpKey(req.ip) }), req, res, render, CHANGE_FORM, t))) return;
    // A wrong current password counts towards the platform's lock, as a wrong sign-in does.
    const throttle = await limits.signInThrottle.checkAccount(req, visitor.user.id);
    if (!throttle.allowed) return void (await withinLimit(throttle, req, res, render, CHANGE_FORM, t));
    try {
      await accounts.changePassword(
        userId,
        { existing: field(req, 'existing', { trim: false }), new: newPassword },
        visitor.tokens.accessToken,
      );
      // The change ends every session of the user (refresh tokens revoked): this one carries on with new tokens.
      await sessions.forget(visitor.tokens.accessToken, visitor.user.id);
      await sessions.establish(res, await accounts.signIn(visitor.user.username, newPassword), false);
      await limits.signInThrottle.succeeded(res, throttle.ticket);
    } catch (error) {
      const refusal = platformRefusal(t, error, CHANGE_FIELDS.new, t('currentPasswordWrong'));
      if (!refusal) logger.warn({ reqId: req.id, err: error }, 'Password change failed');
      return refuse(req, res, render, CHANGE_FORM, refusal ?? { status: 503, message: t('noResponse') });
    }
    await done(render, req, res, ACCOUNT_PATHS.changePassword, passwordChangeSent());
  };
}
