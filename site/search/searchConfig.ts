// The demo site's searches: the site search (tabs all, pages, news, events, people), the news, events and people
// listings, and the mini lists. Loaded with the search chunk (and on the server), never by content pages. Every
// title and label a visitor reads is one of the site's message ids (`w('news')` is `site.news`): the search shows
// it in the page's language (site/words).
import {
  dateRangeKey,
  Op,
  type FacetConfig,
  type FilterItemConfig,
  type ListingConfig,
  type SearchDefinition,
  type SearchFilterConfig,
  type SortOption,
  type TabConfig,
} from '../../src/app/searchConfig';
import type { SearchListing } from '../templates/listingKind';
import { siteWordId as w } from '../words/siteWords';

// Each result card's fields (what EntryCard shows) and nothing more: results are in the page's state (a page's
// first results travel in its HTML only, but later ones, and mini lists after a navigation, are fetched).
// `fields` applies to linked entries too: an image's asset keeps its alt text and its size.
const IMAGE_FIELDS = ['altText', 'sys.properties.width', 'sys.properties.height'];
const NEWS_FIELDS = ['title', 'summary', 'publishDate', 'image', ...IMAGE_FIELDS];
const EVENT_FIELDS = ['title', 'summary', 'dateRange', 'venue', 'price', 'image', ...IMAGE_FIELDS];
const PERSON_FIELDS = ['entryTitle', 'firstName', 'lastName', 'jobTitle', 'photo', ...IMAGE_FIELDS];
const PAGE_FIELDS = ['title', 'summary'];
const ALL_FIELDS = [...new Set([...NEWS_FIELDS, ...EVENT_FIELDS, ...PERSON_FIELDS, ...PAGE_FIELDS])];

/** Images are linked assets: one level of links resolves them. */
const CARDS = { linkDepth: 1 };

/** The last five years (news is filtered by the year its date starts with). */
function recentYears(now: Date): FilterItemConfig[] {
  const year = now.getUTCFullYear();
  return Array.from({ length: 5 }, (_, back) => ({ key: String(year - back), title: String(year - back) }));
}

const newsFilters = (now: Date): Record<string, SearchFilterConfig> => ({
  topic: { title: w('topic'), fieldId: 'topics', path: 'Root/Topics' },
  year: { title: w('year'), fieldId: 'publishDate', fieldOperator: 'startsWith', isSingleSelect: true, items: recentYears(now) },
});

const DAY_MS = 24 * 60 * 60 * 1000;
const utcDay = (time: number) => new Date(time).toISOString().slice(0, 10);

/** Events starting from today (a UTC day) to the end of the 7th, 30th or 90th day; a visitor may give dates too. */
function comingDates(now: Date): FilterItemConfig[] {
  const today = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate());
  const spans = [
    { days: 7, title: w('next7Days') },
    { days: 30, title: w('next30Days') },
    { days: 90, title: w('next90Days') },
  ];
  return spans.map(({ days, title }) => ({ key: dateRangeKey(utcDay(today), utcDay(today + (days - 1) * DAY_MS)) ?? '', title }));
}

/** Distances from the garden's Main Gate. */
const MAIN_GATE = '51.5046 -3.2195';
const eventFilters = (now: Date): Record<string, SearchFilterConfig> => ({
  category: { title: w('category'), fieldId: 'category', path: 'Root/Event categories' },
  dates: { title: w('dates'), fieldId: 'dateRange.from', fieldOperator: 'between', isSingleSelect: true, items: comingDates(now) },
  near: {
    title: w('distance'),
    fieldId: 'location',
    fieldOperator: 'distanceWithin',
    isSingleSelect: true,
    items: [
      { key: `${MAIN_GATE} 100m`, title: w('within100m') },
      { key: `${MAIN_GATE} 250m`, title: w('within250m') },
      { key: `${MAIN_GATE} 2km`, title: w('within2km') },
      { key: `${MAIN_GATE} 5km`, title: w('within5km') },
    ],
  },
});

const peopleFilters: Record<string, SearchFilterConfig> = {
  department: { title: w('department'), fieldId: 'department', path: 'Root/Departments' },
};

const news = { contentTypeIds: ['newsArticle'], orderBy: ['-publishDate'], fields: NEWS_FIELDS, ...CARDS };
const events = { contentTypeIds: ['event'], orderBy: ['dateRange.from'], fields: EVENT_FIELDS, ...CARDS };
const people = { contentTypeIds: ['person'], orderBy: ['lastName', 'firstName'], fields: PERSON_FIELDS, ...CARDS };

const tabs: TabConfig[] = [
  { id: 0, title: w('all'), defaultFacet: 'all' },
  { id: 1, title: w('pages'), defaultFacet: 'pages' },
  { id: 2, title: w('news'), defaultFacet: 'news' },
  { id: 3, title: w('events'), defaultFacet: 'events' },
  { id: 4, title: w('people'), defaultFacet: 'people' },
];

const facets = (now: Date): Record<string, FacetConfig> => ({
  all: {
    title: w('all'),
    tabId: 0,
    isDefault: true,
    queryParams: { contentTypeIds: ['contentPage', 'newsArticle', 'event', 'person'], fields: ALL_FIELDS, ...CARDS },
    filters: {
      contentTypeId: {
        title: w('type'),
        fieldId: 'sys.contentTypeId',
        items: [
          { key: 'contentPage', title: w('pages') },
          { key: 'newsArticle', title: w('news') },
          { key: 'event', title: w('events') },
          { key: 'person', title: w('people') },
        ],
      },
    },
  },
  pages: { title: w('pages'), tabId: 1, queryParams: { contentTypeIds: ['contentPage'], fields: PAGE_FIELDS } },
  news: { title: w('news'), tabId: 2, queryParams: news, filters: newsFilters(now) },
  events: { title: w('events'), tabId: 3, queryParams: events, filters: { category: eventFilters(now).category } },
  people: { title: w('people'), tabId: 4, queryParams: people, filters: peopleFilters },
});

const listings: Record<SearchListing, (now: Date) => ListingConfig> = {
  news: (now) => ({ title: w('news'), queryParams: { ...news, pageSize: 12 }, filters: newsFilters(now) }),
  events: (now) => ({ title: w('events'), queryParams: { ...events, pageSize: 12, loadMorePaging: true }, filters: eventFilters(now) }),
  people: () => ({ title: w('people'), queryParams: { ...people, pageSize: 24 }, filters: peopleFilters }),
};

const upcoming = Op.greaterThanOrEqualTo('dateRange.to', 'now()');

const miniLists: Record<string, ListingConfig> = {
  latestNews: { title: w('latestNews'), queryParams: { ...news, pageSize: 3 } },
  upcomingEvents: { title: w('comingUp'), queryParams: { ...events, pageSize: 3, customWhere: [upcoming] } },
  relatedNews: { title: w('relatedNews'), queryParams: { ...news, pageSize: 3 }, filters: { topic: { fieldId: 'topics' } } },
};

const BEST_MATCH: SortOption = { label: w('bestMatch'), orderBy: [] };

/** Sort choices by facet or listing ("Best match" is offered with a term). */
const sortOptions: Record<string, SortOption[]> = {
  '*': [BEST_MATCH, { label: w('titleAZ'), orderBy: ['entryTitle'] }],
  pages: [BEST_MATCH, { label: w('titleAZ'), orderBy: ['entryTitle'] }],
  news: [BEST_MATCH, { label: w('newestFirst'), orderBy: ['-publishDate'] }, { label: w('oldestFirst'), orderBy: ['publishDate'] }],
  events: [
    BEST_MATCH,
    { label: w('soonestFirst'), orderBy: ['dateRange.from'] },
    { label: w('latestFirst'), orderBy: ['-dateRange.from'] },
    { label: w('priceLowestFirst'), orderBy: ['price'] },
  ],
  people: [
    BEST_MATCH,
    { label: w('surnameAZ'), orderBy: ['lastName', 'firstName'] },
    { label: w('surnameZA'), orderBy: ['-lastName', '-firstName'] },
  ],
};

const searchConfig: SearchDefinition = {
  siteSearch: (now) => ({ tabs, facets: facets(now) }),
  listings,
  miniLists,
  sortOptions,
  pageSizes: { search: [10, 20, 50], listing: [12, 24, 48] },
  maxPageSize: 50,
  listingLabels: { news: w('searchNews'), events: w('searchEvents'), people: w('searchPeople') },
};

export default searchConfig;
