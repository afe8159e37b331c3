// A small site for the core's own tests: page kinds like a typical site's (a home page, content pages, news
// articles, a listing), each loading what such a page would, with plain components. The demo organisation's site
// (site/) is not the core's to import.
import { definePage } from '../pages/definePage';
import type { EntryPageProps } from '../pages/types';
import { defineSite } from '../site/defineSite';
import type { SearchDefinition } from '../site/types';

function Plain({ entry }: EntryPageProps) {
  return (
    <article className="page">
      <h1>{entry.entryTitle}</h1>
    </article>
  );
}

const PAGE_FIELDS = ['entryTitle', 'entryDescription'];

const search: SearchDefinition = {
  listings: {
    news: () => ({ title: 'News', queryParams: { contentTypeIds: ['newsArticle'], orderBy: ['-publishDate'], pageSize: 12 } }),
  },
  miniLists: { latestNews: { title: 'Latest news', queryParams: { contentTypeIds: ['newsArticle'], pageSize: 3 } } },
};

export const testSite = defineSite({
  pages: [
    definePage({
      match: { contentTypeId: 'homePage' },
      load: { fields: [...PAGE_FIELDS, 'introduction'], ancestors: false, children: false, siblings: false },
      searches: () => ({ miniLists: [{ id: 'latestNews' }] }),
      component: Plain,
    }),
    definePage({
      match: { contentTypeId: 'contentPage' },
      load: { fields: [...PAGE_FIELDS, 'title', 'body'], siblings: 'belowTopLevel' },
      component: Plain,
    }),
    definePage({
      match: { contentTypeId: 'listingPage' },
      load: { fields: [...PAGE_FIELDS, 'listing'], children: false, siblings: false },
      searches: (entry) => (entry?.listing === 'news' ? { route: { kind: 'listing', listing: 'news' } } : null),
      component: Plain,
    }),
    definePage({
      match: { contentTypeId: 'newsArticle' },
      load: { fields: [...PAGE_FIELDS, 'title', 'body'], children: false, siblings: false },
      component: Plain,
    }),
  ],
  search: { load: () => Promise.resolve({ default: search }) },
});
