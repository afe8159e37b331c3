// The shape of a site's message catalogue: the core's areas and their message ids. Types only, so the main bundle
// carries none of the words themselves.
import type { SearchWordId } from '../../features/search/lazy';
import type { AccountWordId } from '../../features/user/lazy';
import type { ERROR_WORDS, LIST_WORDS, PREVIEW_WORDS, SiteWords } from '../site/words';
import type { VERSION_WORDS } from '../version/versionWords';
import type { EMAIL_WORDS } from './emailWords';

/** A site's own messages by key (`site.key`): the ids a site declares, in its templates' and search's words. */
export type OwnWords = Record<string, string>;

/** No messages of its own: a site that declares none (the core's own catalogue, a site with the core's words only). */
export type NoOwnWords = Record<never, string>;

/**
 * One language's words, area by area, in ICU MessageFormat. Every message of every area is required: a
 * catalogue that misses one does not type-check. `Own` is the site's own area's shape (`Record<SiteKey, string>`).
 */
export interface Words<Own extends OwnWords = NoOwnWords> {
  /** The page around the main area: on every page. */
  shell: Record<keyof SiteWords, string>;
  /** The core's error pages (not found, failed). */
  errors: Record<keyof typeof ERROR_WORDS, string>;
  /** The banner of a preview. */
  preview: Record<keyof typeof PREVIEW_WORDS, string>;
  /** The list of the pages below a listing page. */
  lists: Record<keyof typeof LIST_WORDS, string>;
  /** The search pages and UI: results, counts, paging, empty states. */
  search: Record<SearchWordId, string>;
  /** The account emails (server only). */
  email: Record<keyof typeof EMAIL_WORDS, string>;
  /** The account pages and forms, and every message they show (the server's refusals too). */
  account: Record<AccountWordId, string>;
  /** The site's own words (its templates' and its search configuration's titles), by the keys it declares. */
  site: Own;
  /** The version page (`/__version`). */
  version: Record<keyof typeof VERSION_WORDS, string>;
}

export type WordArea = keyof Words;

/** A message's id: its area and key, `search.summaryAll`. */
export type MessageId = { [Area in WordArea]: `${Area}.${keyof Words[Area] & string}` }[WordArea];

/** The ids of one area, without the area: what a feature's own hook takes. */
export type AreaMessageId<Area extends WordArea> = keyof Words[Area] & string;

/** Where a site's catalogues come from: a module per language, loaded when a page in that language needs it. */
export interface SiteWordsConfig {
  /** The language whose words a language without a catalogue shows. */
  primary: string;
  /** Each language's catalogue (`() => import('./words/cy')`), a module whose default export is its Words. */
  catalogues: Readonly<Record<string, () => Promise<{ default: Words<OwnWords> }>>>;
}
