// In site/search/searchConfig.ts: a listing searched at the site's own endpoint instead of the Delivery API.
import type { ListingConfig } from '../../src/app/searchConfig';

export const plantFinderListing = {
  plantFinder: (): ListingConfig => ({
    title: 'Plant finder',
    // Called with GET and the search as query parameters: term, orderBy, pageSize, pageIndex, versionStatus,
    // fields, then one parameter per chosen filter (`colour=blue,white`). A relative uri is called on the page's
    // origin by the browser and on the site's own address by the server, so the first HTML has the results.
    customApi: { uri: '/api/plant-finder' },
    queryParams: { pageSize: 10 },
    filters: {
      colour: {
        title: 'Flower colour',
        fieldId: 'colour',
        items: [
          { key: 'blue', title: 'Blue' },
          { key: 'white', title: 'White' },
        ],
      },
    },
  }),
};
