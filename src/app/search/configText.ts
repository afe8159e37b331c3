// A search configuration's visible text (tab, facet, listing and filter titles, filter choices, sort labels, search
// box labels) may be given as message ids of the site's words (`site.news`): they are shown in the page's language.
// Any other text is shown as it is.
import type { FacetConfig, ListingConfig, SearchConfig, SearchFilterConfig } from '../../features/search';
import { formatMessage, type ParsedMessages } from '../../lib/i18n';

/** A configuration's text as the page shows it. */
export type ConfigText = (text: string) => string;

/** What a message id looks like (`site.next7Days`); a title such as "Sort by no. of results" is not one. */
const MESSAGE_ID = /^[a-z][A-Za-z0-9]*\.[A-Za-z0-9_]+$/;

export const isMessageId = (text: string): boolean => MESSAGE_ID.test(text);

/** The text of the configuration in one language's words: an id they have is its message, anything else itself. */
export function configTextIn(messages: ParsedMessages, language: string): ConfigText {
  return (text) => (isMessageId(text) && Object.hasOwn(messages, text) ? formatMessage(messages[text], language) : text);
}

type Titled = { title?: string };
const titled = <T extends Titled>(value: T, text: ConfigText): T =>
  value.title === undefined ? value : { ...value, title: text(value.title) };

const mapValues = <T>(record: Record<string, T>, map: (value: T) => T): Record<string, T> =>
  Object.fromEntries(Object.entries(record).map(([key, value]) => [key, map(value)]));

function filterIn(filter: SearchFilterConfig, text: ConfigText): SearchFilterConfig {
  const shown = titled(filter, text);
  return filter.items ? { ...shown, items: filter.items.map((item) => titled(item, text)) } : shown;
}

/** A listing, mini list or facet with its title and its filters' in the page's language. */
export function listingIn<T extends ListingConfig | FacetConfig>(listing: T, text: ConfigText): T {
  const shown = titled(listing, text);
  return listing.filters ? { ...shown, filters: mapValues(listing.filters, (filter) => filterIn(filter, text)) } : shown;
}

/** A search configuration (facets and tabs, listings, mini lists) with its text in the page's language. */
export function searchConfigIn(config: SearchConfig, text: ConfigText): SearchConfig {
  const shown: SearchConfig = { ...config };
  if (config.facets) shown.facets = mapValues(config.facets, (facet) => listingIn(facet, text));
  if (config.tabs) shown.tabs = config.tabs.map((tab) => titled(tab, text));
  if (config.listings) shown.listings = mapValues(config.listings, (listing) => listingIn(listing, text));
  if (config.minilist) shown.minilist = mapValues(config.minilist, (listing) => listingIn(listing, text));
  return shown;
}
