import type { Image as ImageValue } from '../lib/delivery/types';
import { imageSource, srcSet } from './imageSource';

export interface ImageProps {
  /** An image field value. Unresolved (stub) assets render nothing. */
  image: ImageValue | null | undefined;
  /** The `sizes` attribute: how wide the image is shown at each viewport width. */
  sizes?: string;
  /** Above the fold (hero): load eagerly and early. */
  priority?: boolean;
  /** Purely decorative: empty alt, whatever the editor wrote. */
  decorative?: boolean;
  className?: string;
}

export function Image({ image, sizes = '100vw', priority = false, decorative = false, className }: ImageProps) {
  const source = imageSource(image);
  if (!source) return null;
  const candidates = srcSet(source);
  return (
    <img
      className={className}
      src={source.src}
      srcSet={candidates}
      sizes={candidates ? sizes : undefined}
      width={source.width}
      height={source.height}
      alt={decorative ? '' : source.alt}
      loading={priority ? 'eager' : 'lazy'}
      fetchPriority={priority ? 'high' : undefined}
      decoding={priority ? undefined : 'async'}
    />
  );
}
