// Mini lists shared between pages on the server: a list (the latest news, the coming events) is the same search on
// every page that shows it, so its finished state is kept and shown again instead of searched again. The server
// gives the store (server/render/sharedLists.ts) through the saga context (sharedListsContext.ts), and only for
// public, published pages. This module is the search chunk's: the main bundle knows only the context's key.
import { call, getContext, put, select, setContext } from 'redux-saga/effects';
import { DELIVERY } from '../../lib/saga';
import type { SearchRequestedPayload, SearchState } from '../../features/search';
import { doSearch, sharedMiniListShown } from '../../features/search/lazy';
import { SHARED_LISTS, type SharedLists } from './sharedListsContext';

/** What makes a list's state the same on two pages: its id, filters, left-out entries and the page's language. */
function listKey(payload: SearchRequestedPayload, language: string): string {
  return JSON.stringify([payload.facet, payload.params?.filters ?? {}, payload.excludeIds ?? [], language]);
}

/**
 * A mini list on the server: shown from the shared lists when another page searched it, else searched (with the
 * shared lists' client) and kept when its search succeeded. Without shared lists (a signed-in visitor, a draft,
 * the browser), a plain search.
 */
export function* sharedMiniList(payload: SearchRequestedPayload) {
  const shared: SharedLists | undefined = yield getContext(SHARED_LISTS);
  if (!shared) {
    yield call(doSearch, payload, true);
    return;
  }
  const { routing }: { routing: { language: string } } = yield select();
  const key = listKey(payload, routing.language);
  const found = shared.read(key);
  if (found) {
    yield put(sharedMiniListShown({ facet: payload.facet, list: found }));
    return;
  }
  const search = shared.searching(key);
  // This task's own context (redux-saga gives each task one inheriting its parent's): the page's other sagas keep theirs.
  yield setContext({ [DELIVERY]: search.delivery });
  yield call(doSearch, payload, true);
  const { search: after }: { search: SearchState } = yield select();
  const list = after.minilist[payload.facet];
  if (list && !list.entries.isError && !list.entries.isLoading && list.lastSearch) search.keep(list);
}
