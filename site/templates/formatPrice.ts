import { formatPounds } from '../../src/app';

/** "Free", "£8", "£42.50": whole pounds without pence, as the garden's price lists print them. */
export function formatPrice(price: number): string {
  return price <= 0 ? 'Free' : formatPounds(price);
}
