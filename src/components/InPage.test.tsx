import { fireEvent, render, screen } from '@testing-library/react';
import type { ReactElement } from 'react';
import { renderToString } from 'react-dom/server';
import { InPage, InPageContext, InPageValues, isInPage, leaveInPage } from './InPage';
import { Markup } from './Markup';

interface Data {
  cards: Array<{ title: string; href: string }>;
  body: string;
  note: string;
  empty: string[];
}

const data: Data = {
  cards: [
    { title: 'Bat walk', href: '/events/bat-walk' },
    { title: 'Seed bank', href: '/news/seed-bank' },
  ],
  body: '<p>The garden opens at <strong>10am</strong>. <a href="/visit">Plan a visit</a> or read <a href="https://example.org/">elsewhere</a>.</p>',
  note: '<p>Short.</p>',
  empty: [],
};

function Page({ data, onNavigate }: { data: Data | Record<keyof Data, unknown>; onNavigate?: (href: string) => boolean }) {
  return (
    <main>
      <InPage value={data.cards as Data['cards']} className="cards" onNavigate={onNavigate}>
        {(cards) => (
          <ul>
            {cards.map((card) => (
              <li key={card.href}>
                <a href={card.href}>{card.title}</a>
              </li>
            ))}
          </ul>
        )}
      </InPage>
      <Markup html={data.body as string} onNavigate={onNavigate} />
      <Markup html={data.note as string} />
      <InPage value={data.empty as string[]}>{(items) => <p>{items.length} items</p>}</InPage>
    </main>
  );
}

/** The server's pass: HTML plus the state as the page inlines it (values drawn inside InPage replaced by markers). */
function serverPass(ui: (data: Data) => ReactElement) {
  const values = new InPageValues();
  const html = renderToString(<InPageContext value={values}>{ui(data)}</InPageContext>);
  const inline = JSON.parse(JSON.stringify(data, leaveInPage(values))) as Record<keyof Data, unknown>;
  return { html, inline };
}

function hydrate(html: string, ui: ReactElement) {
  const container = document.body.appendChild(document.createElement('div'));
  container.innerHTML = html;
  const logged = jest.spyOn(console, 'error').mockImplementation(() => undefined);
  try {
    const result = render(ui, { container, hydrate: true });
    expect(logged.mock.calls).toEqual([]);
    return { ...result, container };
  } finally {
    logged.mockRestore();
  }
}

afterEach(() => {
  document.body.innerHTML = '';
});

describe('InPage', () => {
  it('leaves the lists and rich text the page shows out of the inline state, and nothing else', () => {
    const { inline } = serverPass((d) => <Page data={d} />);
    expect(isInPage(inline.cards)).toBe(true);
    expect(isInPage(inline.body)).toBe(true);
    // Short rich text and empty lists are cheaper to send than to look up.
    expect(inline.note).toBe(data.note);
    expect(inline.empty).toEqual([]);
    expect(JSON.stringify(inline)).not.toContain('Bat walk');
  });

  it('hydrates the server markup exactly from the markers', () => {
    const { html, inline } = serverPass((d) => <Page data={d} />);
    const { container } = hydrate(html, <Page data={inline} />);
    expect(container.innerHTML).toBe(html);
    expect(screen.getByRole('link', { name: 'Seed bank' })).toHaveAttribute('href', '/news/seed-bank');
    expect(screen.getByText('10am').tagName).toBe('STRONG');
  });

  it('routes plain clicks on same-site links in content kept from the server', () => {
    const onNavigate = jest.fn((href: string) => href.startsWith('/'));
    const { html, inline } = serverPass((d) => <Page data={d} />);
    hydrate(html, <Page data={inline} onNavigate={onNavigate} />);
    expect(fireEvent.click(screen.getByRole('link', { name: 'Bat walk' }), { button: 0 })).toBe(false);
    expect(fireEvent.click(screen.getByRole('link', { name: 'Plan a visit' }), { button: 0 })).toBe(false);
    expect(fireEvent.click(screen.getByRole('link', { name: 'elsewhere' }), { button: 0 })).toBe(true);
    expect(onNavigate.mock.calls.map(([href]) => href)).toEqual(['/events/bat-walk', '/visit', 'https://example.org/']);
  });

  it('draws live content again once the values are real (after a client-side navigation)', () => {
    const { html, inline } = serverPass((d) => <Page data={d} />);
    const { rerender, container } = hydrate(html, <Page data={inline} />);
    const next: Data = {
      ...data,
      cards: [{ title: 'Apple day', href: '/events/apple-day' }],
      body: `<p>${'Different text. '.repeat(8)}</p>`,
    };
    rerender(<Page data={next} />);
    expect(screen.getByRole('link', { name: 'Apple day' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Bat walk' })).not.toBeInTheDocument();
    expect(container.querySelectorAll('.cards li')).toHaveLength(1);
    expect(container).toHaveTextContent('Different text.');
    expect(container).not.toHaveTextContent('10am');
  });

  it('renders from data when the state was not inlined (no collector on the server)', () => {
    const html = renderToString(<Page data={data} />);
    const { container } = hydrate(html, <Page data={data} />);
    expect(container.innerHTML).toBe(html);
  });

  it('stands in for a value only where it was drawn', () => {
    expect(isInPage({ $inPage: true })).toBe(true);
    expect(isInPage({ $inPage: 'yes' })).toBe(false);
    expect(isInPage(null)).toBe(false);
  });
});
