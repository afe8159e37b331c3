// Small English helpers so template sentences read naturally.

export function cap(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}

/** "a", "a and b", "a, b and c" */
export function listOf(items: readonly string[]): string {
  if (items.length <= 1) return items[0] ?? '';
  return `${items.slice(0, -1).join(', ')} and ${items[items.length - 1]}`;
}

/** 12345 -> "12,345" (no Intl, so output never depends on the ICU build). */
export function thousands(n: number): string {
  return String(n).replace(/\B(?=(\d{3})+(?!\d))/g, ',');
}

const WORDS = ['zero', 'one', 'two', 'three', 'four', 'five', 'six', 'seven', 'eight', 'nine', 'ten', 'eleven', 'twelve'];

/** Numbers under 13 as words, larger ones with thousands separators. */
export function count(n: number): string {
  return n < WORDS.length ? WORDS[n] : thousands(n);
}

export function money(pounds: number): string {
  return pounds % 1 === 0 ? `£${thousands(pounds)}` : `£${pounds.toFixed(2)}`;
}
