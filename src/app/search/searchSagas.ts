import { call, getContext, select, takeLatest } from 'redux-saga/effects';
import { locationChangedWithinPage, routeResolved } from '../../features/routing';
import { LOG, type SagaLog } from '../../lib/saga';
import type { RootState } from '../rootReducer';
import { searchPages, type SearchPages } from './searchChunk';
import { pageSearchesFor } from './searchRoutes';

/** The searches of the page the state shows (run with the search chunk, loaded if need be). */
export function* searchPage(location: { path: string; search: string; hash?: string }, ssr: boolean) {
  const { routing }: RootState = yield select();
  const searches = pageSearchesFor(routing);
  if (!searches) return;
  const pages: SearchPages = yield call(searchPages.load);
  yield call(pages.runPageSearches, searches, { pathname: location.path, search: location.search, hash: location.hash }, ssr);
}

function* searchShownPage() {
  const { routing }: RootState = yield select();
  try {
    yield call(searchPage, { path: routing.currentPath, search: routing.location.search, hash: routing.location.hash }, false);
  } catch (error) {
    // The chunk could not be fetched (offline): the page stays as it is; the next navigation tries again.
    const log: SagaLog = yield getContext(LOG);
    log.warn('Search could not run', { message: error instanceof Error ? error.message : String(error) });
  }
}

/**
 * Browser: each page reached by client-side navigation, and each search navigation within a page, runs that
 * page's searches. The latest location wins: a newer one cancels the searches still under way for an older
 * one (typing, quick clicks), and their requests are aborted.
 */
export function* pageSearchBrowserSaga() {
  yield takeLatest([routeResolved.type, locationChangedWithinPage.type], searchShownPage);
}
