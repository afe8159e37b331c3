// site/pages/plants.tsx: the plant collection as a listing: a search whose results, filters and paging are in the URL.
import { definePage, ListingSearchArea } from '../../src/app';

function Plants() {
  return (
    <article className="page page--listing">
      <header className="page-header">
        <h1>Plant collection</h1>
      </header>
      {/* The search UI comes in the search chunk, which the page loads because its searches name a listing. */}
      <ListingSearchArea listing="plants" />
    </article>
  );
}

export default definePage({
  id: 'plants',
  match: { path: '/plants' },
  title: 'Plant collection',
  // The listing's id in the site's search configuration (listings.plants).
  searches: () => ({ route: { kind: 'listing', listing: 'plants' } }),
  component: Plants,
});
