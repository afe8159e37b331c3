import { fireEvent, render, screen } from '@testing-library/react';
import { act } from 'react';
import { MemoryRouter, useLocation, useNavigate, type Location, type NavigateFunction } from 'react-router-dom';
import { SiteContext } from '../site/siteContext';
import { testSite } from '../testing/testSite';
import { SiteSearchForm } from './SiteSearchForm';
import { WordsContext, wordsAccessOf } from '../../lib/i18n';
import { parseCatalogue } from '../../lib/i18n/parseMessages';
import { CORE_WORDS } from '../words/coreWords';

const ENGLISH = wordsAccessOf('en-GB', parseCatalogue(CORE_WORDS));

// The header's search box: a plain GET form to /search, and a client-side navigation with JavaScript.
function setup() {
  const seen: { location: Location | null; navigate: NavigateFunction | null } = { location: null, navigate: null };
  function Probe() {
    seen.location = useLocation();
    seen.navigate = useNavigate();
    return null;
  }
  render(
    <SiteContext value={testSite}>
      <WordsContext value={ENGLISH}>
        <MemoryRouter initialEntries={['/about']}>
          <SiteSearchForm />
          <Probe />
        </MemoryRouter>
      </WordsContext>
    </SiteContext>,
  );
  return seen;
}

it('is a GET form to /search with the term as `term`', () => {
  setup();
  const form = screen.getByRole('search', { name: 'Site search' });
  expect(form).toHaveAttribute('action', '/search');
  expect(form).toHaveAttribute('method', 'get');
  expect(screen.getByRole('searchbox', { name: 'Search' })).toHaveAttribute('name', 'term');
});

it('navigates to the search for the term typed', () => {
  const seen = setup();
  fireEvent.change(screen.getByRole('searchbox', { name: 'Search' }), { target: { value: '  palm house ' } });
  fireEvent.submit(screen.getByRole('search', { name: 'Site search' }));
  expect(seen.location).toMatchObject({ pathname: '/search', search: '?term=palm%20house' });
  fireEvent.change(screen.getByRole('searchbox', { name: 'Search' }), { target: { value: '' } });
  fireEvent.submit(screen.getByRole('search', { name: 'Site search' }));
  expect(seen.location).toMatchObject({ pathname: '/search', search: '' });
});

it('is not drawn again as the address changes (each draw of a box makes the browser restyle it)', () => {
  const seen = setup();
  const observer = new MutationObserver(() => undefined);
  observer.observe(screen.getByRole('search', { name: 'Site search' }), { subtree: true, attributes: true, childList: true });
  act(() => seen.navigate?.('/news?page=2'));
  expect(seen.location).toMatchObject({ pathname: '/news', search: '?page=2' });
  expect(observer.takeRecords()).toEqual([]);
  observer.disconnect();
});
