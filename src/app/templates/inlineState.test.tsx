import { fireEvent, screen, within } from '@testing-library/react';
import { isInPage } from '../../components';
import type { Entry } from '../../lib/delivery/types';
import { contentPage, event, homePage, listingPage, newsArticle, node, person } from './testing/fixtures';
import { renderFromInlineState } from './testing/renderPage';

// Each template started in the browser from the state the server inlines: what the page shows from its
// body, featured links, children and siblings is in the HTML once, and hydration matches it exactly.

afterEach(() => {
  document.body.innerHTML = '';
});

function listingRouting(entry: Entry, children: Entry[]) {
  return {
    entry,
    currentNode: { ...node('n-list', entry.sys.uri ?? '/', entry.entryTitle ?? '', null), children: children.map((c, i) => node(`n-${i}`, c.sys.uri ?? '', c.entryTitle ?? '', c)) },
  };
}

describe('pages started from the inline state', () => {
  it('home page: the featured cards travel in the HTML only, and their links navigate client-side', () => {
    const featured = [newsArticle('seed-bank', 'Seed bank doubles its collection', '2026-10-20T09:00:00.000Z'), event('bat-walk', 'Bat walk', '2026-11-14T19:00:00.000Z', null, 0)];
    const { inline, router } = renderFromInlineState({ entry: homePage(featured) });
    expect(isInPage(inline.routing.entry?.featuredLinks)).toBe(true);
    expect(JSON.stringify(inline)).not.toContain('Bat walk');
    const section = screen.getByRole('region', { name: 'Featured' });
    fireEvent.click(within(section).getByRole('link', { name: 'Bat walk' }), { button: 0 });
    expect(router.location?.pathname).toBe('/events/bat-walk');
  });

  it('content page: body, children and siblings travel in the HTML only', () => {
    const entry = contentPage('glasshouses', 'The glasshouses', '/visit/glasshouses');
    const { inline, router } = renderFromInlineState({
      currentPath: '/visit/glasshouses',
      entry,
      currentNode: { ...node('n-glass', '/visit/glasshouses', 'The glasshouses', null), children: [node('n-palm', '/visit/glasshouses/palm-house', 'Palm House', contentPage('palm', 'The Palm House', '/visit/glasshouses/palm-house'))] },
      currentNodeAncestors: [node('n-home', '/', 'Home', null), node('n-visit', '/visit', 'Visit', null)],
      currentNodeSiblings: [node('n-times', '/visit/opening-times', 'Opening times', null)],
    });
    const routing = inline.routing;
    expect([routing.entry?.body, routing.currentNode?.children, routing.currentNodeSiblings].every(isInPage)).toBe(true);
    expect(screen.getByRole('heading', { level: 2, name: 'Opening hours' })).toBeInTheDocument();
    expect(screen.getByRole('navigation', { name: 'More in Visit' })).toBeInTheDocument();
    fireEvent.click(screen.getByRole('link', { name: 'The Palm House' }), { button: 0 });
    expect(router.location?.pathname).toBe('/visit/glasshouses/palm-house');
    fireEvent.click(screen.getByRole('link', { name: 'Getting here' }), { button: 0 });
    expect(router.location?.pathname).toBe('/visit/getting-here');
  });

  it('listing page: the cards travel in the HTML only', () => {
    const entry = listingPage('people', 'People', '/people', 'people', 'person');
    const { inline } = renderFromInlineState(listingRouting(entry, [person('amir', 'Amir', 'Okafor', 'Head of Science'), person('zoe', 'Zoe', 'Adams', 'Curator')]));
    expect(isInPage(inline.routing.currentNode?.children)).toBe(true);
    expect(screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent)).toEqual(['Zoe Adams', 'Amir Okafor']);
  });

  it('an empty listing keeps its (empty) list in the state and says so', () => {
    const entry = listingPage('events', 'Events', '/events', 'events', 'event');
    const { inline } = renderFromInlineState(listingRouting(entry, []));
    expect(inline.routing.currentNode?.children).toEqual([]);
    expect(screen.getByText('There are no events to show just now.')).toBeInTheDocument();
  });

  it('article: the rich text body travels in the HTML only', () => {
    const body = `<p>${'The seed bank has doubled its collection this year. '.repeat(3)}<a href="/visit">Plan a visit</a></p>`;
    const entry = { ...newsArticle('seed-bank', 'Seed bank doubles its collection', '2026-10-20T09:00:00.000Z'), body };
    const { inline, router } = renderFromInlineState({ entry });
    expect(isInPage(inline.routing.entry?.body)).toBe(true);
    fireEvent.click(screen.getByRole('link', { name: 'Plan a visit' }), { button: 0 });
    expect(router.location?.pathname).toBe('/visit');
  });
});
