import type { ReactNode } from 'react';
import { formatPrice } from './formatPrice';
import { Card, DateRange, DateText, Link, dateRange, image, numberField, personName, text, titleOf, type Entry } from '../../src/app';
import { CARD_PORTRAIT_SIZES } from './imageSizes';

export interface EntryCardProps {
  entry: Entry;
  headingLevel?: 2 | 3 | 4;
  /** Marks parts of the title and summary (a search result marks the visitor's term). */
  mark?: (text: string) => ReactNode;
}

const asIs = (text: string): ReactNode => text;

/** A card for any entry, with the facts its content type makes worth showing in a list. */
export function EntryCard({ entry, headingLevel = 2, mark = asIs }: EntryCardProps) {
  const common = { href: entry.sys.uri, linkComponent: Link, headingLevel };
  const marked = (value: string | null | undefined) => (value ? mark(value) : null);
  switch (entry.sys.contentTypeId) {
    case 'newsArticle':
      return (
        <Card
          {...common}
          title={mark(titleOf(entry))}
          meta={<DateText value={text(entry, 'publishDate')} />}
          summary={marked(text(entry, 'summary'))}
          image={image(entry, 'image')}
        />
      );
    case 'event': {
      const price = numberField(entry, 'price');
      const venue = text(entry, 'venue');
      return (
        <Card
          {...common}
          title={mark(titleOf(entry))}
          meta={
            <>
              <p>
                <DateRange range={dateRange(entry, 'dateRange')} />
              </p>
              {venue ? <p>{venue}</p> : null}
              {price !== null ? <p className="price">{formatPrice(price)}</p> : null}
            </>
          }
          summary={marked(text(entry, 'summary'))}
          image={image(entry, 'image')}
        />
      );
    }
    case 'person':
      return (
        <Card
          {...common}
          className="card--person"
          title={mark(personName(entry))}
          meta={marked(text(entry, 'jobTitle'))}
          image={image(entry, 'photo')}
          imageSizes={CARD_PORTRAIT_SIZES}
        />
      );
    default:
      return (
        <Card
          {...common}
          title={mark(titleOf(entry))}
          summary={marked(text(entry, 'summary') ?? entry.entryDescription)}
          image={image(entry, 'image') ?? image(entry, 'heroImage') ?? entry.entryThumbnail ?? null}
        />
      );
  }
}
