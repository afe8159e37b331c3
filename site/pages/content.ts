import { definePage, type RoutingState } from '../../src/app';
import { ContentPage, SIBLINGS_LISTED } from '../templates/ContentPage';
import type { Entry } from '../../src/app';
import { sectionTopics, topicKeys } from '../search/relatedTopics';
import { IMAGE_FIELDS, PAGE_FIELDS } from './fields';

/** News sharing a content page's topics (relatedTopics.ts); a page with none has no list. */
function relatedNews(entry: Entry | null, routing: RoutingState) {
  const own = entry ? topicKeys(entry) : [];
  const topics = own.length > 0 ? own : sectionTopics(routing.currentProject, routing.currentNode?.path ?? routing.currentPath);
  return topics.length > 0 ? { miniLists: [{ id: 'relatedNews', filters: { topic: topics }, excludeIds: [] }] } : null;
}

/** A content page: its body, the pages below it, and (below the top level) the pages beside it. */
export default definePage({
  match: { contentTypeId: 'contentPage' },
  load: {
    fields: [...PAGE_FIELDS, ...IMAGE_FIELDS, 'title', 'summary', 'body'],
    // A top-level page's siblings are the main menu: only deeper pages list them, up to SIBLINGS_LISTED (a longer
    // list is a link to the section). Its own children it lists whole, a page at a time when they are many: it
    // is where that link leads.
    siblings: 'belowTopLevel',
    listLimit: { children: false, siblings: SIBLINGS_LISTED },
  },
  searches: relatedNews,
  component: ContentPage,
});
