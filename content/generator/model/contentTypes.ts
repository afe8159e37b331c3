// The content model. Field ids are the contract the site renders against; README.md lists them.
import type { PackContentType, PackField, PackText } from '../../../contract';
import { DEPARTMENTS_KEY, EVENT_CATEGORIES_KEY, INTRANET_DEPARTMENTS_KEY, INTRANET_TOPICS_KEY, TOPICS_KEY } from './taxonomy';

export const CONTENT_TYPE = {
  homePage: 'homePage',
  contentPage: 'contentPage',
  listingPage: 'listingPage',
  newsArticle: 'newsArticle',
  event: 'event',
  person: 'person',
  image: 'image',
  document: 'document',
} as const;

/** What a listingPage's `listing` field may say, and the content type each one lists. */
const LISTINGS = {
  news: CONTENT_TYPE.newsArticle,
  events: CONTENT_TYPE.event,
  people: CONTENT_TYPE.person,
  search: null,
} as const;

export type ListingKind = keyof typeof LISTINGS;

interface ModelOptions {
  projectId: string;
  languages: string[];
  /** Website names are localised objects, intranet names plain strings: packs may use either. */
  localised: boolean;
  topicsRoot: string;
  departmentsRoot: string;
  withEvents: boolean;
  withDocuments: boolean;
}

function contentTypes(o: ModelOptions): PackContentType[] {
  const text = (value: string): PackText => (o.localised ? { [o.languages[0]]: value } : value);
  const field = (id: string, name: string, dataType: string, dataFormat?: string, validations?: Record<string, unknown>): PackField => {
    const out: PackField = { id, name: text(name), dataType };
    if (dataFormat) out.dataFormat = dataFormat;
    if (validations) out.validations = validations;
    return out;
  };
  const required = { required: {} };
  const title = field('title', 'Title', 'string', undefined, required);
  const summary = field('summary', 'Summary', 'string');
  const image = (id: string, name: string) => field(id, name, 'object', 'image');
  const entryLink = (id: string, name: string, types: string[], array = false) =>
    field(id, name, array ? 'objectArray' : 'object', 'entry', { allowedContentTypes: { contentTypes: types } });
  const taxonomy = (id: string, name: string, root: string, array = false) =>
    field(id, name, array ? 'stringArray' : 'string', 'taxonomy', { taxonomyRoot: { key: root } });
  const markup = (id: string, name: string) => field(id, name, 'string', 'html');

  const type = (
    id: string,
    name: string,
    description: string,
    fields: PackField[],
    titleField = 'title',
    descriptionField?: string,
    dataFormat: 'entry' | 'asset' = 'entry',
  ): PackContentType => {
    const out: PackContentType = {
      id,
      projectId: o.projectId,
      name: text(name),
      description: text(description),
      dataFormat,
      entryTitleField: titleField,
      defaultLanguage: o.languages[0],
      supportedLanguages: o.languages,
      enabled: true,
      fields,
    };
    if (descriptionField) out.entryDescriptionField = descriptionField;
    return out;
  };

  const linkable: string[] = [CONTENT_TYPE.contentPage, CONTENT_TYPE.listingPage, CONTENT_TYPE.newsArticle];
  if (o.withEvents) linkable.push(CONTENT_TYPE.event);

  const types: PackContentType[] = [
    type(
      CONTENT_TYPE.homePage,
      'Home page',
      'The landing page at the root of the site.',
      [
        title,
        field('introduction', 'Introduction', 'string'),
        image('heroImage', 'Hero image'),
        entryLink('featuredLinks', 'Featured links', linkable, true),
      ],
      'title',
      'introduction',
    ),
    type(
      CONTENT_TYPE.contentPage,
      'Content page',
      'A general page built from composer blocks.',
      [
        title,
        summary,
        field('body', 'Body', 'objectArray', 'field', {
          allowedFieldTypes: {
            fields: [
              field('heading', 'Heading', 'string', 'heading'),
              field('markup', 'Markup', 'string', 'html'),
              image('image', 'Image'),
              field('quote', 'Quote', 'object', 'quote'),
            ],
          },
        }),
      ],
      'title',
      'summary',
    ),
    type(
      CONTENT_TYPE.listingPage,
      'Listing page',
      'A page that lists entries of one kind. `listing` is one of news, events, people or search; `listedContentType` is the content type id it lists (absent for search).',
      [
        title,
        field('introduction', 'Introduction', 'string'),
        field('listing', 'Listing', 'string'),
        field('listedContentType', 'Listed content type', 'string'),
      ],
      'title',
      'introduction',
    ),
    type(
      CONTENT_TYPE.newsArticle,
      'News article',
      'A dated news story.',
      [
        title,
        summary,
        field('publishDate', 'Publish date', 'dateTime', undefined, required),
        taxonomy('topics', 'Topics', o.topicsRoot, true),
        image('image', 'Image'),
        entryLink('author', 'Author', [CONTENT_TYPE.person]),
        markup('body', 'Body'),
      ],
      'title',
      'summary',
    ),
  ];
  if (o.withEvents) {
    types.push(
      type(
        CONTENT_TYPE.event,
        'Event',
        'Something happening at (or run by) the garden.',
        [
          title,
          summary,
          field('dateRange', 'Date range', 'object', 'daterange', required),
          field('location', 'Location', 'object', 'location'),
          field('venue', 'Venue', 'string'),
          taxonomy('category', 'Category', EVENT_CATEGORIES_KEY),
          field('price', 'Price (GBP)', 'decimal', undefined, { decimalPlaces: { value: 2 } }),
          image('image', 'Image'),
          markup('body', 'Body'),
        ],
        'title',
        'summary',
      ),
    );
  }
  types.push(
    type(
      CONTENT_TYPE.person,
      'Person',
      'A member of staff. The entry title is the full name.',
      [
        field('firstName', 'First name', 'string', undefined, required),
        field('lastName', 'Last name', 'string', undefined, required),
        field('jobTitle', 'Job title', 'string'),
        taxonomy('department', 'Department', o.departmentsRoot),
        image('photo', 'Photo'),
        markup('bio', 'Biography'),
      ],
      'lastName',
      'jobTitle',
    ),
    type(
      CONTENT_TYPE.image,
      'Image',
      'An image in the image library.',
      [
        title,
        field('description', 'Description', 'string'),
        field('altText', 'Alternative text', 'string'),
        field('keywords', 'Keywords', 'stringArray'),
      ],
      'title',
      'description',
      'asset',
    ),
  );
  if (o.withDocuments) {
    types.push(
      type(
        CONTENT_TYPE.document,
        'Document',
        'A downloadable file in the asset library.',
        [title, field('description', 'Description', 'string'), field('keywords', 'Keywords', 'stringArray')],
        'title',
        'description',
        'asset',
      ),
    );
  }
  return types;
}

export const websiteContentTypes = (languages: string[]): PackContentType[] =>
  contentTypes({
    projectId: 'website',
    languages,
    localised: true,
    topicsRoot: TOPICS_KEY,
    departmentsRoot: DEPARTMENTS_KEY,
    withEvents: true,
    withDocuments: true,
  });

export const intranetContentTypes = (languages: string[]): PackContentType[] =>
  contentTypes({
    projectId: 'intranet',
    languages,
    localised: false,
    topicsRoot: INTRANET_TOPICS_KEY,
    departmentsRoot: INTRANET_DEPARTMENTS_KEY,
    withEvents: false,
    withDocuments: false,
  });
