import { screen, within } from '@testing-library/react';
import { ListingPage } from './ListingPage';
import { axeViolations, renderPage } from './testing/renderPage';
import { event, listingPage, newsArticle, node, person } from './testing/fixtures';
import type { Entry } from '../../lib/delivery/types';

function routingFor(entry: Entry, children: Entry[]) {
  const path = entry.sys.uri ?? '/';
  return {
    entry,
    currentNode: { ...node('n-list', path, entry.entryTitle ?? '', null), children: children.map((c, i) => node(`n-${i}`, c.sys.uri ?? '', c.entryTitle ?? '', c)) },
  };
}

const cardTitles = () => screen.getAllByRole('listitem').map((item) => within(item).getByRole('heading', { level: 2 }).textContent);

describe('ListingPage', () => {
  it('lists news newest first with date, summary and thumbnail', async () => {
    const entry = listingPage('news', 'News', '/news', 'news', 'newsArticle');
    const children = [
      newsArticle('older', 'Older story', '2026-09-01T09:00:00.000Z'),
      newsArticle('newest', 'Newest story', '2026-10-30T09:00:00.000Z'),
      newsArticle('middle', 'Middle story', '2026-10-01T09:00:00.000Z'),
    ];
    const { html, container } = renderPage(<ListingPage entry={entry} />, routingFor(entry, children));
    expect(html.indexOf('Newest story')).toBeLessThan(html.indexOf('Older story'));
    expect(screen.getByRole('heading', { level: 1, name: 'News' })).toBeInTheDocument();
    expect(screen.getByText('Latest news from the garden.')).toBeInTheDocument();
    expect(cardTitles()).toEqual(['Newest story', 'Middle story', 'Older story']);
    const first = screen.getAllByRole('listitem')[0];
    expect(within(first).getByText('30 October 2026')).toHaveAttribute('datetime', '2026-10-30T09:00:00.000Z');
    expect(within(first).getByText('Summary of Newest story')).toBeInTheDocument();
    expect(within(first).getByAltText('Photo for Newest story')).toHaveAttribute('loading', 'lazy');
    expect(await axeViolations(container)).toEqual([]);
  });

  it('lists events soonest first with dates, venue and price', () => {
    const entry = listingPage('events', 'Events', '/events', 'events', 'event');
    const children = [
      event('late', 'Winter lights', '2026-12-10T17:00:00.000Z', '2026-12-10T21:00:00.000Z', 12.5, 'Great Lawn'),
      event('soon', 'Bat walk', '2026-11-14T19:00:00.000Z', '2026-11-14T21:00:00.000Z', 0, 'Woodland Garden'),
    ];
    renderPage(<ListingPage entry={entry} />, routingFor(entry, children));
    expect(cardTitles()).toEqual(['Bat walk', 'Winter lights']);
    const first = screen.getAllByRole('listitem')[0];
    expect(first).toHaveTextContent('14 November 2026, 7pm–9pm');
    expect(within(first).getByText('Woodland Garden')).toBeInTheDocument();
    expect(within(first).getByText('Free')).toBeInTheDocument();
    expect(within(screen.getAllByRole('listitem')[1]).getByText('£12.50')).toBeInTheDocument();
  });

  it('lists people by last name with job title and photo', () => {
    const entry = listingPage('people', 'People', '/people', 'people', 'person');
    const children = [person('zoe', 'Zoe', 'Adams', 'Curator'), person('amir', 'Amir', 'Okafor', 'Head of Science'), person('ben', 'Ben', 'de Vries', 'Gardener')];
    renderPage(<ListingPage entry={entry} />, routingFor(entry, children));
    expect(cardTitles()).toEqual(['Zoe Adams', 'Ben de Vries', 'Amir Okafor']);
    expect(screen.getByRole('link', { name: 'Amir Okafor' })).toHaveAttribute('href', '/people/amir');
    expect(screen.getByText('Head of Science')).toBeInTheDocument();
    expect(screen.getByAltText('Portrait of Amir Okafor')).toHaveAttribute('width', '600');
  });

  it('says so when there is nothing to list', () => {
    const entry = listingPage('events', 'Events', '/events', 'events', 'event');
    renderPage(<ListingPage entry={entry} />, routingFor(entry, []));
    expect(screen.getByText('There are no events to show just now.')).toBeInTheDocument();
    expect(screen.queryByRole('list')).not.toBeInTheDocument();
  });
});
