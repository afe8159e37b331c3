// Test fixtures: a search configuration like a site's, entries, and answers as the sagas record them.
import type { Entry } from '../../../lib/delivery/types';
import type { SearchEntriesPayload } from '../slice';
import type { LastSearch, SearchConfig } from '../types';

export const searchConfig: SearchConfig = {
  tabs: [
    { id: 0, title: 'Everything', defaultFacet: 'news' },
    { id: 1, title: 'People', totalCount: 'people' },
  ],
  facets: {
    all: { title: 'All', tabId: 0, queryParams: { contentTypeIds: ['news', 'event'] } },
    news: {
      title: 'News',
      tabId: 0,
      queryParams: { contentTypeIds: ['news'], pageSize: 10, orderBy: ['-publishDate'] },
      filters: {
        topic: { title: 'Topic', fieldId: 'topics.sys.id', contentTypeId: 'topic' },
        year: {
          title: 'Year',
          fieldId: 'year',
          isGrouped: true,
          items: [
            { key: '2023', title: '2023' },
            { key: '2024', title: '2024' },
          ],
        },
        kind: {
          title: 'Kind',
          fieldId: 'kind',
          isSingleSelect: true,
          items: [
            { key: 'blog', title: 'Blog' },
            { key: 'press', title: 'Press' },
          ],
        },
        region: { fieldId: 'region', renderable: false, items: [{ key: 'uk', title: 'UK', isSelected: true }] },
        contentTypeId: { title: 'Type', fieldId: 'sys.contentTypeId', items: [{ key: 'news', title: 'News' }] },
      },
    },
    events: {
      title: 'Events',
      tabId: 0,
      queryParams: { contentTypeIds: ['event'], loadMorePaging: true },
      filters: { year: { fieldId: 'year', isGrouped: true, items: [] }, place: { fieldId: 'place', path: 'Root/Places' } },
    },
    people: { title: 'People', tabId: 1, queryParams: { contentTypeIds: ['person'], internalPaging: true, pageSize: 100 } },
    archive: { title: 'Archive', isDisabled: true },
  },
  listings: {
    newsListing: { title: 'Latest news', queryParams: { contentTypeIds: ['news'] } },
  },
  minilist: {
    related: { queryParams: { contentTypeIds: ['news'], pageSize: 3, useSearchTerm: false } },
  },
};

export function entry(id: string, title = `Title ${id}`, contentTypeId = 'news'): Entry {
  return { sys: { id, contentTypeId, dataFormat: 'entry', language: 'en-GB', uri: `/${id}`, slug: id }, entryTitle: title };
}

export const lastSearch = (overrides: Partial<LastSearch> = {}): LastSearch => ({
  term: '',
  pageIndex: 0,
  pageSize: 10,
  filters: {},
  queryParams: '{}',
  ...overrides,
});

/** An answer for a facet's page of `ids`. */
export function answer(
  facet: string,
  pageIndex: number,
  ids: string[],
  overrides: Partial<SearchEntriesPayload> = {},
): SearchEntriesPayload {
  return {
    context: 'facets',
    facet,
    preload: false,
    search: lastSearch({ pageIndex }),
    pageIndex,
    items: ids.map((id) => entry(id)),
    featured: [],
    totalCount: 42,
    pageCount: 5,
    duration: 12.5,
    aggregations: {},
    ...overrides,
  };
}
