// Execute search: one facet's search against the Delivery API (featured entries first) or a custom API,
// recorded in the slice as results or as a failure.
import { CANCEL } from 'redux-saga';
import { call, cancelled, put } from 'redux-saga/effects';
import type { AggregationResults, Entry, PagedSearchList } from '../../lib/delivery/types';
import { DEFAULT_CUSTOM_API_TIMEOUT_MS, defaultFetchJson } from './context';
import { SEARCH_MESSAGES } from './constants';
import { customApiParams, customApiUrl } from './query/customApi';
import { countAggregations, type CountSearch } from './query/itemCounts';
import { buildFeaturedQuery, buildSearchQuery } from './query/searchQuery';
import { checkedPayload, isAborted, searchErrorMessage } from './searchErrors';
import type { SearchRequest } from './searchRequest';
import type { SearchRun } from './searchRun';
import { searchCancelled, searchEntriesSet, searchFailed, searchStarted } from './slice';

interface SearchAnswer {
  items: Entry[];
  featured: Entry[];
  totalCount: number;
  pageCount: number;
  aggregations: AggregationResults;
}

function answerOf(list: Partial<PagedSearchList<Entry>>, featured: Entry[], pageSize: number): SearchAnswer {
  const items = Array.isArray(list.items) ? list.items : [];
  const totalCount = typeof list.totalCount === 'number' ? list.totalCount : items.length;
  return {
    items,
    featured,
    totalCount,
    pageCount: typeof list.pageCount === 'number' ? list.pageCount : Math.ceil(totalCount / pageSize),
    aggregations: list.aggregations ?? {},
  };
}

/**
 * The count searches beside the main search (query/itemCounts.ts). A count that fails is left out (its items
 * show no count) rather than failing the results; an abort stops them all.
 */
async function countSearches(searches: CountSearch[], excludeIds: string[], run: SearchRun, signal: AbortSignal): Promise<AggregationResults> {
  // The main search reports a discarded filter value once; its counts say nothing more of it.
  const quiet = () => undefined;
  const answers = await Promise.all(
    searches.map(async (search) => {
      try {
        const query = buildSearchQuery({ ...search.options, excludeIds }, quiet);
        return { search, list: checkedPayload(await run.delivery.entries.search(query, undefined, { signal })) };
      } catch (error) {
        if (isAborted(error)) throw error;
        const { filterKey, key } = search;
        run.log.warn('A filter count could not be searched', { filterKey, ...(key === null ? {} : { key }), message: searchErrorMessage(error) });
        return null;
      }
    }),
  );
  return countAggregations(answers.filter((answer) => answer !== null));
}

/**
 * Featured entries are searched first and left out of the results (and of the counts). Filter values that
 * cannot be read are reported as info: a visitor's URL chose them, so they are not the site's fault.
 */
async function deliverySearch(request: SearchRequest, run: SearchRun, signal: AbortSignal): Promise<SearchAnswer> {
  const { delivery, log } = run;
  const report = (message: string) => log.info(message);
  let options = request.options;
  let featured: Entry[] = [];
  const featuredQuery = buildFeaturedQuery(options, report);
  if (featuredQuery) {
    featured = checkedPayload(await delivery.entries.search(featuredQuery, undefined, { signal })).items;
    const ids = featured.map((entry) => entry.sys?.id).filter((id): id is string => Boolean(id));
    options = { ...options, excludeIds: [...new Set([...options.excludeIds, ...ids])] };
  }
  const [list, counts] = await Promise.all([
    delivery.entries.search(buildSearchQuery(options, report), undefined, { signal }),
    countSearches(request.counts, options.excludeIds, run, signal),
  ]);
  const answer = answerOf(checkedPayload(list), featured, options.pageSize);
  return { ...answer, aggregations: { ...answer.aggregations, ...counts } };
}

/** GET {uri}: the JSON answer is a paged list or a plain list of entries. */
async function customApiSearch(request: SearchRequest, run: SearchRun, signal: AbortSignal): Promise<SearchAnswer> {
  const { services } = run;
  const url = customApiUrl(request.customApi, customApiParams(request.options, request.selected), {
    server: run.ssr,
    origin: services.localOrigin,
  });
  const fetchJson = services.fetchJson ?? defaultFetchJson;
  const timeout = AbortSignal.timeout(services.timeoutMs ?? DEFAULT_CUSTOM_API_TIMEOUT_MS);
  const payload = checkedPayload(await fetchJson(url, anySignal(signal, timeout)));
  const list = Array.isArray(payload) ? { items: payload as Entry[] } : (payload as Partial<PagedSearchList<Entry>>);
  return answerOf(list, [], request.options.pageSize);
}

/** Aborts when either signal does (AbortSignal.any is missing in older browsers). */
function anySignal(a: AbortSignal, b: AbortSignal): AbortSignal {
  const controller = new AbortController();
  const abort = () => controller.abort();
  for (const signal of [a, b]) {
    if (signal.aborted) abort();
    else signal.addEventListener('abort', abort, { once: true });
  }
  return controller.signal;
}

/**
 * The search's answer; cancelling the saga (a newer location took over, the visitor typed on) aborts its
 * request, so a stale search stops costing the network and the platform.
 */
function answerFor(request: SearchRequest, run: SearchRun): Promise<SearchAnswer> {
  const controller = new AbortController();
  const answer = request.customApi ? customApiSearch(request, run, controller.signal) : deliverySearch(request, run, controller.signal);
  return Object.assign(answer, { [CANCEL]: () => controller.abort() });
}

const elapsedSince = (start: number) => Math.max(0.01, Math.round((performance.now() - start) * 100) / 100);

/** Runs the search and records it; true when results arrived. */
export function* executeSearch(request: SearchRequest, run: SearchRun) {
  const target = { context: request.context, facet: request.facet };
  yield put(searchStarted(target));
  const start = performance.now();
  try {
    const answer: SearchAnswer = yield call(answerFor, request, run);
    const { search, preload, options } = request;
    yield put(searchEntriesSet({ ...target, ...answer, preload, search, pageIndex: options.pageIndex, duration: elapsedSince(start) }));
    return true;
  } catch (error) {
    const message = searchErrorMessage(error);
    // An abandoned page load (the visitor went away) is not a failure worth a log line.
    if (!isAborted(error)) run.log.error(SEARCH_MESSAGES.sagaError, { ...target, message });
    yield put(searchFailed({ ...target, message }));
    return false;
  } finally {
    const wasCancelled: boolean = yield cancelled();
    if (wasCancelled) yield put(searchCancelled(target));
  }
}
