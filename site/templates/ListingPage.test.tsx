import { site } from '..';
import { screen, within } from '@testing-library/react';
import { searchStateFor, topics } from '../../src/app/search/testing/searchState';
import { ListingPage } from './ListingPage';
import { axeViolations, renderPage } from './testing/renderPage';
import { event, listingPage, newsArticle, person } from './testing/fixtures';

// A listing page is a search: its results, filters and paging come from the search slice (the search chunk's
// UI, loaded before a server render or hydration), not from the pages below it.
beforeAll(() => site.searchChunk.load());

const cardTitles = () =>
  within(screen.getByRole('region', { name: 'Results' }))
    .getAllByRole('heading', { level: 3 })
    .map((h) => h.textContent);

describe('ListingPage', () => {
  it('lists news as the search found it, with date, summary and image, and the topic and year filters', async () => {
    const entry = listingPage('news', 'News', '/news', 'news', 'newsArticle');
    const found = [
      newsArticle('newest', 'Newest story', '2026-10-30T09:00:00.000Z'),
      newsArticle('older', 'Older story', '2026-09-01T09:00:00.000Z'),
    ];
    const { search, sent } = await searchStateFor(site, { route: { kind: 'listing', listing: 'news' }, miniLists: [] }, '/news', {
      entries: found,
      totalCount: 30,
      taxonomy: { 'Root/Topics': topics('Conservation', 'Horticulture') },
      aggregations: { sf_topics: { '0/1/1': 4, '0/1/2': 26 } },
    });
    const { container } = renderPage(<ListingPage entry={entry} />, { entry, currentPath: '/news' }, search);
    expect(screen.getByRole('heading', { level: 1, name: 'News' })).toBeInTheDocument();
    expect(cardTitles()).toEqual(['Newest story', 'Older story']);
    const first = within(screen.getByRole('region', { name: 'Results' })).getAllByRole('listitem')[0];
    expect(within(first).getByText('30 October 2026')).toHaveAttribute('datetime', '2026-10-30T09:00:00.000Z');
    expect(within(first).getByText('Summary of Newest story')).toBeInTheDocument();
    expect(within(first).getByAltText('Photo for Newest story')).toBeInTheDocument();
    expect(container.querySelector('.search-results__summary')).toHaveTextContent('1–2 of 30 results');
    expect(screen.getByRole('checkbox', { name: 'Horticulture (26)' })).not.toBeChecked();
    expect(within(screen.getByRole('group', { name: 'Year' })).getByRole('radio', { name: 'Any' })).toBeChecked();
    expect(
      within(screen.getByRole('group', { name: 'Year' })).getByRole('radio', { name: `${new Date().getUTCFullYear()} (30)` }),
    ).not.toBeChecked();
    // Newest first (the listing's order), twelve a page, fields limited to what the cards show.
    expect(sent[0]).toMatchObject({
      pageSize: 12,
      orderBy: ['-publishDate'],
      fields: expect.arrayContaining(['title', 'summary', 'publishDate', 'image']),
    });
    expect(await axeViolations(container)).toEqual([]);
  });

  it('lists events with dates, venue and price, their filters (category, dates, distance) and load more', async () => {
    const entry = listingPage('events', 'Events', '/events', 'events', 'event');
    const found = [event('bat-walk', 'Bat walk', '2026-11-14T19:00:00.000Z', '2026-11-14T21:00:00.000Z', 0, 'Woodland Garden')];
    const { search } = await searchStateFor(site, { route: { kind: 'listing', listing: 'events' }, miniLists: [] }, '/events', {
      entries: found,
      totalCount: 30,
    });
    renderPage(<ListingPage entry={entry} />, { entry, currentPath: '/events' }, search);
    const card = within(screen.getByRole('region', { name: 'Results' })).getAllByRole('listitem')[0];
    expect(card).toHaveTextContent('14 November 2026, 7pm–9pm');
    expect(within(card).getByText('Woodland Garden')).toBeInTheDocument();
    expect(within(card).getByText('Free')).toBeInTheDocument();
    // Each offered range and distance with its count (every scripted answer claims 30).
    const dates = within(screen.getByRole('group', { name: 'Dates' }));
    expect(dates.getAllByRole('radio').map((radio) => radio.closest('li')?.textContent)).toEqual([
      'Any',
      'Next 7 days (30)',
      'Next 30 days (30)',
      'Next 90 days (30)',
    ]);
    expect(dates.getByLabelText('From')).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: 'Within 250 m (30)' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Show 12 more' })).toHaveAttribute('href', '/events?pageIndex=2');
  });

  it('lists people by what the search found, with their job titles and the department filter', async () => {
    const entry = listingPage('people', 'People', '/people', 'people', 'person');
    const found = [person('zoe', 'Zoe', 'Adams', 'Curator'), person('amir', 'Amir', 'Okafor', 'Head of Science')];
    const { search } = await searchStateFor(
      site,
      { route: { kind: 'listing', listing: 'people' }, miniLists: [] },
      '/people?department=0%2F1%2F2',
      {
        entries: found,
        taxonomy: { 'Root/Departments': topics('Directorate', 'Horticulture') },
      },
    );
    renderPage(<ListingPage entry={entry} />, { entry, currentPath: '/people' }, search);
    expect(cardTitles()).toEqual(['Zoe Adams', 'Amir Okafor']);
    expect(screen.getByRole('link', { name: 'Amir Okafor' })).toHaveAttribute('href', '/people/amir');
    expect(screen.getByText('Head of Science')).toBeInTheDocument();
    expect(screen.getByRole('checkbox', { name: 'Horticulture' })).toBeChecked();
    expect(screen.getByRole('button', { name: 'Remove Department: Horticulture' })).toBeInTheDocument();
  });

  it('in Welsh: its search box, filters and their choices, sort choices and cards are in Welsh', async () => {
    const entry = listingPage('events', 'Digwyddiadau', '/events', 'events', 'event');
    const found = [event('bat-walk', 'Taith ystlumod', '2026-11-14T19:00:00.000Z', '2026-11-14T21:00:00.000Z', 0, 'Gardd y Coetir')];
    const { search } = await searchStateFor(
      site,
      { route: { kind: 'listing', listing: 'events' }, miniLists: [] },
      '/events',
      { entries: found, totalCount: 30 },
      'cy',
    );
    const { container } = renderPage(<ListingPage entry={entry} />, { entry, currentPath: '/events', language: 'cy' }, search);
    const form = screen.getByRole('search', { name: 'Chwilio’r digwyddiadau' });
    expect(within(form).getByRole('button', { name: 'Chwilio' })).toBeInTheDocument();
    const dates = within(screen.getByRole('group', { name: 'Dyddiadau' }));
    expect(dates.getAllByRole('radio').map((radio) => radio.closest('li')?.textContent)).toEqual([
      'Unrhyw un',
      'Y 7 diwrnod nesaf (30)',
      'Y 30 diwrnod nesaf (30)',
      'Y 90 diwrnod nesaf (30)',
    ]);
    expect(screen.getByRole('group', { name: 'Pellter o’r Brif Gât' })).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: 'O fewn 250 m (30)' })).toBeInTheDocument();
    expect(
      within(screen.getByLabelText('Trefnu yn ôl'))
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['Y cynharaf yn gyntaf', 'Y diweddaraf yn gyntaf', 'Pris, yr isaf yn gyntaf']);
    const card = within(screen.getByRole('region', { name: 'Canlyniadau' })).getAllByRole('listitem')[0];
    expect(card).toHaveTextContent('14 Tachwedd 2026, 19:00–21:00');
    expect(within(card).getByText('Am ddim')).toBeInTheDocument();
    expect(container).not.toHaveTextContent(/Search|Dates|Next \d+ days|Within|Soonest|Free|November/);
    expect(await axeViolations(container)).toEqual([]);
  });

  it('says so when the search finds nothing', async () => {
    const entry = listingPage('events', 'Events', '/events', 'events', 'event');
    const { search } = await searchStateFor(site, { route: { kind: 'listing', listing: 'events' }, miniLists: [] }, '/events?term=zebra', {
      entries: [],
    });
    renderPage(<ListingPage entry={entry} />, { entry, currentPath: '/events' }, search);
    expect(screen.getByText('No results for “zebra”.')).toBeInTheDocument();
    expect(screen.queryByRole('list', { name: /results/i })).not.toBeInTheDocument();
  });
});
