// What the demo's articles, events and people say of themselves to search engines and sharing sites (page modules'
// `meta`): schema.org NewsArticle, Event and Person, with the addresses and images as the pages show them.
import type { Event, NewsArticle, Organization, Person } from 'schema-dts';
import {
  dateRange,
  isResolvedEntry,
  location,
  numberField,
  personName,
  text,
  titleOf,
  type MetaContext,
  type PageMeta,
} from '../../src/app';
import type { EventEntry, NewsArticleEntry, PersonEntry } from '../contentTypes';

const organization = (context: MetaContext): Organization => ({
  '@type': 'Organization',
  name: context.siteName,
  url: context.address('/'),
});

/** A person as an author or a profile: their name, job title, page and photo. */
function personData(entry: PersonEntry, context: MetaContext): Exclude<Person, string> {
  const jobTitle = text(entry, 'jobTitle');
  const photo = context.image(entry.photo, { width: 400, height: 400 });
  return {
    '@type': 'Person',
    name: personName(entry),
    ...(jobTitle ? { jobTitle } : {}),
    ...(entry.sys.uri ? { url: context.address(entry.sys.uri) } : {}),
    ...(photo ? { image: photo } : {}),
    worksFor: organization(context),
  };
}

export function newsArticleMeta(entry: NewsArticleEntry, context: MetaContext): PageMeta {
  const published = text(entry, 'publishDate');
  const modified = entry.sys.version?.modified ?? published;
  const image = context.image(entry.image);
  const summary = text(entry, 'summary');
  const article: NewsArticle = {
    '@type': 'NewsArticle',
    headline: titleOf(entry),
    url: context.url,
    inLanguage: entry.sys.language,
    ...(summary ? { description: summary } : {}),
    ...(published ? { datePublished: published } : {}),
    ...(modified ? { dateModified: modified } : {}),
    ...(image ? { image } : {}),
    ...(isResolvedEntry(entry.author) ? { author: personData(entry.author as PersonEntry, context) } : { author: organization(context) }),
    publisher: organization(context),
  };
  return { type: 'article', image: entry.image, publishedTime: published, modifiedTime: modified, structuredData: [article] };
}

export function eventMeta(entry: EventEntry, context: MetaContext): PageMeta {
  const range = dateRange(entry, 'dateRange');
  const venue = text(entry, 'venue');
  const where = location(entry, 'location');
  const price = numberField(entry, 'price');
  const image = context.image(entry.image);
  const summary = text(entry, 'summary');
  const event: Event = {
    '@type': 'Event',
    name: titleOf(entry),
    url: context.url,
    inLanguage: entry.sys.language,
    ...(summary ? { description: summary } : {}),
    ...(range?.from ? { startDate: range.from, ...(range.to ? { endDate: range.to } : {}) } : {}),
    eventStatus: 'https://schema.org/EventScheduled',
    eventAttendanceMode: 'https://schema.org/OfflineEventAttendanceMode',
    location: {
      '@type': 'Place',
      name: venue ?? context.siteName,
      address: venue ?? context.siteName,
      ...(where ? { geo: { '@type': 'GeoCoordinates', latitude: where.lat, longitude: where.lon } } : {}),
    },
    ...(price !== null
      ? {
          offers: {
            '@type': 'Offer',
            price: Math.max(price, 0),
            priceCurrency: 'GBP',
            url: context.url,
            availability: 'https://schema.org/InStock',
          },
        }
      : {}),
    ...(image ? { image } : {}),
    organizer: organization(context),
  };
  return { image: entry.image, structuredData: [event] };
}

export function personMeta(entry: PersonEntry, context: MetaContext): PageMeta {
  return { type: 'profile', image: entry.photo, structuredData: [personData(entry, context)] };
}
