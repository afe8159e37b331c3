import type { DeliveryClient, SurrogateKeyCollector } from '../../src/lib/delivery';
import type { Facet } from '../../src/features/search';
import { loadConfig } from '../config';
import { dropChangedContent } from '../contentChanges';
import type { DeliveryFactory } from '../upstream';
import type { PageRequest } from './pageRequest';
import { sharedLists } from './sharedLists';

/** A delivery factory whose clients' calls answer with `keys` (what a list's search reports to its collector). */
function fakeDelivery() {
  const collectors: SurrogateKeyCollector[] = [];
  const factory = {
    forRequest: (_project: string, _status: string, context: { collector?: SurrogateKeyCollector }) => {
      if (context.collector) collectors.push(context.collector);
      return {} as DeliveryClient;
    },
  } as unknown as DeliveryFactory;
  /** The last list search's calls answer, with these surrogate keys. */
  const answer = (keys: string[], failed = false) => {
    const collector = collectors[collectors.length - 1];
    collector.recordCall({ method: 'GET', url: '/search', status: failed ? 500 : 200, durationMs: 1, failed, cached: false });
    if (!failed) collector.addKeys(keys);
  };
  return { factory, answer };
}

const request = { project: { id: 'website' }, versionStatus: 'published' } as PageRequest;
const list = (title: string) => ({ title }) as Facet;
const pageCollector = () => ({
  keys: [] as string[],
  addKeys(keys: readonly string[]) {
    this.keys.push(...keys);
  },
  recordCall() {},
});

function storeOf(env: Record<string, string> = {}) {
  const { factory, answer } = fakeDelivery();
  const store = sharedLists(loadConfig({ LOG_LEVEL: 'silent', ...env }), factory);
  /** A page's search for the list `key`, answered with `keys`, then kept. */
  const search = (key: string, title: string, keys = ['website_entries']) => {
    const lists = store.forRequest(request, pageCollector(), undefined);
    const searching = lists?.searching(key);
    answer(keys);
    searching?.keep(list(title));
  };
  return { store, search, answer };
}

describe('sharedLists', () => {
  it('gives a later page the list an earlier page searched, with its surrogate keys for that page', () => {
    const { store, search } = storeOf();
    search('latestNews', 'Latest news', ['website_entries', 'website_entry_news']);
    const page = pageCollector();
    expect(store.forRequest(request, page, undefined)?.read('latestNews')).toEqual({ title: 'Latest news' });
    expect(page.keys).toEqual(['website_entries', 'website_entry_news']);
  });

  it('keeps at most MINILIST_CACHE_SIZE lists, the least recently used going first', () => {
    const { store, search } = storeOf({ MINILIST_CACHE_SIZE: '2' });
    search('a', 'A');
    search('b', 'B');
    search('c', 'C');
    expect(store.size).toBe(2);
    const lists = store.forRequest(request, pageCollector(), undefined);
    expect(lists?.read('a')).toBeUndefined();
    expect(lists?.read('c')).toEqual({ title: 'C' });
  });

  it('drops a list a content change alters, and keeps the others', () => {
    const { store, search } = storeOf();
    search('news', 'News', ['website_entry_news-1']);
    search('events', 'Events', ['website_entry_event-1']);
    dropChangedContent({ keys: ['website_entry_news-1'], everything: false, projects: [] });
    const lists = store.forRequest(request, pageCollector(), undefined);
    expect(lists?.read('news')).toBeUndefined();
    expect(lists?.read('events')).toEqual({ title: 'Events' });
  });

  it('does not keep a list whose search began before a content change (it may show what was there before)', () => {
    const { store, answer } = storeOf();
    const searching = store.forRequest(request, pageCollector(), undefined)?.searching('news');
    dropChangedContent({ keys: ['website_entry_other'], everything: false, projects: [] });
    answer(['website_entries']);
    searching?.keep(list('News'));
    expect(store.forRequest(request, pageCollector(), undefined)?.read('news')).toBeUndefined();
  });

  it('does not keep a list whose search failed, nor one whose answer named no keys', () => {
    const { store, answer } = storeOf();
    const failed = store.forRequest(request, pageCollector(), undefined)?.searching('a');
    answer([], true);
    failed?.keep(list('A'));
    const keyless = store.forRequest(request, pageCollector(), undefined)?.searching('b');
    answer([]);
    keyless?.keep(list('B'));
    expect(store.size).toBe(0);
  });

  it('keeps nothing, and gives no view, when MINILIST_CACHE_SIZE or MINILIST_CACHE_TTL_MS is 0', () => {
    expect(storeOf({ MINILIST_CACHE_SIZE: '0' }).store.forRequest(request, pageCollector(), undefined)).toBeNull();
    expect(storeOf({ MINILIST_CACHE_TTL_MS: '0' }).store.forRequest(request, pageCollector(), undefined)).toBeNull();
  });

  it('keeps each project and version status apart', () => {
    const { store, search } = storeOf();
    search('news', 'News');
    const draft = { ...request, versionStatus: 'latest' } as PageRequest;
    expect(store.forRequest(draft, pageCollector(), undefined)?.read('news')).toBeUndefined();
    const intranet = { ...request, project: { id: 'intranet' } } as PageRequest;
    expect(store.forRequest(intranet, pageCollector(), undefined)?.read('news')).toBeUndefined();
  });
});
