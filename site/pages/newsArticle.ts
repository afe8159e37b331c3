import { definePage } from '../../src/app';
import { NewsArticlePage } from '../templates/NewsArticlePage';
import { topicKeys } from '../search/relatedTopics';
import { newsArticleMeta } from './structuredData';
import { BREADCRUMB_ONLY, IMAGE_FIELDS, PAGE_FIELDS } from './fields';

/** A news article; its author is a linked person, whose name and job title are shown; then news on its topics. */
export default definePage({
  match: { contentTypeId: 'newsArticle' },
  load: {
    fields: [
      ...PAGE_FIELDS,
      ...IMAGE_FIELDS,
      'title',
      'summary',
      'publishDate',
      'topics',
      'image',
      'author',
      'body',
      'firstName',
      'lastName',
      'jobTitle',
      'sys.version.modified',
    ],
    ...BREADCRUMB_ONLY,
  },
  searches: (entry) => {
    const topics = entry ? topicKeys(entry) : [];
    const filters: Record<string, string[]> = topics.length > 0 ? { topic: topics } : {};
    return { miniLists: [{ id: 'relatedNews', filters, excludeIds: entry ? [entry.sys.id] : [] }] };
  },
  meta: newsArticleMeta,
  component: NewsArticlePage,
});
