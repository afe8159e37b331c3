import { formatMessage, type MessageValues } from '../../lib/i18n';
import type { MessageId } from './catalogue';
import type { WordsState } from './wordsSlice';

/** A message of the page's words outside React (the document's title). */
export function wordFromState(words: WordsState, id: MessageId, values?: MessageValues): string {
  const message = words.messages[id];
  if (!message) throw new Error(`The page has no message "${id}" (its area's words were not loaded)`);
  return formatMessage(message, words.language, values);
}
