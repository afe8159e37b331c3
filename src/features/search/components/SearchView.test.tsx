import { act, fireEvent, screen, within } from '@testing-library/react';
import { Profiler } from 'react';
import axe from 'axe-core';
import { filterItemsLoaded, likelyResultsHeld, searchEntriesSet, searchStarted } from '../slice';
import { answered as answer, renderSearch, renderTestResult, TestLink, type SearchSetup } from '../testing/renderSearch';
import { SearchView } from './SearchView';
import { FIRST_SCREEN_RESULTS } from '../constants';
import { REST_MS } from './useLikelyChoice';

// The search UI as a visitor meets it: every control is an event that leads to a URL (the route then searches),
// and what the state holds is shown: tabs and filters with counts, refinements, summary, paging, empty state.
const view = (
  <SearchView
    linkComponent={TestLink}
    renderResult={renderTestResult}
    pageSizes={[10, 20]}
    sortOptions={{
      '*': [
        { label: 'Best match', orderBy: [] },
        { label: 'Title A–Z', orderBy: ['entryTitle'] },
      ],
    }}
  />
);

const topics = filterItemsLoaded({
  context: 'facets',
  facet: 'news',
  filterKey: 'topic',
  items: ['Bees', 'Wasps', 'Moths', 'Beetles', 'Ants', 'Flies', 'Spiders', 'Snails'].map((title, i) => ({
    key: `t-${i}`,
    title,
    path: null,
    isSelected: false,
  })),
});
const newsAnswer = answer('news', 1, ['n1', 'n2'], { totalCount: 42, pageCount: 5, aggregations: { sf_year: { '2024': 30, '2023': 12 } } });
const search = (url = '/search/news?term=bee&pageIndex=2') =>
  renderSearch(view, { url, params: { term: 'bee', pageIndex: 1 }, then: [topics, newsAnswer] });

/** The view, with the number of result cards on the page after each of its renders (`drawn`). */
function renderCountingCards(setup: SearchSetup) {
  const drawn: number[] = [];
  const rendered = renderSearch(
    <Profiler id="results" onRender={() => drawn.push(document.querySelectorAll('.search-results__list > li').length)}>
      {view}
    </Profiler>,
    setup,
  );
  return { ...rendered, drawn };
}

async function axeViolations(container: Element) {
  const results = await axe.run(container, { rules: { 'color-contrast': { enabled: false } } });
  return results.violations.map((v) => `${v.id}: ${v.help}`);
}

describe('SearchView', () => {
  it('shows the term, the tabs with counts, filters with counts, the summary and the results', async () => {
    const { container } = search();
    expect(screen.getByRole('searchbox', { name: 'Search' })).toHaveValue('bee');
    expect(screen.getByRole('link', { name: 'Everything (42)' })).toHaveAttribute('aria-current', 'page');
    expect(screen.getByRole('link', { name: 'People (0)' })).toHaveAttribute('href', '/search/people?term=bee');
    expect(screen.getByRole('checkbox', { name: '2024 (30)' })).not.toBeChecked();
    expect(container.querySelector('.search-results__summary')).toHaveTextContent('11–12 of 42 results');
    const results = within(screen.getByRole('region', { name: 'Results' }));
    expect(results.getAllByRole('heading', { level: 3 }).map((h) => h.textContent)).toEqual(['Title n1', 'Title n2']);
    expect(await axeViolations(container)).toEqual([]);
  });

  it('shows "(0)" for an item no result has, still a choice, shown quieter', async () => {
    const { container, probe } = renderSearch(view, {
      url: '/search/news',
      then: [answer('news', 0, ['n1'], { aggregations: { sf_year: { '2024': 1 } } })],
    });
    const none = screen.getByRole('checkbox', { name: '2023 (0)' });
    expect(none).toBeEnabled();
    expect(none.closest('li')).toHaveClass('filter-group__item--none');
    expect(screen.getByRole('checkbox', { name: '2024 (1)' }).closest('li')).not.toHaveClass('filter-group__item--none');
    expect(await axeViolations(container)).toEqual([]);
    fireEvent.click(none);
    expect(probe.location?.search).toBe('?year=2023');
  });

  it('is a plain GET form without JavaScript: the filters, sort and page size belong to it', () => {
    const { container } = search();
    const form = screen.getByRole('search', { name: 'Search' });
    expect(form).toHaveAttribute('method', 'get');
    expect(form).toHaveAttribute('action', '/search/news');
    for (const field of [
      screen.getByRole('checkbox', { name: 'Bees' }),
      screen.getByRole('combobox', { name: 'Sort by' }),
      screen.getByRole('combobox', { name: 'Results per page' }),
    ]) {
      expect(field).toHaveAttribute('form', form.id);
    }
    expect(container.querySelector('noscript')).not.toBeNull();
  });

  it('a filter navigates to the search with it, from the first page, keeping the term', () => {
    const { probe } = search();
    fireEvent.click(screen.getByRole('checkbox', { name: '2024 (30)' }));
    expect(probe.location).toMatchObject({ pathname: '/search/news', search: '?term=bee&year=2024' });
  });

  it('pressing a choice (pointer or Space) asks for its search ahead of the click, once, and changes nothing', () => {
    const { store, probe, actions } = search();
    const before = store.getState();
    const box = screen.getByRole('checkbox', { name: '2024 (30)' });
    fireEvent.pointerDown(box);
    fireEvent.keyDown(box, { key: ' ' });
    const other = screen.getByRole('checkbox', { name: '2023 (12)' });
    fireEvent.keyDown(other, { key: 'Enter' });
    fireEvent.keyDown(other, { key: ' ' });
    expect(actions).toEqual([
      { type: 'search/filterChoiceLikely', payload: { filterKey: 'year', key: '2024' } },
      { type: 'search/filterChoiceLikely', payload: { filterKey: 'year', key: '2023' } },
    ]);
    expect(store.getState()).toBe(before);
    expect(probe.location).toMatchObject({ search: '?term=bee&pageIndex=2' });
  });

  it('a mouse resting on a choice asks for its search ahead of the click; passing over, touch or a second ask do not', () => {
    // jsdom has no PointerEvent: without one, an event's pointerType is lost.
    class PointerEventWithType extends MouseEvent {
      readonly pointerType: string;
      constructor(type: string, init: MouseEventInit & { pointerType?: string } = {}) {
        super(type, init);
        this.pointerType = init.pointerType ?? '';
      }
    }
    const globals = window as unknown as { PointerEvent?: typeof PointerEventWithType };
    globals.PointerEvent = PointerEventWithType;
    jest.useFakeTimers();
    try {
      const { store, actions } = search();
      const before = store.getState();
      const row = (name: string) => screen.getByRole('checkbox', { name }).closest('li') as HTMLElement;
      const likely = (key: string) => ({ type: 'search/filterChoiceLikely', payload: { filterKey: 'year', key } });
      // Passing over 2023 on the way to 2024.
      fireEvent.pointerOver(row('2023 (12)'), { pointerType: 'mouse' });
      act(() => jest.advanceTimersByTime(REST_MS - 10));
      fireEvent.pointerOut(row('2023 (12)'), { pointerType: 'mouse', relatedTarget: row('2024 (30)') });
      fireEvent.pointerOver(row('2024 (30)'), { pointerType: 'mouse', relatedTarget: row('2023 (12)') });
      act(() => jest.advanceTimersByTime(REST_MS));
      expect(actions).toEqual([likely('2024')]);
      // A press before the rest is over asks at once, and the rest asks nothing after it.
      fireEvent.pointerOut(row('2024 (30)'), { pointerType: 'mouse' });
      fireEvent.pointerOver(row('2023 (12)'), { pointerType: 'mouse' });
      fireEvent.pointerDown(screen.getByRole('checkbox', { name: '2023 (12)' }));
      act(() => jest.advanceTimersByTime(REST_MS * 2));
      expect(actions).toEqual([likely('2024'), likely('2023')]);
      // A press after a rest on the same choice asks for nothing more; a finger's touch has no hover.
      fireEvent.pointerDown(screen.getByRole('checkbox', { name: '2023 (12)' }));
      fireEvent.pointerOut(row('2023 (12)'), { pointerType: 'mouse' });
      fireEvent.pointerOver(screen.getByRole('checkbox', { name: /Bees/ }).closest('li') as HTMLElement, { pointerType: 'touch' });
      act(() => jest.advanceTimersByTime(REST_MS * 2));
      expect(actions).toEqual([likely('2024'), likely('2023')]);
      expect(store.getState()).toBe(before);
    } finally {
      jest.useRealTimers();
      delete globals.PointerEvent;
    }
  });

  it('a new set of results draws its first screen first, and the rest once that screen is painted', async () => {
    const ids = (from: number) => Array.from({ length: 12 }, (_, i) => `n${from + i}`);
    const { store, drawn } = renderCountingCards({ then: [answer('news', 0, ids(1), { totalCount: 42, pageCount: 4 })] });
    expect(drawn.at(-1)).toBe(12);
    drawn.length = 0;
    act(() => {
      store.dispatch(answer('news', 1, ids(13), { totalCount: 42, pageCount: 4 }));
    });
    // Not in the render that shows the set, nor in its effects: after the frame.
    expect(drawn).toEqual([FIRST_SCREEN_RESULTS]);
    expect(screen.queryByRole('link', { name: 'Title n24' })).not.toBeInTheDocument();
    expect(await screen.findByRole('link', { name: 'Title n24' })).toBeInTheDocument();
    expect(drawn).toEqual([FIRST_SCREEN_RESULTS, 12]);
  });

  it('a set replaced before its rest is drawn never draws that rest', async () => {
    const ids = (from: number) => Array.from({ length: 12 }, (_, i) => `n${from + i}`);
    const { store, drawn } = renderCountingCards({ then: [answer('news', 0, ids(1), { totalCount: 42, pageCount: 4 })] });
    drawn.length = 0;
    act(() => {
      store.dispatch(answer('news', 1, ids(13), { totalCount: 42, pageCount: 4 }));
    });
    act(() => {
      store.dispatch(answer('news', 2, ids(25), { totalCount: 42, pageCount: 4 }));
    });
    expect(await screen.findByRole('link', { name: 'Title n36' })).toBeInTheDocument();
    expect(drawn).toEqual([FIRST_SCREEN_RESULTS, FIRST_SCREEN_RESULTS, 12]);
    expect(screen.queryByRole('link', { name: 'Title n24' })).not.toBeInTheDocument();
  });

  it("a likely choice's results are drawn ahead out of sight (first screen only); its answer shows that very list", async () => {
    const ids = (from: number) => Array.from({ length: 12 }, (_, i) => `n${from + i}`);
    const { store, container } = renderSearch(view, { then: [answer('news', 0, ids(1), { totalCount: 42, pageCount: 4 })] });
    const likely = answer('news', 0, ids(13), { totalCount: 42, pageCount: 4 }).payload;
    act(() => {
      store.dispatch(likelyResultsHeld({ context: 'facets', facet: 'news', pageIndex: 0, items: likely.items }));
    });
    const lists = () => [...container.querySelectorAll<HTMLElement>('.search-results__list')];
    const [shownList, ahead] = lists();
    expect(ahead.style.display).toBe('none');
    expect(ahead.querySelectorAll('li')).toHaveLength(FIRST_SCREEN_RESULTS);
    // Out of sight is out of the accessibility tree: the visitor's results are the only list of results.
    expect(screen.getAllByRole('heading', { level: 3 }).map((h) => h.textContent)).toEqual(ids(1).map((id) => `Title ${id}`));
    const aheadCards = [...ahead.querySelectorAll('li')];
    act(() => {
      store.dispatch(searchEntriesSet(likely));
    });
    expect(lists()).toEqual([ahead]);
    expect(ahead.style.display).not.toBe('none');
    expect(shownList.isConnected).toBe(false);
    expect([...ahead.querySelectorAll('li')].slice(0, FIRST_SCREEN_RESULTS)).toEqual(aheadCards);
    // The rest once that screen is painted.
    expect(await screen.findByRole('link', { name: 'Title n24' })).toBeInTheDocument();
    expect(ahead.querySelectorAll('li')).toHaveLength(12);
  });

  it('a list drawn ahead takes no focus from the one shown (load more)', () => {
    const events = answer('events', 0, ['e1', 'e2'], { totalCount: 50, pageCount: 3 });
    const { store } = renderSearch(view, { facet: 'events', url: '/search/events', then: [events] });
    act(() => {
      store.dispatch(
        likelyResultsHeld({ context: 'facets', facet: 'events', pageIndex: 0, items: answer('events', 0, ['x1', 'x2']).payload.items }),
      );
    });
    fireEvent.click(screen.getByRole('link', { name: 'Show 20 more' }), { button: 0 });
    act(() => {
      store.dispatch(answer('events', 1, ['e3', 'e4'], { totalCount: 50, pageCount: 3 }));
    });
    expect(screen.getByRole('link', { name: 'Title e3' })).toHaveFocus();
  });

  it('more of the same set (load more) draws at once: no card shown leaves the page, even for a frame', () => {
    const ids = (from: number) => Array.from({ length: 10 }, (_, i) => `e${from + i}`);
    const { store, drawn } = renderCountingCards({
      facet: 'events',
      url: '/search/events',
      then: [answer('events', 0, ids(1), { totalCount: 50, pageCount: 5 })],
    });
    drawn.length = 0;
    act(() => {
      store.dispatch(answer('events', 1, ids(11), { totalCount: 50, pageCount: 5 }));
    });
    expect(Math.min(...drawn)).toBe(20);
  });

  it("choosing an item draws only its own box again (React sets each drawn box's type and name, and the browser restyles it)", () => {
    search();
    const topic = screen.getByRole('group', { name: 'Topic' });
    const touched = new Set<string>();
    const observer = new MutationObserver((records) => {
      for (const record of records) if (record.target instanceof HTMLInputElement) touched.add(record.target.value);
    });
    observer.observe(topic, { subtree: true, attributes: true });
    fireEvent.click(within(topic).getByRole('checkbox', { name: 'Moths' }));
    observer.takeRecords().forEach((record) => record.target instanceof HTMLInputElement && touched.add(record.target.value));
    observer.disconnect();
    expect([...touched]).toEqual(['t-2']);
  });

  it('a single-select filter is a group of radios, with "Any" to clear it', () => {
    const { probe } = search();
    const kind = within(screen.getByRole('group', { name: 'Kind' }));
    expect(kind.getByRole('radio', { name: 'Any' })).toBeChecked();
    fireEvent.click(kind.getByRole('radio', { name: 'Press' }));
    expect(probe.location?.search).toBe('?term=bee&kind=press');
    fireEvent.click(kind.getByRole('radio', { name: 'Any' }));
    expect(probe.location?.search).toBe('?term=bee');
  });

  it('a long list has a box that narrows it', () => {
    search();
    const topic = within(screen.getByRole('group', { name: 'Topic' }));
    fireEvent.change(topic.getByRole('searchbox', { name: 'Find a topic' }), { target: { value: 'be' } });
    expect(topic.getAllByRole('checkbox').map((box) => box.getAttribute('value'))).toEqual(['t-0', 't-3']);
    fireEvent.change(topic.getByRole('searchbox', { name: 'Find a topic' }), { target: { value: 'zzz' } });
    expect(topic.getByText('No topic matches “zzz”.')).toBeInTheDocument();
  });

  it('shows the current refinements as chips: each removes itself, "Clear all filters" removes them all', () => {
    const { probe } = renderSearch(view, {
      url: '/search/news?year=2024&kind=blog',
      params: { filters: { year: ['2024'], kind: ['blog'] } },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Remove Year: 2024' }));
    expect(probe.location?.search).toBe('?kind=blog');
    fireEvent.click(screen.getByRole('button', { name: 'Clear all filters' }));
    expect(probe.location?.search).toBe('');
  });

  it('sort and page size navigate to the first page in that order and size', () => {
    const { probe } = search();
    fireEvent.change(screen.getByRole('combobox', { name: 'Sort by' }), { target: { value: 'entryTitle' } });
    expect(probe.location?.search).toBe('?term=bee&orderBy=entryTitle');
    fireEvent.change(screen.getByRole('combobox', { name: 'Results per page' }), { target: { value: '20' } });
    expect(probe.location?.search).toBe('?term=bee&orderBy=entryTitle&pageSize=20');
  });

  it('pages are links (they work without JavaScript); the page shown is marked', () => {
    search();
    const pages = within(screen.getByRole('navigation', { name: 'Pages of results' }));
    expect(pages.getByRole('link', { name: 'Page 2' })).toHaveAttribute('aria-current', 'page');
    expect(pages.getByRole('link', { name: 'Page 5' })).toHaveAttribute('href', '/search/news?term=bee&pageIndex=5');
    expect(pages.getByRole('link', { name: 'Previous page' })).toHaveAttribute('href', '/search/news?term=bee');
  });

  it('after a page link the results heading takes focus once the page has arrived', () => {
    const { store } = search();
    fireEvent.click(screen.getByRole('link', { name: 'Page 3' }), { button: 0 });
    act(() => {
      store.dispatch(searchStarted({ context: 'facets', facet: 'news' }));
    });
    expect(screen.getByRole('heading', { name: 'Results' })).not.toHaveFocus();
    act(() => {
      store.dispatch(answer('news', 2, ['n5', 'n6'], { totalCount: 42, pageCount: 5 }));
    });
    expect(screen.getByRole('heading', { name: 'Results' })).toHaveFocus();
  });

  it('announces new results politely once they have arrived, and nothing while searching', () => {
    const { store } = search();
    const status = screen.getByText('11–12 of 42 results for “bee”');
    expect(status).toHaveAttribute('aria-live', 'polite');
    act(() => {
      store.dispatch(searchStarted({ context: 'facets', facet: 'news' }));
    });
    expect(status).toHaveTextContent('');
    act(() => {
      store.dispatch(answer('news', 1, ['n1'], { totalCount: 11, pageCount: 2 }));
    });
    expect(status).toHaveTextContent('11 of 11 results for “bee”');
  });

  it('marks the words of the term in the results', () => {
    renderSearch(view, { params: { term: 'title' }, then: [answer('news', 0, ['n1'])] });
    expect(screen.getByText('Title', { selector: 'mark' })).toBeInTheDocument();
  });

  it('an empty search with filters offers to clear them', () => {
    const { probe } = renderSearch(view, {
      url: '/search/news?term=zebra&year=2024',
      params: { term: 'zebra', filters: { year: ['2024'] } },
      then: [answer('news', 0, [], { totalCount: 0, pageCount: 0 })],
    });
    expect(screen.getByText('No results for “zebra”.')).toBeInTheDocument();
    fireEvent.click(
      within(screen.getByRole('region', { name: 'Results' }))
        .getAllByRole('button', { name: 'Clear all filters' })
        .at(-1) as HTMLElement,
    );
    expect(probe.location?.search).toBe('?term=zebra');
  });

  it('a page past the last says so and offers the last page, as "previous" too', () => {
    renderSearch(view, {
      url: '/search/news?pageIndex=9',
      params: { pageIndex: 8 },
      then: [answer('news', 8, [], { totalCount: 42, pageCount: 5 })],
    });
    expect(screen.getByText('Page 9 is past the end: these results have 5 pages.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to the last page' })).toHaveAttribute('href', '/search/news?pageIndex=5');
    expect(screen.getByRole('link', { name: 'Previous page' })).toHaveAttribute('href', '/search/news?pageIndex=5');
    expect(screen.getByText('No results on page 9', { selector: '.search-results__summary' })).toBeInTheDocument();
  });

  it('a load-more facet offers the next page as a link, and focuses the first new result when it arrives', () => {
    const events = answer('events', 0, ['e1', 'e2'], { totalCount: 50, pageCount: 3 });
    const { store } = renderSearch(view, { facet: 'events', url: '/search/events', then: [events] });
    const more = screen.getByRole('link', { name: 'Show 20 more' });
    expect(more).toHaveAttribute('href', '/search/events?pageIndex=2');
    fireEvent.click(more, { button: 0 });
    act(() => {
      store.dispatch(answer('events', 1, ['e3', 'e4'], { totalCount: 50, pageCount: 3 }));
    });
    expect(screen.getByRole('link', { name: 'Title e3' })).toHaveFocus();
    expect(screen.getByRole('link', { name: 'Show 10 more' })).toHaveAttribute('href', '/search/events?pageIndex=3');
  });
});
