// Term aggregations over the whole match set: counts per (lower-cased) value, top `size` buckets by count, ties
// by value. Each field is counted once per search however many aggregations name it, and the top buckets are
// picked without sorting every value: a field with a value per entry has as many buckets as entries.
import type { AggregationResults } from '../../contract';
import type { Bitset } from './bitset';
import type { IndexStore } from './indexStore';
import type { PathIndex } from './pathIndex';
import type { AggregationSpec } from './queryModel';

interface FieldCounts {
  index: PathIndex;
  keys: string[];
  counts: Uint32Array;
  /** Documents of the set without a value. */
  missing: number;
}

function countField(index: PathIndex, set: Bitset): FieldCounts {
  const { keys, offsets, ids } = index.forwardView();
  const counts = new Uint32Array(keys.length);
  let missing = 0;
  set.forEach((d) => {
    const end = offsets[d + 1];
    if (offsets[d] === end) missing++;
    for (let j = offsets[d]; j < end; j++) counts[ids[j]]++;
  });
  return { index, keys, counts, missing };
}

/**
 * The `size` key ids with the highest counts, ties in key order: the lowest count that still makes the cut is
 * found from a histogram, keys above it are sorted (at most `size`), and keys at it are taken in key order.
 */
function topKeys({ index, counts }: FieldCounts, size: number): number[] {
  let max = 0;
  for (let k = 0; k < counts.length; k++) if (counts[k] > max) max = counts[k];
  const histogram = new Uint32Array(max + 1);
  for (let k = 0; k < counts.length; k++) histogram[counts[k]]++;
  let threshold = max;
  let above = 0;
  while (threshold > 1 && above + histogram[threshold] < size) above += histogram[threshold--];
  const { order, rank } = index.keyOrder();
  const picked: number[] = [];
  for (let k = 0; k < counts.length; k++) if (counts[k] > threshold) picked.push(k);
  picked.sort((a, b) => counts[b] - counts[a] || rank[a] - rank[b]);
  for (let r = 0; r < order.length && picked.length < size; r++) {
    if (threshold > 0 && counts[order[r]] === threshold) picked.push(order[r]);
  }
  return picked;
}

function buckets(field: FieldCounts, spec: AggregationSpec): Record<string, number> {
  const { keys, counts } = field;
  // The `missing` bucket adds to a value of the same name, or competes as one more bucket.
  const named = spec.missing !== undefined && field.missing > 0 ? keys.indexOf(spec.missing) : -1;
  if (named >= 0) counts[named] += field.missing;
  const list: [string, number][] = topKeys(field, spec.size).map((k) => [keys[k], counts[k]]);
  if (named >= 0) counts[named] -= field.missing;
  if (spec.missing !== undefined && field.missing > 0 && named < 0) {
    list.push([spec.missing, field.missing]);
    list.sort((a, b) => b[1] - a[1] || (a[0] < b[0] ? -1 : a[0] > b[0] ? 1 : 0));
  }
  const out: Record<string, number> = {};
  for (const [key, count] of list.slice(0, spec.size)) out[key] = count;
  return out;
}

export function aggregate(store: IndexStore, set: Bitset, specs: Record<string, AggregationSpec>): AggregationResults {
  const results: AggregationResults = {};
  const counted = new Map<string, FieldCounts>();
  for (const [name, spec] of Object.entries(specs)) {
    let field = counted.get(spec.field);
    if (!field) counted.set(spec.field, (field = countField(store.path(spec.field), set)));
    results[name] = buckets(field, spec);
  }
  return results;
}
