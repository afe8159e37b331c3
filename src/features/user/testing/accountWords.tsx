// Test helper: the account pages' words, as a page in a language has them.
import type { ReactNode } from 'react';
import { WordsContext, wordsAccessOf, type WordsAccess } from '../../../lib/i18n';
import { parseCatalogue } from '../../../lib/i18n/parseMessages';
import { ACCOUNT_WORDS } from '../words/accountWords';

/** The account area in English (the core's words). */
export const ENGLISH = wordsAccessOf('en-GB', parseCatalogue({ account: ACCOUNT_WORDS }));

/** The account area of another catalogue (a site's Welsh), in its language. */
export const accountWordsOf = (language: string, account: Record<string, string>): WordsAccess =>
  wordsAccessOf(language, parseCatalogue({ account }));

export function WithWords({ words = ENGLISH, children }: { words?: WordsAccess; children: ReactNode }) {
  return <WordsContext value={words}>{children}</WordsContext>;
}
