import { screen, within } from '@testing-library/react';
import type { RouteNode } from '../../src/features/routing';
import type { Entry } from '../../src/lib/delivery/types';
import type { ListingPageEntry } from '../contentTypes';
import { ListingPage } from './ListingPage';
import { axeViolations, renderPage } from './testing/renderPage';

// A listing page whose entry names its listing in fields this site does not read lists the pages below it.
const entry = {
  sys: { id: 'l', contentTypeId: 'listingPage', language: 'en-GB', dataFormat: 'entry', uri: '/stories' },
  entryTitle: 'Stories',
  title: 'Stories',
  listingType: 'news',
} as unknown as ListingPageEntry;

const child = (n: number, includeInSearch = true): RouteNode => ({
  id: `c${n}`,
  path: `/stories/story-${n}`,
  displayName: `Story ${n}`,
  entry: {
    sys: { id: `e${n}`, contentTypeId: 'article', language: 'en-GB', dataFormat: 'entry', metadata: { includeInSearch } },
    entryTitle: `Story ${n}`,
    entryDescription: `About story ${n}`,
  } as Entry,
});

const routing = (count: number, search = '', hidden: number[] = []) => ({
  entry,
  currentPath: '/stories',
  location: { search, hash: '' },
  currentNode: {
    id: 'n',
    path: '/stories',
    displayName: 'Stories',
    children: Array.from({ length: count }, (_, i) => child(i + 1, !hidden.includes(i + 1))),
  },
});

describe('ListingPage without a listing the site knows', () => {
  it('lists the pages below it with their descriptions, 24 a page, with links to the other pages', async () => {
    const { container } = renderPage(<ListingPage entry={entry} />, routing(30, '', [2]));
    const list = screen.getByRole('region', { name: 'Pages in this section' });
    const links = within(list)
      .getAllByRole('link')
      .filter((link) => link.getAttribute('href')?.startsWith('/stories/'));
    expect(links).toHaveLength(24);
    expect(links[0]).toHaveTextContent('Story 1');
    expect(links[1]).toHaveTextContent('Story 3');
    expect(screen.getByText('About story 1')).toBeInTheDocument();
    expect(screen.getByText('1–24 of 29 pages')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Next page' })).toHaveAttribute('href', '/stories?pageIndex=2');
    expect(screen.queryByText('There is nothing to show here yet.')).toBeNull();
    expect(await axeViolations(container)).toEqual([]);
  });

  it('shows the rest on the next page, with a link back to the first', () => {
    renderPage(<ListingPage entry={entry} />, routing(30, '?pageIndex=2'));
    expect(screen.getByText('25–30 of 30 pages')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Page 1' })).toHaveAttribute('href', '/stories');
  });

  it('past the last page says so, with a link to it', () => {
    renderPage(<ListingPage entry={entry} />, routing(30, '?pageIndex=7'));
    expect(screen.getByText('Page 7 is past the end: this list has 2 pages.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to the last page' })).toHaveAttribute('href', '/stories?pageIndex=2');
  });

  it('with nothing below it, says there is nothing to show', () => {
    renderPage(<ListingPage entry={entry} />, routing(0));
    expect(screen.getByText('There is nothing to show here yet.')).toBeInTheDocument();
  });
});
