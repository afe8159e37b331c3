import type { RequestHandler } from 'express';
import { ACCOUNT_PATHS, type CreateUserRequest } from '../../contract';
import { passwordProblems } from '../../contract/passwordPolicy';
import { registrationSucceeded } from '../../src/features/user';
import type { AccountDeps } from './deps';
import { clientIpKey } from './rateLimit';
import { withinLimit } from './limits';
import { PlatformAccountError } from './platformAccounts';
import { field, missingFields, noStore, refuse, wantsJson } from './respond';
import { safeRedirectPath } from './safeRedirect';
import { alreadyRegisteredEmail } from '../mail/accountEmails';
import {
  AWAITS_CONFIRMATION,
  awaitsConfirmation,
  confirmationSender,
  confirmPagePath,
  linkStamp,
  type MailedFrom,
  type SendConfirmation,
} from './confirmation';
import { policyMessage } from './policyWords';

const REGISTER_FORM = { name: 'register' as const, path: ACCOUNT_PATHS.registration, keep: ['firstName', 'lastName', 'email'] };
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** The request body as a script sends it (a user object) or as the plain form posts it (flat fields). */
function newUser(body: Record<string, unknown>): CreateUserRequest {
  const text = (value: unknown) => (typeof value === 'string' ? value.trim() : '');
  const credentials = body.credentials as { password?: unknown } | undefined;
  const password =
    typeof credentials?.password === 'string' ? credentials.password : typeof body.password === 'string' ? body.password : '';
  return { email: text(body.email), firstName: text(body.firstName), lastName: text(body.lastName), credentials: { password } };
}

export function registrationRoutes(deps: AccountDeps) {
  const sendConfirmation = confirmationSender(deps);
  return { register: registerHandler(deps, sendConfirmation), resend: resendHandler(deps, sendConfirmation), verify: verifyHandler(deps) };
}

/**
 * An address that already has an account: a pending one (never confirmed) gets a new confirmation link, so its
 * owner's own registration goes through whoever registered it first; a confirmed one is told it has an account.
 * Run after the answer is decided and never awaited, so the time taken does not tell which it was.
 */
async function mailTakenAddress(
  deps: AccountDeps,
  from: MailedFrom,
  user: CreateUserRequest,
  sendConfirmation: SendConfirmation,
): Promise<void> {
  const existing = await deps.accounts.findUser(user.email);
  if (existing && awaitsConfirmation(existing)) {
    // The latest registration's names: the owner's, when they register after whoever used their address first.
    // The link matters more than the names: it goes out even when the rename fails.
    const renamed = await deps.accounts
      .updateUser(existing.id, { firstName: user.firstName, lastName: user.lastName ?? '' })
      .catch((error: unknown) => {
        deps.logger.warn({ err: error }, 'A pending registration kept its earlier names');
        return existing;
      });
    return sendConfirmation(from, renamed, 'registered');
  }
  await deps.mailer.send(
    alreadyRegisteredEmail({
      to: user.email,
      link: from.url(ACCOUNT_PATHS.forgotPassword),
      siteName: deps.siteName,
      expiresInMinutes: 0,
      words: from.words,
    }),
  );
}

/**
 * POST /account/register: the platform creates the user (suspended until the address is confirmed) with the
 * site's privileged client. An address that already has an account gets an email (see mailTakenAddress), and the
 * visitor the same answer, so nobody can learn who has an account here.
 */
function registerHandler(deps: AccountDeps, sendConfirmation: SendConfirmation): RequestHandler {
  const { accounts, limits, render, logger } = deps;
  return async (req, res) => {
    const user = newUser((req.body ?? {}) as Record<string, unknown>);
    const visitor = await deps.languages.of(req);
    const { t } = visitor;
    const fieldErrors = missingFields(req, [
      { name: 'firstName', message: t('firstNameRequired') },
      { name: 'email', message: t('emailRequired') },
    ]).filter((error) => (error.field === 'email' ? !user.email : !user.firstName));
    if (user.email && !EMAIL.test(user.email)) fieldErrors.push({ field: 'email', message: t('emailInvalid') });
    for (const problem of passwordProblems(user.credentials.password, user))
      fieldErrors.push({ field: 'password', message: policyMessage(t, problem) });
    // One problem is the message too: a script's form shows the message alone (as with the platform's refusals).
    if (fieldErrors.length > 0)
      return refuse(req, res, render, REGISTER_FORM, {
        status: 422,
        message: fieldErrors.length === 1 ? fieldErrors[0].message : t('problem'),
        fieldErrors,
      });
    if (!(await withinLimit(await limits.register.consume({ ip: clientIpKey(req.ip) }), req, res, render, REGISTER_FORM, t))) return;
    // Per address, emails are spaced rather than registrations refused: a stranger cannot use up the owner's. Asked
    // before the platform answers, so the time taken does not tell whether the address has an account.
    const mayEmail = await limits.emails.mayEmail(`registered:${user.email}`);

    try {
      const created = await accounts.createUser({ ...user, custom: { [AWAITS_CONFIRMATION]: true } }, { suspended: true });
      sendConfirmation(visitor, created, 'registered').catch((error: unknown) =>
        logger.error({ reqId: req.id, err: error }, 'Confirmation email not sent'),
      );
    } catch (error) {
      if (error instanceof PlatformAccountError && error.status === 422) {
        // The platform's refusals: the password policy's in the visitor's language, any other as the platform said it.
        return refuse(req, res, render, REGISTER_FORM, {
          status: 422,
          message: policyMessage(t, error.data[0]?.message ?? error.message),
          fieldErrors: error.data.map(mapField).map((refused) => ({ ...refused, message: policyMessage(t, refused.message) })),
        });
      }
      if (!(error instanceof PlatformAccountError && error.status === 409)) {
        logger.warn({ reqId: req.id, err: error }, 'Registration failed');
        return refuse(req, res, render, REGISTER_FORM, {
          status: 503,
          message: t('registrationUnavailableNow'),
        });
      }
      if (mayEmail)
        mailTakenAddress(deps, visitor, user, sendConfirmation).catch((mailError: unknown) =>
          logger.error({ reqId: req.id, err: mailError }, 'Email not sent'),
        );
    }
    const answer = { email: user.email, firstName: user.firstName ?? '', lastName: user.lastName ?? '' };
    const redirect = field(req, 'redirect_uri') || field(req, 'redirect') || req.query.redirect_uri || req.query.redirect;
    noStore(res);
    if (wantsJson(req)) {
      res.status(201).json(answer);
      return;
    }
    if (redirect) {
      res.redirect(303, safeRedirectPath(redirect, visitor.path('/')));
      return;
    }
    await render(req, res, {
      status: 201,
      actions: [registrationSucceeded({ user: answer, redirectTo: null })],
      path: ACCOUNT_PATHS.registration,
    });
  };
}

/** GET /account/verify/resend?user=: the same answer whoever is asked about. */
function resendHandler(deps: AccountDeps, sendConfirmation: SendConfirmation): RequestHandler {
  const { accounts, limits, logger } = deps;
  return async (req, res) => {
    const who = typeof req.query.user === 'string' ? req.query.user.trim() : '';
    noStore(res);
    const verdict = await limits.register.consume({ ip: clientIpKey(req.ip) });
    if (!verdict.allowed) {
      const { t } = await deps.languages.of(req);
      res
        .set('retry-after', String(verdict.retryAfterSeconds))
        .status(429)
        .json({ error: { message: t('tooManyAttemptsLater'), status: 429 } });
      return;
    }
    if (who) {
      const user = await accounts.findUser(who).catch(() => null);
      const mayEmail = await limits.emails.mayEmail(`confirm:${user?.email ?? who}`);
      if (user && awaitsConfirmation(user) && mayEmail)
        sendConfirmation(await deps.languages.of(req), user, 'registered').catch((error: unknown) =>
          logger.error({ reqId: req.id, err: error }, 'Confirmation email not sent'),
        );
    }
    res.json({ sent: true });
  };
}

/**
 * GET /account/verify?token=: the emailed link. It activates nothing by itself: a link still good for an account
 * awaiting confirmation opens the page where the owner sets the password the account opens with; any other goes
 * to the sign-in page, which says the link has expired.
 */
function verifyHandler(deps: AccountDeps): RequestHandler {
  const { accounts, linkTokens } = deps;
  return async (req, res) => {
    const token = typeof req.query.token === 'string' ? req.query.token : '';
    const claims = token ? linkTokens.read('verify', token) : null;
    const user = claims ? await accounts.findUser(claims.userId) : null;
    const usable = claims !== null && user !== null && linkStamp(user) === claims.stamp && awaitsConfirmation(user);
    // The emailed link's language is the page's: the link was made in the language the visitor registered in.
    const place = deps.languages.placeOf(req);
    noStore(res).redirect(303, place.path(usable ? confirmPagePath(token) : `${ACCOUNT_PATHS.login}?verified=expired`));
  };
}

/** The platform's field names, as the registration form calls them. */
function mapField(error: { field: string; message: string }): { field: string; message: string } {
  const name = error.field?.replace(/^credentials\./, '') ?? '';
  return { field: ['email', 'firstName', 'lastName', 'password'].includes(name) ? name : 'email', message: error.message };
}
