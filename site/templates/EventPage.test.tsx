import { screen } from '@testing-library/react';
import { EventPage } from './EventPage';
import { axeViolations, renderPage } from './testing/renderPage';
import { event } from './testing/fixtures';

const entry = event('bat-walk', 'Bat walk', '2026-11-14T19:00:00.000Z', '2026-11-14T21:30:00.000Z', 7.5, 'Woodland Garden');

const fact = (label: string) => screen.getByText(label, { selector: 'dt' }).nextElementSibling;

describe('EventPage', () => {
  it('renders on the server', () => {
    const { html } = renderPage(<EventPage entry={entry} />, { entry });
    expect(html).toContain('Saturday 14 November 2026, 7pm');
    expect(html).toContain('9.30pm');
  });

  it('shows when, where, price, category and body', async () => {
    const { container } = renderPage(<EventPage entry={entry} />, { entry });
    expect(screen.getByRole('heading', { level: 1, name: 'Bat walk' })).toBeInTheDocument();
    expect(fact('When')).toHaveTextContent('Saturday 14 November 2026, 7pm–9.30pm');
    expect(fact('Where')).toHaveTextContent('Woodland Garden');
    expect(screen.getByRole('link', { name: /Show on map/ })).toHaveAttribute(
      'href',
      'https://www.openstreetmap.org/?mlat=51.4787&mlon=-0.2956#map=17/51.4787/-0.2956',
    );
    expect(fact('Price')).toHaveTextContent('£7.50');
    expect(fact('Category')).toHaveTextContent('Family');
    expect(screen.getByText('Bring wellies.')).toBeInTheDocument();
    expect(await axeViolations(container)).toEqual([]);
  });

  it('says Free for a price of 0 and spans days without times', () => {
    const free = event('festival', 'Apple festival', '2026-10-03T00:00:00.000Z', '2026-10-04T00:00:00.000Z', 0);
    renderPage(<EventPage entry={free} />, { entry: free });
    expect(fact('Price')).toHaveTextContent('Free');
    expect(fact('When')).toHaveTextContent('Saturday 3 October 2026 to Sunday 4 October 2026');
  });

  it('in Welsh: its facts, dates, times and price as a Welsh page says them', async () => {
    const { container } = renderPage(<EventPage entry={entry} />, { entry, language: 'cy' });
    expect(fact('Pryd')).toHaveTextContent('Dydd Sadwrn 14 Tachwedd 2026, 19:00–21:30');
    expect(fact('Ble')).toHaveTextContent('Woodland Garden');
    expect(screen.getByRole('link', { name: 'Dangos ar y map (OpenStreetMap)' })).toBeInTheDocument();
    expect(fact('Pris')).toHaveTextContent('£7.50');
    expect(fact('Categori')).toHaveTextContent('Family');
    expect(container).not.toHaveTextContent(/When|Where|Price|Category|Show on map|Saturday|November/);
    expect(await axeViolations(container)).toEqual([]);
  });

  it('in Welsh: a free event spanning days', () => {
    const free = event('festival', 'Gŵyl yr afalau', '2026-10-03T00:00:00.000Z', '2026-10-04T00:00:00.000Z', 0);
    renderPage(<EventPage entry={free} />, { entry: free, language: 'cy' });
    expect(fact('Pris')).toHaveTextContent('Am ddim');
    expect(fact('Pryd')).toHaveTextContent('Dydd Sadwrn 3 Hydref 2026 – Dydd Sul 4 Hydref 2026');
  });
});
