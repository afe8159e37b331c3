import { Card, DateRange, DateText, IMAGE_SIZES } from '../../components';
import { Link } from '../../features/routing';
import type { Entry } from '../../lib/delivery/types';
import { dateRange, image, personName, text, titleOf, numberField } from './fields';
import { formatPrice } from './formatPrice';

export interface EntryCardProps {
  entry: Entry;
  headingLevel?: 2 | 3 | 4;
}

/** A card for any entry, with the facts its content type makes worth showing in a list. */
export function EntryCard({ entry, headingLevel = 2 }: EntryCardProps) {
  const common = { href: entry.sys.uri, linkComponent: Link, headingLevel };
  switch (entry.sys.contentTypeId) {
    case 'newsArticle':
      return (
        <Card
          {...common}
          title={titleOf(entry)}
          meta={<DateText value={text(entry, 'publishDate')} />}
          summary={text(entry, 'summary')}
          image={image(entry, 'image')}
        />
      );
    case 'event': {
      const price = numberField(entry, 'price');
      const venue = text(entry, 'venue');
      return (
        <Card
          {...common}
          title={titleOf(entry)}
          meta={
            <>
              <p>
                <DateRange range={dateRange(entry, 'dateRange')} />
              </p>
              {venue ? <p>{venue}</p> : null}
              {price !== null ? <p className="price">{formatPrice(price)}</p> : null}
            </>
          }
          summary={text(entry, 'summary')}
          image={image(entry, 'image')}
        />
      );
    }
    case 'person':
      return (
        <Card
          {...common}
          className="card--person"
          title={personName(entry)}
          meta={text(entry, 'jobTitle')}
          image={image(entry, 'photo')}
          imageSizes={IMAGE_SIZES.cardPortrait}
        />
      );
    default:
      return (
        <Card
          {...common}
          title={titleOf(entry)}
          summary={entry.entryDescription ?? null}
          image={image(entry, 'image') ?? image(entry, 'heroImage') ?? entry.entryThumbnail ?? null}
        />
      );
  }
}
