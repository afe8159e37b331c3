// Exact-value index of one field path (built the first time a search names the path), and the views built from
// it on first use: numbers and dates in sorted order (ranges), sort ranks (orderBy) and per-document value ids
// (aggregations).
import { parseInstant } from './dateFunctions';
import { hasValue, isTaxonomyValue } from './entryValues';

/** Longer strings (body text) are left out of the exact index; operators that need them read the entry. */
export const MAX_KEY_LENGTH = 256;

export interface SortedView {
  values: Float64Array;
  docs: Uint32Array;
}

/** Keys in code-unit order, with the documents of keys[k] at docs[starts[k] .. starts[k+1]). */
export interface TextView {
  keys: string[];
  starts: Uint32Array;
  docs: Uint32Array;
}

/**
 * Dense sort ranks of each document's smallest and largest value (-1 = no value), and all documents in
 * ascending (by smallest value) and descending (by largest value) order, ties in stored order, missing last.
 */
export interface RankView {
  min: Int32Array;
  max: Int32Array;
  ascending: Uint32Array;
  descending: Uint32Array;
}

/** Dense ranks (0 = smallest) of numbers, equal numbers sharing a rank, NaN -> -1; sorted natively. */
function denseRanks(numbers: Float64Array): { ranks: Int32Array; count: number } {
  const distinct = numbers.filter((n) => !Number.isNaN(n)).sort();
  let count = 0;
  for (let i = 0; i < distinct.length; i++) if (i === 0 || distinct[i] !== distinct[count - 1]) distinct[count++] = distinct[i];
  const ranks = new Int32Array(numbers.length);
  for (let i = 0; i < numbers.length; i++) {
    const n = numbers[i];
    if (Number.isNaN(n)) {
      ranks[i] = -1;
      continue;
    }
    let lo = 0;
    let hi = count - 1;
    while (lo < hi) {
      const mid = (lo + hi) >>> 1;
      if (distinct[mid] < n) lo = mid + 1;
      else hi = mid;
    }
    ranks[i] = lo;
  }
  return { ranks, count };
}

/** Documents ordered by rank (counting sort, stable), those without a rank last. */
function orderByRank(ranks: Int32Array, rankCount: number, descending: boolean): Uint32Array {
  const starts = new Uint32Array(rankCount + 2);
  // Bucket b: rank r ascending -> r; descending -> rankCount - 1 - r; missing -> rankCount.
  const bucket = (r: number) => (r === -1 ? rankCount : descending ? rankCount - 1 - r : r);
  for (let d = 0; d < ranks.length; d++) starts[bucket(ranks[d]) + 1]++;
  for (let b = 0; b <= rankCount; b++) starts[b + 1] += starts[b];
  const order = new Uint32Array(ranks.length);
  for (let d = 0; d < ranks.length; d++) order[starts[bucket(ranks[d])]++] = d;
  return order;
}

/** The distinct value ids of each document: ids[offsets[d] .. offsets[d+1]). */
export interface ForwardView {
  keys: string[];
  offsets: Uint32Array;
  ids: Uint32Array;
}

const NUMERIC_RE = /^-?(?:\d+\.?\d*|\.\d+)(?:e[+-]?\d+)?$/;

export function numericKey(key: string): number {
  return key.length <= 30 && NUMERIC_RE.test(key) ? Number(key) : NaN;
}

const collator = new Intl.Collator('en');
const SIMPLE_RE = /^[a-z0-9 ]*$/;

/**
 * Locale-aware order of lower-cased strings. Strings of only a-z, 0-9 and spaces collate in code-point order,
 * so those skip the (slower) collator; everything else goes through it.
 */
function collate(a: string, b: string): number {
  if (SIMPLE_RE.test(a) && SIMPLE_RE.test(b)) return a < b ? -1 : a > b ? 1 : 0;
  return collator.compare(a, b);
}

export class PathIndex {
  /** Lower-cased value (numbers and booleans as text, taxonomy values by key) -> ascending documents. */
  readonly values = new Map<string, number | number[]>();
  /** Documents that have a non-empty value here (what `exists` tests). */
  readonly present: number[] = [];
  /** Documents with a string over MAX_KEY_LENGTH here. */
  readonly longDocs: number[] = [];
  /** Some values are objects (composer items, components): text operators must read their strings. */
  hasObjects = false;
  numeric?: SortedView;
  dates?: SortedView;
  ranks?: RankView;
  forward?: ForwardView;
  text?: TextView;
  keyRanks?: { order: Uint32Array; rank: Uint32Array };

  constructor(
    readonly path: string,
    readonly size: number,
  ) {}

  addKey(key: string, doc: number): void {
    const current = this.values.get(key);
    if (current === undefined) this.values.set(key, doc);
    else if (typeof current === 'number') {
      if (current !== doc) this.values.set(key, [current, doc]);
    } else if (current[current.length - 1] !== doc) current.push(doc);
  }

  markPresent(doc: number): void {
    const p = this.present;
    if (p.length === 0 || p[p.length - 1] !== doc) p.push(doc);
  }

  markLong(doc: number): void {
    const l = this.longDocs;
    if (l.length === 0 || l[l.length - 1] !== doc) l.push(doc);
  }

  docsOf(key: string): readonly number[] | undefined {
    const v = this.values.get(key);
    return v === undefined ? undefined : typeof v === 'number' ? [v] : v;
  }

  /** Numbers read from each key (in `values` order, NaN = not a number) and their dense ranks. */
  private numberRanks(parse: (key: string) => number): { ranks: Int32Array; count: number } {
    const numbers = new Float64Array(this.values.size);
    let i = 0;
    for (const key of this.values.keys()) numbers[i++] = parse(key);
    return denseRanks(numbers);
  }

  private sorted(parse: (key: string) => number): SortedView {
    const { ranks, count } = this.numberRanks(parse);
    const postings = Array.from(this.values.values());
    // Counting sort of the keys by rank, then their documents in that order.
    const start = new Uint32Array(count + 1);
    for (const r of ranks) if (r >= 0) start[r + 1]++;
    for (let r = 0; r < count; r++) start[r + 1] += start[r];
    const keyOrder = new Uint32Array(start[count]);
    ranks.forEach((r, k) => {
      if (r >= 0) keyOrder[start[r]++] = k;
    });
    const keys = Array.from(this.values.keys());
    const values: number[] = [];
    const docs: number[] = [];
    for (const k of keyOrder) {
      const n = parse(keys[k]);
      const posting = postings[k];
      if (typeof posting === 'number') {
        values.push(n);
        docs.push(posting);
      } else
        for (const d of posting) {
          values.push(n);
          docs.push(d);
        }
    }
    return { values: Float64Array.from(values), docs: Uint32Array.from(docs) };
  }

  numericView(): SortedView {
    return (this.numeric ??= this.sorted(numericKey));
  }

  dateView(): SortedView {
    return (this.dates ??= this.sorted(parseInstant));
  }

  /**
   * Numbers before dates before other text; within each, numeric, chronological or collated order. Sorting
   * runs natively where it can (numbers, and text of only a-z, 0-9 and spaces, whose collation is code order).
   */
  rankView(): RankView {
    if (this.ranks) return this.ranks;
    const keys = Array.from(this.values.keys());
    const keyRank = new Int32Array(keys.length);
    const numbers = this.numberRanks(numericKey);
    const dates = this.numberRanks((key) => (Number.isNaN(numericKey(key)) ? parseInstant(key) : NaN));
    const simple: string[] = [];
    const other: string[] = [];
    keys.forEach((key, k) => {
      if (numbers.ranks[k] >= 0) keyRank[k] = numbers.ranks[k];
      else if (dates.ranks[k] >= 0) keyRank[k] = numbers.count + dates.ranks[k];
      else {
        keyRank[k] = -1;
        (SIMPLE_RE.test(key) ? simple : other).push(key);
      }
    });
    simple.sort();
    other.sort(collator.compare);
    // Merge the two sorted runs; keys that collate equal share a rank.
    let rank = numbers.count + dates.count - 1;
    const textRank = new Map<string, number>();
    let previous: string | null = null;
    for (let i = 0, j = 0; i < simple.length || j < other.length;) {
      const key = j >= other.length || (i < simple.length && collate(simple[i], other[j]) <= 0) ? simple[i++] : other[j++];
      if (previous === null || collate(previous, key) !== 0) rank++;
      textRank.set(key, rank);
      previous = key;
    }
    const min = new Int32Array(this.size).fill(-1);
    const max = new Int32Array(this.size).fill(-1);
    let k = 0;
    for (const [key, posting] of this.values) {
      const r = keyRank[k] >= 0 ? keyRank[k] : textRank.get(key)!;
      k++;
      if (typeof posting === 'number') {
        if (min[posting] === -1 || r < min[posting]) min[posting] = r;
        if (r > max[posting]) max[posting] = r;
      } else
        for (const d of posting) {
          if (min[d] === -1 || r < min[d]) min[d] = r;
          if (r > max[d]) max[d] = r;
        }
    }
    const rankCount = rank + 1;
    return (this.ranks = {
      min,
      max,
      ascending: orderByRank(min, rankCount, false),
      descending: orderByRank(max, rankCount, true),
    });
  }

  /** For text ranges: a range of keys is found by binary search and its documents are one slice. */
  textView(): TextView {
    if (this.text) return this.text;
    const keys = Array.from(this.values.keys()).sort();
    const starts = new Uint32Array(keys.length + 1);
    const docs: number[] = [];
    keys.forEach((key, k) => {
      const posting = this.values.get(key)!;
      if (typeof posting === 'number') docs.push(posting);
      else for (const d of posting) docs.push(d);
      starts[k + 1] = docs.length;
    });
    return (this.text = { keys, starts, docs: Uint32Array.from(docs) });
  }

  /** Key ids of forwardView() in code-unit order of the keys (`order`), and each id's place in it (`rank`). */
  keyOrder(): { order: Uint32Array; rank: Uint32Array } {
    if (this.keyRanks) return this.keyRanks;
    const { keys } = this.forwardView();
    const order = Uint32Array.from(keys.keys()).sort((a, b) => (keys[a] < keys[b] ? -1 : keys[a] > keys[b] ? 1 : 0));
    const rank = new Uint32Array(keys.length);
    order.forEach((id, r) => (rank[id] = r));
    return (this.keyRanks = { order, rank });
  }

  forwardView(): ForwardView {
    if (this.forward) return this.forward;
    const keys = Array.from(this.values.keys());
    const offsets = new Uint32Array(this.size + 1);
    keys.forEach((key) => {
      const posting = this.values.get(key)!;
      if (typeof posting === 'number') offsets[posting + 1]++;
      else for (const d of posting) offsets[d + 1]++;
    });
    for (let d = 0; d < this.size; d++) offsets[d + 1] += offsets[d];
    const fill = offsets.slice(0, this.size);
    const ids = new Uint32Array(offsets[this.size]);
    keys.forEach((key, id) => {
      const posting = this.values.get(key)!;
      if (typeof posting === 'number') ids[fill[posting]++] = id;
      else for (const d of posting) ids[fill[d]++] = id;
    });
    return (this.forward = { keys, offsets, ids });
  }
}

/**
 * Indexes one field path: `valuesOf(doc)` gives the values found there (arrays already flattened). Scalars are
 * indexed lower-cased, a taxonomy value by its key; other objects only count towards `exists`.
 */
export function buildPathIndex(path: string, size: number, valuesOf: (doc: number) => readonly unknown[]): PathIndex {
  const index = new PathIndex(path, size);
  for (let doc = 0; doc < size; doc++) {
    const values = valuesOf(doc);
    for (let i = 0; i < values.length; i++) {
      const value = values[i];
      switch (typeof value) {
        case 'string':
          if (value === '') break;
          if (value.length <= MAX_KEY_LENGTH) index.addKey(value.toLowerCase(), doc);
          else index.markLong(doc);
          index.markPresent(doc);
          break;
        case 'number':
          if (!Number.isFinite(value)) break;
          index.addKey(String(value), doc);
          index.markPresent(doc);
          break;
        case 'boolean':
          index.addKey(value ? 'true' : 'false', doc);
          index.markPresent(doc);
          break;
        case 'object':
          if (value === null) break;
          if (isTaxonomyValue(value)) {
            if (value.key !== '') {
              index.addKey(value.key.toLowerCase(), doc);
              index.markPresent(doc);
            }
          } else index.hasObjects = true;
          if (hasValue(value)) index.markPresent(doc);
          break;
        default:
          break;
      }
    }
  }
  return index;
}
