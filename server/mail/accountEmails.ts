import { escapeHtml } from '../../src/lib/html';
import type { ServerWords } from '../../src/app/words';
import { coreEnglishWords } from './englishWords';
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
  /** The words of the visitor's language (`wordsFor(site, language)`); default: the core's English. */
  words?: ServerWords;
}

/** One line, no controls or invisible formatting, bounded: names come from registration forms. */
function oneLine(text: string | null | undefined, maxLength: number): string {
  return (text ?? '')
    .replace(/[\p{Cc}\p{Cf}\p{Zl}\p{Zp}\s]+/gu, ' ')
    .trim()
    .slice(0, maxLength)
    .trim();
}

function duration({ t }: ServerWords, minutes: number): string {
  return minutes % 60 === 0 && minutes >= 60 ? t('email.hours', { hours: minutes / 60 }) : t('email.minutes', { minutes });
}

interface Layout {
  subject: string;
  /** Plain sentences; the action link goes between `before` and `after`. */
  before: string;
  action: string;
  after: string;
}

function compose(input: AccountEmailInput, words: ServerWords, layout: Layout): MailMessage {
  if (!/^https?:\/\//i.test(input.link)) throw new Error('Account email links must be absolute http(s) URLs');
  const { t } = words;
  const name = oneLine(input.firstName, 80);
  const greeting = name ? t('email.greetingNamed', { name }) : t('email.greeting');
  const text = [greeting, layout.before, `${layout.action}:\n${input.link}`, layout.after].join('\n\n');
  const paragraph = (sentence: string) => `<p>${escapeHtml(sentence)}</p>`;
  const html =
    `<!doctype html><html lang="${escapeHtml(words.language)}"><head><meta charset="utf-8"><title>${escapeHtml(layout.subject)}</title></head><body>` +
    paragraph(greeting) +
    paragraph(layout.before) +
    `<p><a href="${escapeHtml(input.link)}">${escapeHtml(layout.action)}</a></p>` +
    `<p>${escapeHtml(t('email.linkFallback', { link: input.link }))}</p>` +
    paragraph(layout.after) +
    '</body></html>';
  return { to: input.to, subject: layout.subject, text: `${text}\n`, html };
}

export function passwordResetEmail(input: AccountEmailInput): MailMessage {
  const words = input.words ?? coreEnglishWords();
  const { t } = words;
  const site = oneLine(input.siteName, 80);
  const time = duration(words, input.expiresInMinutes);
  return compose(input, words, {
    subject: t('email.resetSubject', { site }),
    before: t('email.resetBefore', { site, duration: time }),
    action: t('email.resetAction'),
    after: t('email.resetAfter'),
  });
}

/**
 * To the address a registration names. The password given at registration does not open the account: the link
 * leads to choosing the password, so someone who registered another person's address gains nothing by it.
 */
export function verifyEmailEmail(input: AccountEmailInput): MailMessage {
  const words = input.words ?? coreEnglishWords();
  const { t } = words;
  const site = oneLine(input.siteName, 80);
  const time = duration(words, input.expiresInMinutes);
  return compose(input, words, {
    subject: t('email.verifySubject', { site }),
    before: t('email.verifyBefore', { site, duration: time }),
    action: t('email.verifyAction'),
    after: t('email.verifyAfter', { site }),
  });
}

/** A forgotten-password request for an account whose address was never confirmed: the link does both. */
export function confirmAddressEmail(input: AccountEmailInput): MailMessage {
  const words = input.words ?? coreEnglishWords();
  const { t } = words;
  const site = oneLine(input.siteName, 80);
  const time = duration(words, input.expiresInMinutes);
  return compose(input, words, {
    subject: t('email.confirmSubject', { site }),
    before: t('email.confirmBefore', { site, duration: time }),
    action: t('email.confirmAction'),
    after: t('email.confirmAfter'),
  });
}

/** To an address that already has an account, when someone registers with it: the visitor is told nothing more. */
export function alreadyRegisteredEmail(input: AccountEmailInput): MailMessage {
  const words = input.words ?? coreEnglishWords();
  const { t } = words;
  const site = oneLine(input.siteName, 80);
  return compose(input, words, {
    subject: t('email.registeredSubject', { site }),
    before: t('email.registeredBefore', { site }),
    action: t('email.registeredAction'),
    after: t('email.registeredAfter'),
  });
}
