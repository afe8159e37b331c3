// Runs a normalised where expression against the indexes: each node yields the set of matching documents and,
// where words were matched, their relevance. `mask` (documents already known to be needed) lets the costly
// operators check only those candidates.
import { Bitset } from './bitset';
import { evaluateDateFunction, parseInstant } from './dateFunctions';
import { haversineMetres } from './distance';
import { isSearchContent, lowered, type IndexStore, type LoweredText } from './indexStore';
import { MAX_KEY_LENGTH, numericKey, type SortedView } from './pathIndex';
import { TextScanMeter } from './queryLimits';
import type { FieldCondition, NormalisedExpression, QueryValue, RangeOperator, TextOperator } from './queryModel';
import { addDocsInRange } from './rangeBlocks';
import { autoFuzziness, tokenize } from './text';
import type { Expansion, TextIndex } from './textIndex';
import { chargeNative, lowerCaseMatcher, type ScanMeter } from './wildcard';

const METRES_PER_DEGREE_LAT = 111_000;

/**
 * `set`: matching documents (owned by the caller). Relevance of a member d = (score ? score[d] : 0) + constant;
 * entries of `score` outside `set` are meaningless.
 */
export interface Matched {
  set: Bitset;
  score: Float64Array | null;
  constant: number;
}

type Comparable =
  { kind: 'number'; n: number; text: string } | { kind: 'date'; ms: number; text: string } | { kind: 'string'; text: string };

interface Bound {
  value: Comparable;
  inclusive: boolean;
}

function lowerBound(values: Float64Array, target: number, inclusive: boolean): number {
  let lo = 0;
  let hi = values.length;
  while (lo < hi) {
    const mid = (lo + hi) >>> 1;
    if (inclusive ? values[mid] < target : values[mid] <= target) lo = mid + 1;
    else hi = mid;
  }
  return lo;
}

/** The first index of sorted `keys` where `after` holds (it holds from there on), or keys.length. */
function firstKey(keys: readonly string[], after: (key: string) => boolean): number {
  let lo = 0;
  let hi = keys.length;
  while (lo < hi) {
    const mid = (lo + hi) >>> 1;
    if (after(keys[mid])) hi = mid;
    else lo = mid + 1;
  }
  return lo;
}

function addRange(view: SortedView, lower: number | null, lowerInc: boolean, upper: number | null, upperInc: boolean, into: Bitset): void {
  const from = lower === null ? 0 : lowerBound(view.values, lower, lowerInc);
  const to = upper === null ? view.values.length : lowerBound(view.values, upper, !upperInc);
  addDocsInRange(view.docs, from, to, into);
}

function textTest(op: TextOperator, pattern: string, meter: ScanMeter): (lower: string) => boolean {
  const p = pattern.toLowerCase();
  if (op === 'contains') return lowerCaseMatcher(p, meter);
  return (v) => {
    chargeNative(meter, Math.min(p.length, v.length));
    return op === 'startsWith' ? v.startsWith(p) : v.endsWith(p);
  };
}

export class ExpressionMatcher {
  /**
   * Per object field, each document's strings lower-cased, read once per query: several text conditions on one
   * field then read the entries once. Dropped with the query (searchContent's are kept by the store).
   */
  private readonly lowered = new Map<string, (LoweredText[] | undefined)[]>();
  /** Work of the text conditions, stopped at its limit so that no search holds the server up. */
  private readonly meter = new TextScanMeter();

  constructor(
    private readonly store: IndexStore,
    private readonly now: Date,
  ) {}

  private loweredStrings(doc: number, field: string): LoweredText[] {
    let docs = this.lowered.get(field);
    if (!docs) this.lowered.set(field, (docs = new Array<LoweredText[] | undefined>(this.store.size)));
    let strings = docs[doc];
    if (strings === undefined) {
      strings = this.store.textStrings(doc, field).map(lowered);
      for (const text of strings) chargeNative(this.meter, text.lower.length);
      docs[doc] = strings;
    }
    return strings;
  }

  private empty(): Matched {
    return { set: new Bitset(this.store.size), score: null, constant: 0 };
  }

  private all(mask: Bitset | null): Matched {
    return { set: (mask ?? this.store.universe).clone(), score: null, constant: 0 };
  }

  /** Rough cost, so an `and` runs its index look-ups first and hands the narrowed set to scans. */
  private cost(expr: NormalisedExpression): number {
    if (expr.type === 'not') return this.cost(expr.child);
    if (expr.type !== 'field') return expr.children.reduce((n, c) => Math.max(n, this.cost(c)), 0);
    switch (expr.condition.op) {
      case 'equalTo':
      case 'in':
      case 'exists':
        return 0;
      case 'freeText':
        return 2;
      case 'distanceWithin':
        return 3;
      case 'contains':
      case 'startsWith':
      case 'endsWith':
        return isSearchContent(expr.field) || this.store.path(expr.field).hasObjects ? 4 : 2;
      default:
        return 1;
    }
  }

  match(expr: NormalisedExpression, mask: Bitset | null, scoring: boolean): Matched {
    switch (expr.type) {
      case 'and':
        return this.and(expr.children, expr.weight, mask, scoring);
      case 'or':
        return this.or(expr.children, expr.weight, mask, scoring);
      case 'not': {
        const inner = this.match(expr.child, mask, false);
        return { set: (mask ?? this.store.universe).clone().andNot(inner.set), score: null, constant: 0 };
      }
      case 'field':
        return this.field(expr.field, expr.condition, expr.weight, mask, scoring);
    }
  }

  private and(children: NormalisedExpression[], weight: number, mask: Bitset | null, scoring: boolean): Matched {
    if (children.length === 0) return this.all(mask);
    const ordered = children.map((child, i) => ({ child, i, cost: this.cost(child) })).sort((a, b) => a.cost - b.cost || a.i - b.i);
    let set: Bitset | null = null;
    const scored: Float64Array[] = [];
    let constant = 0;
    for (const { child } of ordered) {
      const result = this.match(child, set ?? mask, scoring);
      set = set ? set.and(result.set) : mask ? result.set.and(mask) : result.set;
      if (result.score) scored.push(result.score);
      constant += result.constant;
      if (set.isEmpty()) return { set, score: null, constant: 0 };
    }
    const result = set!;
    let score: Float64Array | null = null;
    if (scored.length > 0) {
      score = scored[0];
      if (scored.length > 1 || weight !== 1) {
        const target = score;
        result.forEach((d) => {
          let s = target[d];
          for (let i = 1; i < scored.length; i++) s += scored[i][d];
          target[d] = s * weight;
        });
      }
    }
    return { set: result, score, constant: constant * weight };
  }

  private or(children: NormalisedExpression[], weight: number, mask: Bitset | null, scoring: boolean): Matched {
    // An empty bool query matches everything in Elasticsearch; an empty `or` does the same here.
    if (children.length === 0) return this.all(mask);
    const results = children.map((child) => this.match(child, mask, scoring));
    const set = new Bitset(this.store.size);
    for (const r of results) set.or(r.set);
    const contributing = results.filter((r) => r.score || r.constant !== 0);
    if (!scoring || contributing.length === 0) return { set, score: null, constant: 0 };
    const score = new Float64Array(this.store.size);
    for (const r of contributing) {
      const s = r.score;
      const c = r.constant;
      if (s) r.set.forEach((d) => (score[d] += (s[d] + c) * weight));
      else r.set.forEach((d) => (score[d] += c * weight));
    }
    return { set, score, constant: 0 };
  }

  private field(field: string, cond: FieldCondition, weight: number, mask: Bitset | null, scoring: boolean): Matched {
    switch (cond.op) {
      case 'equalTo':
        return this.equalTo(field, [cond.value], mask);
      case 'in':
        return this.equalTo(field, cond.values, mask);
      case 'exists':
        return this.exists(field, cond.value, mask);
      case 'between':
        return this.range(
          field,
          { value: this.comparable(cond.min), inclusive: true },
          { value: this.comparable(cond.max), inclusive: true },
        );
      case 'greaterThan':
      case 'greaterThanOrEqualTo':
      case 'lessThan':
      case 'lessThanOrEqualTo':
        return this.rangeOp(field, cond.op, cond.value);
      case 'contains':
      case 'startsWith':
      case 'endsWith': {
        const set = this.textMatch(field, cond.op, cond.value, mask);
        return { set, score: null, constant: scoring ? weight : 0 };
      }
      case 'freeText':
        return this.freeText(field, cond.term, cond.fuzzy, cond.operator, weight, mask, scoring);
      case 'distanceWithin':
        return this.distanceWithin(field, cond.lat, cond.lon, cond.metres, mask);
    }
  }

  private instant(value: QueryValue): number {
    if (value.kind === 'dateFunction') return evaluateDateFunction(value.fn, value.offset, this.now);
    return typeof value.value === 'string' ? parseInstant(value.value.trim()) : NaN;
  }

  private comparable(value: QueryValue): Comparable {
    if (value.kind === 'dateFunction') {
      const ms = this.instant(value);
      return { kind: 'date', ms, text: new Date(ms).toISOString().toLowerCase() };
    }
    const v = value.value;
    if (typeof v === 'number') return { kind: 'number', n: v, text: String(v) };
    const text = String(v).trim().toLowerCase();
    if (typeof v === 'string') {
      const ms = parseInstant(text);
      if (!Number.isNaN(ms)) return { kind: 'date', ms, text };
      const n = numericKey(text);
      if (!Number.isNaN(n)) return { kind: 'number', n, text };
    }
    return { kind: 'string', text };
  }

  private rangeOp(field: string, op: RangeOperator, value: QueryValue): Matched {
    const bound: Bound = { value: this.comparable(value), inclusive: op.endsWith('OrEqualTo') };
    return op.startsWith('greater') ? this.range(field, bound, null) : this.range(field, null, bound);
  }

  /**
   * Not remembered between queries: the view's range sets make a range cost about one pass over a set's words,
   * and remembering each one would keep sets alive long enough to reach the old generation (many varied ranges
   * a query would then bring a full garbage collection every few queries).
   */
  private range(field: string, lower: Bound | null, upper: Bound | null): Matched {
    const index = this.store.path(field);
    const kinds = new Set([lower, upper].filter((b): b is Bound => b !== null).map((b) => b.value.kind));
    const out = new Bitset(this.store.size);
    const numberOf = (b: Bound | null) =>
      b === null ? null : b.value.kind === 'date' ? b.value.ms : b.value.kind === 'number' ? b.value.n : NaN;
    if (kinds.size === 1 && kinds.has('date')) {
      addRange(index.dateView(), numberOf(lower), lower?.inclusive ?? true, numberOf(upper), upper?.inclusive ?? true, out);
    } else if (kinds.size === 1 && kinds.has('number') && index.numericView().values.length > 0) {
      addRange(index.numericView(), numberOf(lower), lower?.inclusive ?? true, numberOf(upper), upper?.inclusive ?? true, out);
    } else {
      // Text compares as lower-cased text, in code-unit order.
      const view = index.textView();
      const from = lower ? firstKey(view.keys, (k) => (lower.inclusive ? k >= lower.value.text : k > lower.value.text)) : 0;
      const to = upper ? firstKey(view.keys, (k) => (upper.inclusive ? k > upper.value.text : k >= upper.value.text)) : view.keys.length;
      if (from < to) addDocsInRange(view.docs, view.starts[from], view.starts[to], out);
    }
    return { set: out, score: null, constant: 0 };
  }

  private equalTo(field: string, values: QueryValue[], mask: Bitset | null): Matched {
    const out = new Bitset(this.store.size);
    if (isSearchContent(field)) {
      const wanted = new Set(values.map((v) => (v.kind === 'literal' ? String(v.value).toLowerCase() : '')));
      this.scan(mask, out, (d) => {
        const hit = wanted.has(this.store.searchContentLowered(d, this.meter).lower);
        this.meter.check();
        return hit;
      });
      return { set: out, score: null, constant: 0 };
    }
    const index = this.store.path(field);
    for (const value of values) {
      if (value.kind === 'literal' && value.value === null) {
        out.or(this.exists(field, false, null).set);
        continue;
      }
      if (value.kind === 'dateFunction') {
        const ms = this.instant(value);
        addRange(index.dateView(), ms, true, ms, true, out);
        continue;
      }
      const v = value.value;
      if (typeof v === 'number') {
        this.store.addKeyDocs(index, String(v), out);
        continue;
      }
      const lower = String(v).toLowerCase();
      this.store.addKeyDocs(index, lower, out);
      if (typeof v !== 'string') continue;
      const n = numericKey(lower.trim());
      if (!Number.isNaN(n) && String(n) !== lower) this.store.addKeyDocs(index, String(n), out);
      const ms = parseInstant(lower.trim());
      if (!Number.isNaN(ms)) addRange(index.dateView(), ms, true, ms, true, out);
      if (v.length > MAX_KEY_LENGTH) {
        for (const d of index.longDocs) {
          if (mask && !mask.has(d)) continue;
          if (this.store.valuesOf(d, field).some((x) => typeof x === 'string' && this.loweredNow(x).lower === lower)) out.add(d);
          this.meter.check();
        }
      }
    }
    return { set: out, score: null, constant: 0 };
  }

  private exists(field: string, wanted: boolean, mask: Bitset | null): Matched {
    let present: Bitset;
    if (isSearchContent(field)) {
      const text = this.store.textIndex(field);
      present = this.store.memo('present\u0000searchContent', () => {
        const set = new Bitset(this.store.size);
        for (let d = 0; d < this.store.size; d++) if (text.docLength[d] > 0) set.add(d);
        return set;
      });
    } else {
      present = this.store.presentDocs(this.store.path(field));
    }
    const set = wanted ? present.clone() : (mask ?? this.store.universe).clone().andNot(present);
    return { set, score: null, constant: 0 };
  }

  /** Adds to `out` each document of `mask` (or of all) that passes `test`. */
  private scan(mask: Bitset | null, out: Bitset, test: (doc: number) => boolean): void {
    (mask ?? this.store.universe).forEach((d) => {
      if (test(d)) out.add(d);
    });
  }

  private textMatch(field: string, op: TextOperator, pattern: string, mask: Bitset | null): Bitset {
    const test = textTest(op, pattern, this.meter);
    const fits = (text: LoweredText) => text.fits && test(text.lower);
    if (isSearchContent(field)) {
      // searchContent is one long string: the whole of it must fit, as in Contensis.
      return this.verifyCandidates(field, pattern, mask, (d) => fits(this.store.searchContentLowered(d, this.meter)));
    }
    const index = this.store.path(field);
    if (index.hasObjects) {
      return this.verifyCandidates(field, pattern, mask, (d) => this.loweredStrings(d, field).some(fits));
    }
    const keyed = this.store.memo(`${op}\u0000${field}\u0000${pattern.toLowerCase()}`, () => {
      const set = new Bitset(this.store.size);
      for (const [k] of index.values) {
        if (test(k)) this.store.addKeyDocs(index, k, set);
        this.meter.check();
      }
      return set;
    });
    const out = keyed.clone();
    for (const d of index.longDocs) {
      if (mask && !mask.has(d)) continue;
      if (this.store.valuesOf(d, field).some((x) => typeof x === 'string' && fits(this.loweredNow(x)))) out.add(d);
      this.meter.check();
    }
    return out;
  }

  /** A value lower-cased for one test, counted as text read. */
  private loweredNow(text: string): LoweredText {
    chargeNative(this.meter, text.length);
    return lowered(text);
  }

  /** Narrows by the word index, then reads each remaining document. */
  private verifyCandidates(field: string, pattern: string, mask: Bitset | null, test: (doc: number) => boolean): Bitset {
    const candidates = this.store.textIndex(field).candidatesForSubstring(pattern) ?? (mask ?? this.store.universe).clone();
    if (mask) candidates.and(mask);
    const out = new Bitset(this.store.size);
    candidates.forEach((d) => {
      if (test(d)) out.add(d);
      this.meter.check();
    });
    return out;
  }

  private freeText(
    field: string,
    term: string,
    fuzzy: boolean,
    operator: 'and' | 'or',
    weight: number,
    mask: Bitset | null,
    scoring: boolean,
  ): Matched {
    if (!isSearchContent(field) && this.store.path(field).present.length === 0) return this.empty();
    const words = Array.from(new Set(tokenize(term)));
    if (words.length === 0) return this.empty();
    const index = this.store.textIndex(field);
    const expansions = words.map((w) => index.expand(w, fuzzy ? autoFuzziness(w) : 0));
    const result = this.freeTextDocs(index, expansions, operator);
    if (mask) result.and(mask);
    if (!scoring || weight === 0 || result.isEmpty()) return { set: result, score: null, constant: 0 };
    return { set: result, score: this.freeTextScore(index, words, expansions, result, weight, operator), constant: 0 };
  }

  /** The documents holding all (`and`) or any (`or`) of the words, each in one of its forms. */
  private freeTextDocs(index: TextIndex, expansions: readonly Expansion[][], operator: 'and' | 'or'): Bitset {
    let set: Bitset | null = null;
    for (const list of expansions) {
      const docs = new Bitset(this.store.size);
      for (const e of list) index.docsOf(e.id, docs);
      set = set === null ? docs : operator === 'and' ? set.and(docs) : set.or(docs);
    }
    return set!;
  }

  /** The relevance of each document of `result` to the words (`expansions[i]`: the forms of `words[i]`). */
  private freeTextScore(
    index: TextIndex,
    words: readonly string[],
    expansions: readonly Expansion[][],
    result: Bitset,
    weight: number,
    operator: 'and' | 'or',
  ): Float64Array {
    const score = new Float64Array(this.store.size);
    const counts = operator === 'or' && words.length > 1 ? new Uint8Array(this.store.size) : null;
    let best: Float64Array | null = null;
    words.forEach((word, i) => {
      const list = expansions[i];
      if (list.length === 1) {
        const similarity = 1 - list[0].distance / (word.length + 1);
        index.scorePostings(list[0].id, result, weight * similarity, (d, s) => {
          score[d] += s;
          if (counts) counts[d]++;
        });
        return;
      }
      // Several forms (plurals, fuzzy variants): the best counts once, discounted by its edit distance.
      best ??= new Float64Array(this.store.size);
      const bestOf = best;
      const touched: number[] = [];
      for (const e of list) {
        const similarity = 1 - e.distance / (word.length + 1);
        index.scorePostings(e.id, result, weight * similarity, (d, s) => {
          if (bestOf[d] === 0) touched.push(d);
          if (s > bestOf[d]) bestOf[d] = s;
        });
      }
      for (const d of touched) {
        score[d] += bestOf[d];
        bestOf[d] = 0;
        if (counts) counts[d]++;
      }
    });
    if (counts) {
      // Operator `or`: documents matching more of the words rank higher.
      const n = words.length;
      result.forEach((d) => (score[d] *= counts[d] / n));
    }
    return score;
  }

  private distanceWithin(field: string, lat: number, lon: number, metres: number, mask: Bitset | null): Matched {
    const view = this.store.locations(field);
    const out = new Bitset(this.store.size);
    const latSlack = metres / METRES_PER_DEGREE_LAT + 0.01;
    for (let i = 0; i < view.docs.length; i++) {
      const d = view.docs[i];
      if (mask && !mask.has(d)) continue;
      if (Math.abs(view.lat[i] - lat) > latSlack) continue;
      if (haversineMetres(lat, lon, view.lat[i], view.lon[i]) <= metres) out.add(d);
    }
    return { set: out, score: null, constant: 0 };
  }
}
