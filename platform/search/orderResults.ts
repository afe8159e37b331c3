// Picks the requested page in order without sorting the whole match set. Ordered by a field first: walk that
// field's precomputed document order and keep members of the set (stopping once the page is full). Otherwise
// (relevance, distance) a bounded heap keeps the best offset+pageSize documents in O(n log k).
import type { Bitset } from './bitset';
import type { RankView } from './pathIndex';

export type SortKey =
  | { kind: 'rank'; ranks: RankView; desc: boolean }
  | { kind: 'score'; score: Float64Array }
  | { kind: 'distance'; distances: Float64Array; desc: boolean };

/** Orders documents by the keys in turn, missing values last whatever the direction, then by stored order. */
function comparator(keys: readonly SortKey[]): (a: number, b: number) => number {
  return (a, b) => {
    for (const key of keys) {
      if (key.kind === 'rank') {
        const values = key.desc ? key.ranks.max : key.ranks.min;
        const ra = values[a];
        const rb = values[b];
        if (ra === rb) continue;
        if (ra === -1) return 1;
        if (rb === -1) return -1;
        return key.desc ? rb - ra : ra - rb;
      }
      if (key.kind === 'score') {
        const diff = key.score[b] - key.score[a];
        if (diff !== 0) return diff;
        continue;
      }
      const da = key.distances[a];
      const db = key.distances[b];
      if (da === db || (Number.isNaN(da) && Number.isNaN(db))) continue;
      if (Number.isNaN(da)) return 1;
      if (Number.isNaN(db)) return -1;
      return key.desc ? db - da : da - db;
    }
    return a - b;
  };
}

/** The `wanted` smallest of `docs` under `cmp`, in order. */
function selectTop(
  docs: (visit: (doc: number) => void) => void,
  count: number,
  wanted: number,
  cmp: (a: number, b: number) => number,
): number[] {
  if (wanted * 2 >= count) {
    const all: number[] = [];
    docs((d) => all.push(d));
    return all.sort(cmp).slice(0, wanted);
  }
  // Max-heap of the best `wanted` so far; the root is the worst of them.
  const heap: number[] = [];
  const siftUp = (i: number) => {
    while (i > 0) {
      const parent = (i - 1) >> 1;
      if (cmp(heap[i], heap[parent]) <= 0) break;
      [heap[i], heap[parent]] = [heap[parent], heap[i]];
      i = parent;
    }
  };
  const siftDown = (i: number) => {
    const n = heap.length;
    for (;;) {
      const l = 2 * i + 1;
      const r = l + 1;
      let worst = i;
      if (l < n && cmp(heap[l], heap[worst]) > 0) worst = l;
      if (r < n && cmp(heap[r], heap[worst]) > 0) worst = r;
      if (worst === i) return;
      [heap[i], heap[worst]] = [heap[worst], heap[i]];
      i = worst;
    }
  };
  docs((d) => {
    if (heap.length < wanted) {
      heap.push(d);
      siftUp(heap.length - 1);
    } else if (cmp(d, heap[0]) < 0) {
      heap[0] = d;
      siftDown(0);
    }
  });
  return heap.sort(cmp);
}

/** Walks the first key's document order, one group of equal values at a time; later keys order each group. */
function byFieldOrder(set: Bitset, first: { ranks: RankView; desc: boolean }, keys: readonly SortKey[], wanted: number): number[] {
  const order = first.desc ? first.ranks.descending : first.ranks.ascending;
  const rankOf = first.desc ? first.ranks.max : first.ranks.min;
  const cmp = comparator(keys);
  const out: number[] = [];
  let i = 0;
  while (i < order.length && out.length < wanted) {
    const rank = rankOf[order[i]];
    const group: number[] = [];
    let j = i;
    for (; j < order.length && rankOf[order[j]] === rank; j++) {
      const d = order[j];
      if (set.has(d)) {
        group.push(d);
        // Without later keys a group is already in final (stored) order.
        if (keys.length === 1 && out.length + group.length >= wanted) break;
      }
    }
    const need = wanted - out.length;
    const picked =
      keys.length > 1 && group.length > 1
        ? selectTop((visit) => group.forEach(visit), group.length, Math.min(need, group.length), cmp)
        : group;
    // A loop, not push(...picked): spreading a group of 100,000s of documents overflows the stack.
    for (let k = 0; k < picked.length && k < need; k++) out.push(picked[k]);
    i = j;
  }
  return out;
}

/** The members of `set` at positions [offset, offset + limit) of the order. */
export function orderedPage(set: Bitset, total: number, keys: readonly SortKey[], offset: number, limit: number): number[] {
  const wanted = offset + limit;
  if (offset >= total || limit <= 0) return [];
  const first = keys[0];
  // A field order pays off unless the set is a small fraction of all documents.
  if (first?.kind === 'rank' && total * 50 >= set.size) return byFieldOrder(set, first, keys, wanted).slice(offset);
  return selectTop((visit) => set.forEach(visit), total, Math.min(wanted, total), comparator(keys)).slice(offset);
}
