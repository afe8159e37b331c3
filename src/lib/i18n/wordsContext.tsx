import { createContext, use, useContext } from 'react';
import { formatMessage } from './formatMessage';
import type { ParsedMessages, Translate } from './messages';

/** What the app gives every component: the page's language and its words, area by area. */
export interface WordsAccess {
  language: string;
  /** The area's words are at hand (the page brought them, or they were loaded since). */
  has(area: string): boolean;
  /** Loads an area's words (the same promise while it loads). */
  load(area: string): Promise<unknown>;
  t: Translate;
}

export const WordsContext = createContext<WordsAccess | null>(null);

/**
 * The words of one area: the component suspends (its Suspense boundary shows) while an area the page did not
 * bring loads, after a client-side navigation to a page of another kind.
 */
export function useWordsContext(...areas: string[]): WordsAccess {
  const words = useContext(WordsContext);
  if (!words) throw new Error('useWords needs a WordsContext provider (the app gives one around every page)');
  for (const area of areas) if (!words.has(area)) use(words.load(area));
  return words;
}

/** Words that are all at hand (the server's, a test's): nothing to load. */
export function wordsAccessOf(language: string, messages: ParsedMessages): WordsAccess {
  return {
    language,
    has: () => true,
    load: () => Promise.resolve(),
    t: (id, values) => {
      const message = messages[id];
      if (!message) throw new Error(`No message "${id}" in the words of ${language}`);
      return formatMessage(message, language, values);
    },
  };
}
