// Execute search: one facet's search against the Delivery API (featured entries first) or a custom API,
// recorded in the slice as results or as a failure.
import { call, cancelled, put } from 'redux-saga/effects';
import { afterPaintWhenIdle } from '../../lib/browser';
import type { AggregationResults, Entry, PagedSearchList } from '../../lib/delivery/types';
import { DEFAULT_CUSTOM_API_TIMEOUT_MS, defaultFetchJson } from './context';
import { SEARCH_MESSAGES } from './constants';
import { customApiParams, customApiUrl } from './query/customApi';
import { countAggregations, type CountSearch } from './query/itemCounts';
import { buildFeaturedQuery, buildSearchQuery } from './query/searchQuery';
import { checkedPayload, isAborted, isRefused, searchErrorMessage } from './searchErrors';
import type { SearchRequest } from './searchRequest';
import type { SearchRun } from './searchRun';
import { searchCancelled, searchCountsSet, searchEntriesSet, searchFailed, searchStarted } from './slice';

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
async function countSearches(
  searches: CountSearch[],
  excludeIds: string[],
  run: SearchRun,
  signal: AbortSignal,
): Promise<AggregationResults> {
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
        run.log.warn('A filter count could not be searched', {
          filterKey,
          ...(key === null ? {} : { key }),
          message: searchErrorMessage(error),
        });
        return null;
      }
    }),
  );
  return countAggregations(answers.filter((answer) => answer !== null));
}

/** A search under way: the results, and the count searches beside them (null when the facet has none). */
interface SearchPlan {
  answer: Promise<SearchAnswer>;
  counts: Promise<AggregationResults> | null;
}

/**
 * Featured entries are searched first and left out of the results (and of the counts). Filter values that
 * cannot be read are reported as info: a visitor's URL chose them, so they are not the site's fault.
 */
function deliverySearch(request: SearchRequest, run: SearchRun, signal: AbortSignal): SearchPlan {
  const { delivery, log } = run;
  const report = (message: string) => log.info(message);
  const results = async ({ options, featured }: Featured) => {
    const list = await delivery.entries.search(buildSearchQuery(options, report), undefined, { signal });
    return answerOf(checkedPayload(list), featured, options.pageSize);
  };
  const featuredQuery = buildFeaturedQuery(request.options, report);
  // Without featured entries the results' request leaves at once, in the task that asked for the search.
  const none: Featured = { options: request.options, featured: [] };
  const ready = featuredQuery ? featuredFirst(featuredQuery, request.options, run, signal) : Promise.resolve(none);
  const answer = featuredQuery ? ready.then(results) : results(none);
  if (request.counts.length === 0) return { answer, counts: null };
  // In the browser the results come first and the counts after them: sent together, the count searches (a year
  // filter alone asks for one per year) queue beside the results' search and hold back what the visitor waits
  // for. The server renders once it has both, so it sends them together.
  // Sent once the frame that shows the results is painted and the page is idle: creating a dozen requests in the
  // task that renders the results held up their paint, and in the task after it, the rest of the results.
  const countsFrom = run.ssr ? ready : answer.then(afterPaintIdle).then(() => ready);
  const counts = countsFrom.then(({ options }) => countSearches(request.counts, options.excludeIds, run, signal));
  // Left unread when the results fail (the saga stops there).
  counts.catch(() => undefined);
  return { answer, counts };
}

/**
 * Sends the first request `request`'s search would send (its featured entries', else its results'), without waiting
 * for it or recording anything: the search that follows finds it in the delivery client's request cache. Resolves
 * with the entries it found (none when it fails).
 */
export function startSearchRequest(request: SearchRequest, run: SearchRun): Promise<Entry[]> {
  const quiet = () => undefined;
  const query = buildFeaturedQuery(request.options, quiet) ?? buildSearchQuery(request.options, quiet);
  const answer = run.delivery.entries.search(query).then((list) => checkedPayload(list).items ?? []);
  answer.catch(() => undefined);
  return answer;
}

/** Longest wait for an idle moment after the results' frame: the counts are not left out on a busy page. */
const COUNTS_IDLE_WAIT_MS = 300;

/** Resolves at an idle moment after the browser's next frame; at once where no frame comes. */
function afterPaintIdle(): Promise<void> {
  if (typeof requestAnimationFrame !== 'function') return Promise.resolve();
  return new Promise((resolve) => afterPaintWhenIdle(resolve, { timeoutMs: COUNTS_IDLE_WAIT_MS }));
}

interface Featured {
  options: SearchRequest['options'];
  featured: Entry[];
}

/** The featured entries, and the search's options with them excluded. */
async function featuredFirst(
  featuredQuery: NonNullable<ReturnType<typeof buildFeaturedQuery>>,
  options: SearchRequest['options'],
  run: SearchRun,
  signal: AbortSignal,
): Promise<Featured> {
  const featured = checkedPayload(await run.delivery.entries.search(featuredQuery, undefined, { signal })).items;
  const ids = featured.map((entry) => entry.sys?.id).filter((id): id is string => Boolean(id));
  return { options: { ...options, excludeIds: [...new Set([...options.excludeIds, ...ids])] }, featured };
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

/** The search's plan; `signal` stops its requests (a newer location took over, the visitor typed on). */
function searchPlan(request: SearchRequest, run: SearchRun, signal: AbortSignal): SearchPlan {
  if (!request.customApi) return deliverySearch(request, run, signal);
  return { answer: customApiSearch(request, run, signal), counts: null };
}

const elapsedSince = (start: number) => Math.max(0.01, Math.round((performance.now() - start) * 100) / 100);

/**
 * Runs the search and records it: the results, then the filter counts when they come separately (their filters
 * keep the counts they showed until then). True when results arrived. Cancelling the saga aborts its requests,
 * so a stale search stops costing the network and the platform.
 */
export function* executeSearch(request: SearchRequest, run: SearchRun) {
  const target = { context: request.context, facet: request.facet };
  yield put(searchStarted(target));
  const start = performance.now();
  const controller = new AbortController();
  try {
    const { answer: answered, counts: counted } = searchPlan(request, run, controller.signal);
    const answer: SearchAnswer = yield call(() => answered);
    const { search, preload, options } = request;
    const pendingCounts = counted ? [...new Set(request.counts.map((count) => count.filterKey))] : [];
    yield put(
      searchEntriesSet({
        ...target,
        ...answer,
        preload,
        search,
        pageIndex: options.pageIndex,
        duration: elapsedSince(start),
        pendingCounts,
      }),
    );
    if (counted) {
      const counts: AggregationResults = yield call(() => counted);
      yield put(searchCountsSet({ ...target, aggregations: counts }));
    }
    return true;
  } catch (error) {
    controller.abort();
    const message = searchErrorMessage(error);
    // An abandoned page load (the visitor went away) is not a failure worth a log line.
    if (isRefused(error)) run.log.warn(SEARCH_MESSAGES.refused, { ...target, message });
    else if (!isAborted(error)) run.log.error(SEARCH_MESSAGES.sagaError, { ...target, message });
    yield put(searchFailed({ ...target, message }));
    return false;
  } finally {
    const wasCancelled: boolean = yield cancelled();
    if (wasCancelled) {
      controller.abort();
      yield put(searchCancelled(target));
    }
  }
}
