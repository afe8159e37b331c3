import { formatPounds, formatPrice as formatPriceIn, useWordsLanguage } from '../../src/app';
import { useSiteWords } from '../words/useSiteWords';

const isEnglish = (language: string) => /^en(-|$)/i.test(language);

/**
 * "Free", "£8", "£42.50" (whole pounds without pence, as the garden's price lists print them); "Am ddim", "£8" in
 * Welsh. English keeps the house style without Intl (src/components/formatNumber.ts says why).
 */
export function formatPrice(price: number, language: string, free: string): string {
  if (price <= 0) return free;
  return isEnglish(language) ? formatPounds(price) : formatPriceIn(language, price);
}

/** formatPrice in the page's language and words. */
export function usePriceText(): (price: number) => string {
  const t = useSiteWords();
  const language = useWordsLanguage();
  return (price) => formatPrice(price, language, t('free'));
}
