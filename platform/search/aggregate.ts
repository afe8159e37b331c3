// Term aggregations over the whole match set: counts per (lower-cased) value, top `size` buckets.
import type { AggregationResults } from '../../contract';
import type { Bitset } from './bitset';
import type { IndexStore } from './index-store';
import type { AggregationSpec } from './query-model';

export function aggregate(store: IndexStore, set: Bitset, specs: Record<string, AggregationSpec>): AggregationResults {
  const results: AggregationResults = {};
  for (const [name, spec] of Object.entries(specs)) {
    const { keys, offsets, ids } = store.path(spec.field).forwardView();
    const buckets: [string, number][] = [];
    let missing = 0;
    const counts = new Uint32Array(keys.length);
    set.forEach((d) => {
      const end = offsets[d + 1];
      if (offsets[d] === end) missing++;
      for (let j = offsets[d]; j < end; j++) counts[ids[j]]++;
    });
    for (let k = 0; k < keys.length; k++) if (counts[k] > 0) buckets.push([keys[k], counts[k]]);
    if (spec.missing !== undefined && missing > 0) {
      const existing = buckets.find(([key]) => key === spec.missing);
      if (existing) existing[1] += missing;
      else buckets.push([spec.missing, missing]);
    }
    buckets.sort((a, b) => b[1] - a[1] || (a[0] < b[0] ? -1 : a[0] > b[0] ? 1 : 0));
    const out: Record<string, number> = {};
    for (const [key, count] of buckets.slice(0, spec.size)) out[key] = count;
    results[name] = out;
  }
  return results;
}
