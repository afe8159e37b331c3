// site/pages/plantFinder.tsx: the page that shows the plantFinder listing (as any listing page does).
import { definePage, ListingSearchArea } from '../../src/app';

function PlantFinder() {
  return (
    <article className="page page--listing">
      <header className="page-header">
        <h1>Plant finder</h1>
      </header>
      <ListingSearchArea listing="plantFinder" />
    </article>
  );
}

export default definePage({
  id: 'plant-finder',
  match: { path: '/plant-finder' },
  title: 'Plant finder',
  searches: () => ({ route: { kind: 'listing', listing: 'plantFinder' } }),
  component: PlantFinder,
});
