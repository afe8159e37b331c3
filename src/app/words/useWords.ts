import { useWordsContext, type Translate } from '../../lib/i18n';
import type { MessageId, WordArea } from './catalogue';

/**
 * The page's words: `t('shell.skipLink')`, `t('search.summaryAll', { total })`. The shell's area is always at
 * hand; name any other area the component shows, and it waits (Suspense) while that area loads.
 */
export function useWords(...areas: WordArea[]): Translate<MessageId> {
  return useWordsContext('shell', ...areas).t;
}

/** The language the page's words are in (the catalogue's: the primary language's for a language without one). */
export function useWordsLanguage(): string {
  return useWordsContext('shell').language;
}
