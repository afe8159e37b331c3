import type { ReactNode } from 'react';
import { usePriceText } from './formatPrice';
import {
  Card,
  DateRange,
  DateText,
  Link,
  dateRange,
  image,
  numberField,
  personName,
  text,
  titleOf,
  useWordsLanguage,
  type Entry,
  type ResultCardImage,
} from '../../src/app';
import { CARD_PORTRAIT_SIZES } from './imageSizes';

export interface EntryCardProps {
  entry: Entry;
  headingLevel?: 2 | 3 | 4;
  /** Marks parts of the title and summary (a search result marks the visitor's term). */
  mark?: (text: string) => ReactNode;
}

const asIs = (text: string): ReactNode => text;

/** The picture a card shows for an entry (its `sizes` the card's own unless given): the card and `resultCardImages`. */
export function entryCardImage(entry: Entry): ResultCardImage {
  switch (entry.sys.contentTypeId) {
    case 'newsArticle':
    case 'event':
      return { image: image(entry, 'image') };
    case 'person':
      return { image: image(entry, 'photo'), sizes: CARD_PORTRAIT_SIZES };
    default:
      return { image: image(entry, 'image') ?? image(entry, 'heroImage') ?? entry.entryThumbnail ?? null };
  }
}

/** A card for any entry, with the facts its content type makes worth showing in a list. */
export function EntryCard({ entry, headingLevel = 2, mark = asIs }: EntryCardProps) {
  const common = { href: entry.sys.uri, linkComponent: Link, headingLevel };
  const marked = (value: string | null | undefined) => (value ? mark(value) : null);
  const language = useWordsLanguage();
  const picture = entryCardImage(entry);
  switch (entry.sys.contentTypeId) {
    case 'newsArticle':
      return (
        <Card
          {...common}
          title={mark(titleOf(entry))}
          meta={<DateText value={text(entry, 'publishDate')} language={language} />}
          summary={marked(text(entry, 'summary'))}
          image={picture.image}
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
                <DateRange range={dateRange(entry, 'dateRange')} language={language} />
              </p>
              {venue ? <p>{venue}</p> : null}
              {price !== null ? <Price price={price} /> : null}
            </>
          }
          summary={marked(text(entry, 'summary'))}
          image={picture.image}
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
          image={picture.image}
          imageSizes={picture.sizes}
        />
      );
    default:
      return (
        <Card
          {...common}
          title={mark(titleOf(entry))}
          summary={marked(text(entry, 'summary') ?? entry.entryDescription)}
          image={picture.image}
        />
      );
  }
}

// Its own component: a card with no price needs none of the site's words (a page carries only the words it shows,
// and a view that asks for an area the page did not bring waits for it).
function Price({ price }: { price: number }) {
  const priceText = usePriceText();
  return <p className="price">{priceText(price)}</p>;
}
