import { ACCOUNT_PATHS, type User } from '../../contract';
import { confirmAddressEmail, verifyEmailEmail } from '../mail/accountEmails';
import type { AccountDeps } from './deps';
import type { VisitorLanguage } from './visitorLanguage';

/**
 * Confirming a registered address. The emailed link never activates the password given at registration: it opens
 * the set-password page, and the password posted there with the link is the one the account opens with. Whoever
 * registers an address first therefore cannot choose the password its owner ends up signing in with
 * (docs/decisions.md, "Registration: the password is set when the address is proven").
 */

/** How long an emailed confirmation link works. */
export const VERIFY_LINK_TTL_MS = 3 * 24 * 60 * 60_000;

/**
 * What an emailed link is tied to: the password's last change (else the account's creation), so a link stops working
 * once a password is set with it or another, and a user recreated with the same id gets new links.
 */
export const linkStamp = (user: Pick<User, 'passwordChanged' | 'created' | 'id'>) => user.passwordChanged ?? user.created ?? user.id;

/**
 * Marks, in the user's `custom` data, an account this site registered and has not confirmed yet: suspension alone
 * cannot tell it from an account an administrator suspended, which no emailed link may ever open.
 */
export const AWAITS_CONFIRMATION = 'trellisAwaitsConfirmation';

/** Only accounts this site registered, still suspended and never signed in, are waiting for confirmation. */
export const awaitsConfirmation = (user: User) =>
  user.status?.suspended === true && !user.lastLogin && user.custom?.[AWAITS_CONFIRMATION] === true;

/** The set-password page a confirmation link opens (`confirm=1` gives it the confirmation's wording). */
export const confirmPagePath = (token: string) => `${ACCOUNT_PATHS.resetPasswordPage}?token=${encodeURIComponent(token)}&confirm=1`;

/** Why the link is sent: a registration, or a forgotten-password request for an address not confirmed yet. */
export type ConfirmationReason = 'registered' | 'forgotPassword';

/** Where the visitor asked, in their language: the link leads to that language's address, the email is in it. */
export type MailedFrom = Pick<VisitorLanguage, 'url' | 'words'>;

export type SendConfirmation = (from: MailedFrom, user: User, reason: ConfirmationReason) => Promise<void>;

/**
 * Emails the link that confirms an address and sets the account's password. The registrant's name is left out:
 * the address has not been proven yet, so whoever typed the name may not be its owner.
 */
export function confirmationSender(deps: Pick<AccountDeps, 'mailer' | 'linkTokens' | 'siteName'>): SendConfirmation {
  return async function sendConfirmation(from, user, reason) {
    const token = deps.linkTokens.issue('verify', { userId: user.id, stamp: linkStamp(user) }, VERIFY_LINK_TTL_MS);
    const link = `${from.url(ACCOUNT_PATHS.verify)}?token=${encodeURIComponent(token)}`;
    const input = {
      to: user.email,
      firstName: null,
      link,
      siteName: deps.siteName,
      expiresInMinutes: VERIFY_LINK_TTL_MS / 60_000,
      words: from.words,
    };
    await deps.mailer.send(reason === 'registered' ? verifyEmailEmail(input) : confirmAddressEmail(input));
  };
}
