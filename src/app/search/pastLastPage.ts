import { selectLastPageWhenPast } from '../../features/search';
import type { RootState } from '../rootReducer';
import { showsSearchUi } from './searchRoutes';

/**
 * A search or listing page asked for a page past its last one (an old link, a hand-made URL): it says so and links
 * to the last page, and the server marks it `noindex` (a 200 that search engines leave out). Server only.
 */
export function isPastLastPage(state: RootState): boolean {
  return showsSearchUi(state.routing) && selectLastPageWhenPast(state) !== null;
}
