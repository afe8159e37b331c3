import { IMAGE_SIZES, preloadImage } from '../../components';
import { FIRST_SCREEN_RESULTS } from '../../features/search';
import type { Entry } from '../../lib/delivery/types';
import type { Site } from '../site/defineSite';

/**
 * Asks for the pictures the first screen of a likely answer's cards will show (the site's `resultCardImages`), so
 * the click that shows them finds them in the browser's cache: the frame that draws new cards then starts no image
 * requests, and the pictures are there with them.
 */
export function preloadResultCardImages(site: Site, entries: readonly Entry[]): void {
  const imagesOf = site.resultCardImages;
  if (!imagesOf) return;
  for (const entry of entries.slice(0, FIRST_SCREEN_RESULTS)) {
    for (const { image, sizes } of imagesOf(entry)) preloadImage(image, sizes ?? IMAGE_SIZES.card);
  }
}
