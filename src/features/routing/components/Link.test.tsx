import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { MemoryRouter, useLocation, useNavigate, useNavigationType, type Location } from 'react-router-dom';
import { PageLanguageContext } from '../../../lib/render';
import { languageSettings } from '../../../lib/url/languages';
import { resolveLink } from '../../../lib/url';
import { Link } from './Link';

jest.mock('../../../lib/url', () => {
  const actual = jest.requireActual<typeof import('../../../lib/url')>('../../../lib/url');
  return { ...actual, resolveLink: jest.fn(actual.resolveLink) };
});

// The site's link over react-router: what a visitor's click does, and what the server writes.
interface Probe {
  location: Location | null;
  type: string | null;
  back: () => void;
}

function Probe({ probe }: { probe: Probe }) {
  probe.location = useLocation();
  probe.type = useNavigationType();
  const navigate = useNavigate();
  probe.back = () => navigate(-1);
  return null;
}

function renderAt(entries: string[], links: Array<{ to: string; name: string; target?: string; state?: Record<string, string> }>) {
  const probe: Probe = { location: null, type: null, back: () => undefined };
  render(
    <MemoryRouter initialEntries={entries} initialIndex={entries.length - 1}>
      {links.map(({ to, name, target, state }) => (
        <Link key={name} to={to} target={target} state={state}>
          {name}
        </Link>
      ))}
      <Probe probe={probe} />
    </MemoryRouter>,
  );
  return probe;
}

const link = (name: string) => screen.getByRole('link', { name });

it('navigates to a same-site page client-side, pushing it with its history state', async () => {
  const probe = renderAt(['/news'], [{ to: '/about', name: 'About', state: { from: 'menu' } }]);
  expect(link('About')).toHaveAttribute('href', '/about');
  expect(fireEvent.click(link('About'), { button: 0 })).toBe(false); // the browser does not load it
  await waitFor(() => expect(probe.location).toMatchObject({ pathname: '/about', state: { from: 'menu' } }));
  expect(probe.type).toBe('PUSH');
});

it('shows the loading bar at the click, and renders the next page only after that has been painted', async () => {
  const probe = renderAt(['/news'], [{ to: '/about', name: 'About' }]);
  const frames: FrameRequestCallback[] = [];
  const frame = jest.spyOn(window, 'requestAnimationFrame').mockImplementation((callback) => frames.push(callback));
  try {
    fireEvent.click(link('About'), { button: 0 });
    // The click's own task changes only the root's attribute the loading bar shows by (trellis.css).
    expect(document.documentElement).toHaveAttribute('data-trellis-navigating');
    expect(probe.location?.pathname).toBe('/news');
    act(() => frames.forEach((callback) => callback(performance.now())));
    await waitFor(() => expect(probe.location?.pathname).toBe('/about'));
    expect(document.documentElement).not.toHaveAttribute('data-trellis-navigating');
  } finally {
    frame.mockRestore();
  }
});

it('follows the last of two quick clicks only', async () => {
  const probe = renderAt(
    ['/news'],
    [
      { to: '/about', name: 'About' },
      { to: '/visit', name: 'Visit' },
    ],
  );
  fireEvent.click(link('About'), { button: 0 });
  fireEvent.click(link('Visit'), { button: 0 });
  await waitFor(() => expect(probe.location?.pathname).toBe('/visit'));
  act(() => probe.back());
  expect(probe.location?.pathname).toBe('/news'); // no entry for /about between them
});

it('drops a click’s navigation when the visitor goes back before it has started', async () => {
  const probe = renderAt(['/news'], [{ to: '/about', name: 'About' }]);
  fireEvent.click(link('About'), { button: 0 });
  window.dispatchEvent(new PopStateEvent('popstate'));
  expect(document.documentElement).not.toHaveAttribute('data-trellis-navigating');
  await act(() => new Promise((resolve) => setTimeout(resolve, 150)));
  expect(probe.location?.pathname).toBe('/news');
});

it('adds no history entry for a link to the location shown: back leaves the page', async () => {
  const probe = renderAt(['/', '/about'], [{ to: '/about', name: 'About' }]);
  fireEvent.click(link('About'));
  await waitFor(() => expect(probe.type).toBe('REPLACE'));
  expect(probe.location?.pathname).toBe('/about');
  act(() => probe.back());
  expect(probe.location?.pathname).toBe('/'); // with a duplicate entry this would still be /about
});

it('resolves relative links as the browser does, and follows them client-side', async () => {
  const probe = renderAt(
    ['/about/history?page=1'],
    [
      { to: '?page=2', name: 'Next' },
      { to: '#top', name: 'Top' },
      { to: '../contact', name: 'Contact' },
      { to: 'team', name: 'Team' },
    ],
  );
  expect(link('Next')).toHaveAttribute('href', '/about/history?page=2');
  expect(link('Top')).toHaveAttribute('href', '/about/history?page=1#top');
  expect(link('Contact')).toHaveAttribute('href', '/contact');
  expect(link('Team')).toHaveAttribute('href', '/about/team');
  fireEvent.click(link('Top'));
  await waitFor(() => expect(probe.location).toMatchObject({ pathname: '/about/history', search: '?page=1', hash: '#top' }));
});

it.each([
  ['a file in the asset library', '/asset-library/report-2025.pdf', {}],
  ['another site', 'https://elsewhere.example/page', {}],
  ['a mail address', 'mailto:hello@example.org', {}],
  ['a new tab', '/about', { target: '_blank' }],
])('leaves %s to the browser', (_name, to, props) => {
  const probe = renderAt(['/news'], [{ to, name: 'Go', ...props }]);
  expect(link('Go')).toHaveAttribute('href', to);
  expect(fireEvent.click(link('Go'), { button: 0 })).toBe(true);
  expect(probe.location?.pathname).toBe('/news');
});

it.each(['ctrlKey', 'metaKey', 'shiftKey', 'altKey'])('leaves a click with %s to the browser', (key) => {
  const probe = renderAt(['/news'], [{ to: '/about', name: 'About' }]);
  expect(fireEvent.click(link('About'), { button: 0, [key]: true })).toBe(true);
  expect(probe.location?.pathname).toBe('/news');
});

it('renders again on a navigation only where its href depends on the location: a click’s page is painted sooner', async () => {
  const probe: Probe = { location: null, type: null, back: () => undefined };
  render(
    <MemoryRouter initialEntries={['/news']}>
      <Link to="/about">About</Link>
      <Link to="?page=2">Next</Link>
      <Probe probe={probe} />
    </MemoryRouter>,
  );
  // Each render of a link resolves its href.
  const resolved = jest.mocked(resolveLink);
  resolved.mockClear();
  fireEvent.click(link('About'), { button: 0 });
  await waitFor(() => expect(probe.location?.pathname).toBe('/about'));
  expect(resolved.mock.calls.map(([href]) => href)).toEqual(['?page=2']);
  expect(link('Next')).toHaveAttribute('href', '/about?page=2');
  expect(link('About')).toHaveAttribute('href', '/about');
});

it('writes the same href on the server as in the browser', () => {
  const html = renderToString(
    <MemoryRouter initialEntries={['/about/history?x=1']}>
      <Link to="#main">Skip</Link>
      <Link to="/people">People</Link>
    </MemoryRouter>,
  );
  expect(html).toContain('href="/about/history?x=1#main"');
  expect(html).toContain('href="/people"');
  expect(html).not.toContain('data-discover');
});

describe('in a page’s language', () => {
  const languages = languageSettings('en-GB', ['en-GB', 'cy']);
  function renderIn(language: string, at: string, to: string) {
    const probe: Probe = { location: null, type: null, back: () => undefined };
    render(
      <PageLanguageContext value={{ language, languages, hostname: 'www.example.org' }}>
        <MemoryRouter initialEntries={[at]}>
          <Link to={to}>Go</Link>
          <Probe probe={probe} />
        </MemoryRouter>
      </PageLanguageContext>,
    );
    return probe;
  }

  it('puts a site path under the page’s language prefix and follows it client-side', async () => {
    const probe = renderIn('cy', '/cy/visit', '/about');
    expect(link('Go')).toHaveAttribute('href', '/cy/about');
    expect(fireEvent.click(link('Go'), { button: 0 })).toBe(false);
    await waitFor(() => expect(probe.location?.pathname).toBe('/cy/about'));
  });

  it('makes the home page the prefix alone, and leaves a path that has the prefix as it is', () => {
    renderIn('cy', '/cy/visit', '/');
    expect(link('Go')).toHaveAttribute('href', '/cy');
  });

  it('leaves a link into another language to the browser: that page loads whole, in its own shell', () => {
    const probe = renderIn('en-GB', '/visit', '/cy/visit');
    expect(link('Go')).toHaveAttribute('href', '/cy/visit');
    expect(fireEvent.click(link('Go'), { button: 0 })).toBe(true);
    expect(probe.location?.pathname).toBe('/visit');
  });
});
