import type { Image as ImageValue } from '../lib/delivery/types';
import { imageSource, srcSet } from './imageSource';

/**
 * Asks the browser for the picture an `<Image image={image} sizes={sizes}>` would show, before it is drawn: the
 * browser picks the same srcset candidate, so the `<img>` drawn later finds it in its memory cache and the frame that
 * shows it starts no request. Low priority: the page's own images come first. Browser only.
 */
export function preloadImage(image: ImageValue | null | undefined, sizes: string): void {
  const source = imageSource(image);
  if (!source || typeof window === 'undefined') return;
  const picture = new window.Image();
  picture.fetchPriority = 'low';
  const candidates = srcSet(source);
  if (candidates) {
    picture.sizes = sizes;
    picture.srcset = candidates;
  }
  picture.src = source.src;
}
