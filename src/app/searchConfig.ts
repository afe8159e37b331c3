// What a site's search configuration (its module behind `SiteDefinition.search.load`, in the search chunk) is made
// of: the search feature's configuration types, the query operators and the date-range filter's key.
export type {
  FacetConfig,
  FilterItemConfig,
  ListingConfig,
  SearchConfig,
  SearchFilterConfig,
  SearchRoute,
  TabConfig,
} from '../features/search';
export { dateRangeKey } from '../features/search/lazy';
export type { SortOption } from '../features/search/lazy';
export { Op } from '../lib/delivery';
export type { SearchDefinition } from './site/types';
