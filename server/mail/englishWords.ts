import { parseCatalogue } from '../../src/lib/i18n/parseMessages';
import { formatMessage } from '../../src/lib/i18n';
import type { ServerWords } from '../../src/app/words';
import { CORE_WORDS } from '../../src/app/words/coreWords';

let english: ServerWords | null = null;

/** The core's English words on the server: what an email says when its sender names no language's words. */
export function coreEnglishWords(): ServerWords {
  if (english) return english;
  const messages = parseCatalogue(CORE_WORDS);
  english = {
    language: 'en-GB',
    t: (id, values) => formatMessage(messages[id], 'en-GB', values),
  };
  return english;
}
