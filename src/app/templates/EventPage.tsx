import { DateRange, FactList, Figure, IMAGE_SIZES, Markup } from '../../components';
import { dateRange, image, location, numberField, taxonomy, taxonomyLabel, richText, text, titleOf } from './fields';
import { formatPrice } from './formatPrice';
import type { EntryTemplateProps } from './types';
import { useContentLinks } from './useContentLinks';

function mapLink(lat: number, lon: number): string {
  return `https://www.openstreetmap.org/?mlat=${lat}&mlon=${lon}#map=17/${lat}/${lon}`;
}

export function EventPage({ entry }: EntryTemplateProps) {
  const onNavigate = useContentLinks();
  const summary = text(entry, 'summary');
  const venue = text(entry, 'venue');
  const where = location(entry, 'location');
  const price = numberField(entry, 'price');
  const category = taxonomy(entry, 'category');
  return (
    <article className="page page--event">
      <header className="page-header">
        <h1>{titleOf(entry)}</h1>
        {summary ? <p className="lead">{summary}</p> : null}
      </header>
      <FactList
        className="facts--panel"
        facts={[
          { label: 'When', value: <DateRange range={dateRange(entry, 'dateRange')} withWeekday /> },
          {
            label: 'Where',
            value:
              venue || where ? (
                <>
                  {venue}
                  {venue && where ? ' ' : null}
                  {where ? (
                    <a className="map-link" href={mapLink(where.lat, where.lon)}>
                      Show on map<span className="visually-hidden"> (OpenStreetMap)</span>
                    </a>
                  ) : null}
                </>
              ) : null,
          },
          { label: 'Price', value: price !== null ? formatPrice(price) : null },
          { label: 'Category', value: category ? taxonomyLabel(category) : null },
        ]}
      />
      <Figure image={image(entry, 'image')} priority sizes={IMAGE_SIZES.measure} className="figure--lead" />
      <Markup html={richText(entry, 'body')} onNavigate={onNavigate} />
    </article>
  );
}
