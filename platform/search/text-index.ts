// A word index over one text source (a field path, or searchContent): postings with term frequencies for
// BM25 ranking, plus vocabulary scans for fuzzy terms and for pre-selecting `contains` candidates.
import { Bitset } from './bitset';
import { boundedEditDistance, scanWords, stem, tokenize } from './text';
import { TokenTable } from './token-table';
import { literalParts } from './wildcard';

const K1 = 1.2;
const B = 0.75;
/** Elasticsearch's match query stops expanding a fuzzy term after 50 variants. */
const MAX_FUZZY_EXPANSIONS = 50;
const CACHE_LIMIT = 500;
/**
 * Partial-word look-ups (each scans the vocabulary) one `contains` pattern may use to pre-select candidates;
 * the longest pieces are used, as they narrow most. Fewer only widen the candidates, which are then checked.
 */
const MAX_PARTIAL_SCANS = 4;

export interface Expansion {
  id: number;
  distance: number;
}

function remember<V>(cache: Map<string, V>, key: string, value: V): V {
  if (cache.size >= CACHE_LIMIT) cache.delete(cache.keys().next().value as string);
  cache.set(key, value);
  return value;
}

export class TextIndex {
  readonly table = new TokenTable();
  readonly vocab: string[] = this.table.words;
  /** Postings of token id t are docs[offsets[t] .. offsets[t+1]) with frequencies in tfs. */
  offsets = new Uint32Array(1);
  docs = new Uint32Array(0);
  tfs = new Uint16Array(0);
  readonly docLength: Uint32Array;
  docCount = 0;
  avgLength = 1;
  private byLength: Map<number, number[]> | null = null;
  private byStem: Map<string, number[]> | null = null;
  private readonly fuzzyCache = new Map<string, Expansion[]>();
  private readonly partialCache = new Map<string, Bitset>();

  /** `textOf(doc)` gives the strings of one document, or null when it has none. */
  constructor(
    readonly size: number,
    textOf: (doc: number) => readonly string[] | null,
  ) {
    this.docLength = new Uint32Array(size);
    // Pass 1: per-document (token id, tf) pairs in one growing buffer; pass 2 turns them into postings.
    let pairs = new Uint32Array(Math.max(1024, size * 8));
    let used = 0;
    const docStart = new Uint32Array(size + 1);
    const table = this.table;
    // Per token id: its count in the current document, and the document that count belongs to.
    const tf: number[] = [];
    const seenIn: number[] = [];
    const distinct: number[] = [];
    let totalLength = 0;
    let length = 0;
    let doc = 0;
    const sink = (text: string, start: number, end: number, built: string | null, hash: number) => {
      const id = built === null ? table.internSlice(text, start, end, hash) : table.intern(built);
      length++;
      if (id === tf.length) {
        tf.push(0);
        seenIn.push(-1);
      }
      if (seenIn[id] !== doc) {
        seenIn[id] = doc;
        tf[id] = 1;
        distinct.push(id);
      } else tf[id]++;
    };
    for (; doc < size; doc++) {
      docStart[doc] = used >>> 1;
      const parts = textOf(doc);
      if (!parts || parts.length === 0) continue;
      distinct.length = 0;
      length = 0;
      for (const part of parts) scanWords(part, sink);
      if (length === 0) continue;
      if (used + distinct.length * 2 > pairs.length) {
        const bigger = new Uint32Array(Math.max(pairs.length * 2, used + distinct.length * 2));
        bigger.set(pairs.subarray(0, used));
        pairs = bigger;
      }
      for (let i = 0; i < distinct.length; i++) {
        pairs[used++] = distinct[i];
        pairs[used++] = tf[distinct[i]];
      }
      this.docLength[doc] = length;
      totalLength += length;
      this.docCount++;
    }
    docStart[size] = used >>> 1;
    const vocabSize = this.vocab.length;
    const offsets = new Uint32Array(vocabSize + 1);
    for (let i = 0; i < used; i += 2) offsets[pairs[i] + 1]++;
    for (let t = 0; t < vocabSize; t++) offsets[t + 1] += offsets[t];
    const fill = offsets.slice(0, vocabSize);
    const docs = new Uint32Array(used >>> 1);
    const tfs = new Uint16Array(used >>> 1);
    for (let doc = 0; doc < size; doc++) {
      for (let p = docStart[doc] * 2; p < docStart[doc + 1] * 2; p += 2) {
        const slot = fill[pairs[p]]++;
        docs[slot] = doc;
        tfs[slot] = Math.min(pairs[p + 1], 65535);
      }
    }
    this.offsets = offsets;
    this.docs = docs;
    this.tfs = tfs;
    this.avgLength = this.docCount > 0 ? totalLength / this.docCount : 1;
    this.sameStem('');
  }

  df(id: number): number {
    return this.offsets[id + 1] - this.offsets[id];
  }

  idf(id: number): number {
    const df = this.df(id);
    return Math.log(1 + (this.docCount - df + 0.5) / (df + 0.5));
  }

  /** Calls `visit` with the BM25 score (times `factor`) of each document in `within` that holds token `id`. */
  scorePostings(id: number, within: Bitset, factor: number, visit: (doc: number, score: number) => void): void {
    const idf = this.idf(id) * factor;
    const { docs, tfs, docLength } = this;
    const lengthFactor = (K1 * B) / this.avgLength;
    const base = K1 * (1 - B);
    for (let slot = this.offsets[id], end = this.offsets[id + 1]; slot < end; slot++) {
      const doc = docs[slot];
      if (!within.has(doc)) continue;
      const tf = tfs[slot];
      visit(doc, (idf * tf * (K1 + 1)) / (tf + base + lengthFactor * docLength[doc]));
    }
  }

  docsOf(id: number, into: Bitset): Bitset {
    return into.addDocs(this.docs.subarray(this.offsets[id], this.offsets[id + 1]));
  }

  /** Vocabulary tokens that share the word's plural-folded stem. */
  private sameStem(term: string): number[] {
    if (!this.byStem) {
      this.byStem = new Map();
      this.vocab.forEach((token, id) => {
        const s = stem(token);
        const list = this.byStem!.get(s);
        if (list) list.push(id);
        else this.byStem!.set(s, [id]);
      });
    }
    return this.byStem.get(stem(term)) ?? [];
  }

  /**
   * Vocabulary tokens a query word matches: its plural forms, plus (fuzzy) tokens within `maxEdits` edits;
   * at most 50, closest and commonest first.
   */
  expand(term: string, maxEdits: number): Expansion[] {
    const key = `${maxEdits}\u0000${term}`;
    const cached = this.fuzzyCache.get(key);
    if (cached) return cached;
    const exact: Expansion[] = this.sameStem(term).map((id) => ({ id, distance: 0 }));
    if (maxEdits === 0) return remember(this.fuzzyCache, key, exact);
    if (!this.byLength) {
      this.byLength = new Map();
      this.vocab.forEach((token, id) => {
        const list = this.byLength!.get(token.length);
        if (list) list.push(id);
        else this.byLength!.set(token.length, [id]);
      });
    }
    const found: Expansion[] = exact;
    const seen = new Set(exact.map((e) => e.id));
    for (let len = term.length - maxEdits; len <= term.length + maxEdits; len++) {
      for (const id of this.byLength.get(len) ?? []) {
        if (seen.has(id)) continue;
        const distance = boundedEditDistance(term, this.vocab[id], maxEdits);
        if (distance <= maxEdits) found.push({ id, distance });
      }
    }
    found.sort((a, b) => a.distance - b.distance || this.df(b.id) - this.df(a.id) || a.id - b.id);
    return remember(this.fuzzyCache, key, found.slice(0, MAX_FUZZY_EXPANSIONS));
  }

  private partial(mode: 'includes' | 'startsWith' | 'endsWith' | 'exact', piece: string): Bitset {
    const key = `${mode}\u0000${piece}`;
    const cached = this.partialCache.get(key);
    if (cached) return cached;
    const set = new Bitset(this.size);
    if (mode === 'exact') {
      const id = this.table.idOf(piece);
      if (id >= 0) this.docsOf(id, set);
    } else {
      const vocab = this.vocab;
      for (let id = 0; id < vocab.length; id++) if (vocab[id][mode](piece)) this.docsOf(id, set);
    }
    return remember(this.partialCache, key, set);
  }

  /**
   * A superset of the documents whose text contains `pattern` (wildcards allowed), built from the words the
   * pattern must touch; null when the pattern holds no word to narrow by (or markup a word index cannot see).
   */
  candidatesForSubstring(pattern: string): Bitset | null {
    if (/[<>&;]/.test(pattern)) return null;
    const pieces: { mode: 'includes' | 'startsWith' | 'endsWith' | 'exact'; word: string }[] = [];
    for (const part of literalParts(pattern)) {
      const words = tokenize(part);
      words.forEach((word, i) => {
        const mode =
          words.length === 1 ? 'includes' : i === 0 ? 'endsWith' : i === words.length - 1 ? 'startsWith' : 'exact';
        pieces.push({ mode, word });
      });
    }
    const partial = pieces.filter((p) => p.mode !== 'exact').sort((a, b) => b.word.length - a.word.length);
    const used = [...pieces.filter((p) => p.mode === 'exact'), ...partial.slice(0, MAX_PARTIAL_SCANS)];
    let result: Bitset | null = null;
    for (const { mode, word } of used) {
      const set = this.partial(mode, word);
      result = result ? result.and(set) : set.clone();
    }
    return result;
  }
}
