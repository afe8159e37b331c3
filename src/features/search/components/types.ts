import type { ReactNode } from 'react';
import type { PageLinkComponent } from '../../../components';
import type { Entry } from '../../../lib/delivery/types';

/** The app's client-side link (the search UI knows no router components of its own). */
export type SearchLinkComponent = PageLinkComponent;

/** One choice of the sort control: an empty `orderBy` is relevance (offered with a term only). */
export interface SortOption {
  label: string;
  orderBy: string[];
}

export interface ResultContext {
  /** Words of the visitor's term, to mark in the result. */
  words: string[];
  /** The text with those words marked (`<mark>`); undefined when there are none. */
  mark?: (text: string) => ReactNode;
  headingLevel: 2 | 3;
}

/** What the app tells the search UI: how results look, how links navigate, which sorts and page sizes it offers. */
export interface SearchViewOptions {
  linkComponent: SearchLinkComponent;
  renderResult: (entry: Entry, context: ResultContext) => ReactNode;
  /**
   * Plain clicks on links in results the server rendered (see InPage: a page's first results travel in its
   * HTML only); true when the app navigated.
   */
  onNavigate?: (href: string) => boolean;
  /** Sort choices by facet or listing key; `*` for any other. None: no sort control. */
  sortOptions?: Record<string, SortOption[]>;
  /** Page sizes offered (each at most the route's `maxPageSize`). None: no page size control. */
  pageSizes?: number[];
  /** The label of the term box (default: the search words' `termLabel`). */
  termLabel?: string;
  /** The text of a sort choice's label as the page shows it (the app resolves message ids); default: as it is. */
  configText?: (text: string) => string;
}
