import type { Request, RequestHandler, Response } from 'express';
import { ACCOUNT_PATHS, PASSWORD_MIN_LENGTH, type User } from '../../contract';
import { passwordChangeSent, passwordResetRequestSent, passwordResetSent } from '../../src/features/user';
import type { AccountDeps } from './deps';
import { clientIpKey } from './rateLimit';
import { passwordResetEmail } from '../mail/accountEmails';
import { withinLimit } from './limits';
import { PlatformAccountError } from './platformAccounts';
import { field, missingFields, noStore, refuse, wantsJson, type Refusal, type RenderAccountPage } from './respond';

const FORGOT_FORM = { name: 'forgotPassword' as const, path: ACCOUNT_PATHS.forgotPassword, keep: ['userEmail'] };
const RESET_FORM = { name: 'resetPassword' as const, path: ACCOUNT_PATHS.resetPasswordPage, keep: ['token'] };
const CHANGE_FORM = { name: 'changePassword' as const, path: ACCOUNT_PATHS.changePassword, keep: [] };
/** How long an emailed reset link works. */
export const RESET_LINK_TTL_MS = 60 * 60_000;
export const LINK_EXPIRED = 'This reset link has expired or has already been used. Ask for a new one.';

/** A reset link stops working once the password changes: that also makes it single-use. */
export const resetStamp = (user: Pick<User, 'passwordChanged' | 'created' | 'id'>) => user.passwordChanged ?? user.created ?? user.id;

/** The change-password form's names for the platform's `existing` and `new` (spec 3), which its errors are linked to. */
const CHANGE_FIELDS = { existing: 'currentPassword', new: 'newPassword' } as const;
const onChangeForm = (error: { field: string; message: string }) => ({ ...error, field: CHANGE_FIELDS[error.field as keyof typeof CHANGE_FIELDS] ?? error.field });

const tooShort = (name: string): Refusal['fieldErrors'] => [{ field: name, message: `Enter a password of at least ${PASSWORD_MIN_LENGTH} characters` }];

/** The platform's answer to a password it refused: its first message, linked to the form's field. */
function platformRefusal(error: unknown, fieldName: string, wrongExisting: string | null): Refusal | null {
  if (!(error instanceof PlatformAccountError)) return null;
  if (error.status === 409 && wrongExisting) return { status: 409, message: wrongExisting, fieldErrors: [{ field: CHANGE_FIELDS.existing, message: wrongExisting }] };
  if (error.status === 422) {
    const message = error.data[0]?.message ?? error.message;
    return { status: 422, message, fieldErrors: [{ field: fieldName, message }] };
  }
  return null;
}

export function passwordRoutes(deps: AccountDeps) {
  return { requestReset: requestResetHandler(deps), completeReset: completeResetHandler(deps), change: changeHandler(deps) };
}

/** The request went through: JSON for scripts, else the form's page with `action` applied. */
async function done(render: RenderAccountPage, req: Request, res: Response, path: string, action: { type: string }): Promise<void> {
  noStore(res);
  if (wantsJson(req)) res.json({ sent: true });
  else await render(req, res, { status: 200, actions: [action], path });
}

/** POST /account/reset {userEmail}: the same answer whether or not the address has an account. */
function requestResetHandler(deps: AccountDeps): RequestHandler {
  const { accounts, limits, render, logger, mailer, linkTokens } = deps;
  return async (req, res) => {
    const userEmail = field(req, 'userEmail');
    if (!userEmail) return refuse(req, res, render, FORGOT_FORM, { status: 400, message: 'Invalid object', fieldErrors: [{ field: 'userEmail', message: 'Enter your email address' }] });
    if (!(await withinLimit(await limits.reset.consume({ ip: clientIpKey(req.ip), account: userEmail }), req, res, render, FORGOT_FORM))) return;
    try {
      const user = await accounts.findUser(userEmail);
      if (user && !user.status?.suspended) {
        const token = linkTokens.issue('reset', { userId: user.id, stamp: resetStamp(user) }, RESET_LINK_TTL_MS);
        const link = `${deps.origin(req)}${ACCOUNT_PATHS.resetPasswordPage}?token=${encodeURIComponent(token)}`;
        // Not awaited: sending takes time only when there is an account, and the answer must not show that.
        mailer.send(passwordResetEmail({ to: user.email, firstName: user.firstName, link, siteName: deps.siteName, expiresInMinutes: RESET_LINK_TTL_MS / 60_000 })).catch((error: unknown) => logger.error({ reqId: req.id, err: error }, 'Reset email not sent'));
      }
    } catch (error) {
      logger.warn({ reqId: req.id, err: error }, 'Password reset request failed');
      return refuse(req, res, render, FORGOT_FORM, { status: 503, message: 'No response from server' });
    }
    await done(render, req, res, ACCOUNT_PATHS.forgotPassword, passwordResetRequestSent());
  };
}

/** POST /account/reset/password {token, password}: the emailed link's new password. */
function completeResetHandler(deps: AccountDeps): RequestHandler {
  const { accounts, limits, render, logger, linkTokens } = deps;
  return async (req, res) => {
    const token = field(req, 'token');
    const password = field(req, 'password', { trim: false });
    if (!token || !password) return refuse(req, res, render, RESET_FORM, { status: 400, message: 'Invalid object', fieldErrors: [{ field: 'password', message: 'Enter a new password' }] });
    if (password.length < PASSWORD_MIN_LENGTH) return refuse(req, res, render, RESET_FORM, { status: 422, message: tooShort('password')![0].message, fieldErrors: tooShort('password') });
    if (!(await withinLimit(await limits.reset.consume({ ip: clientIpKey(req.ip) }), req, res, render, RESET_FORM))) return;
    const claims = linkTokens.read('reset', token);
    const user = claims ? await accounts.findUser(claims.userId).catch(() => null) : null;
    if (!claims || !user || resetStamp(user) !== claims.stamp) {
      return refuse(req, res, render, RESET_FORM, { status: 400, message: LINK_EXPIRED, fieldErrors: [{ field: 'password', message: LINK_EXPIRED }] });
    }
    try {
      await accounts.changePassword(user.id, { new: password });
    } catch (error) {
      const refusal = platformRefusal(error, 'password', null);
      if (!refusal) logger.warn({ reqId: req.id, err: error }, 'Password reset failed');
      return refuse(req, res, render, RESET_FORM, refusal ?? { status: 503, message: 'No response from server' });
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
    const visitor = await sessions.resolve(req, res);
    if (!visitor) return refuse(req, res, render, CHANGE_FORM, { status: 401, message: 'Sign in to change your password' });
    const userId = field(req, 'userId') || visitor.user.id;
    if (userId !== visitor.user.id) return refuse(req, res, render, CHANGE_FORM, { status: 403, message: 'You can only change your own password' });
    const missing = missingFields(req, [
      { name: 'existing', message: 'Enter your current password', secret: true },
      { name: 'new', message: 'Enter a new password', secret: true },
    ]).map(onChangeForm);
    if (missing.length > 0) return refuse(req, res, render, CHANGE_FORM, { status: 400, message: 'Invalid action object sent to changePassword saga', fieldErrors: missing });
    const newPassword = field(req, 'new', { trim: false });
    if (newPassword.length < PASSWORD_MIN_LENGTH) return refuse(req, res, render, CHANGE_FORM, { status: 422, message: tooShort(CHANGE_FIELDS.new)![0].message, fieldErrors: tooShort(CHANGE_FIELDS.new) });
    if (!(await withinLimit(await limits.signIn.consume({ ip: clientIpKey(req.ip), account: visitor.user.username }), req, res, render, CHANGE_FORM))) return;
    try {
      await accounts.changePassword(userId, { existing: field(req, 'existing', { trim: false }), new: newPassword }, visitor.tokens.accessToken);
      // The change ends every session of the user (refresh tokens revoked): this one carries on with new tokens.
      await sessions.forget(visitor.tokens.accessToken, visitor.user.id);
      await sessions.establish(res, await accounts.signIn(visitor.user.username, newPassword), false);
    } catch (error) {
      const refusal = platformRefusal(error, CHANGE_FIELDS.new, 'Your current password is not right');
      if (!refusal) logger.warn({ reqId: req.id, err: error }, 'Password change failed');
      return refuse(req, res, render, CHANGE_FORM, refusal ?? { status: 503, message: 'No response from server' });
    }
    await done(render, req, res, ACCOUNT_PATHS.changePassword, passwordChangeSent());
  };
}
