// ZenQL (contensis-api.md §1.7) -> the same normalised query as the JSON search:
//   statement := [expr] [ORDER BY field [ASC|DESC] {, field [ASC|DESC]}]
//   expr := and {OR and};  and := unary {AND unary};  unary := NOT unary | ( expr ) | predicate
//   predicate := field[^boost] operator   (the field may be left out after AND/OR to reuse the previous one:
//                `created >= startOfYear(-1) and <= endOfYear(-1)`)
import { parseDateFunction } from './dateFunctions';
import { parseDistance } from './distance';
import { parseAggregations, parseExpression, parseFields, parsePageIndex, parsePageSize } from './parseSearchQuery';
import { QueryError } from './queryError';
import { checkCount, QueryBudget } from './queryLimits';
import type { OrderByClause, ParsedQuery } from './queryModel';
import { tokenizeZenql, type Token } from './zenqlLexer';

type Json = null | boolean | number | string | Json[] | { [key: string]: Json };
type Expr = { [key: string]: Json };

const FIELD_RE = /^(?:\*|[A-Za-z_$][\w$-]*(?:\.[\w$-]+)*)$/;
const DATE_RE = /^(\d{4})[-/](\d{1,2})[-/](\d{1,2})$/;
const TIME_RE = /^(\d{1,2}):(\d{2})(?::(\d{2}))?$/;
const PERIOD_START_RE = /^[+-]?\d+[yMwdhm]$/;
const PERIOD_MORE_RE = /^\d+[yMwdhm]$/;
const FUNCTION_NAMES = new Set([
  'now',
  'startofday',
  'endofday',
  'startofweek',
  'endofweek',
  'startofmonth',
  'endofmonth',
  'startofyear',
  'endofyear',
]);
const KEYWORD_OPERATORS = new Set(['in', 'exists', 'startswith', 'endswith', 'freetext', 'distancewithin', 'between', 'contains', 'is']);
const COMPARISONS = new Set(['=', '!=', '~', '!~', '>', '<', '>=', '<=']);

const pad = (s: string) => s.padStart(2, '0');

class ZenqlParser {
  private pos = 0;
  private lastField: { field: string; weight?: number } | null = null;
  /** Parentheses and NOTs open around the current position: parseUnary recurses once per level. */
  private depth = 0;

  constructor(
    private readonly tokens: Token[],
    private readonly budget: QueryBudget,
  ) {}

  private peek(offset = 0): Token | undefined {
    return this.tokens[this.pos + offset];
  }

  private fail(message: string, token = this.peek()): never {
    throw new QueryError(`ZenQL: ${message}${token ? ` at position ${token.position}` : ' at the end of the statement'}`);
  }

  private isWord(word: string, offset = 0): boolean {
    const t = this.peek(offset);
    return t !== undefined && t.type === 'word' && t.value.toLowerCase() === word;
  }

  private isSymbol(symbol: string, offset = 0): boolean {
    const t = this.peek(offset);
    return t !== undefined && t.type === 'symbol' && t.value === symbol;
  }

  private expectSymbol(symbol: string, context: string): Token {
    const t = this.peek();
    if (!t || t.type !== 'symbol' || t.value !== symbol) {
      this.fail(`expected "${symbol}" ${context}${t ? `, found "${t.value}"` : ''}`);
    }
    this.pos++;
    return t;
  }

  private atOrderBy(): boolean {
    return this.isWord('order') && this.isWord('by', 1);
  }

  parse(): { where: Expr | null; orderBy: OrderByClause[] } {
    let where: Expr | null = null;
    if (this.peek() && !this.atOrderBy()) where = this.parseOr();
    const orderBy: OrderByClause[] = [];
    if (this.atOrderBy()) {
      this.pos += 2;
      for (;;) {
        const t = this.peek();
        if (!t || t.type !== 'word' || !FIELD_RE.test(t.value) || t.value === '*') this.fail('expected a field to order by');
        this.pos++;
        let direction: 'asc' | 'desc' = 'asc';
        if (this.isWord('asc') || this.isWord('desc')) {
          direction = this.peek()!.value.toLowerCase() as 'asc' | 'desc';
          this.pos++;
        }
        orderBy.push({ field: t.value, direction });
        checkCount('orderBy', orderBy.length);
        this.budget.field(t.value);
        if (!this.isSymbol(',')) break;
        this.pos++;
      }
    }
    const rest = this.peek();
    if (rest) this.fail(`unexpected "${rest.value}"`, rest);
    return { where, orderBy };
  }

  private parseOr(): Expr {
    const items = [this.parseAnd()];
    while (this.isWord('or')) {
      this.pos++;
      items.push(this.parseAnd());
    }
    return items.length === 1 ? items[0] : { or: items };
  }

  private parseAnd(): Expr {
    const items = [this.parseUnary()];
    while (this.isWord('and')) {
      this.pos++;
      items.push(this.parseUnary());
    }
    return items.length === 1 ? items[0] : { and: items };
  }

  private parseUnary(): Expr {
    if (!this.isWord('not') && !this.isSymbol('(')) return this.parsePredicate();
    this.budget.enter(++this.depth);
    let expr: Expr;
    if (this.isWord('not')) {
      this.pos++;
      expr = { not: this.parseUnary() };
    } else {
      this.pos++;
      expr = this.parseOr();
      this.expectSymbol(')', 'to close "("');
    }
    this.depth--;
    return expr;
  }

  private parsePredicate(): Expr {
    const t = this.peek();
    if (!t) this.fail('expected a condition');
    let field: string;
    let weight: number | undefined;
    const startsWithOperator =
      (t.type === 'symbol' && COMPARISONS.has(t.value)) ||
      (t.type === 'word' && (KEYWORD_OPERATORS.has(t.value.toLowerCase()) || t.value.toLowerCase() === 'not'));
    if (startsWithOperator && this.lastField) {
      ({ field, weight } = this.lastField);
    } else {
      if (t.type !== 'word' || !FIELD_RE.test(t.value)) this.fail(`expected a field, found "${t.value}"`);
      field = t.value;
      this.pos++;
      if (this.isSymbol('^')) {
        this.pos++;
        const boost = this.peek();
        const n = boost?.type === 'word' ? Number(boost.value) : NaN;
        if (!Number.isFinite(n) || n < 0) this.fail('expected a number after "^"');
        weight = n;
        this.pos++;
      }
      this.lastField = { field, weight };
    }
    const expr = this.parseOperator(field);
    if (weight !== undefined) {
      const target = 'not' in expr ? (expr.not as Expr) : expr;
      target.weight = weight;
    }
    return expr;
  }

  private parseOperator(field: string): Expr {
    const t = this.peek();
    if (!t) this.fail(`expected an operator after "${field}"`);
    if (t.type === 'symbol' && COMPARISONS.has(t.value)) {
      this.pos++;
      const value = this.parseValue(t.value);
      switch (t.value) {
        case '=':
          return value === null ? { field, exists: false } : { field, equalTo: value };
        case '!=':
          return value === null ? { field, exists: true } : { not: { field, equalTo: value } };
        case '~':
          return { field, contains: this.text(value, t) };
        case '!~':
          return { not: { field, contains: this.text(value, t) } };
        case '>':
          return { field, greaterThan: this.required(value, t) };
        case '<':
          return { field, lessThan: this.required(value, t) };
        case '>=':
          return { field, greaterThanOrEqualTo: this.required(value, t) };
        default:
          return { field, lessThanOrEqualTo: this.required(value, t) };
      }
    }
    if (t.type !== 'word') this.fail(`expected an operator after "${field}", found "${t.value}"`);
    let word = t.value.toLowerCase();
    let negate = false;
    this.pos++;
    if (word === 'not') {
      const next = this.peek();
      if (next?.type === 'symbol' && (next.value === '~' || next.value === '=')) {
        this.pos++;
        const value = this.parseValue(next.value);
        return next.value === '~'
          ? { not: { field, contains: this.text(value, next) } }
          : { not: value === null ? { field, exists: false } : { field, equalTo: value } };
      }
      if (!next || next.type !== 'word' || !KEYWORD_OPERATORS.has(next.value.toLowerCase())) {
        this.fail(`expected IN, EXISTS, STARTSWITH, ENDSWITH, FREETEXT, DISTANCEWITHIN or BETWEEN after NOT`, next);
      }
      negate = true;
      word = next.value.toLowerCase();
      this.pos++;
    }
    const expr = this.keywordOperator(field, word, t);
    return negate ? { not: expr } : expr;
  }

  private keywordOperator(field: string, word: string, at: Token): Expr {
    switch (word) {
      case 'in':
        return { field, in: this.inList() };
      case 'exists':
        return { field, exists: true };
      case 'is':
        return { field, exists: !this.isEmptyOrNull() };
      case 'startswith':
        return { field, startsWith: this.text(this.parseValue('STARTSWITH'), at) };
      case 'endswith':
        return { field, endsWith: this.text(this.parseValue('ENDSWITH'), at) };
      case 'contains':
        return { field, contains: this.text(this.parseValue('CONTAINS'), at) };
      case 'freetext':
        return { field, freeText: { term: this.text(this.parseValue('FREETEXT'), at), fuzzy: false, operator: 'and' } };
      case 'between':
        return { field, between: this.betweenValues(at) };
      case 'distancewithin':
        return { field, distanceWithin: this.distanceWithin() };
      default:
        return this.fail(`unknown operator "${at.value}"`, at);
    }
  }

  /** `(value, ...)` after IN. */
  private inList(): Json[] {
    this.expectSymbol('(', 'after IN');
    const values: Json[] = [];
    if (!this.isSymbol(')')) {
      for (;;) {
        values.push(this.parseValue('IN'));
        if (!this.isSymbol(',')) break;
        this.pos++;
      }
    }
    this.expectSymbol(')', 'to close the IN list');
    return values;
  }

  /** `EMPTY`, `NULL`, `NOT EMPTY` or `NOT NULL` after IS: whether it asks for no value. */
  private isEmptyOrNull(): boolean {
    let empty = true;
    if (this.isWord('not')) {
      empty = false;
      this.pos++;
    }
    if (!this.isWord('empty') && !this.isWord('null')) this.fail('expected EMPTY or NULL after IS');
    this.pos++;
    return empty;
  }

  /** `(min, max)` after BETWEEN. */
  private betweenValues(at: Token): [Json, Json] {
    this.expectSymbol('(', 'after BETWEEN');
    const min = this.required(this.parseValue('BETWEEN'), at);
    this.expectSymbol(',', 'between the two BETWEEN values');
    const max = this.required(this.parseValue('BETWEEN'), at);
    this.expectSymbol(')', 'to close BETWEEN');
    return [min, max];
  }

  /** `(lat, lon, distance)` after DistanceWithin. */
  private distanceWithin(): { lat: number; lon: number; distance: string } {
    this.expectSymbol('(', 'after DistanceWithin');
    const lat = this.coordinate('latitude');
    this.expectSymbol(',', 'after the latitude');
    const lon = this.coordinate('longitude');
    this.expectSymbol(',', 'after the longitude');
    const d = this.peek();
    let distance = d?.type === 'word' || d?.type === 'string' ? d.value : '';
    this.pos++;
    // `100 km` with a space is two words.
    if (this.peek()?.type === 'word' && /^\d+(\.\d+)?$/.test(distance) && !this.isSymbol(')')) {
      distance += this.peek()!.value;
      this.pos++;
    }
    if (!parseDistance(distance)) this.fail(`invalid distance "${distance}" in DistanceWithin`, d);
    this.expectSymbol(')', 'to close DistanceWithin');
    return { lat, lon, distance };
  }

  private coordinate(name: string): number {
    const t = this.peek();
    const n = t?.type === 'word' || t?.type === 'string' ? Number(t.value) : NaN;
    if (!Number.isFinite(n)) this.fail(`expected a ${name} in DistanceWithin`);
    this.pos++;
    return n;
  }

  private text(value: Json, at: Token): string {
    if (value === null || typeof value === 'object') this.fail('expected text', at);
    return String(value);
  }

  private required(value: Json, at: Token): Json {
    if (value === null) this.fail(`NULL cannot be compared with "${at.value}"`, at);
    return value;
  }

  /** A value: quoted text, NULL, true/false, a number, a date (and time), a relative period or a function call. */
  private parseValue(after: string): Json {
    const t = this.peek();
    if (!t || t.type === 'symbol') this.fail(`expected a value after ${after}`, t);
    this.pos++;
    if (t.type === 'string') return t.value;
    const word = t.value;
    const lower = word.toLowerCase();
    if (lower === 'null') return null;
    if (lower === 'true' || lower === 'false') return lower === 'true';
    if (FUNCTION_NAMES.has(lower) && this.isSymbol('(')) return this.functionCall(word, t);
    if (lower === 'currentuser' && this.isSymbol('(')) this.fail('currentUser() is only available in the Management API', t);
    if (/^[+-]?\d+(\.\d+)?$/.test(word) && String(Number(word)) === word.replace(/^\+/, '')) return Number(word);
    const date = DATE_RE.exec(word);
    if (date) {
      let iso = `${date[1]}-${pad(date[2])}-${pad(date[3])}`;
      const time = this.peek()?.type === 'word' ? TIME_RE.exec(this.peek()!.value) : null;
      if (time) {
        this.pos++;
        iso += `T${pad(time[1])}:${time[2]}:${time[3] ?? '00'}Z`;
      }
      return iso;
    }
    if (PERIOD_START_RE.test(word)) {
      const parts = [word];
      while (this.peek()?.type === 'word' && PERIOD_MORE_RE.test(this.peek()!.value)) {
        parts.push(this.peek()!.value);
        this.pos++;
      }
      return parts.join(' ');
    }
    return word;
  }

  private functionCall(name: string, at: Token): string {
    this.expectSymbol('(', `after ${name}`);
    const args: string[] = [];
    while (!this.isSymbol(')')) {
      const t = this.peek();
      if (!t || t.type === 'symbol') this.fail(`expected ")" to close ${name}(`, t);
      args.push(t.value);
      this.pos++;
    }
    this.pos++;
    const source = `${name}(${args.join(' ')})`;
    try {
      parseDateFunction(source, false);
    } catch (error) {
      if (error instanceof QueryError) this.fail(error.message, at);
      throw error;
    }
    return source;
  }
}

/**
 * Parses a ZenQL statement into the where clause and order of a ParsedQuery. Paging, fields and aggregations
 * come from the request's other parameters: pass them (raw) as `rest` to have them validated the same way.
 */
export function parseZenql(
  statement: string,
  rest: { pageIndex?: unknown; pageSize?: unknown; fields?: unknown; aggregations?: unknown } = {},
): ParsedQuery {
  if (typeof statement !== 'string') throw new QueryError('ZenQL: the statement must be text');
  const budget = new QueryBudget('ZenQL', 'parentheses, NOT, AND and OR');
  const { where, orderBy } = new ZenqlParser(tokenizeZenql(statement), budget).parse();
  const expression = where ? parseExpression(where, 'zenql', budget) : null;
  return {
    where: expression ? { type: 'and', children: [expression], weight: 1 } : null,
    orderBy,
    pageIndex: parsePageIndex(rest.pageIndex),
    pageSize: parsePageSize(rest.pageSize),
    fields: parseFields(rest.fields),
    aggregations: parseAggregations(rest.aggregations, budget),
  };
}
