import { call, put, select } from 'redux-saga/effects';
import type { RootState } from '../rootReducer';
import { siteFromContext } from '../site/siteContext';
import type { WordArea } from './catalogue';
import { messagesOfAreas, type LoadedWords } from './siteCatalogues';
import { wordsLoaded } from './wordsSlice';

/**
 * The areas of words a page shows: the shell's always, the error pages' on one, the preview banner's on a
 * preview, the search UI's on a search page or listing. Another area a client-side navigation shows is loaded then.
 */
export function areasOfPage(state: Pick<RootState, 'search' | 'routing'>): WordArea[] {
  const { facets, listings } = state.search;
  const { notFound, isError, isPreview, versionStatus } = state.routing;
  const areas: WordArea[] = ['shell'];
  if (notFound || isError) areas.push('errors');
  if (isPreview || versionStatus === 'latest') areas.push('preview');
  if (Object.keys(facets).length > 0 || Object.keys(listings).length > 0) areas.push('search');
  return areas;
}

/** Server: the words of the areas the page shows, in its language, into the state the page carries. */
export function* loadPageWords() {
  const site = yield* siteFromContext();
  const state: RootState = yield select();
  const requested = state.routing.language;
  const loaded: LoadedWords = yield call(() => site.catalogues.load(requested));
  const areas = areasOfPage(state);
  yield put(wordsLoaded({ requested, language: loaded.language, areas, messages: messagesOfAreas(loaded.messages, areas) }));
}
