// Text analysis shared by indexing and querying: word tokens (lower-cased, accents folded, markup skipped),
// fuzzy edit distance and the wildcard matcher behind `contains`.

/** Per UTF-16 unit: the folded text it contributes to a word, '' to drop it inside a word, null to end the word. */
const charClass: (string | null | undefined)[] = new Array(65536);

const LETTER_OR_DIGIT = /[\p{L}\p{N}]/u;
const MARK = /\p{M}/u;
const MARKS = /\p{M}/gu;

function classify(code: number): string | null {
  const cached = charClass[code];
  if (cached !== undefined) return cached;
  let result: string | null;
  if (code >= 0xd800 && code <= 0xdfff) result = null;
  else if (code === 0x2019 || code === 0x2018 || code === 0x02bc || code === 0x27) result = '';
  else {
    const ch = String.fromCharCode(code);
    if (MARK.test(ch)) result = '';
    else if (LETTER_OR_DIGIT.test(ch)) result = ch.normalize('NFD').replace(MARKS, '').toLowerCase();
    else result = null;
  }
  charClass[code] = result;
  return result;
}

const NAMED_ENTITIES: Record<string, number> = {
  amp: 38,
  lt: 60,
  gt: 62,
  quot: 34,
  apos: 39,
  nbsp: 32,
  rsquo: 0x2019,
  lsquo: 0x2018,
  rdquo: 0x201d,
  ldquo: 0x201c,
  ndash: 0x2013,
  mdash: 0x2014,
  hellip: 0x2026,
  eacute: 0xe9,
  egrave: 0xe8,
  aacute: 0xe1,
  agrave: 0xe0,
  ouml: 0xf6,
  uuml: 0xfc,
  auml: 0xe4,
  ccedil: 0xe7,
  pound: 0xa3,
  copy: 0xa9,
};

const ENTITY_RE = /&(#\d{1,7}|#x[0-9a-f]{1,6}|[a-z]{2,8});/y;

/** A string is treated as markup (tags and entities skipped) when it starts with a tag, as rich-text fields do. */
export function looksLikeMarkup(text: string): boolean {
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (c === 32 || c === 9 || c === 10 || c === 13) continue;
    return c === 60;
  }
  return false;
}

/**
 * Receives each word of a text: either the slice `lower[start, end)` of the lower-cased text, or (when folding or
 * an entity changed it) the word itself as `built`.
 */
export type WordSink = (lower: string, start: number, end: number, built: string | null) => void;

/** Finds the words of a text (lower-cased, accents folded, markup skipped) without allocating them. */
export function scanWords(text: string, emit: WordSink): void {
  const markup = looksLikeMarkup(text);
  const s = text.toLowerCase();
  const n = s.length;
  // The current word starts at `start` (-1: none); `buf` holds it once it no longer equals a slice of `s`.
  let start = -1;
  let buf: string | null = null;
  for (let i = 0; i < n; i++) {
    const c = s.charCodeAt(i);
    if ((c >= 97 && c <= 122) || (c >= 48 && c <= 57)) {
      if (start < 0) start = i;
      else if (buf !== null) buf += s[i];
      continue;
    }
    let piece: string | null;
    if (c < 128) {
      if (c === 39) piece = '';
      else if (markup && c === 60 && s.indexOf('>', i + 1) > 0) {
        // A tag: ends the word and is skipped.
        if (start >= 0) {
          if (buf === null) emit(s, start, i, null);
          else if (buf !== '') emit(s, start, i, buf);
          start = -1;
          buf = null;
        }
        i = s.indexOf('>', i + 1);
        continue;
      } else if (markup && c === 38) {
        ENTITY_RE.lastIndex = i;
        const m = ENTITY_RE.exec(s);
        if (!m) piece = null;
        else {
          const name = m[1];
          const code =
            name[0] === '#'
              ? name[1] === 'x'
                ? parseInt(name.slice(2), 16)
                : parseInt(name.slice(1), 10)
              : (NAMED_ENTITIES[name] ?? 32);
          piece =
            code >= 65 && code <= 90
              ? String.fromCharCode(code + 32)
              : code < 128
                ? (code >= 97 && code <= 122) || (code >= 48 && code <= 57)
                  ? String.fromCharCode(code)
                  : code === 39
                    ? ''
                    : null
                : code <= 0xffff
                  ? classify(code)
                  : null;
          i += m[0].length - 1;
          // A decoded entity is never a slice of `s`: the word continues in `buf`.
          if (piece !== null) {
            if (start < 0) {
              if (piece !== '') {
                start = i;
                buf = piece;
              }
            } else buf = (buf ?? s.slice(start, i - m[0].length + 1)) + piece;
            continue;
          }
        }
      } else piece = null;
    } else piece = classify(c);

    if (piece === null) {
      if (start >= 0) {
        if (buf === null) emit(s, start, i, null);
        else if (buf !== '') emit(s, start, i, buf);
        start = -1;
        buf = null;
      }
    } else if (piece === '') {
      if (start >= 0 && buf === null) buf = s.slice(start, i);
    } else if (start < 0) {
      start = i;
      buf = piece.length === 1 && piece.charCodeAt(0) === c ? null : piece;
    } else if (buf !== null) buf += piece;
    else if (!(piece.length === 1 && piece.charCodeAt(0) === c)) buf = s.slice(start, i) + piece;
  }
  if (start >= 0) {
    if (buf === null) emit(s, start, n, null);
    else if (buf !== '') emit(s, start, n, buf);
  }
}

/** Splits text into lower-cased, accent-folded word tokens, appending them to `out`. */
export function tokenize(text: string, out: string[] = []): string[] {
  scanWords(text, (lower, start, end, built) => out.push(built ?? lower.slice(start, end)));
  return out;
}

/**
 * Folds English plurals so a word search for "fern" finds "ferns" (and "berry" finds "berries", "branch"
 * "branches"): a few plural rules, nothing more aggressive. Indexed words and query words fold alike.
 */
export function stem(word: string): string {
  const n = word.length;
  if (n < 3 || word[n - 1] !== 's') return word;
  if (word.endsWith('ss') || word.endsWith('us') || word.endsWith('is')) return word;
  if (n > 4 && word.endsWith('ies') && word[n - 4] !== 'a' && word[n - 4] !== 'e') return `${word.slice(0, n - 3)}y`;
  if (word.endsWith('sses') || word.endsWith('xes') || word.endsWith('ches') || word.endsWith('shes')) {
    return word.slice(0, n - 2);
  }
  return word.slice(0, n - 1);
}

/** Elasticsearch's "auto" fuzziness: exact for 1-2 characters, one edit for 3-5, two for longer terms. */
export function autoFuzziness(term: string): number {
  const n = term.length;
  return n <= 2 ? 0 : n <= 5 ? 1 : 2;
}

/**
 * Edit distance (insert, delete, substitute, and swap of neighbours as Elasticsearch's fuzzy query counts it),
 * or `max + 1` as soon as it is certain to exceed `max`.
 */
export function boundedEditDistance(a: string, b: string, max: number): number {
  const la = a.length;
  const lb = b.length;
  if (Math.abs(la - lb) > max) return max + 1;
  if (a === b) return 0;
  let prevPrev = new Array<number>(lb + 1).fill(0);
  let prev = new Array<number>(lb + 1);
  let curr = new Array<number>(lb + 1);
  for (let j = 0; j <= lb; j++) prev[j] = j;
  for (let i = 1; i <= la; i++) {
    curr[0] = i;
    let rowMin = i;
    const ca = a.charCodeAt(i - 1);
    for (let j = 1; j <= lb; j++) {
      const cb = b.charCodeAt(j - 1);
      let v = Math.min(prev[j] + 1, curr[j - 1] + 1, prev[j - 1] + (ca === cb ? 0 : 1));
      if (i > 1 && j > 1 && ca === b.charCodeAt(j - 2) && a.charCodeAt(i - 2) === cb) {
        v = Math.min(v, prevPrev[j - 2] + 1);
      }
      curr[j] = v;
      if (v < rowMin) rowMin = v;
    }
    if (rowMin > max) return max + 1;
    const t = prevPrev;
    prevPrev = prev;
    prev = curr;
    curr = t;
  }
  return Math.min(prev[lb], max + 1);
}

/** A case-insensitive substring test where `*` matches any run of characters and `?` exactly one. */
export function substringMatcher(pattern: string): (value: string) => boolean {
  const p = pattern.toLowerCase();
  if (!/[*?]/.test(p)) return (value) => value.toLowerCase().includes(p);
  const source = p
    .split('')
    .map((ch) => (ch === '*' ? '[\\s\\S]*' : ch === '?' ? '[\\s\\S]' : ch.replace(/[.+^${}()|[\]\\]/g, '\\$&')))
    .join('');
  const re = new RegExp(source);
  return (value) => re.test(value.toLowerCase());
}

/** The literal parts of a `contains` pattern (wildcards removed), used to pre-select candidates from word indexes. */
export function literalParts(pattern: string): string[] {
  return pattern.split(/[*?]+/).filter((part) => part !== '');
}
