// Small, believable fixture content (a garden site) shared by the search engine's tests.
import type { ContentType, Entry, VersionStatus } from '../../contract';

interface SysOverrides {
  language?: string;
  versionStatus?: VersionStatus | undefined;
  uri?: string | null;
  published?: string;
}

export function entry(id: string, contentTypeId: string, fields: Record<string, unknown>, sys: SysOverrides = {}): Entry {
  const result: Entry = {
    sys: {
      id,
      contentTypeId,
      dataFormat: 'entry',
      language: sys.language ?? 'en-GB',
      uri: sys.uri === undefined ? `/${contentTypeId}/${id}` : sys.uri,
      slug: id,
      version: { versionNo: '1.0', published: sys.published ?? '2024-01-01T00:00:00Z' },
    },
    ...fields,
  };
  if (!('versionStatus' in sys)) result.sys.versionStatus = 'published';
  else if (sys.versionStatus !== undefined) result.sys.versionStatus = sys.versionStatus;
  return result;
}

const plants = { key: '0/1/11', name: 'Plants', path: 'Root/Topics/Plants' };
const shade = { key: '0/1/12', name: 'Shade', path: 'Root/Topics/Shade' };
const indoor = { key: '0/1/13', name: 'Indoor', path: 'Root/Topics/Indoor' };
const fruit = { key: '0/1/14', name: 'Fruit', path: 'Root/Topics/Fruit' };

const people: Entry[] = [
  entry('p1', 'person', { entryTitle: 'Ada Greenwood', entryDescription: 'Head gardener', name: 'Ada Greenwood' }),
  entry('p2', 'person', { entryTitle: 'Tom Birch', entryDescription: 'Houseplant specialist', name: 'Tom Birch' }),
];

const blogs: Entry[] = [
  entry('b1', 'blogPost', {
    entryTitle: 'Ferns for shady gardens',
    entryDescription: 'Which ferns thrive under trees',
    title: 'Ferns for shady gardens',
    summary: 'Which ferns thrive under trees',
    body: [
      { type: 'markup', value: '<p>Ferns love shade &amp; moisture. The hart&rsquo;s-tongue fern stays green all winter.</p>' },
      { type: 'quote', value: { text: 'Shade is an opportunity, not a problem', source: 'Beth Chatto' } },
    ],
    topics: [plants, shade],
    author: { sys: { id: 'p1' } },
    publishDate: '2024-03-04T09:00:00Z',
    readingTime: 6,
    featured: true,
    keywords: 'ferns, shade, woodland',
  }),
  entry('b2', 'blogPost', {
    entryTitle: 'Growing cacti indoors',
    entryDescription: 'Light, water and compost for desert plants',
    title: 'Growing cacti indoors',
    summary: 'Light, water and compost for desert plants',
    body: [{ type: 'markup', value: '<p>Cacti need bright light and very little water in winter.</p>' }],
    topics: [plants, indoor],
    author: { sys: { id: 'p2' } },
    publishDate: '2024-06-15T12:30:00Z',
    readingTime: 4,
    featured: false,
    keywords: '',
  }),
  entry(
    'b3',
    'blogPost',
    {
      entryTitle: 'Pruning apple trees',
      entryDescription: 'Winter pruning keeps apple trees productive',
      title: 'Pruning apple trees',
      summary: 'Winter pruning keeps apple trees productive',
      body: [{ type: 'markup', value: '<p>Remove crossing branches from your apple trees on a dry day.</p>' }],
      topics: [fruit],
      author: { sys: { id: 'p1' } },
      publishDate: '2023-12-01T08:00:00Z',
      readingTime: 8,
    },
    { versionStatus: undefined },
  ),
  entry(
    'b3',
    'blogPost',
    {
      entryTitle: 'Pruning apple and pear trees',
      entryDescription: 'Draft: winter pruning for apples and pears',
      title: 'Pruning apple and pear trees',
      topics: [fruit],
      readingTime: 9,
    },
    { versionStatus: 'latest' },
  ),
  entry(
    'b1',
    'blogPost',
    {
      entryTitle: 'Rhedyn ar gyfer gerddi cysgodol',
      entryDescription: 'Pa redyn sy’n ffynnu o dan goed',
      title: 'Rhedyn ar gyfer gerddi cysgodol',
      topics: [plants, shade],
      readingTime: 6,
    },
    { language: 'cy' },
  ),
];

export const events: Entry[] = [
  entry('e1', 'event', {
    entryTitle: 'Spring plant fair',
    entryDescription: 'Nurseries from across the Midlands',
    startDate: '2024-04-20T10:00:00Z',
    venue: { lat: 52.4862, lon: -1.8904 },
    price: 5.5,
  }),
  entry('e2', 'event', {
    entryTitle: 'Rose pruning workshop',
    entryDescription: 'Hands-on pruning with our head gardener',
    startDate: '2024-02-10T14:00:00Z',
    venue: { lat: '51.5072', lon: '-0.1276' },
    price: 12,
  }),
  entry('e3', 'event', {
    entryTitle: 'Orchard open day',
    entryDescription: 'Apple tasting and cider pressing',
    startDate: '2024-09-14T11:00:00Z',
    venue: { lat: 53.4808, lon: -2.2426 },
    price: 0,
  }),
];

export const allEntries: Entry[] = [...blogs, ...events, ...people];

export const contentTypes: ContentType[] = [
  {
    id: 'blogPost',
    projectId: 'website',
    name: { 'en-GB': 'Blog post' },
    entryTitleField: 'title',
    entryDescriptionField: 'summary',
    dataFormat: 'entry',
    fields: [
      { id: 'title', name: { 'en-GB': 'Title' }, dataType: 'string' },
      { id: 'summary', name: { 'en-GB': 'Summary' }, dataType: 'string' },
      { id: 'body', name: { 'en-GB': 'Body' }, dataType: 'objectArray', dataFormat: 'field' },
      { id: 'topics', name: { 'en-GB': 'Topics' }, dataType: 'stringArray', dataFormat: 'taxonomy' },
      { id: 'author', name: { 'en-GB': 'Author' }, dataType: 'object', dataFormat: 'entry' },
      { id: 'publishDate', name: { 'en-GB': 'Publish date' }, dataType: 'dateTime' },
      { id: 'readingTime', name: { 'en-GB': 'Reading time' }, dataType: 'integer' },
      { id: 'featured', name: { 'en-GB': 'Featured' }, dataType: 'boolean' },
      { id: 'keywords', name: { 'en-GB': 'Keywords' }, dataType: 'string' },
    ],
  },
  {
    id: 'event',
    projectId: 'website',
    name: { 'en-GB': 'Event' },
    entryTitleField: 'entryTitle',
    dataFormat: 'entry',
    fields: [
      { id: 'startDate', name: { 'en-GB': 'Start' }, dataType: 'dateTime' },
      { id: 'venue', name: { 'en-GB': 'Venue' }, dataType: 'object', dataFormat: 'location' },
      { id: 'price', name: { 'en-GB': 'Price' }, dataType: 'decimal' },
    ],
  },
  {
    id: 'person',
    projectId: 'website',
    name: { 'en-GB': 'Person' },
    entryTitleField: 'name',
    dataFormat: 'entry',
    fields: [{ id: 'name', name: { 'en-GB': 'Name' }, dataType: 'string' }],
  },
];

/** Resolves links the way the platform's store would: by id, language and version. */
export function lookupIn(entries: readonly Entry[]) {
  return (id: string, language: string, versionStatus: VersionStatus): Entry | undefined =>
    entries.find((e) => e.sys.id === id && e.sys.language === language && (e.sys.versionStatus ?? 'published') === versionStatus);
}
