// In site/search/searchConfig.ts: the `plants` listing, spread into the configuration's `listings`.
import type { ListingConfig } from '../../src/app/searchConfig';

export const plantsListing = {
  // A function of today, as every listing is: filters whose choices depend on the date (a year, coming dates) need it.
  plants: (): ListingConfig => ({
    title: 'Plants',
    queryParams: {
      contentTypeIds: ['plant'],
      orderBy: ['commonName'],
      // What a result card shows: results travel in the page's state.
      fields: ['entryTitle', 'entryDescription', 'commonName', 'latinName'],
      pageSize: 12,
    },
    filters: {
      // `?habitat=woodland,wetland`: each item a value of the field; a visitor may choose several.
      habitat: {
        title: 'Habitat',
        fieldId: 'habitat',
        items: [
          { key: 'woodland', title: 'Woodland' },
          { key: 'wetland', title: 'Wetland' },
          { key: 'meadow', title: 'Meadow' },
        ],
      },
    },
  }),
};
