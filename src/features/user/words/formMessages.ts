import type { Translate } from '../../../lib/i18n';
import { FORM_MESSAGES } from '../formErrors';
import type { AccountWordId } from './accountWords';

/** The forms' own failures (spec 8's words, which the sagas record in English) by their word in the account area. */
const OWN_MESSAGES: Record<string, AccountWordId> = {
  [FORM_MESSAGES.noResponse]: 'noResponse',
  [FORM_MESSAGES.unknown]: 'unknownError',
  [FORM_MESSAGES.invalidObject]: 'invalidObject',
  [FORM_MESSAGES.invalidChangePassword]: 'invalidChangePassword',
  [FORM_MESSAGES.unparsableUser]: 'unparsableUser',
};

/**
 * A failure's message as the page shows it: the forms' own ones in the page's language; the server's are in it
 * already (it answers in the language of the address the form posted to).
 */
export function shownMessage(t: Translate<AccountWordId>, message: string): string {
  const own = Object.hasOwn(OWN_MESSAGES, message) ? OWN_MESSAGES[message] : undefined;
  return own ? t(own) : message;
}
