// Field lists the demo's page modules share. Each page loads the fields its template renders (the Delivery API's
// `fields` applies to linked entries and assets too), so the page state carries what the page shows and no more.

/** Every page: the document title and description. */
export const PAGE_FIELDS = ['entryTitle', 'entryDescription'] as const;
/** An image's asset: its alt text (else its entry title), and its size (sys.properties) for width, height and srcset. */
export const IMAGE_FIELDS = ['altText', 'sys.properties'] as const;
/** What EntryCard (the demo's card) shows of a linked or child entry. */
export const CARD_FIELDS = [
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
] as const;

/** Articles, events and people show a breadcrumb but no section lists. */
export const BREADCRUMB_ONLY = { children: false, siblings: false } as const;
