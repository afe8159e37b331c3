// The documents at a range of places of a sorted view (numbers, dates, text keys in order): a range condition is
// one such slice. Adding a slice's documents one by one costs its length, so a thousand ranges that each cover
// half of 100,000 values cost fifty million additions. Sets precomputed per view, on its first range, cover the
// middle of any slice instead, and only its ends (less than two blocks) are added one by one:
// - where each document has one place (one value), the documents before every block boundary: the middle of a
//   slice is the difference of two of them, one pass over the set's words;
// - otherwise (a document before the slice may also be in it) the documents of each block, and of pairs, fours,
//   ... of blocks in a tree: the middle is the union of a few of them.
import { Bitset } from './bitset';

/** Blocks per view at most: the sets then take 8 (one place per document) or 16 bytes per document. */
const MAX_BLOCKS = 64;
/** Views shorter than this many blocks' worth are sliced one document at a time. */
const MIN_BLOCK = 256;

interface RangeSets {
  /** Adds the documents at places [from, to) to `out`. */
  addRange(from: number, to: number, out: Bitset): void;
}

/** The inner block boundaries of [from, to), in blocks, after adding the places outside them one by one. */
function addEnds(docs: Uint32Array, from: number, to: number, block: number, blocks: number, out: Bitset): [number, number] {
  const a = Math.ceil(from / block);
  const b = Math.min(Math.floor(to / block), blocks);
  if (a >= b) {
    out.addDocs(docs.subarray(from, to));
    return [0, 0];
  }
  out.addDocs(docs.subarray(from, a * block));
  out.addDocs(docs.subarray(b * block, to));
  return [a, b];
}

/** For views where each document has one place: the documents before each block boundary. */
class PrefixSets implements RangeSets {
  /** before[j]: the documents at places [0, j * block). */
  private readonly before: Uint32Array[] = [];

  constructor(
    private readonly docs: Uint32Array,
    size: number,
    readonly block: number,
  ) {
    const set = new Bitset(size);
    this.before.push(set.words.slice());
    for (let from = 0; from + block <= docs.length; from += block) {
      set.addDocs(docs.subarray(from, from + block));
      this.before.push(set.words.slice());
    }
  }

  addRange(from: number, to: number, out: Bitset): void {
    const [a, b] = addEnds(this.docs, from, to, this.block, this.before.length - 1, out);
    if (a >= b) return;
    const upper = this.before[b];
    const lower = this.before[a];
    const words = out.words;
    for (let w = 0; w < words.length; w++) words[w] |= upper[w] ^ lower[w];
  }
}

class BlockTree implements RangeSets {
  /** levels[l][j]: the documents at places [j * block * 2^l, (j + 1) * block * 2^l) of the view. */
  private readonly levels: Bitset[][] = [];

  constructor(
    private readonly docs: Uint32Array,
    size: number,
    readonly block: number,
  ) {
    const base: Bitset[] = [];
    for (let from = 0; from + block <= docs.length; from += block) {
      base.push(Bitset.fromDocs(size, docs.subarray(from, from + block)));
    }
    this.levels.push(base);
    for (let below = base; below.length > 1;) {
      const level: Bitset[] = [];
      for (let j = 0; j < below.length; j += 2) level.push(j + 1 < below.length ? below[j].clone().or(below[j + 1]) : below[j]);
      this.levels.push(level);
      below = level;
    }
  }

  addRange(from: number, to: number, out: Bitset): void {
    let [a, b] = addEnds(this.docs, from, to, this.block, this.levels[0].length, out);
    // Blocks [a, b) by the fewest tree nodes: an odd end is a node of its own, the rest pair up a level higher.
    for (let level = 0; a < b; level++) {
      if (a & 1) out.or(this.levels[level][a++]);
      if (b & 1) out.or(this.levels[level][--b]);
      a >>= 1;
      b >>= 1;
    }
  }
}

const built = new WeakMap<Uint32Array, RangeSets | null>();

function rangeSets(docs: Uint32Array, size: number): RangeSets | null {
  const block = Math.max(MIN_BLOCK, Math.ceil(docs.length / MAX_BLOCKS));
  if (docs.length < 4 * block) return null;
  const seen = new Bitset(size);
  for (let i = 0; i < docs.length; i++) {
    if (seen.has(docs[i])) return new BlockTree(docs, size, block);
    seen.add(docs[i]);
  }
  return new PrefixSets(docs, size, block);
}

/**
 * Adds to `out` the documents at places [from, to) of `docs` (a view's documents in sorted order; each may be
 * there more than once). The view's sets are built on its first range.
 */
export function addDocsInRange(docs: Uint32Array, from: number, to: number, out: Bitset): void {
  if (to - from < 2 * MIN_BLOCK) {
    out.addDocs(docs.subarray(from, to));
    return;
  }
  let sets = built.get(docs);
  if (sets === undefined) built.set(docs, (sets = rangeSets(docs, out.size)));
  if (sets) sets.addRange(from, to, out);
  else out.addDocs(docs.subarray(from, to));
}
