// Exact-value indexes for every field path found in the entries (one walk at start-up), and the views built from
// them on first use: numbers and dates in sorted order (ranges), sort ranks (orderBy) and per-document value ids
// (aggregations).
import type { Entry } from '../../src/lib/delivery/types';
import { parseInstant } from './date-functions';
import { isObject, isTaxonomyValue } from './entry-values';

/** Longer strings (body text) are left out of the exact index; operators that need them read the entry. */
export const MAX_KEY_LENGTH = 256;
const MAX_DEPTH = 10;

export interface SortedView {
  values: Float64Array;
  docs: Uint32Array;
}

/** Dense sort ranks of each document's smallest and largest value; -1 = no value. */
export interface RankView {
  min: Int32Array;
  max: Int32Array;
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
export function collate(a: string, b: string): number {
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

  private sorted(parse: (key: string) => number): SortedView {
    const values: number[] = [];
    const docs: number[] = [];
    for (const [key, posting] of this.values) {
      const n = parse(key);
      if (Number.isNaN(n)) continue;
      if (typeof posting === 'number') {
        values.push(n);
        docs.push(posting);
      } else
        for (const d of posting) {
          values.push(n);
          docs.push(d);
        }
    }
    const order = Array.from(values.keys()).sort((a, b) => values[a] - values[b] || docs[a] - docs[b]);
    return {
      values: Float64Array.from(order, (i) => values[i]),
      docs: Uint32Array.from(order, (i) => docs[i]),
    };
  }

  numericView(): SortedView {
    return (this.numeric ??= this.sorted(numericKey));
  }

  dateView(): SortedView {
    return (this.dates ??= this.sorted(parseInstant));
  }

  /** Numbers before dates before other strings; within each, numeric, chronological or collated order. */
  rankView(): RankView {
    if (this.ranks) return this.ranks;
    const keys = Array.from(this.values.keys());
    const kind = new Uint8Array(keys.length);
    const num = new Float64Array(keys.length);
    keys.forEach((key, i) => {
      let n = numericKey(key);
      if (!Number.isNaN(n)) kind[i] = 0;
      else if (!Number.isNaN((n = parseInstant(key)))) kind[i] = 1;
      else kind[i] = 2;
      num[i] = n;
    });
    const compare = (a: number, b: number) =>
      kind[a] - kind[b] || (kind[a] === 2 ? collate(keys[a], keys[b]) : num[a] - num[b]);
    const order = Array.from(keys.keys()).sort(compare);
    const min = new Int32Array(this.size).fill(-1);
    const max = new Int32Array(this.size).fill(-1);
    let rank = -1;
    order.forEach((k, i) => {
      if (i === 0 || compare(order[i - 1], k) !== 0) rank++;
      const posting = this.values.get(keys[k])!;
      const docs = typeof posting === 'number' ? [posting] : posting;
      for (const d of docs) {
        if (min[d] === -1 || rank < min[d]) min[d] = rank;
        if (rank > max[d]) max[d] = rank;
      }
    });
    return (this.ranks = { min, max });
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

interface PathNode {
  index: PathIndex;
  children: Map<string, PathNode> | null;
}

/** Walks every entry once and indexes each value under its dot path (array elements under the array's path). */
export function buildPathIndexes(
  entries: readonly Entry[],
  virtualValue?: (entry: Entry, key: 'entryTitle' | 'entryDescription') => unknown,
): Map<string, PathIndex> {
  const size = entries.length;
  const byPath = new Map<string, PathIndex>();
  const root: PathNode = { index: new PathIndex('', size), children: new Map() };

  const child = (node: PathNode, key: string): PathNode => {
    if (!node.children) node.children = new Map();
    let next = node.children.get(key);
    if (!next) {
      const path = node === root ? key : `${node.index.path}.${key}`;
      next = { index: byPath.get(path) ?? new PathIndex(path, size), children: null };
      byPath.set(path, next.index);
      node.children.set(key, next);
    }
    return next;
  };

  const walk = (value: unknown, node: PathNode, doc: number, depth: number): boolean => {
    if (value === undefined || value === null) return false;
    const index = node.index;
    switch (typeof value) {
      case 'string':
        if (value === '') return false;
        if (value.length <= MAX_KEY_LENGTH) index.addKey(value.toLowerCase(), doc);
        else index.markLong(doc);
        index.markPresent(doc);
        return true;
      case 'number':
        if (!Number.isFinite(value)) return false;
        index.addKey(String(value), doc);
        index.markPresent(doc);
        return true;
      case 'boolean':
        index.addKey(value ? 'true' : 'false', doc);
        index.markPresent(doc);
        return true;
      case 'object': {
        if (depth > MAX_DEPTH) return false;
        let any = false;
        if (Array.isArray(value)) {
          for (const item of value) if (walk(item, node, doc, depth + 1)) any = true;
        } else {
          if (isTaxonomyValue(value)) {
            if (value.key !== '') {
              index.addKey(value.key.toLowerCase(), doc);
              any = true;
            }
          } else index.hasObjects = true;
          const obj = value as Record<string, unknown>;
          for (const key in obj) if (walk(obj[key], child(node, key), doc, depth + 1)) any = true;
        }
        if (any) index.markPresent(doc);
        return any;
      }
      default:
        return false;
    }
  };

  const sys = child(root, 'sys');
  const versionStatus = child(sys, 'versionStatus');
  entries.forEach((entry, doc) => {
    for (const key in entry) walk(entry[key], child(root, key), doc, 0);
    if (virtualValue) {
      for (const key of ['entryTitle', 'entryDescription'] as const) {
        if (entry[key] === undefined) walk(virtualValue(entry, key), child(root, key), doc, 0);
      }
    }
    // Pack entries may omit sys.versionStatus; such an entry is the published version.
    if (!isObject(entry.sys) || entry.sys.versionStatus === undefined) {
      versionStatus.index.addKey('published', doc);
      versionStatus.index.markPresent(doc);
    }
  });
  return byPath;
}
