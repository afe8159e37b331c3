// The password policy (OWASP ASVS 5.0, V6.2), shared by the site server and the local platform so both refuse the
// same passwords with the same words. Not re-exported from index.ts: the browser needs only the lengths, not the list.
import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from './security';

/** Whoever the password is for: parts of their names may not be in it (context-specific words, ASVS V6.2.11). */
export interface PasswordOwner {
  username?: string | null;
  email?: string | null;
  firstName?: string | null;
  lastName?: string | null;
}

export const PASSWORD_MESSAGES = {
  tooShort: `Enter a password of at least ${PASSWORD_MIN_LENGTH} characters`,
  tooLong: `Enter a password of at most ${PASSWORD_MAX_LENGTH} characters`,
  common: 'This password is too common: it is on a list of common and breached passwords. Choose one that is harder to guess',
  personal: 'The password must not contain your name, username or email address',
} as const;

/** Name parts shorter than this are too common inside ordinary words to refuse ("al", "jo"). */
const NAME_PART_MIN_LENGTH = 3;

/** One spelling of every password, at setting and at checking alike (a composed "é" and "e" + accent are one). */
export const normalisePassword = (password: string): string => password.normalize('NFKC');

let common: ReadonlySet<string> | null = null;
/**
 * The most common passwords of public breach corpora (about 49,000, ranked), shipped by @zxcvbn-ts/language-common:
 * loaded and made into a Set on first use (a password set or checked), then looked up in constant time. Not at
 * start: its lists are 2 MB of every site worker's and the platform's heap, for account forms only.
 */
function commonPasswords(): ReadonlySet<string> {
  if (!common) {
    const { dictionary } = require('@zxcvbn-ts/language-common') as typeof import('@zxcvbn-ts/language-common');
    common = new Set(dictionary['passwords-common'].map((word) => word.toLowerCase()));
  }
  return common;
}

/** True for a listed password, whatever its case, spaces, or digits and symbols around a listed word ("Sunshine2024!"). */
export function isCommonPassword(password: string): boolean {
  const compact = normalisePassword(password).toLowerCase().replace(/\s+/gu, '');
  const core = compact.replace(/^[^\p{L}]+|[^\p{L}]+$/gu, '');
  const list = commonPasswords();
  return list.has(compact) || (core !== '' && core !== compact && list.has(core));
}

/** Words of the user's names; of an email (or email-like username) only the part before the @ counts. */
function nameParts(owner: PasswordOwner): string[] {
  const local = (text: string | null | undefined) => (text ?? '').split('@')[0];
  return [local(owner.username), local(owner.email), owner.firstName, owner.lastName]
    .flatMap((value) =>
      normalisePassword(value ?? '')
        .toLowerCase()
        .split(/[^\p{L}\p{Nd}]+/u),
    )
    .filter((part) => [...part].length >= NAME_PART_MIN_LENGTH);
}

/**
 * What is wrong with a password, in the order a person would fix it; none = acceptable. No composition rules:
 * length (in characters, after normalising), not on the common and breached list, none of the owner's names.
 */
export function passwordProblems(password: string, owner: PasswordOwner = {}): string[] {
  const normal = normalisePassword(password);
  const length = [...normal].length;
  if (length < PASSWORD_MIN_LENGTH) return [PASSWORD_MESSAGES.tooShort];
  if (length > PASSWORD_MAX_LENGTH) return [PASSWORD_MESSAGES.tooLong];
  const problems: string[] = [];
  if (isCommonPassword(normal)) problems.push(PASSWORD_MESSAGES.common);
  const lower = normal.toLowerCase();
  if (nameParts(owner).some((part) => lower.includes(part))) problems.push(PASSWORD_MESSAGES.personal);
  return problems;
}
