import { site } from '..';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { ContentPage } from './ContentPage';
import { axeViolations, renderFromInlineState, renderPage } from './testing/renderPage';
import { contentPage, newsArticle, node } from './testing/fixtures';
import { pageSearchesFor } from '../../src/app/search/pageSearches';
import { searchStateFor } from '../../src/app/search/testing/searchState';
import { initialRootState } from '../../src/app/rootReducer';

const entry = contentPage('glasshouses', 'The glasshouses', '/visit/glasshouses');
const home = node('n-home', '/', 'Home', null);
const visit = node('n-visit', '/visit', 'Visit', null);
const current = {
  ...node('n-glass', '/visit/glasshouses', 'The glasshouses', null),
  children: [
    node('n-palm', '/visit/glasshouses/palm-house', 'Palm House', contentPage('palm', 'The Palm House', '/visit/glasshouses/palm-house')),
    node('n-alpine', '/visit/glasshouses/alpine-house', 'Alpine House', null),
  ],
};
const routing = {
  entry,
  currentNode: current,
  currentNodeAncestors: [home, visit],
  currentNodeSiblings: [node('n-times', '/visit/opening-times', 'Opening times', null)],
};

describe('ContentPage', () => {
  it('renders on the server without the editor’s script', () => {
    const { html } = renderPage(<ContentPage entry={entry} />, routing);
    expect(html).toContain('<h1>The glasshouses</h1>');
    expect(html).toContain('A garden is a grand teacher.');
    expect(html).not.toContain('onerror');
  });

  it('renders every composer block type in order, skipping unknown ones', async () => {
    const { container } = renderPage(<ContentPage entry={entry} />, routing);
    expect(screen.getByRole('heading', { level: 1, name: 'The glasshouses' })).toBeInTheDocument();
    expect(screen.getByText('All about The glasshouses')).toHaveClass('lead');
    expect(screen.getByRole('heading', { level: 2, name: 'Opening hours' })).toBeInTheDocument();
    expect(screen.getByText('daily').tagName).toBe('EM');
    const image = screen.getByAltText('The Victorian glasshouse at dusk');
    expect(image).toHaveAttribute('width', '2000');
    expect(screen.getByText('The glasshouse, restored in 2019').tagName).toBe('FIGCAPTION');
    expect(screen.getByText('A garden is a grand teacher.').closest('blockquote')).not.toBeNull();
    expect(screen.getByText('Gertrude Jekyll')).toBeInTheDocument();
    expect(container.querySelector('img[src="x"]')).toBeNull();
    expect(await axeViolations(container)).toEqual([]);
  });

  it('lists the pages below this one and the pages beside it', () => {
    renderPage(<ContentPage entry={entry} />, routing);
    const below = screen.getByRole('navigation', { name: 'In this section' });
    expect(within(below).getByRole('link', { name: 'The Palm House' })).toHaveAttribute('href', '/visit/glasshouses/palm-house');
    expect(within(below).getByText('All about The Palm House')).toBeInTheDocument();
    expect(within(below).getByRole('link', { name: 'Alpine House' })).toBeInTheDocument();
    const beside = screen.getByRole('navigation', { name: 'More in Visit' });
    expect(within(beside).getByRole('link', { name: 'Opening times' })).toHaveAttribute('href', '/visit/opening-times');
  });

  it('ends a list of the pages beside it too long to show with a link to them all', () => {
    const { inline } = renderFromInlineState({
      ...routing,
      currentPath: '/visit/glasshouses',
      currentNodeSiblings: [],
      currentNodeSiblingTotal: 2999,
    });
    const beside = screen.getByRole('navigation', { name: 'More in Visit' });
    expect(within(beside).getAllByRole('link')).toHaveLength(1);
    expect(within(beside).getByRole('link', { name: 'See all 2,999 pages in Visit' })).toHaveAttribute('href', '/visit');
    // The browser is sent the number, not the pages.
    expect(inline.routing?.currentNodeSiblingTotal).toBe(2999);
  });

  it('lists many pages below it a page at a time: where a long section’s link leads', () => {
    const many = Array.from({ length: 30 }, (_, i) => node(`n-${i}`, `/visit/glasshouses/house-${i}`, `House ${i}`, null));
    renderPage(<ContentPage entry={entry} />, {
      ...routing,
      currentPath: '/visit/glasshouses',
      currentNode: { ...current, children: many },
      currentNodeChildTotal: many.length,
    });
    expect(screen.queryByRole('navigation', { name: 'In this section' })).not.toBeInTheDocument();
    expect(screen.getByText('1–24 of 30 pages')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'House 23' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'House 24' })).not.toBeInTheDocument();
    expect(screen.getByRole('navigation', { name: 'Pages of this list' })).toBeInTheDocument();
  });

  it('leaves out section lists for a top-level page without children', () => {
    renderPage(<ContentPage entry={entry} />, { ...routing, currentNode: { ...current, children: [] }, currentNodeAncestors: [home] });
    expect(screen.queryByRole('navigation')).not.toBeInTheDocument();
  });

  it('follows same-site links in the body through the router, relative ones too', async () => {
    const { router } = renderPage(<ContentPage entry={entry} />, { ...routing, currentPath: '/visit/glasshouses' });
    const link = screen.getByRole('link', { name: 'Getting here' });
    expect(fireEvent.click(link, { button: 0 })).toBe(false); // default prevented: no page load
    await waitFor(() => expect(router.location?.pathname).toBe('/visit/getting-here'));

    const prose = document.querySelector('main .prose')!;
    prose.insertAdjacentHTML('beforeend', '<p><a href="?page=2">Next</a> <a href="#hours">Hours</a> <a href="../shop">Shop</a></p>');
    fireEvent.click(screen.getByRole('link', { name: 'Next' }));
    await waitFor(() => expect(router.location).toMatchObject({ pathname: '/visit/getting-here', search: '?page=2' }));
    fireEvent.click(screen.getByRole('link', { name: 'Hours' }));
    await waitFor(() => expect(router.location).toMatchObject({ pathname: '/visit/getting-here', search: '?page=2', hash: '#hours' }));
    fireEvent.click(screen.getByRole('link', { name: 'Shop' }));
    await waitFor(() => expect(router.location).toMatchObject({ pathname: '/shop', search: '', hash: '' }));
  });

  it('leaves files, other sites and modified clicks in the body to the browser', () => {
    const { router } = renderPage(<ContentPage entry={entry} />, { ...routing, currentPath: '/visit/glasshouses' });
    const prose = document.querySelector('main .prose')!;
    prose.insertAdjacentHTML(
      'beforeend',
      '<p><a href="/asset-library/annual-report.pdf">Report</a> <a href="https://elsewhere.example/">Elsewhere</a> <a href="mailto:a@b.example">Mail</a></p>',
    );
    for (const name of ['Report', 'Elsewhere', 'Mail']) {
      expect(fireEvent.click(screen.getByRole('link', { name }), { button: 0 })).toBe(true);
    }
    expect(fireEvent.click(screen.getByRole('link', { name: 'Getting here' }), { button: 0, ctrlKey: true })).toBe(true);
    expect(router.location?.pathname).toBe('/visit/glasshouses');
  });

  it('replaces the history entry for a link to the location shown', async () => {
    const { router } = renderPage(<ContentPage entry={entry} />, { ...routing, currentPath: '/visit/getting-here' });
    const before = router.location?.key;
    fireEvent.click(screen.getByRole('link', { name: 'Getting here' }));
    await waitFor(() => expect(router.location?.key).not.toBe(before));
    expect(router.navigationType).toBe('REPLACE');
  });
});

describe('ContentPage related news', () => {
  beforeAll(() => site.searchChunk.load());
  const seedBank = contentPage('seed-bank', 'Seed bank', '/research/collections/seed-bank');
  const pageRouting = {
    ...initialRootState().routing,
    currentProject: 'website',
    currentPath: '/research/collections/seed-bank',
    entry: seedBank,
  };

  it('shows the news the page’s searches found on its topics, with a link to all news', async () => {
    const searches = pageSearchesFor(site, pageRouting);
    expect(searches?.miniLists).toEqual([{ id: 'relatedNews', filters: { topic: ['0/1/1/1'] }, excludeIds: [] }]);
    const found = [newsArticle('collections', '78 new seed collections', '2026-09-12T15:30:00.000Z')];
    const { search, sent } = await searchStateFor(site, searches!, '/research/collections/seed-bank', { entries: found });
    expect(JSON.stringify(sent)).toContain('{"field":"topics","in":["0/1/1/1"]}');
    const { container } = renderPage(<ContentPage entry={seedBank} />, pageRouting, search);
    const related = within(screen.getByRole('region', { name: 'Related news' }));
    expect(related.getByRole('heading', { level: 3, name: '78 new seed collections' })).toBeInTheDocument();
    expect(related.getByRole('link', { name: 'All news' })).toHaveAttribute('href', '/news');
    expect(await axeViolations(container)).toEqual([]);
  });

  it('has no related section when the search found nothing, or the page has no topics (nothing searched)', async () => {
    const { search } = await searchStateFor(site, pageSearchesFor(site, pageRouting)!, '/research/collections/seed-bank', { entries: [] });
    const { html } = renderPage(<ContentPage entry={seedBank} />, pageRouting, search);
    expect(html).not.toContain('Related news');
    expect(screen.queryByRole('region', { name: 'Related news' })).not.toBeInTheDocument();
    const history = contentPage('history', 'Our history', '/about/history');
    expect(pageSearchesFor(site, { ...pageRouting, currentPath: '/about/history', entry: history })).toBeNull();
  });

  it('never shows news another page searched: the list must be this page’s search', async () => {
    const { search } = await searchStateFor(site, pageSearchesFor(site, pageRouting)!, '/research/collections/seed-bank', {
      entries: [newsArticle('collections', '78 new seed collections', '2026-09-12T15:30:00.000Z')],
    });
    // A page with nothing related, and a page on other topics whose own search has not run yet.
    const history = contentPage('history', 'Our history', '/about/history');
    renderPage(<ContentPage entry={history} />, { ...pageRouting, currentPath: '/about/history', entry: history }, search);
    expect(screen.queryByRole('region', { name: 'Related news' })).not.toBeInTheDocument();
    document.body.innerHTML = '';
    const health = contentPage('plant-health', 'Plant health', '/research/plant-health');
    renderPage(<ContentPage entry={health} />, { ...pageRouting, currentPath: '/research/plant-health', entry: health }, search);
    expect(screen.queryByRole('region', { name: 'Related news' })).not.toBeInTheDocument();
  });

  it('in Welsh: its section lists are named in Welsh', () => {
    const { container } = renderPage(<ContentPage entry={entry} />, { ...routing, language: 'cy' });
    expect(screen.getByRole('navigation', { name: 'Yn yr adran hon' })).toBeInTheDocument();
    expect(screen.getByRole('navigation', { name: 'Rhagor yn yr adran Visit' })).toBeInTheDocument();
    expect(container).not.toHaveTextContent(/In this section|More in/);
  });
});
