// A site whose search configuration names a message its words do not have is refused before the server serves,
// with each missing id and where it is, instead of pages showing `site.newz` as a title or failing on a label.
import { checkSiteWords } from './checkSiteWords';
import { defineSite } from './defineSite';
import type { SearchDefinition } from './types';
import { CORE_WORDS } from '../words/coreWords';
import type { Words } from '../words/catalogue';

const catalogue: Words<Record<'news' | 'topic' | 'bestMatch', string>> = {
  ...CORE_WORDS,
  site: { news: 'News', topic: 'Topic', bestMatch: 'Best match' },
};

function siteWith(search: SearchDefinition) {
  return defineSite({
    pages: [],
    search: { load: () => Promise.resolve({ default: search }) },
    words: { primary: 'en-GB', catalogues: { 'en-GB': () => Promise.resolve({ default: catalogue }) } },
  });
}

describe('checkSiteWords', () => {
  it('passes a configuration whose ids the words have, and plain titles as they are', async () => {
    const site = siteWith({
      listings: {
        news: () => ({ title: 'site.news', queryParams: {}, filters: { topic: { title: 'site.topic', fieldId: 'topics' } } }),
      },
      miniLists: { latest: { title: 'Latest news (plain text)', queryParams: {} } },
      sortOptions: { '*': [{ label: 'site.bestMatch', orderBy: [] }] },
    });
    await expect(checkSiteWords(site)).resolves.toBeUndefined();
  });

  it('names each id the words do not have, and where it is', async () => {
    const site = siteWith({
      siteSearch: () => ({
        tabs: [{ id: 0, title: 'site.all' }],
        facets: {
          news: {
            title: 'site.news',
            queryParams: {},
            filters: { year: { title: 'site.year', fieldId: 'publishDate', items: [{ key: '2026', title: 'site.thisYear' }] } },
          },
        },
      }),
      sortOptions: { news: [{ label: 'site.newest', orderBy: ['-publishDate'] }] },
      listingLabels: { news: 'site.searchNews' },
    });
    const refused = checkSiteWords(site);
    await expect(refused).rejects.toThrow(/names messages its en-GB words do not have/);
    await expect(refused).rejects.toThrow(
      'site.all (siteSearch.tabs[0].title), site.year (siteSearch.facets.news.filters.year.title), ' +
        'site.thisYear (siteSearch.facets.news.filters.year.items[0].title), site.newest (sortOptions.news[0].label), ' +
        'site.searchNews (listingLabels.news)',
    );
  });

  it('has nothing to check on a site without a search', async () => {
    const site = defineSite({ pages: [] });
    await expect(checkSiteWords(site)).resolves.toBeUndefined();
  });
});
