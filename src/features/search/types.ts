// Public types of the search feature: what a site developer configures (facets, listings, minilists, tabs)
// and the shape of the search slice (spec §3). Everything here is plain JSON, so config and state travel
// in actions and in the page's inline state.
import type { AggregationRequest, AggregationResults, Entry, ScalarValue, VersionStatus, WhereExpression } from '../../lib/delivery/types';

/** Which group of searches a facet belongs to: a search page's facets, a listing page, or a mini list. */
export type SearchContext = 'facets' | 'listings' | 'minilist';

/** Delivery API operators a filter may apply to its field. */
export type FieldOperator =
  | 'equalTo'
  | 'in'
  | 'contains'
  | 'startsWith'
  | 'endsWith'
  | 'freeText'
  | 'between'
  | 'distanceWithin'
  | 'exists'
  | 'greaterThan'
  | 'greaterThanOrEqualTo'
  | 'lessThan'
  | 'lessThanOrEqualTo';

/**
 * How a filter's selected values combine: `or` (default) any of them (`in`); `and` all of them (one
 * expression per value); `not` none of them.
 */
export type LogicOperator = 'or' | 'and' | 'not';

export interface WeightedSearchField {
  fieldId: string;
  weight: number;
}

/** A second, small search run before the main one; its entries are left out of the main results. */
export interface FeaturedResultsConfig {
  /** How many featured entries (default: the facet's page size). */
  count?: number;
  /** Featured entries are of this content type (the facet's content types and filters then do not apply). */
  contentTypeId?: string | string[];
  /** Or: featured entries have `fieldValue` (default true) in this field. */
  fieldId?: string | string[];
  fieldValue?: ScalarValue;
}

/** A site's own search endpoint, called with GET instead of the Delivery API. */
export interface CustomApiConfig {
  /** Absolute, or relative to the site (the server calls it on its local origin). */
  uri: string;
}

/** What drives one facet's search (spec §3 "search query parameters" that a developer sets). */
export interface SearchQueryParams {
  /** Content types searched (`sys.dataFormat` entry); a leading `!` excludes that type. */
  contentTypeIds?: string[];
  /** Web page templates searched (`sys.dataFormat` webpage); `!` excludes. */
  webpageTemplates?: string[];
  /** Asset types searched (`sys.dataFormat` asset); `!` excludes. */
  assetTypes?: string[];
  /** Extra `where` clauses in the Delivery API's own JSON. */
  customWhere?: WhereExpression[];
  /** Extra aggregations, besides the one each filter asks for. */
  aggregations?: Record<string, AggregationRequest>;
  /** Ids never returned: a list, or a comma-separated string. */
  excludeIds?: string[] | string;
  featuredResults?: FeaturedResultsConfig;
  fields?: string[];
  fieldLinkDepths?: Record<string, number>;
  linkDepth?: number;
  /** Match misspelt words of the term. */
  fuzzySearch?: boolean;
  /** Boolean fields an entry must not have set to false to be found. */
  includeInSearch?: string[];
  /** Load every result with the first page; the page moves through them without searching again. */
  internalPaging?: boolean;
  /** Keep earlier pages and add the next ones ("load more"). */
  loadMorePaging?: boolean;
  /** Languages searched (default: the page's language). */
  languages?: string[];
  /** Default term fields left out of the search (e.g. `searchContent`). */
  omitDefaultSearchFields?: string[];
  /** Order when there is no term (`-field` descending). */
  orderBy?: string[];
  /** Order chosen by the visitor (`orderBy` in the URL); set by the slice. */
  dynamicOrderBy?: string[];
  /** Results per page (default 20). */
  pageSize?: number;
  /** A mini list searches the visitor's term too. */
  useSearchTerm?: boolean;
  /** Overrides the page's version status. */
  versionStatus?: VersionStatus;
  /** Fields the term is matched in, with weights, instead of the default ones. */
  weightedSearchFields?: WeightedSearchField[];
}

export interface FilterItemConfig {
  key: string;
  title?: string;
  path?: string;
  isSelected?: boolean;
  type?: string;
  contentTypeId?: string;
}

export interface SearchFilterConfig {
  title?: string;
  /** The field (or fields, any of which may match) whose value is filtered on. */
  fieldId?: string | string[];
  /** Default `in` for `or`/`not`, `equalTo` for `and`. */
  fieldOperator?: FieldOperator;
  logicOperator?: LogicOperator;
  /** Items are loaded from this content type's entries... */
  contentTypeId?: string | string[];
  /** ...narrowed by these clauses. */
  customWhere?: WhereExpression[];
  /** Or items are this taxonomy path's children. */
  path?: string;
  isSingleSelect?: boolean;
  /** Selection is shared with the same filter of the other facets. */
  isGrouped?: boolean;
  /** `false`: applied but neither shown nor put in the URL (a fixed, preselected filter). */
  renderable?: boolean;
  /** Fixed items (filters without a content type or taxonomy path). */
  items?: FilterItemConfig[];
}

export interface ListingConfig {
  title?: string;
  queryParams?: SearchQueryParams;
  filters?: Record<string, SearchFilterConfig>;
  customApi?: CustomApiConfig;
  /** Kept in state; searches use the site's project (see README). */
  projectId?: string;
  env?: string;
}

export interface FacetConfig extends ListingConfig {
  /** The tab this facet is shown under (default 0). */
  tabId?: number;
  /** Left out of the search altogether. */
  isDisabled?: boolean;
  isDefault?: boolean;
}

export interface TabConfig {
  id: number;
  title?: string;
  defaultFacet?: string;
  /** The facets whose totals the tab shows (default: all of the tab's facets). */
  totalCount?: string | string[];
}

/** What a site developer configures. */
export interface SearchConfig {
  facets?: Record<string, FacetConfig>;
  listings?: Record<string, ListingConfig>;
  minilist?: Record<string, ListingConfig>;
  tabs?: TabConfig[];
}

/** A route that shows a search: the lead's route table names one per search or listing page. */
export interface SearchRoute {
  context: 'facets' | 'listings';
  /** Facets: the search page's path, under which `/{facet}/{contentTypeId}` follow (default `/search`). */
  path?: string;
  /** Listings: which listing this page shows. */
  listing?: string;
  /** Applied when the slice does not hold this route's facets or listing yet. */
  config?: SearchConfig;
  /** Largest page size a URL may ask for (default and ceiling: the contract's 10,000). */
  maxPageSize?: number;
}

// ---- State (spec §3) ----

export interface FilterItem {
  key: string;
  title: string | null;
  path: string | null;
  isSelected: boolean;
  /** How many results have this value (from the search's aggregations). */
  aggregate?: number;
  type?: string;
  contentTypeId?: string;
}

export interface Filter {
  title: string | null;
  fieldId: string | string[] | null;
  fieldOperator: FieldOperator | null;
  logicOperator: LogicOperator;
  contentTypeId: string | string[] | null;
  customWhere: WhereExpression[];
  path: string | null;
  isSingleSelect: boolean;
  isGrouped: boolean;
  renderable: boolean;
  isLoading: boolean;
  isError: boolean;
  error: string | null;
  items: FilterItem[];
  /** The language the items' titles were loaded in (left out: not loaded, or fixed in the config). */
  itemsLanguage?: string;
}

export interface PagingInfo {
  isLoading: boolean;
  pageCount: number;
  /** 0-based. */
  pageIndex: number;
  pageSize: number;
  /** Pages whose results are held (load-more paging keeps several). */
  pagesLoaded: number[];
  prevPageIndex: number;
  totalCount: number;
}

/** Loading state of a facet's results (the results themselves are in `Facet.results`). */
export interface EntriesState {
  isLoading: boolean;
  isError: boolean;
  error: string | null;
}

/** One result with the page it came from and its position on that page. */
export interface SearchResult {
  entry: Entry;
  pageIndex: number;
  position: number;
}

/** What a facet's last search was for: a search for the same again is skipped. */
export interface LastSearch {
  term: string;
  pageIndex: number;
  pageSize: number;
  /** Selected keys by filter key, sorted. */
  filters: Record<string, string[]>;
  /** The facet's query parameters as sorted JSON. */
  queryParams: string;
  /** The languages searched, comma-separated (left out: every language). */
  language?: string;
}

export interface Facet {
  title: string | null;
  featuredEntries: EntriesState;
  featuredResults: Entry[];
  entries: EntriesState;
  results: SearchResult[];
  queryParams: SearchQueryParams;
  filters: Record<string, Filter>;
  /** Milliseconds the last search took; 0 = no results for the current inputs yet. */
  queryDuration: number;
  pagingInfo: PagingInfo;
  projectId: string | null;
  tabId: number;
  customApi: CustomApiConfig | null;
  env: string | null;
  isDefault: boolean;
  /** Loaded in the background for a tab or facet count, not shown yet. */
  preloaded: boolean;
  /** The last answer's aggregations (filter counts are read from them). */
  aggregations: AggregationResults;
  lastSearch: LastSearch | null;
  /** Names the results' list on the page; a set drawn ahead (below) gives it its own name when it is shown. */
  resultsKey: string;
  /** The set a likely choice's click will show, drawn ahead out of sight (null when there is none). */
  likely: LikelyResults | null;
}

/** A likely choice's first results, held before its click. */
export interface LikelyResults {
  key: string;
  results: SearchResult[];
}

export interface Tab {
  id: number;
  title: string | null;
  currentFacet: string | null;
  defaultFacet: string | null;
  /** Facets counted in the tab's total (null: all of its facets). */
  totalCount: string[] | null;
}

export interface SearchState {
  context: SearchContext;
  currentFacet: string;
  currentListing: string;
  facets: Record<string, Facet>;
  listings: Record<string, Facet>;
  minilist: Record<string, Facet>;
  term: string;
  tabs: Tab[];
  config: { isLoaded: boolean; isError: boolean; ssr: boolean };
  /** The search page's path (facets), for the URLs its actions navigate to. */
  path: string;
}

/** Search parameters read from, and written to, a URL (spec §2.7). */
export interface SearchUrlParams {
  term: string;
  orderBy: string[];
  /** 0-based; null when the URL names no page. */
  pageIndex: number | null;
  pageSize: number | null;
  /** Selected keys by filter key. */
  filters: Record<string, string[]>;
}
