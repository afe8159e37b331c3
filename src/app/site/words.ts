/** The words of the page around the main area, on every page (a page carries them all); a site may replace any. */
export interface SiteWords {
  skipLink: string;
  /** The footer's line; `{siteName}` is replaced. */
  footer: string;
  searchLabel: string;
  searchButton: string;
  searchRegion: string;
  /** While a page's code loads after a client-side navigation; announced (to screen readers) while a page loads. */
  loading: string;
  /** The main menu's accessible name. */
  mainMenu: string;
  signIn: string;
  /** Before the signed-in visitor's name, for screen readers. */
  signedInAs: string;
  signOut: string;
  /** The language switcher's name (a navigation landmark). */
  languageSwitcherLabel: string;
  /**
   * The note on a page shown in another language for want of a variation in the page's: `{language}` is the page's
   * language, `{contentLanguage}` the content's, each named in itself.
   */
  missingVariationNote: string;
  /** The breadcrumb trail's name (a navigation landmark). */
  breadcrumb: string;
}

export const DEFAULT_WORDS: SiteWords = {
  skipLink: 'Skip to main content',
  footer: '© {siteName}. Built with Trellis.',
  searchLabel: 'Search',
  searchButton: 'Search',
  searchRegion: 'Site search',
  loading: 'Loading…',
  mainMenu: 'Main',
  signIn: 'Sign in',
  signedInAs: 'Signed in as',
  signOut: 'Sign out',
  languageSwitcherLabel: 'Language',
  missingVariationNote: 'This page is not available in {language} yet, so it is shown in {contentLanguage}.',
  breadcrumb: 'Breadcrumb',
};

/** The core's error pages (not found, failed). */
export const ERROR_WORDS = {
  notFoundTitle: 'Page Not Found',
  /** `{path}` is the address asked for. */
  notFoundBody: 'We could not find {path}. It may have moved, or the address may be mistyped.',
  errorTitle: 'Something went wrong',
  errorBody: 'We could not show this page just now. Please try again in a moment.',
  homeLink: 'Go to the home page',
} as const;

/** The list of the pages below a listing page whose entry names no listing. */
export const LIST_WORDS = {
  empty: 'There is nothing to show here yet.',
  pastEnd: 'Page {page} is past the end: this list has {pageCount, plural, one {# page} other {# pages}}.',
  lastPageLink: 'Go to the last page',
  heading: 'Pages in this section',
  summaryAll: '{total, plural, one {# page} other {# pages}}',
  summaryRange: '{first}–{last} of {total} pages',
  /** A section list's last line when the section has more pages than it lists: a link to the section. */
  seeAll: '{total, plural, one {See the # page in {section}} other {See all # pages in {section}}}',
  pagesOfList: 'Pages of this list',
  previous: 'Previous',
  next: 'Next',
  /** Follows "Previous" and "Next" for screen readers (visually hidden); empty where a language says it otherwise. */
  pageSuffix: ' page',
  /** A numbered page link's accessible name. */
  pageNumber: 'Page {page}',
} as const;

/** The banner of a preview. */
export const PREVIEW_WORDS = {
  previewDrafts: 'Preview: you are viewing the latest versions, drafts included.',
  previewPublished: 'Preview: you are viewing the published version. This address never shows drafts.',
  previewLive: 'Live preview: you are viewing the changes being made in the editor, not yet saved.',
  shareLabel: 'Share this preview',
  shareLink: 'Anyone with this link can see this preview on the public site for {minutes, plural, one {# minute} other {# minutes}}.',
} as const;
