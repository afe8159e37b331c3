// Realistic entries as the Delivery API answers them at link depth 2 (assets and linked entries resolved).
import type { Entry, Image } from '../../../src/lib/delivery/types';
import type { RouteNode } from '../../../src/features/routing';
import type { ContentPageEntry, EventEntry, HomePageFields, ListingPageEntry, NewsArticleEntry, PersonEntry } from '../../contentTypes';

/** Content its content type does not describe (a block type added in the CMS since): templates must skip it. */
const offModel = <T>(value: unknown) => value as T;

function imageField(
  filename: string,
  altText: string,
  size: { width: number; height: number } = { width: 1600, height: 1067 },
  caption?: string,
): Image {
  return {
    asset: {
      sys: {
        id: `asset-${filename}`,
        contentTypeId: 'image',
        dataFormat: 'asset',
        language: 'en-GB',
        uri: `/image-library/${filename}`,
        properties: { filename, width: size.width, height: size.height, fileSize: 20480 },
      },
      entryTitle: filename,
      altText,
    },
    altText,
    ...(caption ? { caption } : {}),
  };
}

function sys<Id extends string>(id: string, contentTypeId: Id, uri: string | null) {
  return {
    id,
    contentTypeId,
    dataFormat: 'entry' as const,
    language: 'en-GB',
    uri,
    projectId: 'website',
    versionStatus: 'published' as const,
  };
}

export function person(
  id: string,
  firstName: string,
  lastName: string,
  jobTitle: string,
  uri: string | null = `/people/${id}`,
): PersonEntry {
  return {
    sys: sys(id, 'person', uri),
    entryTitle: `${firstName} ${lastName}`,
    entryDescription: jobTitle,
    firstName,
    lastName,
    jobTitle,
    department: { key: '0/2/3', name: 'Conservation Science', path: 'Departments/Conservation Science' },
    photo: imageField(`${id}.png`, `Portrait of ${firstName} ${lastName}`, { width: 600, height: 600 }),
    bio: `<p>${firstName} leads fieldwork on <a href="/research/plant-health">plant health</a>.</p><script>alert(1)</script>`,
  };
}

export function newsArticle(id: string, title: string, publishDate: string, author: PersonEntry | null = null): NewsArticleEntry {
  return {
    sys: sys(id, 'newsArticle', `/news/${id}`),
    entryTitle: title,
    entryDescription: `Summary of ${title}`,
    title,
    summary: `Summary of ${title}`,
    publishDate,
    topics: [
      { key: '0/1/1', name: 'Seed banking', path: 'Topics/Seed banking' },
      { key: '0/1/4', name: 'Volunteering', path: 'Topics/Volunteering' },
    ],
    image: imageField(`${id}.png`, `Photo for ${title}`, { width: 1200, height: 800 }, 'Taken in the Palm House'),
    author,
    body: '<p>The seed bank has <strong>doubled</strong> its collection.</p><p><a href="/visit" onclick="steal()">Plan a visit</a></p>',
  };
}

export function event(id: string, title: string, from: string, to: string | null, price: number, venue = 'Palm House'): EventEntry {
  return {
    sys: sys(id, 'event', `/events/${id}`),
    entryTitle: title,
    entryDescription: `About ${title}`,
    title,
    summary: `About ${title}`,
    dateRange: { from, to },
    location: { lat: 51.4787, lon: -0.2956 },
    venue,
    category: { key: '0/3/2', name: 'Family', path: 'Event categories/Family' },
    price,
    image: imageField(`${id}.png`, `Scene from ${title}`),
    body: '<p>Bring wellies.</p>',
  };
}

export function contentPage(id: string, title: string, uri: string): ContentPageEntry {
  return {
    sys: sys(id, 'contentPage', uri),
    entryTitle: title,
    entryDescription: `All about ${title}`,
    title,
    summary: `All about ${title}`,
    body: [
      { type: 'heading', value: 'Opening hours' },
      {
        type: 'markup',
        value: '<p>Open <em>daily</em> from 10am. <a href="/visit/getting-here">Getting here</a></p><img src=x onerror="alert(1)">',
      },
      {
        type: 'image',
        value: imageField(
          'glasshouse.png',
          'The Victorian glasshouse at dusk',
          { width: 2000, height: 1333 },
          'The glasshouse, restored in 2019',
        ),
      },
      { type: 'quote', value: { text: 'A garden is a grand teacher.', source: 'Gertrude Jekyll' } },
      offModel<{ type: 'heading'; value: string }>({ type: 'unknownBlock', value: { anything: true } }),
    ],
  };
}

export function listingPage(
  id: string,
  title: string,
  uri: string,
  listing: 'news' | 'events' | 'people',
  listedContentType: string,
): ListingPageEntry {
  return {
    sys: sys(id, 'listingPage', uri),
    entryTitle: title,
    entryDescription: `Latest ${title}`,
    title,
    introduction: `Latest ${title.toLowerCase()} from the garden.`,
    listing,
    listedContentType,
  };
}

export function homePage(featured: NonNullable<HomePageFields['featuredLinks']>) {
  return {
    sys: sys('home', 'homePage', '/'),
    entryTitle: 'Millbrook Botanic Garden',
    entryDescription: 'Plants, people and research since 1841.',
    title: 'Millbrook Botanic Garden',
    introduction: 'Plants, people and research since 1841.',
    heroImage: imageField('hero.png', 'Visitors walking through the rose garden in June', { width: 2400, height: 1000 }),
    featuredLinks: [...featured, { sys: { id: 'still-a-stub' } }],
  };
}

/** A node as the page state keeps it (children carry their entry; other nodes none). */
export function node(id: string, path: string, displayName: string, entry: Entry | null): RouteNode {
  return { id, path, displayName, ...(entry ? { entry } : {}) };
}
