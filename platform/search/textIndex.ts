// A word index over one text source (a field path, or searchContent): postings with term frequencies for
// BM25 ranking, plus vocabulary scans for fuzzy terms and for pre-selecting `contains` candidates.
import { Bitset } from './bitset';
import { boundedEditDistance, plainWords, scanWords, stem, type WordSink } from './text';
import { TokenTable } from './tokenTable';

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

/** Token ids' postings: the documents of token t are docs[offsets[t] .. offsets[t+1]), frequencies in tfs. */
interface Postings {
  offsets: Uint32Array;
  docs: Uint32Array;
  tfs: Uint16Array;
}

/** A vocabulary with its postings. */
interface Vocabulary extends Postings {
  table: TokenTable;
}

/**
 * Collects one vocabulary's (token id, tf) pairs document by document, then inverts them into postings (two
 * passes over one growing buffer: no array per token).
 */
function postingsBuilder(size: number, initialPairs: number) {
  const table = new TokenTable();
  let pairs = new Uint32Array(initialPairs);
  let used = 0;
  const docStart = new Uint32Array(size + 1);
  // Per token id: its count in the current document, and the document that count belongs to.
  const tf: number[] = [];
  const seenIn: number[] = [];
  const distinct: number[] = [];
  let doc = 0;
  const builder = {
    table,
    /** Words of the current document so far. */
    length: 0,
    sink: ((text, start, end, built, hash) => {
      const id = built === null ? table.internSlice(text, start, end, hash) : table.intern(built);
      builder.length++;
      if (id === tf.length) {
        tf.push(0);
        seenIn.push(-1);
      }
      if (seenIn[id] !== doc) {
        seenIn[id] = doc;
        tf[id] = 1;
        distinct.push(id);
      } else tf[id]++;
    }) as WordSink,
    startDoc(d: number): void {
      doc = d;
      docStart[d] = used >>> 1;
      distinct.length = 0;
      builder.length = 0;
    },
    endDoc(): void {
      if (distinct.length === 0) return;
      pairs = withRoom(pairs, used, distinct.length * 2);
      for (let i = 0; i < distinct.length; i++) {
        pairs[used++] = distinct[i];
        pairs[used++] = tf[distinct[i]];
      }
    },
    finish(): Vocabulary {
      docStart[size] = used >>> 1;
      const { offsets, docs, tfs } = invertPairs(pairs, used, docStart, size, table.size);
      return { table, offsets, docs, tfs };
    },
  };
  return builder;
}

/** `pairs` (of which `used` are filled) if it has room for `more`, else a copy with room. */
function withRoom(pairs: Uint32Array<ArrayBuffer>, used: number, more: number): Uint32Array<ArrayBuffer> {
  if (used + more <= pairs.length) return pairs;
  const bigger = new Uint32Array(Math.max(pairs.length * 2, used + more));
  bigger.set(pairs.subarray(0, used));
  return bigger;
}

/**
 * Turns the (token id, tf) pairs of `pairs[0, used)`, those of document d from pair docStart[d] on, into
 * postings by token id.
 */
function invertPairs(pairs: Uint32Array, used: number, docStart: Uint32Array, size: number, vocabSize: number): Postings {
  const offsets = new Uint32Array(vocabSize + 1);
  for (let i = 0; i < used; i += 2) offsets[pairs[i] + 1]++;
  for (let t = 0; t < vocabSize; t++) offsets[t + 1] += offsets[t];
  const fill = offsets.slice(0, vocabSize);
  const docs = new Uint32Array(used >>> 1);
  const tfs = new Uint16Array(used >>> 1);
  for (let d = 0; d < size; d++) {
    for (let p = docStart[d] * 2; p < docStart[d + 1] * 2; p += 2) {
      const slot = fill[pairs[p]]++;
      docs[slot] = d;
      tfs[slot] = Math.min(pairs[p + 1], 65535);
    }
  }
  return { offsets, docs, tfs };
}

const docsOf = (postings: Postings, id: number, into: Bitset): Bitset =>
  into.addDocs(postings.docs.subarray(postings.offsets[id], postings.offsets[id + 1]));

export class TextIndex {
  readonly table: TokenTable;
  readonly vocab: string[];
  /** Postings of token id t are docs[offsets[t] .. offsets[t+1]) with frequencies in tfs. */
  readonly offsets: Uint32Array;
  readonly docs: Uint32Array;
  readonly tfs: Uint16Array;
  readonly docLength: Uint32Array;
  docCount = 0;
  avgLength = 1;
  /**
   * The words markup holds that the text's words leave out (inside tags, entity names), read as plain text:
   * not words of the text (freeText never sees them), but `contains` reads markup as stored, so its
   * pre-selection must know them.
   */
  private readonly markup: Vocabulary;
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
    const words = postingsBuilder(size, Math.max(1024, size * 8));
    const markup = postingsBuilder(size, 1024);
    let totalLength = 0;
    for (let doc = 0; doc < size; doc++) {
      words.startDoc(doc);
      markup.startDoc(doc);
      const parts = textOf(doc);
      if (!parts || parts.length === 0) continue;
      for (const part of parts) scanWords(part, words.sink, markup.sink);
      words.endDoc();
      markup.endDoc();
      if (words.length === 0) continue;
      this.docLength[doc] = words.length;
      totalLength += words.length;
      this.docCount++;
    }
    const built = words.finish();
    this.table = built.table;
    this.vocab = built.table.words;
    this.offsets = built.offsets;
    this.docs = built.docs;
    this.tfs = built.tfs;
    this.markup = markup.finish();
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
    return docsOf(this, id, into);
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

  /** Documents holding a word (of the text or of its markup) that is, starts with, ends with or includes `piece`. */
  private partial(mode: 'includes' | 'startsWith' | 'endsWith' | 'exact', piece: string): Bitset {
    const key = `${mode}\u0000${piece}`;
    const cached = this.partialCache.get(key);
    if (cached) return cached;
    const set = new Bitset(this.size);
    for (const vocabulary of [this, this.markup]) {
      if (mode === 'exact') {
        const id = vocabulary.table.idOf(piece);
        if (id >= 0) docsOf(vocabulary, id, set);
        continue;
      }
      const vocab = vocabulary.table.words;
      for (let id = 0; id < vocab.length; id++) if (vocab[id][mode](piece)) docsOf(vocabulary, id, set);
    }
    return remember(this.partialCache, key, set);
  }

  /**
   * A superset of the documents whose text, as stored (markup included), contains `pattern` (wildcards allowed),
   * built from the words the pattern must touch; null when the pattern holds no word to narrow by.
   */
  candidatesForSubstring(pattern: string): Bitset | null {
    const pieces: { mode: 'includes' | 'startsWith' | 'endsWith' | 'exact'; word: string }[] = [];
    // Markup's delimiters end a piece as a wildcard does: next to them a word of the text may be longer than
    // the stored text shows (`caf&eacute;s` is the word "cafes"), so only words between plain separators are whole.
    for (const part of pattern.split(/[*?<>&;]+/)) {
      const words = plainWords(part);
      words.forEach((word, i) => {
        const mode = words.length === 1 ? 'includes' : i === 0 ? 'endsWith' : i === words.length - 1 ? 'startsWith' : 'exact';
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
