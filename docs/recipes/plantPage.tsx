// site/pages/plant.tsx: a page kind for the `plant` content type, its module and its template in one file.
import { definePage, FactList, Markup, richText, text, useContentLinks, type EntryPageProps } from '../../src/app';

/** What the page shows of a plant: its names, where it grows, when it flowers, and its description. */
function PlantPage({ entry }: EntryPageProps) {
  const onNavigate = useContentLinks();
  return (
    <article className="page page--plant">
      <header className="page-header">
        <h1>{text(entry, 'commonName')}</h1>
        <p className="lead">
          <i>{text(entry, 'latinName')}</i>
        </p>
        <FactList
          facts={[
            { label: 'Habitat', value: text(entry, 'habitat') },
            { label: 'Flowers', value: text(entry, 'flowering') },
          ]}
        />
      </header>
      <Markup html={richText(entry, 'description')} onNavigate={onNavigate} />
    </article>
  );
}

export default definePage({
  match: { contentTypeId: 'plant' },
  load: {
    // Only what the template shows reaches the page's state; entryTitle and entryDescription make the document's
    // title and meta description.
    fields: ['entryTitle', 'entryDescription', 'commonName', 'latinName', 'habitat', 'flowering', 'description'],
    // A breadcrumb, but no list of the pages below or beside it.
    children: false,
    siblings: false,
  },
  component: PlantPage,
});
