import type { ComposerItem, Quote } from '../lib/delivery/types';
import { Figure } from './Figure';
import { IMAGE_SIZES } from './imageSizes';
import { isImageValue } from './imageSource';
import { Markup } from './Markup';

export interface ComposerProps {
  items: ComposerItem[] | null | undefined;
  /** Passed to every markup block (see Markup). */
  onNavigate?: (href: string) => boolean;
  /** `sizes` for images in the body column. */
  imageSizes?: string;
}

const isQuote = (value: unknown): value is Quote =>
  typeof value === 'object' && value !== null && typeof (value as Quote).text === 'string';

/** Composer blocks in order, for a container of the caller's. Unknown block types are skipped, so new editor fields never break a page. */
export function Composer({ items, onNavigate, imageSizes = IMAGE_SIZES.measure }: ComposerProps) {
  return (items ?? []).map((item, index) => {
    const key = `${index}-${item.type}`;
    switch (item.type) {
      case 'heading':
        return typeof item.value === 'string' && item.value.trim() ? <h2 key={key}>{item.value}</h2> : null;
      case 'markup':
        return typeof item.value === 'string' ? <Markup key={key} html={item.value} onNavigate={onNavigate} /> : null;
      case 'image':
        return isImageValue(item.value) ? <Figure key={key} image={item.value} sizes={imageSizes} /> : null;
      case 'quote':
        return isQuote(item.value) ? (
          <figure key={key} className="quote">
            <blockquote>
              <p>{item.value.text}</p>
            </blockquote>
            {item.value.source ? <figcaption>{item.value.source}</figcaption> : null}
          </figure>
        ) : null;
      default:
        return null;
    }
  });
}
