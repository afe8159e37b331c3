// Test helper: runs a search saga against the slice with a scripted delivery client, as the app's store would.
import type { UnknownAction } from '@reduxjs/toolkit';
import { runSaga, stdChannel, type Saga, type Task } from 'redux-saga';
import type { DeliveryClient } from '../../../lib/delivery';
import type { Entry, PagedSearchList, TaxonomyNode } from '../../../lib/delivery/types';
import { DELIVERY, LOG, type SagaLog } from '../../../lib/saga';
import { SEARCH_CONTEXT, type SearchServices } from '../context';
import { initialSearchState } from '../facetState';
import { searchLocationSaga } from '../sagas';
import { searchReducer } from '../slice';
import type { SearchRoute, SearchState } from '../types';
import { sent } from './queryOptions';

export type SentQuery = Record<string, unknown> & { linkDepth?: number };
export type SearchResponder = (query: SentQuery) => PagedSearchList<Entry> | null | unknown;

export interface Harness {
  state: SearchState;
  searches: SentQuery[];
  /** The abort signal each search was sent with, in order. */
  signals: (AbortSignal | undefined)[];
  taxonomy: Record<string, unknown>[];
  actions: UnknownAction[];
  log: jest.Mocked<SagaLog>;
  run<S extends Saga>(saga: S, ...args: Parameters<S>): Promise<void>;
  /** Starts a long-running saga (a watcher); `emit` then delivers actions to it as the store would. */
  start<S extends Saga>(saga: S, ...args: Parameters<S>): Task;
  emit(action: UnknownAction): void;
}

/** A page of entries as the Delivery API answers it. */
export function page(items: Entry[], overrides: Partial<PagedSearchList<Entry>> = {}): PagedSearchList<Entry> {
  return { pageIndex: 0, pageSize: items.length, totalCount: items.length, pageCount: 1, items, ...overrides };
}

/** True when the query's `where` mentions this text (a content type, a field, a value). */
export const asks = (query: SentQuery, text: string) => JSON.stringify(query.where).includes(text);

export function harness(options: {
  respond?: SearchResponder;
  taxonomy?: (path: string) => TaxonomyNode | null | unknown;
  services?: Partial<SearchServices>;
  state?: SearchState;
}): Harness {
  const searches: SentQuery[] = [];
  const signals: (AbortSignal | undefined)[] = [];
  const taxonomy: Record<string, unknown>[] = [];
  const delivery = {
    entries: {
      search: async (query: { linkDepth?: number }, _linkDepth?: number, init?: { signal?: AbortSignal }) => {
        const json: SentQuery = { ...sent(query), ...(query.linkDepth ? { linkDepth: query.linkDepth } : {}) };
        searches.push(json);
        signals.push(init?.signal);
        return (options.respond ?? (() => page([])))(json);
      },
    },
    taxonomy: {
      getNodeByPath: async (call: { path: string }) => {
        taxonomy.push({ ...call });
        return (options.taxonomy ?? (() => null))(call.path);
      },
    },
  } as unknown as DeliveryClient;
  const log = { info: jest.fn(), warn: jest.fn(), error: jest.fn() };
  const services: SearchServices = { environment: () => ({ versionStatus: 'published', language: 'en-GB' }), ...options.services };
  const channel = stdChannel();
  const h: Harness = {
    state: options.state ?? initialSearchState,
    searches,
    signals,
    taxonomy,
    actions: [],
    log,
    async run(saga, ...args) {
      await h.start(saga, ...args).toPromise();
    },
    start(saga, ...args) {
      const options = {
        channel,
        context: { [DELIVERY]: delivery, [LOG]: log, [SEARCH_CONTEXT]: services },
        dispatch: (action: UnknownAction) => h.emit(action),
        getState: () => ({ search: h.state }),
      };
      return runSaga(options, saga, ...args);
    },
    emit(action) {
      h.actions.push(action);
      h.state = searchReducer(h.state, action);
      channel.put(action);
    },
  };
  return h;
}

/** The router's location for a URL on the site. */
export function locationAt(url: string): { pathname: string; search: string; hash: string } {
  const { pathname, search, hash } = new URL(url, 'http://site.test');
  return { pathname, search, hash };
}

/** The browser's harness on a page the server rendered at `url`: its route's search ran there, with the same answers. */
export async function renderedByServer(route: SearchRoute, url: string, respond: SearchResponder): Promise<Harness> {
  const server = harness({ respond });
  await server.run(searchLocationSaga, { route, location: locationAt(url), ssr: true });
  return harness({ respond, state: server.state });
}
