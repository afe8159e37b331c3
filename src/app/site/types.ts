import type { ComponentType } from 'react';
import type { ListingConfig, SearchRoute } from '../../features/search';
import type { ResultContext, SortOption } from '../../features/search/lazy';
import type { NavigationNode } from '../../features/navigation';
import type { Entry, Image } from '../../lib/delivery/types';
import type { PageModule } from '../pages/types';
import type { SiteWordsConfig } from '../words/catalogue';

/**
 * The site's searches (facets, listings, mini lists), in the search chunk: a site's `search.load` imports its
 * module with `webpackChunkName: "search"` so that it joins the core's search code in one chunk.
 */
export interface SearchDefinition {
  /** The site search at `SiteDefinition.search.path`: tabs, facets and their filters, made for today. */
  siteSearch?: (now: Date) => SearchRoute['config'];
  /** Listings by the id a page module's `searches` names. */
  listings?: Record<string, (now: Date) => ListingConfig>;
  /** Mini lists by id. */
  miniLists?: Record<string, ListingConfig>;
  /** Sort choices by facet or listing id (`'*'`: any other). */
  sortOptions?: Record<string, SortOption[]>;
  /** Page sizes a visitor may choose on the site search and on listings. */
  pageSizes?: { search: number[]; listing: number[] };
  /** The largest page a URL may ask for (every visitor may ask, and the CDN caches each answer). */
  maxPageSize?: number;
  /** The label of a listing's search box, by listing id. */
  listingLabels?: Record<string, string>;
}

export interface SiteSearch {
  /** Where the site search is (its page module matches here too); default `/search`. */
  path?: string;
  /** Loads the site's SearchDefinition (see above). */
  load: () => Promise<{ default: SearchDefinition }>;
}

/** A search result or mini list entry as the site shows it. */
export type ResultCard = ComponentType<{ entry: Entry; headingLevel: 2 | 3 | 4; mark?: ResultContext['mark'] }>;

/** A picture a result card shows: the image field's value and its `sizes` (`Card`'s own when absent). */
export interface ResultCardImage {
  image: Image | null | undefined;
  sizes?: string;
}

/** A link of the main menu: a top-level node meant for menus (`includeInMenu`). */
export type MenuItem = NavigationNode;

/** The site's choices about its navigation. */
export interface SiteNavigation {
  /**
   * Which of the top-level menu nodes the header's menu shows, in which order (for example a fixed list of paths);
   * default: every one, in the node tree's order. It runs on the server and in the browser alike: keep it pure.
   */
  menu?: (items: readonly MenuItem[]) => readonly MenuItem[];
}

/**
 * An organisation's site: what it adds to the Trellis core. It is given to `startClient` (the site's browser entry)
 * and `serverFor` (its server entry); the core never imports it (docs/decisions.md, "The site apart").
 */
export interface SiteDefinition {
  /** Page kinds: content types and static paths. The core's own (preview, version, account) are added unless replaced by id. */
  pages: PageModule[];
  search?: SiteSearch;
  /** How a search result or mini-list entry looks; default: its title, description and link. */
  resultCard?: ResultCard;
  /**
   * The pictures `resultCard` shows for an entry, as it shows them: a likely filter choice's first results have
   * theirs asked for before its click (a resting pointer or a press), so the click's frame starts no request.
   */
  resultCardImages?: (entry: Entry) => readonly ResultCardImage[];
  /**
   * The site's words per language (the page around the main area, the core's pages, the search UI, emails):
   * catalogues in ICU MessageFormat; default: the core's English words.
   */
  words?: SiteWordsConfig;
  navigation?: SiteNavigation;
}
