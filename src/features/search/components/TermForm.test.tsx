import { act, fireEvent, screen } from '@testing-library/react';
import { routeFiltersSet } from '../slice';
import { params, renderSearch } from '../testing/renderSearch';
import { TermForm, TYPING_DEBOUNCE_MS } from './TermForm';

// Results follow the visitor's typing: debounced, one history entry per burst of typing, Enter at once.
const form = <TermForm formId="f" action="/search/news" label="Search news" hidden={[['p', 'website']]} />;

beforeEach(() => jest.useFakeTimers());
afterEach(() => jest.useRealTimers());

const box = () => screen.getByRole('searchbox', { name: 'Search news' });
const type = (text: string) => fireEvent.change(box(), { target: { value: text } });
const wait = (ms: number) =>
  act(() => {
    jest.advanceTimersByTime(ms);
  });

it('searches once the visitor pauses, adding one history entry for a burst of typing and replacing it after', () => {
  const { probe } = renderSearch(form);
  type('b');
  wait(TYPING_DEBOUNCE_MS - 50);
  type('be');
  wait(TYPING_DEBOUNCE_MS - 50);
  expect(probe.location?.search).toBe('');
  type('bee');
  wait(TYPING_DEBOUNCE_MS);
  expect(probe.location?.search).toBe('?term=bee');
  type('bees');
  wait(TYPING_DEBOUNCE_MS);
  expect(probe.location?.search).toBe('?term=bees');
  expect(probe.moves).toEqual(['PUSH', 'REPLACE']);
});

it('Enter searches at once; the next burst of typing adds its own history entry', () => {
  const { probe } = renderSearch(form);
  type('moth');
  fireEvent.submit(screen.getByRole('search', { name: 'Search news' }));
  expect(probe.location?.search).toBe('?term=moth');
  type('moths');
  wait(TYPING_DEBOUNCE_MS);
  expect(probe.moves).toEqual(['PUSH', 'PUSH']);
});

it('shows a term that changed elsewhere (back, a link) and drops the search it had pending', () => {
  const { probe, store } = renderSearch(form);
  type('wasp');
  act(() => {
    store.dispatch(routeFiltersSet({ context: 'facets', facet: 'news', params: params({ term: 'ants' }), path: '/search', ssr: false }));
  });
  expect(box()).toHaveValue('ants');
  wait(TYPING_DEBOUNCE_MS);
  expect(probe.moves).toEqual([]);
});

it('searches for text typed before the box hydrated, which it keeps', () => {
  const { probe } = renderSearch(form, {
    beforeHydration: (html) => {
      (html.querySelector('input[type=search]') as HTMLInputElement).value = 'bees';
    },
  });
  expect(box()).toHaveValue('bees');
  wait(TYPING_DEBOUNCE_MS);
  expect(probe.location?.search).toBe('?term=bees');
  expect(box()).toHaveValue('bees');
});

it('searches nothing on hydrating a box nobody typed into', () => {
  const { probe } = renderSearch(form, { params: { term: 'moths' }, beforeHydration: () => undefined });
  expect(box()).toHaveValue('moths');
  wait(TYPING_DEBOUNCE_MS);
  expect(probe.moves).toEqual([]);
});

it('without JavaScript it is a GET form with the term and the page’s other parameters', () => {
  renderSearch(form);
  const search = screen.getByRole('search', { name: 'Search news' });
  expect(search).toHaveAttribute('method', 'get');
  expect(search).toHaveAttribute('action', '/search/news');
  expect(box()).toHaveAttribute('name', 'term');
  expect(search.querySelector('input[type=hidden][name=p]')).toHaveValue('website');
});
