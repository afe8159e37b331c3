/** The words the core's own parts show (the shell, error pages, loading states); a site may replace any. */
export interface SiteWords {
  skipLink: string;
  /** The footer's line; `{siteName}` is replaced. */
  footer: string;
  searchLabel: string;
  searchButton: string;
  searchRegion: string;
  /** The search page's own search box. */
  searchTermLabel: string;
  loading: string;
  loadingSearch: string;
  notFoundTitle: string;
  /** `{path}` is replaced. */
  notFoundBody: string;
  errorTitle: string;
  errorBody: string;
  homeLink: string;
  previewDrafts: string;
  previewPublished: string;
  /** The language switcher's name (a navigation landmark). */
  languageSwitcherLabel: string;
  /**
   * The note on a page shown in another language for want of a variation in the page's: `{language}` is the page's
   * language, `{contentLanguage}` the content's, each named in itself (LanguageSettings.names).
   */
  missingVariationNote: string;
}

export const DEFAULT_WORDS: SiteWords = {
  skipLink: 'Skip to main content',
  footer: '© {siteName}. Built with Trellis.',
  searchLabel: 'Search',
  searchButton: 'Search',
  searchRegion: 'Site search',
  searchTermLabel: 'Search the site',
  loading: 'Loading…',
  loadingSearch: 'Loading search…',
  notFoundTitle: 'Page Not Found',
  notFoundBody: 'We could not find {path}. It may have moved, or the address may be mistyped.',
  errorTitle: 'Something went wrong',
  errorBody: 'We could not show this page just now. Please try again in a moment.',
  homeLink: 'Go to the home page',
  previewDrafts: 'Preview: you are viewing the latest versions, drafts included.',
  previewPublished: 'Preview: you are viewing the published version. This address never shows drafts.',
  languageSwitcherLabel: 'Language',
  missingVariationNote: 'This page is not available in {language} yet, so it is shown in {contentLanguage}.',
};
