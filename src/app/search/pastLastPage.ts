import { selectLastPageWhenPast } from '../../features/search';
import type { RootState } from '../rootReducer';
import { isChildListPastEnd } from '../templates/childListPaging';
import { showsSearchUi } from './searchRoutes';

/**
 * A search or listing page (a search, or the pages below it: templates/ChildListing.tsx) asked for a page past its last one (an old link, a hand-made URL): it says so and links
 * to the last page, and the server marks it `noindex` (a 200 that search engines leave out). Server only.
 */
export function isPastLastPage(state: RootState): boolean {
  return (showsSearchUi(state.routing) && selectLastPageWhenPast(state) !== null) || isChildListPastEnd(state.routing);
}
