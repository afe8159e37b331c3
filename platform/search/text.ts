// Text analysis shared by indexing and querying: word tokens (lower-cased, accents folded, markup skipped),
// fuzzy edit distance. (The wildcard matcher behind `contains` is in wildcard.ts.)

/**
 * Per UTF-16 unit: the folded text it contributes to a word, '' to drop it inside a word, null to end the word.
 * `classIndex[code]` is 0 when not yet worked out, else 1 + the entry's position in `classes`.
 */
const classIndex = new Uint32Array(65536);
const classes: (string | null)[] = [];
const classSlot = new Map<string | null, number>();

const LETTER_OR_DIGIT = /[\p{L}\p{N}]/u;
const MARK = /\p{M}/u;
const MARKS = /\p{M}/gu;

function classify(code: number): string | null {
  const slot = classIndex[code];
  if (slot !== 0) return classes[slot - 1];
  let result: string | null;
  if (code >= 0xd800 && code <= 0xdfff) result = null;
  else if (code === 0x2019 || code === 0x2018 || code === 0x02bc || code === 0x27) result = '';
  // Lower-casing a text writes a word's last sigma as the final form: one letter either way.
  else if (code === 0x3c2) result = '\u03c3';
  else {
    const ch = String.fromCharCode(code);
    if (MARK.test(ch)) result = '';
    else if (LETTER_OR_DIGIT.test(ch)) result = ch.normalize('NFD').replace(MARKS, '').toLowerCase();
    else result = null;
  }
  let position = classSlot.get(result);
  if (position === undefined) {
    position = classes.length;
    classes.push(result);
    classSlot.set(result, position);
  }
  classIndex[code] = position + 1;
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

const ENTITY_RE = /&(#\d{1,7}|#x[0-9a-f]{1,6}|[a-z]{2,8});/iy;

/** FNV-1a over a word's (lower-cased) UTF-16 units: the hash the word index files words under. */
const HASH_START = 0x811c9dc5 | 0;
const hashStep = (h: number, code: number): number => Math.imul(h ^ code, 0x01000193);

export function hashWord(word: string): number {
  let h = HASH_START;
  for (let i = 0; i < word.length; i++) h = hashStep(h, word.charCodeAt(i));
  // A signed 32-bit value stays a small integer in V8 (no boxing per word).
  return h | 0;
}

/** A string is treated as markup (tags and entities skipped) when it starts with a tag, as rich-text fields do. */
function looksLikeMarkup(text: string): boolean {
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (c === 32 || c === 9 || c === 10 || c === 13) continue;
    return c === 60;
  }
  return false;
}

/**
 * Receives each word of a text. Usually the word is `text[start, end)` lower-cased (A-Z are the only letters
 * that may still need lower-casing), with `hash` = hashWord of that; when folding or an entity changed it,
 * the word itself comes as `built` (and `hash` is 0).
 */
export type WordSink = (text: string, start: number, end: number, built: string | null, hash: number) => void;

function decodeEntity(name: string): number {
  if (name[0] !== '#') return NAMED_ENTITIES[name.toLowerCase()] ?? 32;
  return name[1] === 'x' || name[1] === 'X' ? parseInt(name.slice(2), 16) : parseInt(name.slice(1), 10);
}

/** What a code unit adds to a word: itself (lower-cased or folded), '' (dropped), or null (ends the word). */
function pieceOf(code: number): string | null {
  if (code < 128) {
    if ((code >= 97 && code <= 122) || (code >= 48 && code <= 57)) return String.fromCharCode(code);
    if (code >= 65 && code <= 90) return String.fromCharCode(code + 32);
    return code === 39 ? '' : null;
  }
  return code <= 0xffff ? classify(code) : null;
}

/**
 * Finds the words of a text (lower-cased, accents folded, markup skipped) without allocating them. With
 * `emitMarkup`, the words of what markup skips (inside tags, entity names), read as plain text, go there.
 */
export function scanWords(s: string, emit: WordSink, emitMarkup?: WordSink): void {
  scan(s, 0, s.length, emit, looksLikeMarkup(s), emitMarkup);
}

/** The words of a text read as plain text: a tag's words are words, an entity is its name. */
export function plainWords(text: string): string[] {
  const out: string[] = [];
  scan(text, 0, text.length, (s, start, end, built) => out.push(built ?? s.slice(start, end).toLowerCase()), false, undefined);
  return out;
}

/**
 * The words of `s[from, n)`; only a whole text is read as markup. A tag ends a word, so the text between tags
 * is read run by run. No closures: it runs for every tag too.
 */
function scan(s: string, from: number, n: number, emit: WordSink, markup: boolean, emitMarkup: WordSink | undefined): void {
  if (!markup) {
    scanRun(s, from, n, emit, false, undefined);
    return;
  }
  let pos = from;
  for (;;) {
    const open = s.indexOf('<', pos);
    if (open < 0 || open >= n) break;
    // With no '>' after it, this '<' and any later one are plain separators: stopping here keeps "<<<<..."
    // linear, not quadratic.
    const close = s.indexOf('>', open + 1);
    if (close < 0) break;
    scanRun(s, pos, open, emit, true, emitMarkup);
    if (emitMarkup) scan(s, open + 1, close, emitMarkup, false, undefined);
    pos = close + 1;
  }
  scanRun(s, pos, n, emit, true, emitMarkup);
}

/** Hands a finished word to `emit`: as a slice of `s` while `buf` is null, else `buf` unless it is empty. */
function emitWord(emit: WordSink, s: string, start: number, end: number, buf: string | null, h: number): void {
  if (buf === null) emit(s, start, end, null, h | 0);
  else if (buf !== '') emit(s, start, end, buf, 0);
}

/** The end of the entity (`&amp;`, `&#39;`, ...) that starts at `s[i]`, or -1 when none does. */
function entityEnd(s: string, i: number): number {
  ENTITY_RE.lastIndex = i;
  return ENTITY_RE.test(s) ? ENTITY_RE.lastIndex : -1;
}

/** What the entity `s[i, end)` adds to a word (see pieceOf); its name, read as plain text, goes to `emitMarkup`. */
function entityPiece(s: string, i: number, end: number, emitMarkup: WordSink | undefined): string | null {
  if (emitMarkup) scan(s, i + 1, end - 1, emitMarkup, false, undefined);
  return pieceOf(decodeEntity(s.slice(i + 1, end - 1)));
}

/**
 * The words of `s[from, n)`, which holds no tag; with `markup`, entities are decoded (and their names go to
 * `emitMarkup`).
 */
function scanRun(s: string, from: number, n: number, emit: WordSink, markup: boolean, emitMarkup: WordSink | undefined): void {
  // The current word starts at `start` (-1: none); `buf` holds it once it is no longer a slice of `s`.
  let start = -1;
  let buf: string | null = null;
  let h = HASH_START;
  for (let i = from; i < n; i++) {
    let c = s.charCodeAt(i);
    if (c >= 65 && c <= 90) c += 32;
    if ((c >= 97 && c <= 122) || (c >= 48 && c <= 57)) {
      if (start < 0) {
        start = i;
        h = HASH_START;
      }
      if (buf === null) h = hashStep(h, c);
      else buf += String.fromCharCode(c);
      continue;
    }
    let piece: string | null = null;
    let inPlace = false;
    let end: number;
    if (c >= 128) {
      piece = classify(c);
      inPlace = piece !== null && piece.length === 1 && piece.charCodeAt(0) === c;
    } else if (c === 39) piece = '';
    else if (markup && c === 38 && (end = entityEnd(s, i)) > 0) {
      piece = entityPiece(s, i, end, emitMarkup);
      const entityStart = i;
      i = end - 1;
      // A decoded entity is never a slice of `s`: the word continues in `buf`.
      if (piece !== null) {
        if (start >= 0) buf = (buf ?? s.slice(start, entityStart).toLowerCase()) + piece;
        else if (piece !== '') {
          start = i;
          buf = piece;
        }
        continue;
      }
      // A space or a mark (`&nbsp;`, `&amp;`): the word ends where the entity starts, not after it.
      if (start >= 0) emitWord(emit, s, start, entityStart, buf, h);
      start = -1;
      buf = null;
      continue;
    }
    if (piece === null) {
      if (start >= 0) emitWord(emit, s, start, i, buf, h);
      start = -1;
      buf = null;
    } else if (piece === '') {
      if (start >= 0 && buf === null) buf = s.slice(start, i).toLowerCase();
    } else if (start < 0) {
      start = i;
      h = HASH_START;
      if (inPlace) h = hashStep(h, c);
      else buf = piece;
    } else if (buf !== null) buf += piece;
    else if (inPlace) h = hashStep(h, c);
    else buf = s.slice(start, i).toLowerCase() + piece;
  }
  if (start >= 0) emitWord(emit, s, start, n, buf, h);
}

/** Splits text into lower-cased, accent-folded word tokens, appending them to `out`. */
export function tokenize(text: string, out: string[] = []): string[] {
  scanWords(text, (s, start, end, built) => out.push(built ?? s.slice(start, end).toLowerCase()));
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
