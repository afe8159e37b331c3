// Narrowing of the clients' untyped answers. A wrong shape throws with the value in the message, so a
// broken answer fails the case with something readable instead of a TypeError further down.
import { isObject, type JsonObject } from './demoPack';

function fail(what: string, value: unknown): never {
  throw new Error(`expected ${what}, got ${JSON.stringify(value)?.slice(0, 300)}`);
}

export interface Paged {
  pageIndex: number;
  pageSize: number;
  totalCount: number;
  pageCount: number;
  items: JsonObject[];
  aggregations?: unknown;
}

export function paged(answer: unknown): Paged {
  if (!isObject(answer) || !Array.isArray(answer.items)) fail('a paged list', answer);
  const { pageIndex, pageSize, totalCount, pageCount } = answer;
  const numbers = { pageIndex, pageSize, totalCount, pageCount };
  if (Object.values(numbers).some((n) => typeof n !== 'number')) fail('paging numbers', numbers);
  const items = answer.items.map((item) => (isObject(item) ? item : fail('an entry', item)));
  return {
    pageIndex: Number(pageIndex),
    pageSize: Number(pageSize),
    totalCount: Number(totalCount),
    pageCount: Number(pageCount),
    items,
    aggregations: answer.aggregations,
  };
}

export function object(answer: unknown, what = 'an object'): JsonObject {
  return isObject(answer) ? answer : fail(what, answer);
}

export function list(answer: unknown, what = 'an array'): JsonObject[] {
  if (!Array.isArray(answer)) fail(what, answer);
  return answer.map((item) => object(item));
}

export function sysOf(entry: JsonObject): JsonObject {
  return object(entry.sys, 'sys');
}

function idOf(entry: JsonObject): string {
  const id = sysOf(entry).id;
  return typeof id === 'string' ? id : fail('sys.id', id);
}

/** `id/language` of each item: ids alone repeat when an entry has several language variations. */
export function variationsOf(items: JsonObject[]): string[] {
  return items.map((item) => `${idOf(item)}/${String(sysOf(item).language)}`);
}

export function sorted(values: readonly string[]): string[] {
  return [...values].sort();
}
