import { usePriceText } from './formatPrice';
import { useSiteWords } from '../words/useSiteWords';
import {
  DateRange,
  FactFrom,
  FactItem,
  FactList,
  Lead,
  LeadFigure,
  Markup,
  dateRange,
  isTaxonomyValue,
  location,
  numberField,
  richText,
  taxonomyLabel,
  text,
  textInPage,
  titleOf,
  useContentLinks,
  useWordsLanguage,
  type EntryPageProps,
  type TaxonomyValue,
} from '../../src/app';
import type { EventEntry } from '../contentTypes';

function mapLink(lat: number, lon: number): string {
  return `https://www.openstreetmap.org/?mlat=${lat}&mlon=${lon}#map=17/${lat}/${lon}`;
}

const categoryFact = (label: string) => (value: TaxonomyValue) => (isTaxonomyValue(value) ? { label, value: taxonomyLabel(value) } : null);

// The lead, the category and the image are each drawn from one value (InPageParts), so the server may leave
// those values out of the page's inline state.
export function EventPage({ entry }: EntryPageProps<EventEntry>) {
  const onNavigate = useContentLinks();
  const t = useSiteWords();
  const language = useWordsLanguage();
  const priceText = usePriceText();
  const venue = text(entry, 'venue');
  const where = location(entry, 'location');
  const price = numberField(entry, 'price');
  return (
    <article className="page page--event">
      <header className="page-header">
        <h1>{titleOf(entry)}</h1>
        <Lead value={textInPage(entry, 'summary')} />
      </header>
      <FactList className="facts--panel">
        <FactItem label={t('when')} value={<DateRange range={dateRange(entry, 'dateRange')} withWeekday language={language} />} />
        <FactItem
          label={t('where')}
          value={
            venue || where ? (
              <>
                {venue}
                {venue && where ? ' ' : null}
                {where ? (
                  <a className="map-link" href={mapLink(where.lat, where.lon)}>
                    {t('showOnMap')}
                    <span className="visually-hidden">{t('mapService')}</span>
                  </a>
                ) : null}
              </>
            ) : null
          }
        />
        <FactItem label={t('price')} value={price !== null ? priceText(price) : null} />
        <FactFrom value={entry.category}>{categoryFact(t('category'))}</FactFrom>
      </FactList>
      <LeadFigure entry={entry} field="image" />
      <Markup html={richText(entry, 'body')} onNavigate={onNavigate} />
    </article>
  );
}
