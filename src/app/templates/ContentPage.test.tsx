import { fireEvent, screen, within } from '@testing-library/react';
import { ContentPage } from './ContentPage';
import { axeViolations, renderPage } from './testing/renderPage';
import { contentPage, node } from './testing/fixtures';

const entry = contentPage('glasshouses', 'The glasshouses', '/visit/glasshouses');
const home = node('n-home', '/', 'Home', null);
const visit = node('n-visit', '/visit', 'Visit', null);
const current = {
  ...node('n-glass', '/visit/glasshouses', 'The glasshouses', null),
  children: [
    node('n-palm', '/visit/glasshouses/palm-house', 'Palm House', contentPage('palm', 'The Palm House', '/visit/glasshouses/palm-house')),
    node('n-alpine', '/visit/glasshouses/alpine-house', 'Alpine House', null),
  ],
};
const routing = {
  entry,
  currentNode: current,
  currentNodeAncestors: [home, visit],
  currentNodeSiblings: [node('n-times', '/visit/opening-times', 'Opening times', null)],
};

describe('ContentPage', () => {
  it('renders on the server without the editor’s script', () => {
    const { html } = renderPage(<ContentPage entry={entry} />, routing);
    expect(html).toContain('<h1>The glasshouses</h1>');
    expect(html).toContain('A garden is a grand teacher.');
    expect(html).not.toContain('onerror');
  });

  it('renders every composer block type in order, skipping unknown ones', async () => {
    const { container } = renderPage(<ContentPage entry={entry} />, routing);
    expect(screen.getByRole('heading', { level: 1, name: 'The glasshouses' })).toBeInTheDocument();
    expect(screen.getByText('All about The glasshouses')).toHaveClass('lead');
    expect(screen.getByRole('heading', { level: 2, name: 'Opening hours' })).toBeInTheDocument();
    expect(screen.getByText('daily').tagName).toBe('EM');
    const image = screen.getByAltText('The Victorian glasshouse at dusk');
    expect(image).toHaveAttribute('width', '2000');
    expect(screen.getByText('The glasshouse, restored in 2019').tagName).toBe('FIGCAPTION');
    expect(screen.getByText('A garden is a grand teacher.').closest('blockquote')).not.toBeNull();
    expect(screen.getByText('Gertrude Jekyll')).toBeInTheDocument();
    expect(container.querySelector('img[src="x"]')).toBeNull();
    expect(await axeViolations(container)).toEqual([]);
  });

  it('lists the pages below this one and the pages beside it', () => {
    renderPage(<ContentPage entry={entry} />, routing);
    const below = screen.getByRole('navigation', { name: 'In this section' });
    expect(within(below).getByRole('link', { name: 'The Palm House' })).toHaveAttribute('href', '/visit/glasshouses/palm-house');
    expect(within(below).getByText('All about The Palm House')).toBeInTheDocument();
    expect(within(below).getByRole('link', { name: 'Alpine House' })).toBeInTheDocument();
    const beside = screen.getByRole('navigation', { name: 'More in Visit' });
    expect(within(beside).getByRole('link', { name: 'Opening times' })).toHaveAttribute('href', '/visit/opening-times');
  });

  it('leaves out section lists for a top-level page without children', () => {
    renderPage(<ContentPage entry={entry} />, { ...routing, currentNode: { ...current, children: [] }, currentNodeAncestors: [home] });
    expect(screen.queryByRole('navigation')).not.toBeInTheDocument();
  });

  it('follows same-site links in the body without a page load', () => {
    const { store } = renderPage(<ContentPage entry={entry} />, routing);
    const link = screen.getByRole('link', { name: 'Getting here' });
    const notPrevented = fireEvent.click(link, { button: 0 });
    expect(notPrevented).toBe(false);
    expect(store.getState().routing.nextPath).toBe('/visit/getting-here');
  });
});
