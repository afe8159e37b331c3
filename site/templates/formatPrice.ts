import { formatPounds } from '../../src/app';
import { useSiteWords } from '../words/useSiteWords';

/**
 * "Free", "£8", "£42.50": whole pounds without pence, as the garden's price lists print them, in English and in
 * Welsh alike ("Am ddim", "£8"). By hand rather than Intl: a browser's Intl may lack Welsh, and printing a price
 * differently from the server would break hydration.
 */
export function formatPrice(price: number, free: string): string {
  return price <= 0 ? free : formatPounds(price);
}

/** formatPrice in the page's words. */
export function usePriceText(): (price: number) => string {
  const t = useSiteWords();
  return (price) => formatPrice(price, t('free'));
}
