import type { PayloadAction } from '@reduxjs/toolkit';
import type { Task } from 'redux-saga';
import { call, cancel, fork, getContext, put, select, take, takeLatest } from 'redux-saga/effects';
import { locationChangedWithinPage } from '../../features/routing';
import { filterChoiceLikely, searchAddressChosen, type LikelyAnswer } from '../../features/search';
import { LOG, type SagaLog } from '../../lib/saga';
import { resolveLanguage } from '../../lib/url';
import type { RootState } from '../rootReducer';
import { pageOf, type Site } from '../site/defineSite';
import { siteFromContext } from '../site/siteContext';
import type { Entry } from '../../lib/delivery/types';
import { preloadResultCardImages } from './resultCardImages';
import type { SearchPages } from './searchChunk';
import { awaitedAddresses } from './awaitedAddresses';
import { pageSearchesFor, staysOnSearchPage } from './pageSearches';

type Location = { path: string; search: string; hash?: string };

/** The notices this process has logged, by key: a configuration problem is worth one line, not one a request. */
const noticed = new Set<string>();

function* logNotice(site: Site, routing: RootState['routing']) {
  const notice = pageOf(site, routing)?.notice?.(routing);
  if (!notice || noticed.has(notice.key)) return;
  noticed.add(notice.key);
  const log: SagaLog = yield getContext(LOG);
  log.warn(notice.message, notice.data);
}

/**
 * The searches of the page the state shows (run with the search chunk, loaded if need be). `pageChanged`: in
 * the browser, another page is shown now, so results the first page left in its HTML only are gone.
 */
export function* searchPage(location: Location, { ssr, pageChanged }: { ssr: boolean; pageChanged: boolean }) {
  const site: Site = yield* siteFromContext();
  const { routing }: RootState = yield select();
  if (ssr) yield* logNotice(site, routing);
  const searches = pageSearchesFor(site, routing);
  if (!searches) return;
  // Loaded already, the chunk is used in this task: a search a click asked for sends its request before the page renders.
  const pages: SearchPages = site.searchChunk.get() ?? (yield call(site.searchChunk.load));
  if (pageChanged) yield put(pages.serverPageLeft());
  // Search routes know their paths without the language prefix; a redirect they ask for gets it back (routing slice).
  const { innerPath } = resolveLanguage(routing.languages, routing.currentHostname, location.path);
  yield call(pages.runPageSearches, searches, { pathname: innerPath, search: location.search, hash: location.hash }, ssr);
}

/** The searches of a location; a failure (the chunk could not be fetched, offline) leaves the page as it is. */
function* searchLocation(location: Location, pageChanged: boolean) {
  try {
    yield call(searchPage, location, { ssr: false, pageChanged });
  } catch (error) {
    const log: SagaLog = yield getContext(LOG);
    log.warn('Search could not run', { message: error instanceof Error ? error.message : String(error) });
  }
}

/**
 * Browser, for the routing saga (RoutingContext.pageLoaded): a page reached by client-side navigation runs its
 * searches once its route has loaded (on back and forward before its history entry settles, so the scroll
 * position is restored on a page as tall as it was). A newer navigation cancels them, and their requests are aborted.
 */
export function* searchLoadedPage() {
  const { routing }: RootState = yield select();
  yield call(searchLocation, { path: routing.currentPath, search: routing.location.search, hash: routing.location.hash }, true);
}

type AddressAction = PayloadAction<{ path: string; search: string; hash: string }>;
type LikelyChoiceAction = PayloadAction<{ filterKey: string; key: string }>;

/** Browser: a likely filter choice's search asked for before its click (anticipate.ts), once the search chunk is here. */
function* anticipateFilterSearches(site: Site) {
  yield takeLatest(filterChoiceLikely.type, function* anticipate(action: LikelyChoiceAction) {
    const pages = site.searchChunk.get();
    if (!pages) return;
    try {
      const answer: LikelyAnswer | null = yield call(pages.anticipateFilterSearch, action.payload);
      if (!answer) return;
      const entries: Entry[] = yield call(() => answer.entries);
      preloadResultCardImages(site, entries);
      yield put(pages.likelyResultsHeld({ ...answer.target, pageIndex: answer.pageIndex, items: entries }));
    } catch {
      // Only a head start: the click's own search runs and reports as ever.
    }
  });
}

/**
 * Browser: each search navigation within a page (another query, facet or page of results) searches. It starts when
 * a search control chooses the address (`searchAddressChosen`, just before it navigates there), so its request is
 * under way while the page renders the choice; the location change that follows (once the page shows the choice) leaves
 * that search be. The latest address wins: a newer one cancels the searches still under way for an older one (typing,
 * quick clicks).
 */
export function* pageSearchBrowserSaga() {
  const site: Site = yield* siteFromContext();
  const staysOnPage = staysOnSearchPage(site);
  yield fork(anticipateFilterSearches, site);
  let running: Task | null = null;
  let runningFor = '';
  const awaited = awaitedAddresses();
  while (true) {
    const { type, payload }: AddressAction = yield take([searchAddressChosen.type, locationChangedWithinPage.type]);
    // A chosen address the page would not stay on (another page, a load under way) is searched once it is shown.
    if (type === searchAddressChosen.type && !staysOnPage((yield select()) as RootState, { pathname: payload.path })) continue;
    const address = `${payload.path}${payload.search}`;
    if (type === searchAddressChosen.type) awaited.chosen(address);
    else if (awaited.arrived(address)) continue;
    if (running?.isRunning() && address === runningFor) continue;
    if (running?.isRunning()) yield cancel(running);
    runningFor = address;
    running = yield fork(searchLocation, payload, false);
  }
}
