import { site } from '..';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { isInPage } from '../../src/components';
import { contentPage, event, homePage, listingPage, newsArticle, node, person } from './testing/fixtures';
import { searchStateFor } from '../../src/app/search/testing/searchState';
import { loadPageCode, renderFromInlineState } from './testing/renderPage';

// Each template started in the browser from the state the server inlines: what the page shows from its
// body, featured links, children and siblings is in the HTML once, and hydration matches it exactly.

afterEach(() => {
  document.body.innerHTML = '';
});

// Search and listing pages hydrate with the search chunk, loaded first (client.tsx).
beforeAll(() => Promise.all([site.searchChunk.load(), loadPageCode()]));

describe('pages started from the inline state', () => {
  it('home page: the featured cards travel in the HTML only, and their links navigate client-side', async () => {
    const featured = [
      newsArticle('seed-bank', 'Seed bank doubles its collection', '2026-10-20T09:00:00.000Z'),
      event('bat-walk', 'Bat walk', '2026-11-14T19:00:00.000Z', null, 0),
    ];
    const { inline, router } = renderFromInlineState({ entry: homePage(featured) });
    expect(isInPage(inline.routing.entry?.featuredLinks)).toBe(true);
    expect(JSON.stringify(inline)).not.toContain('Bat walk');
    const section = screen.getByRole('region', { name: 'Featured' });
    fireEvent.click(within(section).getByRole('link', { name: 'Bat walk' }), { button: 0 });
    await waitFor(() => expect(router.location?.pathname).toBe('/events/bat-walk'));
  });

  it('content page: body, children and siblings travel in the HTML only', async () => {
    const entry = contentPage('glasshouses', 'The glasshouses', '/visit/glasshouses');
    const { inline, router } = renderFromInlineState({
      currentPath: '/visit/glasshouses',
      entry,
      currentNode: {
        ...node('n-glass', '/visit/glasshouses', 'The glasshouses', null),
        children: [
          node(
            'n-palm',
            '/visit/glasshouses/palm-house',
            'Palm House',
            contentPage('palm', 'The Palm House', '/visit/glasshouses/palm-house'),
          ),
        ],
      },
      currentNodeAncestors: [node('n-home', '/', 'Home', null), node('n-visit', '/visit', 'Visit', null)],
      currentNodeSiblings: [node('n-times', '/visit/opening-times', 'Opening times', null)],
    });
    const routing = inline.routing;
    expect([routing.entry?.body, routing.currentNode?.children, routing.currentNodeSiblings].every(isInPage)).toBe(true);
    expect(screen.getByRole('heading', { level: 2, name: 'Opening hours' })).toBeInTheDocument();
    expect(screen.getByRole('navigation', { name: 'More in Visit' })).toBeInTheDocument();
    fireEvent.click(screen.getByRole('link', { name: 'The Palm House' }), { button: 0 });
    await waitFor(() => expect(router.location?.pathname).toBe('/visit/glasshouses/palm-house'));
    fireEvent.click(screen.getByRole('link', { name: 'Getting here' }), { button: 0 });
    await waitFor(() => expect(router.location?.pathname).toBe('/visit/getting-here'));
  });

  it('listing page: the results travel in the HTML only, and their links navigate client-side', async () => {
    const entry = listingPage('people', 'People', '/people', 'people', 'person');
    const found = [person('zoe', 'Zoe', 'Adams', 'Curator'), person('amir', 'Amir', 'Okafor', 'Head of Science')];
    const { search } = await searchStateFor(site, { route: { kind: 'listing', listing: 'people' }, miniLists: [] }, '/people', {
      entries: found,
    });
    const { inline, router } = renderFromInlineState({ entry, currentPath: '/people' }, search);
    expect(inline.search.listings.people.results.map((result) => isInPage(result.entry))).toEqual([true, true]);
    expect(JSON.stringify(inline)).not.toContain('Okafor');
    const results = screen.getByRole('region', { name: 'Results' });
    expect(
      within(results)
        .getAllByRole('heading', { level: 3 })
        .map((h) => h.textContent),
    ).toEqual(['Zoe Adams', 'Amir Okafor']);
    fireEvent.click(within(results).getByRole('link', { name: 'Amir Okafor' }), { button: 0 });
    await waitFor(() => expect(router.location?.pathname).toBe('/people/amir'));
  });

  it('an empty listing says so', async () => {
    const entry = listingPage('events', 'Events', '/events', 'events', 'event');
    const { search } = await searchStateFor(site, { route: { kind: 'listing', listing: 'events' }, miniLists: [] }, '/events?term=zebra', {
      entries: [],
    });
    const { inline, store } = renderFromInlineState({ entry, currentPath: '/events' }, search);
    // Left out of the page as a field at its default, and put back in the browser.
    expect(inline.search.listings.events).not.toHaveProperty('results');
    expect(store.getState().search.listings.events).toMatchObject({ results: [], entries: { isLoading: false, isError: false } });
    expect(screen.getByText('No results for “zebra”.')).toBeInTheDocument();
  });

  it('home page: the mini lists’ cards travel in the HTML only', async () => {
    const news = [newsArticle('seed-bank', 'Seed bank doubles its collection', '2026-10-20T09:00:00.000Z')];
    const { search } = await searchStateFor(site, { route: null, miniLists: [{ id: 'latestNews' }] }, '/', { entries: news });
    const { inline } = renderFromInlineState({ entry: homePage([]) }, search);
    expect(isInPage(inline.search.minilist.latestNews.results[0].entry)).toBe(true);
    expect(
      within(screen.getByRole('region', { name: 'Latest news' })).getByRole('link', { name: 'Seed bank doubles its collection' }),
    ).toHaveAttribute('href', '/news/seed-bank');
  });

  it('search page: only the facet shown keeps its results; the others travel as their counts', async () => {
    const found = [contentPage('palm', 'The Palm House', '/visit/palm-house')];
    const { search } = await searchStateFor(site, { route: { kind: 'search' }, miniLists: [] }, '/search/pages?term=palm', {
      entries: found,
      totalCount: 7,
    });
    const routing = {
      currentPath: '/search/pages',
      staticRoute: { id: 'search', path: '/search{/:facet}{/:contentTypeId}', params: { facet: 'pages' }, requireLogin: null },
    };
    const { inline, store } = renderFromInlineState(routing, search);
    expect(
      Object.entries(inline.search.facets).map(([key, facet]) => [key, facet.results?.length ?? 0, facet.pagingInfo.totalCount]),
    ).toEqual([
      ['all', 0, 7],
      ['pages', 1, 7],
      ['news', 0, 7],
      ['events', 0, 7],
      ['people', 0, 7],
    ]);
    // Shown, a preloaded facet searches again: it is not loaded in the browser.
    expect(store.getState().search.facets.news).toMatchObject({ queryDuration: 0, lastSearch: null, results: [] });
    expect(store.getState().search.facets.pages.lastSearch?.queryParams).toBe(search.facets.pages.lastSearch?.queryParams);
    expect(screen.getByRole('link', { name: 'News (7)' })).toHaveAttribute('href', '/search/news?term=palm');
    expect(within(screen.getByRole('region', { name: 'Results' })).getByRole('link', { name: /Palm/ })).toHaveAttribute(
      'href',
      '/visit/palm-house',
    );
  });

  it('article: the rich text body travels in the HTML only', async () => {
    const body = `<p>${'The seed bank has doubled its collection this year. '.repeat(3)}<a href="/visit">Plan a visit</a></p>`;
    const entry = { ...newsArticle('seed-bank', 'Seed bank doubles its collection', '2026-10-20T09:00:00.000Z'), body };
    const { inline, router } = renderFromInlineState({ entry });
    expect(isInPage(inline.routing.entry?.body)).toBe(true);
    fireEvent.click(screen.getByRole('link', { name: 'Plan a visit' }), { button: 0 });
    await waitFor(() => expect(router.location?.pathname).toBe('/visit'));
  });

  const LONG_SUMMARY = 'Our seed bank now holds twice the collections it held a year ago, thanks to a summer of fieldwork.';

  it('article: the lead (and the equal description), the author and the image travel in the HTML only; the topics stay', async () => {
    const author = person('amir', 'Amir', 'Okafor', 'Head of Science');
    const article = newsArticle('seed-bank', 'Seed bank doubles its collection', '2026-10-20T09:00:00.000Z', author);
    const entry = { ...article, summary: LONG_SUMMARY, entryDescription: LONG_SUMMARY };
    const { inline, router } = renderFromInlineState({ entry });
    const sent = inline.routing.entry;
    expect([sent?.summary, sent?.entryDescription, sent?.author, sent?.image].every(isInPage)).toBe(true);
    expect(JSON.stringify(inline)).not.toContain('Okafor');
    expect(Array.isArray(sent?.topics)).toBe(true);
    expect(screen.getByText(LONG_SUMMARY)).toHaveClass('lead');
    expect(screen.getByAltText('Photo for Seed bank doubles its collection')).toHaveAttribute('loading', 'eager');
    expect(screen.getByText(/Head of Science/)).toBeInTheDocument();
    fireEvent.click(screen.getByRole('link', { name: 'Amir Okafor' }), { button: 0 });
    await waitFor(() => expect(router.location?.pathname).toBe('/people/amir'));
  });

  it('article: a short lead stays in the state, and an unresolved author shows no fact, from the HTML too', () => {
    const entry = { ...newsArticle('short', 'Short story', '2026-10-20T09:00:00.000Z'), author: { sys: { id: 'gone' } } };
    const { inline } = renderFromInlineState({ entry });
    expect(inline.routing.entry?.summary).toBe('Summary of Short story');
    expect(screen.getByText('Summary of Short story')).toHaveClass('lead');
    expect(screen.queryByText('Author')).not.toBeInTheDocument();
  });

  it('event: the lead, the category and the image travel in the HTML only', () => {
    const entry = {
      ...event('bat-walk', 'Bat walk', '2026-11-14T19:00:00.000Z', '2026-11-14T21:00:00.000Z', 0),
      summary: LONG_SUMMARY,
      entryDescription: LONG_SUMMARY,
    };
    const { inline } = renderFromInlineState({ entry });
    const sent = inline.routing.entry;
    expect([sent?.summary, sent?.category, sent?.image].every(isInPage)).toBe(true);
    expect(screen.getByText('Category').nextElementSibling).toHaveTextContent('Family');
    expect(screen.getByAltText('Scene from Bat walk')).toBeInTheDocument();
    expect(screen.getByText(LONG_SUMMARY)).toHaveClass('lead');
  });
});
