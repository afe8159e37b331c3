// Load filters: items of filters that take them from a content type's entries or a taxonomy path.
import { all, call, put, select } from 'redux-saga/effects';
import type { DeliveryClient } from '../../lib/delivery';
import type { Entry, TaxonomyNode } from '../../lib/delivery/types';
import { SEARCH_MESSAGES, TAXONOMY_CHILD_DEPTH } from './constants';
import { idList } from './query/expressions';
import { buildFilterItemsQuery } from './query/searchQuery';
import { checkedPayload, isAborted, searchErrorMessage } from './searchErrors';
import type { SearchEnvironment } from './searchRequest';
import type { SearchRun } from './searchRun';
import { selectSearch } from './selectors';
import { type FacetTarget, filterItemsLoaded, filterLoadFailed, filtersLoadStarted } from './slice';
import type { Facet, Filter, FilterItem, SearchState } from './types';

/** A filter item per entry: its title, its id as the key, its slug as the path. */
export function entryToFilterItem(entry: Entry): FilterItem {
  return {
    key: entry.sys.id,
    title: entry.entryTitle ?? null,
    path: entry.sys.slug ?? null,
    isSelected: false,
    contentTypeId: entry.sys.contentTypeId,
  };
}

function taxonomyName(name: TaxonomyNode['name'], language: string | undefined): string {
  if (typeof name === 'string') return name;
  return (language && name[language]) || Object.values(name)[0] || '';
}

/** A filter item per child of the taxonomy node: its key, name and path. */
export function taxonomyToFilterItems(node: TaxonomyNode, language?: string): FilterItem[] {
  return (node.children ?? []).map((child) => ({
    key: child.key,
    title: taxonomyName(child.name, language),
    path: child.path,
    isSelected: false,
  }));
}

/** Items loaded in another language than the page's: their titles must be loaded again in the page's. */
const inOtherLanguage = (filter: Filter, language: string | undefined): boolean =>
  Boolean(language && filter.itemsLanguage && filter.itemsLanguage !== language);

/** Filters with a source whose items have not loaded (or failed to, or loaded in another language than `language`). */
export function filtersToLoad(facet: Facet, language?: string): string[] {
  return Object.entries(facet.filters)
    .filter(
      ([, filter]) =>
        (filter.contentTypeId || filter.path) &&
        (filter.isError || !filter.items.some((item) => item.title) || inOtherLanguage(filter, language)),
    )
    .map(([key]) => key);
}

async function filterItems(filter: Filter, delivery: DeliveryClient, environment: SearchEnvironment): Promise<FilterItem[]> {
  const languages = environment.language ? [environment.language] : [];
  if (filter.contentTypeId) {
    const query = buildFilterItemsQuery({
      contentTypeIds: idList(filter.contentTypeId),
      versionStatus: environment.versionStatus,
      languages,
      customWhere: filter.customWhere,
    });
    return checkedPayload(await delivery.entries.search(query)).items.map(entryToFilterItem);
  }
  const path = filter.path ?? '';
  const node = await delivery.taxonomy.getNodeByPath({
    path,
    childDepth: TAXONOMY_CHILD_DEPTH,
    order: 'defined',
    language: environment.language,
  });
  return taxonomyToFilterItems(checkedPayload(node, SEARCH_MESSAGES.noTaxonomyPayload(path)), environment.language);
}

function* loadFilter(target: FacetTarget, filterKey: string, filter: Filter, run: SearchRun) {
  try {
    const items: FilterItem[] = yield call(filterItems, filter, run.delivery, run.environment);
    const { language } = run.environment;
    yield put(filterItemsLoaded({ ...target, filterKey, items, ...(language ? { language } : {}) }));
  } catch (error) {
    const message = searchErrorMessage(error);
    if (!isAborted(error)) run.log.warn('Search filter failed to load', { ...target, filter: filterKey, message });
    yield put(filterLoadFailed({ ...target, filterKey, message }));
  }
}

export function* loadFilters(target: FacetTarget, run: SearchRun) {
  const state: SearchState = yield select(selectSearch);
  const facet = state[target.context][target.facet];
  const keys = facet ? filtersToLoad(facet, run.environment.language) : [];
  if (!facet || keys.length === 0) return;
  yield put(filtersLoadStarted({ ...target, filterKeys: keys }));
  yield all(keys.map((key) => call(loadFilter, target, key, facet.filters[key], run)));
}
