import { parseCatalogue } from '../../lib/i18n/parseMessages';
import type { OwnWords, Words } from '../words/catalogue';
import { CORE_WORDS } from '../words/coreWords';
import type { WordsState } from '../words/wordsSlice';

const ENGLISH = parseCatalogue(CORE_WORDS);

/** The words state of a page in `requested` with every area of the core's English words (tests). */
export function englishWordsState(requested: string): WordsState {
  return { requested, language: 'en-GB', areas: Object.keys(CORE_WORDS), messages: ENGLISH, partial: false };
}

/** Catalogues a test renders with, by language (a site's own, with its `site` area). */
export type TestCatalogues = Readonly<Record<string, Words<OwnWords>>>;

/**
 * The words state of a page in `requested`: every area of that language's catalogue among `catalogues` (else of
 * the first one), or of the core's English words without any.
 */
export function testWordsState(requested: string, catalogues?: TestCatalogues): WordsState {
  if (!catalogues) return englishWordsState(requested);
  const language = Object.hasOwn(catalogues, requested) ? requested : Object.keys(catalogues)[0];
  const catalogue = catalogues[language];
  return { requested, language, areas: Object.keys(catalogue), messages: parseCatalogue(catalogue), partial: false };
}
