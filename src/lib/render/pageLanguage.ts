import { createContext, use } from 'react';
import type { LanguageSettings } from '../url/languages';

/** The language of the page shown and the project's languages: what links are made in (the shell provides it). */
export interface PageLanguage {
  language: string;
  languages: LanguageSettings;
  /** The host the page is on: a language reached by hostname is chosen by it. */
  hostname: string;
}

/** Null outside a page (a component rendered alone): links are then left as they are given. */
export const PageLanguageContext = createContext<PageLanguage | null>(null);

export function usePageLanguage(): PageLanguage | null {
  return use(PageLanguageContext);
}
