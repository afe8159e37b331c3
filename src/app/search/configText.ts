// A search configuration's visible text (tab, facet, listing and filter titles, filter choices, sort labels, search
// box labels) may be given as message ids of the site's words (`site.news`): they are shown in the page's language.
// Any other text is shown as it is.
import type { FacetConfig, ListingConfig, SearchConfig, SearchFilterConfig } from '../../features/search';
import type { SearchDefinition } from '../site/types';
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

/** Every text of a listing, mini list or facet and its filters, with where it is (`facets.news.filters.year`). */
function listingTexts(listing: ListingConfig | FacetConfig, at: string): [string, string][] {
  const texts: [string, string][] = listing.title === undefined ? [] : [[listing.title, `${at}.title`]];
  for (const [key, filter] of Object.entries(listing.filters ?? {})) {
    if (filter.title !== undefined) texts.push([filter.title, `${at}.filters.${key}.title`]);
    filter.items?.forEach(
      (item, index) => item.title !== undefined && texts.push([item.title, `${at}.filters.${key}.items[${index}].title`]),
    );
  }
  return texts;
}

/**
 * The message ids a search definition shows that `messages` does not have, each with where it is: a page would show
 * the id itself as a title, or fail for a label. Today's configuration (`now`) stands for every day's: what depends
 * on the day is which choices there are, not their words.
 */
export function missingMessageIds(definition: SearchDefinition, messages: ParsedMessages, now = new Date()): string[] {
  const texts: [string, string][] = [];
  const site = definition.siteSearch?.(now);
  site?.tabs?.forEach((tab, index) => tab.title !== undefined && texts.push([tab.title, `siteSearch.tabs[${index}].title`]));
  for (const [key, facet] of Object.entries(site?.facets ?? {})) texts.push(...listingTexts(facet, `siteSearch.facets.${key}`));
  for (const [key, listing] of Object.entries(definition.listings ?? {})) texts.push(...listingTexts(listing(now), `listings.${key}`));
  for (const [key, list] of Object.entries(definition.miniLists ?? {})) texts.push(...listingTexts(list, `miniLists.${key}`));
  for (const [key, options] of Object.entries(definition.sortOptions ?? {}))
    options.forEach((option, index) => texts.push([option.label, `sortOptions.${key}[${index}].label`]));
  for (const [key, label] of Object.entries(definition.listingLabels ?? {})) texts.push([label, `listingLabels.${key}`]);
  return texts.filter(([text]) => isMessageId(text) && !Object.hasOwn(messages, text)).map(([text, at]) => `${text} (${at})`);
}
