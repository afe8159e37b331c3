import { selectLastPageWhenPast } from '../../features/search';
import { isNoindexPage } from '../pageTitle';
import type { RootState } from '../rootReducer';
import type { Site } from '../site/defineSite';
import { showsSearchUi } from './pageSearches';

/**
 * A search or listing page asked for a page past its last one (an old link, a hand-made URL), or a page module
 * says its list is past its end: it says so and links to the last page, and the server marks it `noindex` (a 200
 * that search engines leave out). Server only.
 */
export function isPastLastPage(site: Site, state: RootState): boolean {
  return (showsSearchUi(site, state.routing) && selectLastPageWhenPast(state) !== null) || isNoindexPage(site, state);
}
