import { PASSPHRASE_LENGTH, PASSWORD_MIN_LENGTH } from '../../contract';
import { COMMON_PASSWORDS } from './common-passwords';
import { MAX_PASSWORD_LENGTH } from './password-hash';

// The password policy (contensis-api.md §3): at least 8 characters, no part of the user's names, three of the
// four character classes, not the current password. Decisions: a passphrase of PASSPHRASE_LENGTH or more
// characters needs no particular classes (length gives it the strength), and well-known passwords are refused.
/** Name parts shorter than this are too common inside ordinary words to refuse ("al", "jo"). */
const NAME_PART_MIN_LENGTH = 3;

export interface PasswordOwner {
  username?: string | null;
  email?: string | null;
  firstName?: string | null;
  lastName?: string | null;
}

const CLASSES = [/\p{Ll}/u, /\p{Lu}/u, /\p{Nd}/u, /[^\p{L}\p{Nd}]/u];

/** The policy's complaints about a password, in the order a person would fix them; none = acceptable. */
export function passwordProblems(password: string, owner: PasswordOwner): string[] {
  const length = [...password].length;
  if (length < PASSWORD_MIN_LENGTH) return [`The password must be at least ${PASSWORD_MIN_LENGTH} characters long`];
  if (password.length > MAX_PASSWORD_LENGTH) return [`The password must be at most ${MAX_PASSWORD_LENGTH} characters long`];
  const problems: string[] = [];
  const classes = CLASSES.filter((pattern) => pattern.test(password)).length;
  if (length < PASSPHRASE_LENGTH && classes < 3) {
    problems.push(
      `The password must use three of: lower-case letters, capital letters, digits and symbols (or be at least ${PASSPHRASE_LENGTH} characters long)`,
    );
  }
  const lower = password.toLowerCase();
  if (nameParts(owner).some((part) => lower.includes(part))) problems.push('The password must not contain your name, username or email address');
  if (isCommon(lower)) problems.push('This password is too common: choose one that is harder to guess');
  return problems;
}

/** Words of the user's names; of an email (or email-like username) only the part before the @ counts. */
function nameParts(owner: PasswordOwner): string[] {
  const local = (text: string | null | undefined) => (text ?? '').split('@')[0];
  return [local(owner.username), local(owner.email), owner.firstName, owner.lastName]
    .flatMap((value) => (value ?? '').toLowerCase().split(/[^\p{L}\p{Nd}]+/u))
    .filter((part) => [...part].length >= NAME_PART_MIN_LENGTH);
}

function isCommon(lower: string): boolean {
  const compact = lower.replace(/\s+/g, '');
  const core = compact.replace(/^[^\p{L}]+|[^\p{L}]+$/gu, '');
  return COMMON_PASSWORDS.has(compact) || (core !== '' && COMMON_PASSWORDS.has(core));
}
