const pounds = new Intl.NumberFormat('en-GB', { style: 'currency', currency: 'GBP', minimumFractionDigits: 0, maximumFractionDigits: 0 });
const poundsAndPence = new Intl.NumberFormat('en-GB', { style: 'currency', currency: 'GBP', minimumFractionDigits: 2, maximumFractionDigits: 2 });

/** "Free", "£8", "£42.50": whole pounds without pence, as the garden's price lists print them. */
export function formatPrice(price: number): string {
  if (price <= 0) return 'Free';
  return Number.isInteger(price) ? pounds.format(price) : poundsAndPence.format(price);
}
