import { parseCatalogue } from '../../lib/i18n/parseMessages';
import { CORE_WORDS } from '../words/coreWords';
import type { WordsState } from '../words/wordsSlice';

const ENGLISH = parseCatalogue(CORE_WORDS);

/** The words state of a page in `requested` with every area of the core's English words (tests). */
export function englishWordsState(requested: string): WordsState {
  return { requested, language: 'en-GB', areas: Object.keys(CORE_WORDS), messages: ENGLISH, partial: false };
}
