import { formatMessage, type MessageValues } from '../../lib/i18n';
import type { MessageId } from './catalogue';
import type { WordsState } from './wordsSlice';

/**
 * A message of the page's words outside React (the document's title); null while its area loads (after a
 * client-side navigation to a page of another kind).
 */
export function wordFromState(words: WordsState, id: MessageId, values?: MessageValues): string | null {
  const message = words.messages[id];
  return message ? formatMessage(message, words.language, values) : null;
}
