// Reference semantics for the operators whose meaning needs more than a comparison, written from the
// contract (contensis-api.md §1.6) and Elasticsearch's documented behaviour, not from the platform's code:
// word tokens for freeText, "auto" fuzziness with transpositions, great-circle distance for distanceWithin.

/** Lower-cased words of letters and digits, accents folded, apostrophes dropped inside words. */
function words(text: string): string[] {
  return text
    .toLowerCase()
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .replace(/['\u2019]/g, '')
    .split(/[^\p{L}\p{N}]+/u)
    .filter(Boolean);
}

/** Elasticsearch "auto": exact for 1-2 characters, one edit for 3-5, two beyond. */
function autoFuzziness(term: string): number {
  return term.length <= 2 ? 0 : term.length <= 5 ? 1 : 2;
}

/** Edit distance counting a swap of neighbours as one edit (Elasticsearch's fuzzy transpositions). */
function editDistance(a: string, b: string): number {
  const d: number[][] = Array.from({ length: a.length + 1 }, (_, i) =>
    Array.from({ length: b.length + 1 }, (_, j) => (i === 0 ? j : j === 0 ? i : 0)),
  );
  for (let i = 1; i <= a.length; i++) {
    for (let j = 1; j <= b.length; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      d[i][j] = Math.min(d[i - 1][j] + 1, d[i][j - 1] + 1, d[i - 1][j - 1] + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) d[i][j] = Math.min(d[i][j], d[i - 2][j - 2] + 1);
    }
  }
  return d[a.length][b.length];
}

/** Does `text` hold a word matching `term` (exactly, or within auto fuzziness)? */
export function hasWord(text: string, term: string, fuzzy = false): boolean {
  const allowed = fuzzy ? autoFuzziness(term) : 0;
  return words(text).some((word) => editDistance(word, term) <= allowed);
}

/** Great-circle distance in metres (mean Earth radius). */
export function metresBetween(lat1: number, lon1: number, lat2: number, lon2: number): number {
  const rad = Math.PI / 180;
  const h =
    Math.sin(((lat2 - lat1) * rad) / 2) ** 2 + Math.cos(lat1 * rad) * Math.cos(lat2 * rad) * Math.sin(((lon2 - lon1) * rad) / 2) ** 2;
  return 2 * 6_371_008.8 * Math.asin(Math.sqrt(h));
}
