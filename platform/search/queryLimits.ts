// The most work one request may ask of the search engine (GET and POST search, ZenQL, entry lists) and the most
// one answer may hold. Every limit is checked here and refused with a QueryError (400) whose message names it;
// README.md ("Limits") says why each is what it is.
import { MAX_PAGE_SIZE } from '../../contract';
import { QueryError } from './queryError';
import type { FieldCondition } from './queryModel';
import { tokenize } from './text';
import type { ScanMeter } from './wildcard';

export const QUERY_LIMITS = {
  /** Nesting of and / or / not in `where`; of parentheses, NOT, AND and OR in ZenQL. */
  whereDepth: 32,
  /** Field conditions in one `where` (or ZenQL statement), each value of an `in` list counting as one. */
  conditions: 1_024,
  /** contains / startsWith / endsWith (ZenQL `~`), and equalTo / in on searchContent: each may read every entry's text. */
  textConditions: 8,
  /**
   * Work the text conditions of one search may do, in characters read one at a time (wildcard.ts, ScanMeter):
   * counted as they read, so a search is stopped when it has read this much.
   */
  textScan: 3_000_000,
  /** distanceWithin conditions: each reads the location of every entry that has one. */
  distanceConditions: 16,
  /** Characters of one contains / startsWith / endsWith value. */
  patternLength: 256,
  /** Words of all freeText terms of one query together. */
  freeTextWords: 64,
  /** ... of them in fuzzy terms (each scans the vocabulary). */
  fuzzyWords: 16,
  /** Different fields one query names in where, orderBy and aggregations together. */
  fields: 64,
  orderBy: 16,
  /** Items of `fields`. */
  selectedFields: 100,
  aggregations: 50,
  aggregationSize: 1_000,
  /** Buckets all aggregations of one query may ask for together (the sum of their sizes). */
  aggregationBuckets: 10_000,
  /** Contensis' own maximum (contensis-api.md §1.6). */
  pageSize: MAX_PAGE_SIZE,
  /** Field paths in `fieldLinkDepths`. */
  fieldLinkDepths: 100,
  /** Nesting of arrays and objects in a JSON body or JSON parameter (`where` at its deepest needs about 70). */
  jsonNesting: 100,
  /** Items (array values and object members) of a JSON body or JSON parameter: what JSON.parse has to build. */
  jsonItems: 20_000,
  /** Estimated characters of one JSON answer. */
  answerBytes: 2 * 1024 * 1024,
} as const;

const count = (value: number): string => value.toLocaleString('en-GB');

const TEXT_OPERATORS = new Set(['contains', 'startsWith', 'endsWith']);

/**
 * Counts what one query asks for while it is parsed, so an oversized query stops at the first item over a limit
 * and the parser never recurses deeper than `whereDepth`.
 */
export class QueryBudget {
  private conditions = 0;
  private textConditions = 0;
  private distanceConditions = 0;
  private words = 0;
  private fuzzyWords = 0;
  private readonly fields = new Set<string>();

  /** `label` names the query in messages (`where`, `ZenQL`); `nesting` says what nests in it. */
  constructor(
    private readonly label = 'where',
    private readonly nesting = 'and, or and not',
  ) {}

  /** Before reading an expression at `depth` (1 = an item of `where`, or the statement's top level). */
  enter(depth: number): void {
    if (depth > QUERY_LIMITS.whereDepth) {
      throw new QueryError(`${this.label} is nested deeper than ${QUERY_LIMITS.whereDepth} levels of ${this.nesting}`);
    }
  }

  /** Before reading an `in` list of `values` values, so a huge list is refused before its values are read. */
  inList(values: number): void {
    this.checkConditions(this.conditions + values);
  }

  private checkConditions(total: number): void {
    if (total > QUERY_LIMITS.conditions) {
      throw new QueryError(
        `${this.label} holds more than ${count(QUERY_LIMITS.conditions)} conditions (each value of an in list counts as one)`,
      );
    }
  }

  /** A field condition of the where clause, once read. */
  condition(field: string, condition: FieldCondition, at: string): void {
    this.field(field);
    this.conditions += condition.op === 'in' ? Math.max(1, condition.values.length) : 1;
    this.checkConditions(this.conditions);
    const searchContent = field === 'searchContent' || field === '_searchContent';
    if (TEXT_OPERATORS.has(condition.op) || (searchContent && (condition.op === 'equalTo' || condition.op === 'in'))) {
      if (++this.textConditions > QUERY_LIMITS.textConditions) {
        throw new QueryError(
          `${this.label} holds more than ${QUERY_LIMITS.textConditions} text conditions (contains, startsWith, endsWith, or equalTo/in on searchContent)`,
        );
      }
    }
    if (condition.op === 'contains' || condition.op === 'startsWith' || condition.op === 'endsWith') {
      if (condition.value.length > QUERY_LIMITS.patternLength) {
        throw new QueryError(
          `${at}: a pattern may be at most ${QUERY_LIMITS.patternLength} characters, got ${count(condition.value.length)}`,
        );
      }
    }
    if (condition.op === 'distanceWithin' && ++this.distanceConditions > QUERY_LIMITS.distanceConditions) {
      throw new QueryError(`${this.label} holds more than ${QUERY_LIMITS.distanceConditions} distanceWithin conditions`);
    }
    if (condition.op === 'freeText') this.freeText(condition.term, condition.fuzzy);
  }

  private freeText(term: string, fuzzy: boolean): void {
    const words = new Set(tokenize(term)).size;
    this.words += words;
    if (this.words > QUERY_LIMITS.freeTextWords) {
      throw new QueryError(`${this.label} holds more than ${QUERY_LIMITS.freeTextWords} free-text words`);
    }
    if (fuzzy) this.fuzzyWords += words;
    if (this.fuzzyWords > QUERY_LIMITS.fuzzyWords) {
      throw new QueryError(`${this.label} holds more than ${QUERY_LIMITS.fuzzyWords} fuzzy free-text words`);
    }
  }

  /** A field named by the where clause, orderBy or an aggregation. */
  field(name: string): void {
    this.fields.add(name);
    if (this.fields.size > QUERY_LIMITS.fields) {
      throw new QueryError(`A search may name at most ${QUERY_LIMITS.fields} different fields (where, orderBy and aggregations together)`);
    }
  }
}

/** The text-matching work of one search, checked against `textScan` as it goes. */
export class TextScanMeter implements ScanMeter {
  units = 0;

  /** Throws once the text conditions have done more than `textScan` units of work. */
  check(): void {
    if (this.units <= QUERY_LIMITS.textScan) return;
    throw new QueryError(
      `The text conditions of this search (contains, startsWith, endsWith, equalTo on long text) would read more than ${count(QUERY_LIMITS.textScan)} ` +
        'characters of entry text, the most one search may read: a pattern without a word reads the text of every entry it ' +
        'may match, so add a word to it or narrow the search with other conditions',
    );
  }
}

const SECTION_LIMITS = {
  orderBy: [QUERY_LIMITS.orderBy, 'clauses'],
  fields: [QUERY_LIMITS.selectedFields, 'fields'],
  aggregations: [QUERY_LIMITS.aggregations, 'aggregations'],
  fieldLinkDepths: [QUERY_LIMITS.fieldLinkDepths, 'field paths'],
} as const;

/** Throws when a list section (orderBy, fields, aggregations, fieldLinkDepths) has more items than its limit. */
export function checkCount(section: keyof typeof SECTION_LIMITS, items: number): void {
  const [limit, what] = SECTION_LIMITS[section];
  if (items > limit) throw new QueryError(`${section}: at most ${limit} ${what}, got ${count(items)}`);
}

/** Throws when the aggregations' sizes together ask for more than `aggregationBuckets` buckets. */
export function checkAggregationBuckets(sizes: number): void {
  if (sizes > QUERY_LIMITS.aggregationBuckets) {
    throw new QueryError(
      `aggregations: at most ${count(QUERY_LIMITS.aggregationBuckets)} buckets in all (the sum of their sizes), got ${count(sizes)}`,
    );
  }
}

/**
 * Throws when JSON text nests arrays and objects deeper than `jsonNesting`, or holds more than `jsonItems` items.
 * Reads the text itself, before JSON.parse, in one pass without recursion: nothing later then walks a structure
 * deeper than that, and a body too large to search is refused before it is built.
 */
export function checkJsonNesting(text: string, name: string): void {
  let depth = 0;
  let items = 0;
  let inString = false;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (inString) {
      if (c === 92) i++;
      else if (c === 34) inString = false;
    } else if (c === 34) inString = true;
    else if (c === 123 || c === 91) {
      if (++depth > QUERY_LIMITS.jsonNesting) throw new QueryError(`${name} is nested deeper than ${QUERY_LIMITS.jsonNesting} levels`);
    } else if (c === 125 || c === 93) depth--;
    // Each comma separates two items; an array or object of one item has none, so this counts a little short.
    else if (c === 44 && ++items >= QUERY_LIMITS.jsonItems) {
      throw new QueryError(`${name} holds more than ${count(QUERY_LIMITS.jsonItems)} items (array values and object members)`);
    }
  }
}

/**
 * Throws when an answer of `estimated` characters (or its part measured so far) would be over `answerBytes`.
 */
export function checkAnswerSize(estimated: number): void {
  if (estimated <= QUERY_LIMITS.answerBytes) return;
  throw new QueryError(
    `The answer would be over the ${QUERY_LIMITS.answerBytes / 1024 / 1024} MB limit: ` +
      'ask for fewer items (pageSize), fewer fields, a smaller linkDepth or fewer aggregations',
  );
}
