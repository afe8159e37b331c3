// Picks the requested page in order without sorting the whole match set: a bounded heap keeps the best
// offset+pageSize documents (O(n log k)), comparing precomputed integer ranks rather than values.
import type { Bitset } from './bitset';
import type { RankView } from './path-index';

export type SortKey =
  | { kind: 'rank'; ranks: RankView; desc: boolean }
  | { kind: 'score'; score: Float64Array }
  | { kind: 'distance'; distances: Float64Array; desc: boolean };

/** Orders documents by the keys in turn, missing values last whatever the direction, then by stored order. */
export function comparator(keys: readonly SortKey[]): (a: number, b: number) => number {
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

/** The members of `set` at positions [offset, offset + limit) of the order. */
export function orderedPage(set: Bitset, total: number, keys: readonly SortKey[], offset: number, limit: number): number[] {
  const wanted = offset + limit;
  if (offset >= total || limit <= 0) return [];
  const cmp = comparator(keys);
  if (wanted * 2 >= total) {
    const all = set.toArray();
    if (keys.length > 0) all.sort(cmp);
    return all.slice(offset, wanted);
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
  set.forEach((d) => {
    if (heap.length < wanted) {
      heap.push(d);
      siftUp(heap.length - 1);
    } else if (cmp(d, heap[0]) < 0) {
      heap[0] = d;
      siftDown(0);
    }
  });
  return heap.sort(cmp).slice(offset, wanted);
}
