// The local platform's search engine: built once from every stored entry variant, answers /entries/search
// and ZenQL queries (contensis-api.md §1.6-§1.8).
import type { AggregationResults, ContentType, Entry, VersionStatus } from '../../contract';
import { aggregate } from './aggregate';
import { Bitset } from './bitset';
import { haversineMetres, UNIT_METRES } from './distance';
import { isObject } from '../json';
import { locationOf } from './entryValues';
import { IndexStore } from './indexStore';
import { ExpressionMatcher } from './matchExpression';
import { orderedPage, type SortKey } from './orderResults';
import type { DistanceUnit, NormalisedExpression, ParsedQuery } from './queryModel';

export interface SearchIndexOptions {
  /** Content types, for entryTitleField / entryDescriptionField when an entry lacks the virtual fields. */
  contentTypes: ContentType[];
  /** Text of linked entries, used to build `searchContent` (linked entries' titles and descriptions). */
  lookup?: (id: string, language: string, versionStatus: VersionStatus) => Entry | undefined;
}

export interface SearchOptions {
  /** The instant expression functions and relative periods are evaluated at (default: the current time). */
  now?: Date;
  /** False leaves the entry out (restricted content), from items, totalCount and aggregations alike. */
  visible?: (entry: Entry) => boolean;
  /** Version searched when the where clause never names sys.versionStatus (default 'published'). */
  defaultVersionStatus?: VersionStatus;
}

export interface SearchResult {
  totalCount: number;
  /** The requested page, ordered. */
  items: Entry[];
  aggregations?: AggregationResults;
}

interface DistanceSort {
  lat: number;
  lon: number;
  unit: DistanceUnit;
}

function mentionsField(expr: NormalisedExpression | null, field: string): boolean {
  if (!expr) return false;
  if (expr.type === 'field') return expr.field === field;
  if (expr.type === 'not') return mentionsField(expr.child, field);
  return expr.children.some((c) => mentionsField(c, field));
}

/** The first distanceWithin on `field` anywhere in the where clause. */
function distanceOrigin(expr: NormalisedExpression | null, field: string): DistanceSort | null {
  if (!expr) return null;
  if (expr.type === 'field') {
    const c = expr.condition;
    return expr.field === field && c.op === 'distanceWithin' ? { lat: c.lat, lon: c.lon, unit: c.unit } : null;
  }
  if (expr.type === 'not') return distanceOrigin(expr.child, field);
  for (const child of expr.children) {
    const found = distanceOrigin(child, field);
    if (found) return found;
  }
  return null;
}

/** A copy of `value` with `distance` (in `unit`) on each location at `path`; other data is shared, not copied. */
function withDistance(value: unknown, path: string[], origin: DistanceSort): unknown {
  if (Array.isArray(value)) return value.map((v) => withDistance(v, path, origin));
  if (!isObject(value)) return value;
  if (path.length === 0) {
    const loc = locationOf(value);
    if (!loc) return value;
    return { ...value, distance: haversineMetres(origin.lat, origin.lon, loc.lat, loc.lon) / UNIT_METRES[origin.unit] };
  }
  const [head, ...rest] = path;
  if (!(head in value)) return value;
  return { ...value, [head]: withDistance(value[head], rest, origin) };
}

export class SearchIndex {
  private readonly store: IndexStore;

  constructor(entries: readonly Entry[], options: SearchIndexOptions) {
    this.store = new IndexStore(entries, options.contentTypes, options.lookup);
    // The default order (relevance, then entryTitle) needs entryTitle ranks; build them now, not on first search.
    this.store.path('entryTitle').rankView();
  }

  get size(): number {
    return this.store.size;
  }

  search(query: ParsedQuery, options: SearchOptions = {}): SearchResult {
    const store = this.store;
    const now = options.now ?? new Date();
    let mask: Bitset | null = null;
    if (!mentionsField(query.where, 'sys.versionStatus')) {
      mask = new Bitset(store.size);
      store.addKeyDocs(store.path('sys.versionStatus'), options.defaultVersionStatus ?? 'published', mask);
    }
    const matcher = new ExpressionMatcher(store, now);
    const matched = query.where
      ? matcher.match(query.where, mask, true)
      : { set: (mask ?? store.universe).clone(), score: null, constant: 0 };
    const set = matched.set;
    if (mask) set.and(mask);
    const visible = options.visible;
    if (visible) {
      set.forEach((d) => {
        if (!visible(store.entries[d])) set.delete(d);
      });
    }
    const totalCount = set.count();
    const result: SearchResult = { totalCount, items: [] };
    if (Object.keys(query.aggregations).length > 0) result.aggregations = aggregate(store, set, query.aggregations);

    const keys: SortKey[] = [];
    let distanceField: { field: string; origin: DistanceSort } | null = null;
    if (query.orderBy.length === 0) {
      if (matched.score) keys.push({ kind: 'score', score: matched.score });
      keys.push({ kind: 'rank', ranks: store.path('entryTitle').rankView(), desc: false });
    } else {
      for (const { field, direction } of query.orderBy) {
        const desc = direction === 'desc';
        const origin = distanceOrigin(query.where, field);
        if (origin) {
          keys.push({ kind: 'distance', distances: this.distances(set, field, origin), desc });
          distanceField ??= { field, origin };
          continue;
        }
        keys.push({ kind: 'rank', ranks: store.path(field).rankView(), desc });
      }
    }
    const docs = orderedPage(set, totalCount, keys, query.pageIndex * query.pageSize, query.pageSize);
    result.items = docs.map((d) => {
      const entry = store.entries[d];
      if (!distanceField) return entry;
      const [head, ...rest] = distanceField.field.split('.');
      if (!(head in entry)) return entry;
      return { ...entry, [head]: withDistance(entry[head], rest, distanceField.origin) } as Entry;
    });
    return result;
  }

  /** Each matching document's shortest distance (metres) from the origin; NaN without a location. */
  private distances(set: Bitset, field: string, origin: DistanceSort): Float64Array {
    const view = this.store.locations(field);
    const out = new Float64Array(this.store.size).fill(NaN);
    for (let i = 0; i < view.docs.length; i++) {
      const d = view.docs[i];
      if (!set.has(d)) continue;
      const metres = haversineMetres(origin.lat, origin.lon, view.lat[i], view.lon[i]);
      if (Number.isNaN(out[d]) || metres < out[d]) out[d] = metres;
    }
    return out;
  }
}
