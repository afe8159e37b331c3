// The neutral surface each compatibility case is written against. One adapter per client library
// (officialAdapter.ts, trellisAdapter.ts) maps it onto that library's own calls and builders, so a
// case is written once and the same request is made by both clients.

/** The operator builders both libraries offer; a case builds its `where` with whichever it is handed. */
export interface OpBuilder<E> {
  equalTo(field: string, value: string | number | boolean): E;
  contains(field: string, value: string): E;
  startsWith(field: string, value: string): E;
  endsWith(field: string, value: string): E;
  freeText(field: string, term: string, fuzzy?: boolean, operator?: 'and' | 'or'): E;
  in(field: string, ...values: (string | number)[]): E;
  between(field: string, minimum: string | number, maximum: string | number): E;
  exists(field: string, value: boolean): E;
  greaterThan(field: string, value: string | number): E;
  greaterThanOrEqualTo(field: string, value: string | number): E;
  lessThan(field: string, value: string | number): E;
  lessThanOrEqualTo(field: string, value: string | number): E;
  distanceWithin(field: string, lat: number, lon: number, distance: string): E;
  and(...expressions: E[]): E;
  or(...expressions: E[]): E;
  not(expression: E): E;
}

export type Order = { asc: string } | { desc: string };

export interface NeutralQuery {
  where: <E>(op: OpBuilder<E>) => E[];
  orderBy?: Order[];
  pageIndex?: number;
  pageSize?: number;
  fields?: string[];
  aggregations?: Record<string, { field: string; size?: number }>;
}

export interface NodeOptions {
  depth?: number;
  language?: string;
  entryFields?: string[];
}

export interface RecordedRequest {
  method: string;
  url: string;
  body: string | null;
  headers: Record<string, string>;
}

/** Every call answers the parsed JSON the library resolved with, unmodified. */
export interface CompatClient {
  readonly name: string;
  /** Requests this client has sent, in order (token requests included). */
  readonly requests: RecordedRequest[];
  getEntry(options: { id: string; language?: string; linkDepth?: number; fields?: string[] }): Promise<unknown>;
  listEntries(options: {
    contentTypeId?: string;
    language?: string;
    pageIndex?: number;
    pageSize?: number;
    order?: string[];
  }): Promise<unknown>;
  search(query: NeutralQuery, linkDepth?: number): Promise<unknown>;
  /** `paging` given: the library's ZenqlQuery builder; otherwise the bare string. */
  zenql(statement: string, paging?: { pageIndex?: number; pageSize?: number }): Promise<unknown>;
  nodes: {
    root(options?: NodeOptions): Promise<unknown>;
    byPath(path: string, options?: NodeOptions): Promise<unknown>;
    byId(id: string, options?: NodeOptions): Promise<unknown>;
    children(id: string): Promise<unknown>;
    parent(id: string): Promise<unknown>;
    ancestors(id: string, startLevel?: number): Promise<unknown>;
    siblings(id: string): Promise<unknown>;
    byEntry(entryId: string, canonicalOnly?: boolean): Promise<unknown>;
  };
  taxonomy: {
    byKey(key: string, options?: { childDepth?: number; order?: 'defined' | 'alphabetical' }): Promise<unknown>;
    byPath(path: string, options?: { childDepth?: number; order?: 'defined' | 'alphabetical' }): Promise<unknown>;
  };
}

export type FetchLike = (input: RequestInfo | URL, init?: RequestInit) => Promise<Response>;

function headersOf(init: RequestInit | undefined): Record<string, string> {
  const result: Record<string, string> = {};
  new Headers(init?.headers).forEach((value, key) => {
    result[key] = value;
  });
  return result;
}

/** Global fetch that appends each request to `log` (what was sent is part of what a case checks). */
export function recordingFetch(log: RecordedRequest[]): FetchLike {
  return (input, init) => {
    const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
    const body = typeof init?.body === 'string' ? init.body : null;
    log.push({ method: (init?.method ?? 'GET').toUpperCase(), url, body, headers: headersOf(init) });
    return globalThis.fetch(input, init);
  };
}
