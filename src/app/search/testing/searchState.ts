// Test helper: the search state a page has after its searches ran on the server, made by the app's own saga
// (runPageSearches, the site's configuration) against a scripted delivery client.
import type { UnknownAction } from '@reduxjs/toolkit';
import { runSaga } from 'redux-saga';
import { initialSearchState, SEARCH_CONTEXT, searchReducer, type SearchState } from '../../../features/search';
import type { DeliveryClient } from '../../../lib/delivery';
import type { Entry, PagedSearchList, TaxonomyNode } from '../../../lib/delivery/types';
import { DELIVERY, LOG } from '../../../lib/saga';
import type { PageSearches } from '../../pages/types';
import type { Site } from '../../site/defineSite';
import { SITE_CONTEXT } from '../../site/siteContext';
import { searchServices } from '../searchServices';

export interface ScriptedAnswers {
  /** The entries every search answers (a page of them), and the total it claims. */
  entries: Entry[];
  totalCount?: number;
  /** Aggregations of every answer (filter counts). */
  aggregations?: PagedSearchList<Entry>['aggregations'];
  /** Taxonomy children by path (the filters' items). */
  taxonomy?: Record<string, { key: string; name: string }[]>;
}

export const topics = (...names: string[]) => names.map((name, index) => ({ key: `0/1/${index + 1}`, name }));

function scriptedDelivery(answers: ScriptedAnswers, searches: unknown[]): DeliveryClient {
  return {
    entries: {
      search: async (query: { pageSize?: number; pageIndex?: number }) => {
        searches.push(query);
        const totalCount = answers.totalCount ?? answers.entries.length;
        const pageSize = query.pageSize ?? 20;
        return {
          items: answers.entries,
          totalCount,
          pageCount: Math.ceil(totalCount / pageSize),
          pageIndex: query.pageIndex ?? 0,
          pageSize,
          aggregations: answers.aggregations ?? {},
        };
      },
    },
    taxonomy: {
      getNodeByPath: async ({ path }: { path: string }): Promise<TaxonomyNode> => ({
        key: '0/1',
        name: path,
        path,
        hasChildren: true,
        children: (answers.taxonomy?.[path] ?? []).map((child) => ({ ...child, path: `${path}/${child.name}`, hasChildren: false })),
      }),
    },
  } as unknown as DeliveryClient;
}

/** The search state after the server ran a page's searches for `url`, and the queries it sent. */
export async function searchStateFor(
  site: Site,
  searches: PageSearches,
  url: string,
  answers: ScriptedAnswers,
  language = 'en-GB',
): Promise<{ search: SearchState; sent: unknown[] }> {
  const pages = await site.searchChunk.load();
  const sent: unknown[] = [];
  let search = initialSearchState;
  const { pathname, search: query } = new URL(url, 'http://site.test');
  const routing = { versionStatus: 'published', language };
  await runSaga(
    {
      context: {
        [DELIVERY]: scriptedDelivery(answers, sent),
        [LOG]: { info: () => undefined, warn: () => undefined, error: () => undefined },
        [SEARCH_CONTEXT]: searchServices,
        [SITE_CONTEXT]: site,
      },
      dispatch: (action: UnknownAction) => {
        search = searchReducer(search, action);
      },
      getState: () => ({ routing, search }),
    },
    pages.runPageSearches,
    searches,
    { pathname, search: query },
    true,
  ).toPromise();
  return { search, sent };
}
