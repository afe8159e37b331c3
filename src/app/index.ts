// The Trellis core as a site uses it (site/): page modules, the site definition, the parts pages are made of, and
// the hooks and readers templates use. A site imports the core through this module, `searchConfig.ts` (its search
// configuration), `client.tsx` (its browser entry) and `server/index.ts` (its server entry) only: ESLint checks it.
export { definePage } from './pages/definePage';
export { lazyPage } from './pages/lazyPage';
export type { LazyPage } from './pages/lazyPage';
export type {
  ContentPageModule,
  ContentTypeIdOf,
  EntryPageProps,
  FieldIdOf,
  LoadableFieldOf,
  MiniListRequest,
  PageLoad,
  PageComponent,
  PageModule,
  PageProps,
  PageSearches,
  StaticPageModule,
  TypedEntry,
} from './pages/types';
export type { MetaContext, PageMeta, PageMetaFunction, StructuredData } from './pages/meta';
export { defineSite } from './site/defineSite';
export type { Site } from './site/defineSite';
export type { MenuItem, ResultCard, ResultCardImage, SearchDefinition, SiteDefinition, SiteNavigation, SiteSearch } from './site/types';
export type { SiteWords } from './site/words';
export type { MessageId, OwnWords, SiteWordsConfig, WordArea, Words } from './words';
export { siteWordsHook, useWords, useWordsLanguage, wordsFor, type ServerWords } from './words';
export { formatDate, formatNumber, formatPrice, type MessageValues } from '../lib/i18n';
export { CORE_WORDS, wordsWith, type WordChanges } from './words/coreWords';
export { useSite } from './site/siteContext';
export type { RootState } from './rootReducer';
export { useAppSelector } from './hooks';
export { useContentLinks } from './useContentLinks';
export {
  composerItems,
  dateRange,
  image,
  isTaxonomyValue,
  linkedEntry,
  location,
  nodeEntry,
  numberField,
  personName,
  resolvedEntries,
  richText,
  taxonomy,
  taxonomyLabel,
  taxonomyList,
  text,
  textInPage,
  titleOf,
} from './fields';

// Parts of pages.
export { ChildListing } from './parts/ChildListing';
export { isChildListPastEnd } from './parts/childListPaging';
export { FactFrom, Lead, LeadFigure } from './parts/InPageParts';
export { SectionNav } from './parts/SectionNav';
export { MiniList } from './search/MiniList';
export { ListingSearchArea } from './search/SearchRoute';
export {
  Card,
  CardList,
  Composer,
  DateRange,
  DateText,
  FactItem,
  FactList,
  Figure,
  hasItems,
  Highlight,
  Image,
  IMAGE_SIZES,
  InPage,
  isImageValue,
  isInPage,
  Markup,
  PageLinks,
} from '../components';
export type { CardProps, InPageMarker } from '../components';
export { formatPounds } from '../components/formatNumber';
export { isResolvedEntry } from '../lib/delivery/links';
export { Breadcrumb, Link } from '../features/routing';
export type { RequireLogin, RouteNode, RoutingState } from '../features/routing';
export type {
  ComposerItem,
  DateRange as DateRangeValue,
  Entry,
  EntryStub,
  Image as ImageValue,
  Location as LocationValue,
  Quote as QuoteValue,
  TaxonomyValue,
} from '../lib/delivery/types';
