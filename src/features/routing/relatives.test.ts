import type { Entry } from '../../lib/delivery/types';
import { relativesOf } from './relatives';

const entry = (fields: Record<string, unknown>): Entry =>
  ({ sys: { id: 'e', contentTypeId: 'listingPage', language: 'en-GB', dataFormat: 'entry' }, ...fields }) as Entry;

describe('relativesOf', () => {
  it('loads the children a mapping turns on, off, or decides from the node’s entry', () => {
    expect(relativesOf({ contentTypeID: 'page' }, '/a/b').children).toBe(true);
    expect(relativesOf({ contentTypeID: 'page', fetchChildren: false }, '/a/b').children).toBe(false);
    const onlyWithoutListing = { contentTypeID: 'listingPage', fetchChildren: (e: Entry) => !e.listing };
    expect(relativesOf(onlyWithoutListing, '/news', entry({ listing: 'news' })).children).toBe(false);
    expect(relativesOf(onlyWithoutListing, '/news', entry({ listingType: 'news' })).children).toBe(true);
    // No entry to decide by: nothing is loaded that the template may not show.
    expect(relativesOf(onlyWithoutListing, '/news').children).toBe(false);
  });
});
