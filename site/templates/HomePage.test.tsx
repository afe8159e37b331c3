import { site } from '..';
import { screen, within } from '@testing-library/react';
import { HomePage } from './HomePage';
import { axeViolations, renderPage } from './testing/renderPage';
import { contentPage, event, homePage, newsArticle } from './testing/fixtures';
import { searchStateFor } from '../../src/app/search/testing/searchState';

const featured = [
  contentPage('visit', 'Visit us', '/visit'),
  newsArticle('seed-bank', 'Seed bank doubles its collection', '2026-10-20T09:00:00.000Z'),
  event('bat-walk', 'Bat walk', '2026-11-14T19:00:00.000Z', '2026-11-14T21:00:00.000Z', 0),
];

describe('HomePage', () => {
  it('renders on the server with the hero and featured links', () => {
    const { html } = renderPage(<HomePage entry={homePage(featured)} />);
    expect(html).toContain('Millbrook Botanic Garden');
    expect(html).toContain('href="/news/seed-bank"');
  });

  it('shows the hero eagerly and each resolved featured link as a card', async () => {
    const { container } = renderPage(<HomePage entry={homePage(featured)} />);
    expect(screen.getByRole('heading', { level: 1, name: 'Millbrook Botanic Garden' })).toBeInTheDocument();
    expect(screen.getByText('Plants, people and research since 1841.')).toBeInTheDocument();
    const hero = screen.getByAltText('Visitors walking through the rose garden in June');
    expect(hero).toHaveAttribute('loading', 'eager');
    expect(hero).toHaveAttribute('fetchpriority', 'high');

    const section = screen.getByRole('heading', { level: 2, name: 'Featured' }).closest('section');
    const cards = within(section as HTMLElement).getAllByRole('listitem');
    expect(cards).toHaveLength(3); // the unresolved stub is left out
    expect(within(section as HTMLElement).getByRole('link', { name: 'Visit us' })).toHaveAttribute('href', '/visit');
    expect(within(section as HTMLElement).getByRole('heading', { level: 3, name: 'Bat walk' })).toBeInTheDocument();
    expect(within(section as HTMLElement).getByText('Free')).toBeInTheDocument();
    expect(await axeViolations(container)).toEqual([]);
  });

  it('shows featured news and events as cards with their facts, even those without a page of their own', async () => {
    const news = newsArticle('seed-bank', 'Seed bank doubles its collection', '2026-10-20T09:00:00.000Z');
    const talk = {
      ...event('talk', 'Evening talk', '2026-12-01T18:00:00.000Z', '2026-12-01T19:30:00.000Z', 5, 'Lecture theatre'),
      sys: { ...event('talk', '', '', null, 0).sys, uri: null },
    };
    const { container } = renderPage(<HomePage entry={homePage([news, talk])} />);
    const section = screen.getByRole('region', { name: 'Featured' });
    const cards = within(section).getAllByRole('listitem');
    expect(cards).toHaveLength(2);
    expect(within(cards[0]).getByRole('link', { name: 'Seed bank doubles its collection' })).toHaveAttribute('href', '/news/seed-bank');
    expect(within(cards[0]).getByText('20 October 2026')).toBeInTheDocument();
    expect(within(cards[1]).getByRole('heading', { level: 3, name: 'Evening talk' })).toBeInTheDocument();
    expect(within(cards[1]).queryByRole('link')).not.toBeInTheDocument();
    expect(cards[1]).toHaveTextContent('Lecture theatre');
    expect(cards[1]).toHaveTextContent('£5');
    expect(await axeViolations(container)).toEqual([]);
  });

  it('leaves out the featured section when there is nothing to feature', () => {
    renderPage(<HomePage entry={{ ...homePage([]), featuredLinks: [] }} />);
    expect(screen.queryByRole('heading', { name: 'Featured' })).not.toBeInTheDocument();
  });
});

describe('HomePage mini lists', () => {
  beforeAll(() => site.searchChunk.load());

  it('shows the latest news and what is coming up, as the page’s searches found them, with links to the listings', async () => {
    const { search } = await searchStateFor(site, { route: null, miniLists: [{ id: 'latestNews' }, { id: 'upcomingEvents' }] }, '/', {
      entries: [
        newsArticle('seed-bank', 'Seed bank doubles its collection', '2026-10-20T09:00:00.000Z'),
        event('bat-walk', 'Bat walk', '2026-11-14T19:00:00.000Z', null, 0),
      ],
    });
    const { container } = renderPage(<HomePage entry={homePage([])} />, { entry: homePage([]) }, search);
    const news = within(screen.getByRole('region', { name: 'Latest news' }));
    expect(news.getByRole('heading', { level: 3, name: 'Seed bank doubles its collection' })).toBeInTheDocument();
    expect(news.getByRole('link', { name: 'All news' })).toHaveAttribute('href', '/news');
    expect(within(screen.getByRole('region', { name: 'Coming up' })).getByRole('link', { name: 'All events' })).toHaveAttribute(
      'href',
      '/events',
    );
    expect(await axeViolations(container)).toEqual([]);
  });

  it('in Welsh: the mini lists, their cards’ dates and prices and their links are in Welsh', async () => {
    const { search } = await searchStateFor(site, { route: null, miniLists: [{ id: 'latestNews' }, { id: 'upcomingEvents' }] }, '/', {
      entries: [
        newsArticle('seed-bank', 'Seed bank doubles its collection', '2026-10-20T09:00:00.000Z'),
        event('bat-walk', 'Bat walk', '2026-11-14T19:00:00.000Z', null, 0),
      ],
    });
    const { container } = renderPage(<HomePage entry={homePage([])} />, { entry: homePage([]), language: 'cy' }, search);
    const news = within(screen.getByRole('region', { name: 'Y newyddion diweddaraf' }));
    expect(news.getByText('20 Hydref 2026')).toBeInTheDocument();
    expect(news.getByRole('link', { name: 'Yr holl newyddion' })).toHaveAttribute('href', '/news');
    const events = within(screen.getByRole('region', { name: 'Ar y gweill' }));
    expect(events.getByText('14 Tachwedd 2026, 19:00')).toBeInTheDocument();
    expect(events.getByText('Am ddim')).toBeInTheDocument();
    expect(events.getByRole('link', { name: 'Pob digwyddiad' })).toHaveAttribute('href', '/events');
    expect(container).not.toHaveTextContent(/Latest news|Coming up|All news|All events|October|November|Free/);
    expect(await axeViolations(container)).toEqual([]);
  });

  it('shows no mini list that found nothing', () => {
    renderPage(<HomePage entry={homePage([])} />);
    expect(screen.queryByRole('region', { name: 'Latest news' })).not.toBeInTheDocument();
  });
});
