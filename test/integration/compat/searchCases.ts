// Case factories for searches: a match set (the order of an unordered search is the server's business)
// or one page in order with its paging numbers.
import { paged, sorted, variationsOf } from './answers';
import type { NeutralQuery } from './compatClient';
import type { PackEntry } from './demoPack';
import type { CompatCase } from './harness';
import { variations } from './packViews';

/** Large enough to hold any match set of the demo pack in one page. */
export const ALL = 500;
/** The page size of the official Query and ZenqlQuery builders (and of ours). */
export const QUERY_PAGE_SIZE = 20;

export function matchCheck(expected: () => PackEntry[]): CompatCase['check'] {
  return (answer) => {
    const want = expected();
    // A case whose expectation is empty would prove nothing about the operator.
    expect(want.length).toBeGreaterThan(0);
    const page = paged(answer);
    expect(sorted(variationsOf(page.items))).toEqual(sorted(variations(want)));
    expect(page.totalCount).toBe(want.length);
  };
}

export function orderedCheck(expectedAll: () => PackEntry[], pageIndex: number, pageSize: number): CompatCase['check'] {
  return (answer) => {
    const all = expectedAll();
    const page = paged(answer);
    expect(variationsOf(page.items)).toEqual(variations(all.slice(pageIndex * pageSize, (pageIndex + 1) * pageSize)));
    expect(page).toMatchObject({ pageIndex, pageSize, totalCount: all.length, pageCount: Math.ceil(all.length / pageSize) });
  };
}

export function matchCase(name: string, query: NeutralQuery, expected: () => PackEntry[], linkDepth?: number): CompatCase {
  return { name, run: (client) => client.search({ pageSize: ALL, ...query }, linkDepth), check: matchCheck(expected) };
}

export function orderedCase(name: string, query: NeutralQuery, expectedAll: () => PackEntry[]): CompatCase {
  return {
    name,
    run: (client) => client.search(query),
    check: orderedCheck(expectedAll, query.pageIndex ?? 0, query.pageSize ?? QUERY_PAGE_SIZE),
  };
}
