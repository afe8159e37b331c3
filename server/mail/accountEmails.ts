import { escapeHtml } from '../../src/lib/html';
import type { MailMessage } from './mailer';

/**
 * The emails of the account pages. Everything a visitor typed (their name) or the site is called is escaped in the
 * HTML part and flattened to one line in both parts, so it can neither add markup nor fake extra lines of text.
 */

export interface AccountEmailInput {
  to: string;
  firstName?: string | null;
  /** The signed link (absolute http(s) URL on this site). */
  link: string;
  siteName: string;
  expiresInMinutes: number;
}

/** One line, no controls or invisible formatting, bounded: names come from registration forms. */
function oneLine(text: string | null | undefined, maxLength: number): string {
  return (text ?? '')
    .replace(/[\p{Cc}\p{Cf}\p{Zl}\p{Zp}\s]+/gu, ' ')
    .trim()
    .slice(0, maxLength)
    .trim();
}

function duration(minutes: number): string {
  if (minutes % 60 === 0 && minutes >= 60) return minutes === 60 ? '1 hour' : `${minutes / 60} hours`;
  return minutes === 1 ? '1 minute' : `${minutes} minutes`;
}

interface Layout {
  subject: string;
  /** Plain sentences; the action link goes between `before` and `after`. */
  before: string;
  action: string;
  after: string;
}

function compose(input: AccountEmailInput, layout: Layout): MailMessage {
  if (!/^https?:\/\//i.test(input.link)) throw new Error('Account email links must be absolute http(s) URLs');
  const name = oneLine(input.firstName, 80);
  const greeting = name ? `Hello ${name},` : 'Hello,';
  const text = [greeting, layout.before, `${layout.action}:\n${input.link}`, layout.after].join('\n\n');
  const paragraph = (sentence: string) => `<p>${escapeHtml(sentence)}</p>`;
  const html =
    `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>${escapeHtml(layout.subject)}</title></head><body>` +
    paragraph(greeting) +
    paragraph(layout.before) +
    `<p><a href="${escapeHtml(input.link)}">${escapeHtml(layout.action)}</a></p>` +
    `<p>If the link does not work, copy this address into your browser: ${escapeHtml(input.link)}</p>` +
    paragraph(layout.after) +
    '</body></html>';
  return { to: input.to, subject: layout.subject, text: `${text}\n`, html };
}

export function passwordResetEmail(input: AccountEmailInput): MailMessage {
  const site = oneLine(input.siteName, 80);
  return compose(input, {
    subject: `Reset your ${site} password`,
    before: `Someone asked to reset the password of your ${site} account. The link works once, for ${duration(input.expiresInMinutes)}.`,
    action: 'Choose a new password',
    after: 'If you did not ask for this, ignore this email: your password stays as it is.',
  });
}

/**
 * To the address a registration names. The password given at registration does not open the account: the link
 * leads to choosing the password, so someone who registered another person's address gains nothing by it.
 */
export function verifyEmailEmail(input: AccountEmailInput): MailMessage {
  const site = oneLine(input.siteName, 80);
  return compose(input, {
    subject: `Confirm your email address for ${site}`,
    before: `An account at ${site} was started with this email address. If it was you, open the link to confirm the address and choose the password you will sign in with; the link works for ${duration(input.expiresInMinutes)}.`,
    action: 'Confirm my email address',
    after: `If it was not you, ignore this email: the account is not opened, and nobody can sign in with this address without the link. If you want a ${site} account yourself, the link sets it up for you.`,
  });
}

/** A forgotten-password request for an account whose address was never confirmed: the link does both. */
export function confirmAddressEmail(input: AccountEmailInput): MailMessage {
  const site = oneLine(input.siteName, 80);
  return compose(input, {
    subject: `Choose your ${site} password and confirm your email address`,
    before: `Someone asked for a new password for the ${site} account of this email address, which has not been confirmed yet. The link lets you choose the password and confirms the address at the same time; it works for ${duration(input.expiresInMinutes)}.`,
    action: 'Choose my password',
    after: 'If it was not you, ignore this email: the account stays closed, and nobody can sign in with this address without the link.',
  });
}

/** To an address that already has an account, when someone registers with it: the visitor is told nothing more. */
export function alreadyRegisteredEmail(input: AccountEmailInput): MailMessage {
  const site = oneLine(input.siteName, 80);
  return compose(input, {
    subject: `You already have a ${site} account`,
    before: `Someone tried to register with this email address, which already has a ${site} account. If it was you, sign in, or choose a new password if you have forgotten it.`,
    action: 'Reset my password',
    after: 'If it was not you, you can ignore this email.',
  });
}
