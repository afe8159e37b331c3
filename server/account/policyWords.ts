import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from '../../contract';
import { PASSWORD_MESSAGES } from '../../contract/passwordPolicy';
import type { AccountWordId } from '../../src/features/user/lazy';
import type { Translate } from '../../src/lib/i18n';

/** The password policy's problems (contract/passwordPolicy.ts, in English for the platform too) by their account word. */
const POLICY_WORDS: Record<string, (t: Translate<AccountWordId>) => string> = {
  [PASSWORD_MESSAGES.tooShort]: (t) => t('policyTooShort', { min: PASSWORD_MIN_LENGTH }),
  [PASSWORD_MESSAGES.tooLong]: (t) => t('policyTooLong', { max: PASSWORD_MAX_LENGTH }),
  [PASSWORD_MESSAGES.common]: (t) => t('policyCommon'),
  [PASSWORD_MESSAGES.personal]: (t) => t('policyPersonal'),
};

/** A problem of the policy in the visitor's language; any other message (the platform's own) as it came. */
export function policyMessage(t: Translate<AccountWordId>, problem: string): string {
  return Object.hasOwn(POLICY_WORDS, problem) ? POLICY_WORDS[problem](t) : problem;
}
