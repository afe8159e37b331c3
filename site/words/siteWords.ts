// The site's own words in English: its templates' and its search configuration's (ICU MessageFormat). Their keys
// are the site's message ids (`site.inThisSection`): every other language's catalogue must say each one.

export const SITE_WORDS = {
  // Content pages.
  inThisSection: 'In this section',
  moreIn: 'More in {section}',
  relatedNews: 'Related news',
  allNews: 'All news',
  // The home page.
  featured: 'Featured',
  latestNews: 'Latest news',
  comingUp: 'Coming up',
  allEvents: 'All events',
  // Listing pages.
  listingEmpty: 'There is nothing to show here yet.',
  // Facts of events, news and people.
  when: 'When',
  where: 'Where',
  showOnMap: 'Show on map',
  /** After "Show on map", for screen readers only. */
  mapService: ' (OpenStreetMap)',
  price: 'Price',
  free: 'Free',
  category: 'Category',
  published: 'Published',
  author: 'Author',
  topics: '{count, plural, one {Topic} other {Topics}}',
  department: 'Department',
  // The search configuration: tabs, facets, listings, filters and their choices, sort choices, search boxes.
  all: 'All',
  pages: 'Pages',
  news: 'News',
  events: 'Events',
  people: 'People',
  type: 'Type',
  topic: 'Topic',
  year: 'Year',
  dates: 'Dates',
  next7Days: 'Next 7 days',
  next30Days: 'Next 30 days',
  next90Days: 'Next 90 days',
  distance: 'Distance from the Main Gate',
  within100m: 'Within 100 m',
  within250m: 'Within 250 m',
  within2km: 'Within 2 km',
  within5km: 'Within 5 km',
  bestMatch: 'Best match',
  titleAZ: 'Title A–Z',
  newestFirst: 'Newest first',
  oldestFirst: 'Oldest first',
  soonestFirst: 'Soonest first',
  latestFirst: 'Latest first',
  priceLowestFirst: 'Price, lowest first',
  surnameAZ: 'Surname A–Z',
  surnameZA: 'Surname Z–A',
  searchNews: 'Search news',
  searchEvents: 'Search events',
  searchPeople: 'Search people',
} as const;

/** The site's message keys. */
export type SiteWordKey = keyof typeof SITE_WORDS;

/** The site's own area as every catalogue must give it: a message for each key. */
export type SiteMessages = Record<SiteWordKey, string>;

/** A site message's id, as the search configuration names a title to be shown in the page's language. */
export const siteWordId = (key: SiteWordKey): `site.${SiteWordKey}` => `site.${key}`;
