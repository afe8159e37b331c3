import type { ContentTypeMapping } from '../features/routing';
import { listingKind } from './templates/listingKind';

// Each template is loaded with the fields it renders (the Delivery API's `fields` applies to linked entries and
// assets too), so the page state carries what the page shows and no more. Templates live in ./templates.
/** Every page: the document title and description. */
const PAGE_FIELDS = ['entryTitle', 'entryDescription'];
/** An image's asset: its alt text (else its entry title), and its size (sys.properties) for width, height and srcset. */
const IMAGE_FIELDS = ['altText', 'sys.properties'];
/** What EntryCard shows of a linked or child entry. */
const CARD_FIELDS = [
  ...PAGE_FIELDS,
  ...IMAGE_FIELDS,
  'title',
  'entryThumbnail',
  'summary',
  'publishDate',
  'image',
  'heroImage',
  'dateRange',
  'venue',
  'price',
  'firstName',
  'lastName',
  'jobTitle',
  'photo',
];

const BREADCRUMB_ONLY = { fetchChildren: false, fetchSiblings: false } satisfies Partial<ContentTypeMapping>;

export const contentTypeMappings: ContentTypeMapping[] = [
  // The home page shows no breadcrumb or section lists; its featured links are cards.
  {
    contentTypeID: 'homePage',
    entryFields: [...CARD_FIELDS, 'introduction', 'featuredLinks'],
    fetchAncestors: false,
    fetchChildren: false,
    fetchSiblings: false,
  },
  // Deeper content pages list the pages beside them; a top-level page's siblings are the main menu.
  {
    contentTypeID: 'contentPage',
    entryFields: [...PAGE_FIELDS, ...IMAGE_FIELDS, 'title', 'summary', 'body'],
    fetchSiblings: 'belowTopLevel',
  },
  // A listing's entries are a search (src/app/search): the pages below it are not loaded, unless its entry names
  // no listing the site knows (another site's content): it then lists them (templates/ChildListing.tsx).
  {
    contentTypeID: 'listingPage',
    entryFields: [...PAGE_FIELDS, 'title', 'introduction', 'listing', 'listedContentType'],
    fetchChildren: (entry) => listingKind(entry) === null,
    // What the list shows of each, and an editor's "not in search", which leaves a page out of listings too.
    childEntryFields: ['entryTitle', 'entryDescription', 'sys.metadata.includeInSearch'],
    fetchSiblings: false,
  },
  // Articles, events and people show a breadcrumb but no section lists. A news article's author is a linked
  // person: its name and job title are shown.
  {
    contentTypeID: 'newsArticle',
    entryFields: [
      ...PAGE_FIELDS,
      ...IMAGE_FIELDS,
      'title',
      'summary',
      'publishDate',
      'topics',
      'image',
      'author',
      'body',
      'firstName',
      'lastName',
      'jobTitle',
    ],
    ...BREADCRUMB_ONLY,
  },
  {
    contentTypeID: 'event',
    entryFields: [
      ...PAGE_FIELDS,
      ...IMAGE_FIELDS,
      'title',
      'summary',
      'dateRange',
      'location',
      'venue',
      'category',
      'price',
      'image',
      'body',
    ],
    ...BREADCRUMB_ONLY,
  },
  {
    contentTypeID: 'person',
    entryFields: [...PAGE_FIELDS, ...IMAGE_FIELDS, 'firstName', 'lastName', 'jobTitle', 'department', 'photo', 'bio'],
    ...BREADCRUMB_ONLY,
  },
];
