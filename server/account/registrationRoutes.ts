import type { RequestHandler } from 'express';
import { ACCOUNT_PATHS, PASSWORD_MIN_LENGTH, type CreateUserRequest, type User } from '../../contract';
import { registrationSucceeded } from '../../src/features/user';
import type { AccountDeps } from './deps';
import { clientIpKey } from './rateLimit';
import { withinLimit } from './limits';
import { PlatformAccountError } from './platformAccounts';
import { field, missingFields, noStore, refuse, wantsJson } from './respond';
import { safeRedirectPath } from './safeRedirect';
import { alreadyRegisteredEmail, verifyEmailEmail } from '../mail/accountEmails';

const REGISTER_FORM = { name: 'register' as const, path: ACCOUNT_PATHS.registration, keep: ['firstName', 'lastName', 'email'] };
/** How long an emailed confirmation link works. */
export const VERIFY_LINK_TTL_MS = 3 * 24 * 60 * 60_000;
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** A user's confirmation is tied to the account it was made for: a user recreated with the same id gets a new one. */
export const verifyStamp = (user: Pick<User, 'created' | 'id'>) => user.created ?? user.id;

/** Only accounts that registered and never signed in are waiting for confirmation (not ones an admin suspended). */
export const awaitsConfirmation = (user: User) => user.status?.suspended === true && !user.lastLogin;

/** The request body as a script sends it (a user object) or as the plain form posts it (flat fields). */
function newUser(body: Record<string, unknown>): CreateUserRequest {
  const text = (value: unknown) => (typeof value === 'string' ? value.trim() : '');
  const credentials = body.credentials as { password?: unknown } | undefined;
  const password = typeof credentials?.password === 'string' ? credentials.password : typeof body.password === 'string' ? body.password : '';
  return { email: text(body.email), firstName: text(body.firstName), lastName: text(body.lastName), credentials: { password } };
}

type SendVerification = (origin: string, user: User) => Promise<void>;

export function registrationRoutes(deps: AccountDeps) {
  const sendVerification = verificationSender(deps);
  return { register: registerHandler(deps, sendVerification), resend: resendHandler(deps, sendVerification), verify: verifyHandler(deps) };
}

/** Emails the link that confirms a new account's address. */
function verificationSender(deps: AccountDeps): SendVerification {
  const { mailer, linkTokens } = deps;
  return async function sendVerification(origin: string, user: User): Promise<void> {
    const token = linkTokens.issue('verify', { userId: user.id, stamp: verifyStamp(user) }, VERIFY_LINK_TTL_MS);
    const link = `${origin}${ACCOUNT_PATHS.verify}?token=${encodeURIComponent(token)}`;
    await mailer.send(verifyEmailEmail({ to: user.email, firstName: user.firstName, link, siteName: deps.siteName, expiresInMinutes: VERIFY_LINK_TTL_MS / 60_000 }));
  };
}

/**
 * POST /account/register: the platform creates the user (suspended until the emailed link is opened) with the
 * site's privileged client. An address that already has an account gets an email saying so, and the visitor the
 * same answer, so nobody can learn who has an account here.
 */
function registerHandler(deps: AccountDeps, sendVerification: SendVerification): RequestHandler {
  const { accounts, limits, render, logger, mailer } = deps;
  return async (req, res) => {
    const user = newUser((req.body ?? {}) as Record<string, unknown>);
    const fieldErrors = missingFields(req, [
      { name: 'firstName', message: 'Enter your first name' },
      { name: 'email', message: 'Enter your email address' },
    ]).filter((error) => (error.field === 'email' ? !user.email : !user.firstName));
    if (user.email && !EMAIL.test(user.email)) fieldErrors.push({ field: 'email', message: 'Enter an email address like name@example.com' });
    if (user.credentials.password.length < PASSWORD_MIN_LENGTH) fieldErrors.push({ field: 'password', message: `Enter a password of at least ${PASSWORD_MIN_LENGTH} characters` });
    if (fieldErrors.length > 0) return refuse(req, res, render, REGISTER_FORM, { status: 422, message: 'There is a problem', fieldErrors });
    if (!(await withinLimit(await limits.register.consume({ ip: clientIpKey(req.ip) }), req, res, render, REGISTER_FORM))) return;
    // Per address, emails are spaced rather than registrations refused: a stranger cannot use up the owner's. Asked
    // before the platform answers, so the time taken does not tell whether the address has an account.
    const mayEmail = await limits.emails.mayEmail(`registered:${user.email}`);

    try {
      const created = await accounts.createUser(user, { suspended: true });
      sendVerification(deps.origin(req), created).catch((error: unknown) => logger.error({ reqId: req.id, err: error }, 'Confirmation email not sent'));
    } catch (error) {
      if (error instanceof PlatformAccountError && error.status === 422) {
        return refuse(req, res, render, REGISTER_FORM, { status: 422, message: error.data[0]?.message ?? error.message, fieldErrors: error.data.map(mapField) });
      }
      if (!(error instanceof PlatformAccountError && error.status === 409)) {
        logger.warn({ reqId: req.id, err: error }, 'Registration failed');
        return refuse(req, res, render, REGISTER_FORM, { status: 503, message: 'Registration is not available right now. Try again in a few minutes.' });
      }
      const link = `${deps.origin(req)}${ACCOUNT_PATHS.forgotPassword}`;
      if (mayEmail) mailer.send(alreadyRegisteredEmail({ to: user.email, link, siteName: deps.siteName, expiresInMinutes: 0 })).catch((mailError: unknown) => logger.error({ reqId: req.id, err: mailError }, 'Email not sent'));
    }
    const answer = { email: user.email, firstName: user.firstName ?? '', lastName: user.lastName ?? '' };
    const redirect = field(req, 'redirect_uri') || field(req, 'redirect') || req.query.redirect_uri || req.query.redirect;
    noStore(res);
    if (wantsJson(req)) {
      res.status(201).json(answer);
      return;
    }
    if (redirect) {
      res.redirect(303, safeRedirectPath(redirect, '/'));
      return;
    }
    await render(req, res, { status: 201, actions: [registrationSucceeded({ user: answer, redirectTo: null })], path: ACCOUNT_PATHS.registration });
  };
}

/** GET /account/verify/resend?user=: the same answer whoever is asked about. */
function resendHandler(deps: AccountDeps, sendVerification: SendVerification): RequestHandler {
  const { accounts, limits, logger } = deps;
  return async (req, res) => {
    const who = typeof req.query.user === 'string' ? req.query.user.trim() : '';
    noStore(res);
    const verdict = await limits.register.consume({ ip: clientIpKey(req.ip) });
    if (!verdict.allowed) {
      res.set('retry-after', String(verdict.retryAfterSeconds)).status(429).json({ error: { message: 'Too many attempts. Try again later.', status: 429 } });
      return;
    }
    if (who) {
      const user = await accounts.findUser(who).catch(() => null);
      const mayEmail = await limits.emails.mayEmail(`confirm:${user?.email ?? who}`);
      if (user && awaitsConfirmation(user) && mayEmail) sendVerification(deps.origin(req), user).catch((error: unknown) => logger.error({ reqId: req.id, err: error }, 'Confirmation email not sent'));
    }
    res.json({ sent: true });
  };
}

/** GET /account/verify?token=: the emailed link; the account becomes active, then the sign-in page says so. */
function verifyHandler(deps: AccountDeps): RequestHandler {
  const { accounts, linkTokens } = deps;
  return async (req, res) => {
    const claims = typeof req.query.token === 'string' ? linkTokens.read('verify', req.query.token) : null;
    let outcome = 'expired';
    if (claims) {
      const user = await accounts.findUser(claims.userId);
      if (user && verifyStamp(user) === claims.stamp) {
        if (awaitsConfirmation(user)) await accounts.userAction(user.id, 'unsuspend');
        outcome = 'confirmed';
      }
    }
    noStore(res).redirect(303, `${ACCOUNT_PATHS.login}?verified=${outcome}`);
  };
}

/** The platform's field names, as the registration form calls them. */
function mapField(error: { field: string; message: string }): { field: string; message: string } {
  const name = error.field?.replace(/^credentials\./, '') ?? '';
  return { field: ['email', 'firstName', 'lastName', 'password'].includes(name) ? name : 'email', message: error.message };
}
