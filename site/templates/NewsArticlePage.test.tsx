import { screen, within } from '@testing-library/react';
import { NewsArticlePage } from './NewsArticlePage';
import { axeViolations, renderPage } from './testing/renderPage';
import { newsArticle, person } from './testing/fixtures';

const author = person('amir', 'Amir', 'Okafor', 'Head of Science');
const entry = newsArticle('seed-bank', 'Seed bank doubles its collection', '2026-10-20T23:30:00.000Z', author);

describe('NewsArticlePage', () => {
  it('renders on the server', () => {
    const { html } = renderPage(<NewsArticlePage entry={entry} />, { entry });
    expect(html).toContain('Seed bank doubles its collection');
    expect(html).toContain('20 October 2026');
    expect(html).not.toContain('onclick');
  });

  it('shows the date, author, topics, image and body', async () => {
    const { container } = renderPage(<NewsArticlePage entry={entry} />, { entry });
    expect(screen.getByRole('heading', { level: 1, name: 'Seed bank doubles its collection' })).toBeInTheDocument();
    expect(screen.getByText('20 October 2026')).toHaveAttribute('datetime', '2026-10-20T23:30:00.000Z');
    expect(screen.getByRole('link', { name: 'Amir Okafor' })).toHaveAttribute('href', '/people/amir');
    expect(screen.getByText(/Head of Science/)).toBeInTheDocument();
    const topics = screen.getByText('Topics').nextElementSibling as HTMLElement;
    expect(
      within(topics)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['Seed banking', 'Volunteering']);
    expect(screen.getByAltText('Photo for Seed bank doubles its collection')).toHaveAttribute('loading', 'eager');
    expect(screen.getByText('Taken in the Palm House')).toBeInTheDocument();
    expect(screen.getByText('doubled').tagName).toBe('STRONG');
    expect(screen.getByRole('link', { name: 'Plan a visit' })).not.toHaveAttribute('onclick');
    expect(await axeViolations(container)).toEqual([]);
  });

  it('shows an unresolved author as nothing rather than a broken link', () => {
    renderPage(<NewsArticlePage entry={{ ...entry, author: { sys: { id: 'amir' } } }} />, { entry });
    expect(screen.queryByText('Author')).not.toBeInTheDocument();
  });

  it('in Welsh: its facts and date as a Welsh page says them', async () => {
    const { container } = renderPage(<NewsArticlePage entry={entry} />, { entry, language: 'cy' });
    expect(screen.getByText('Cyhoeddwyd').nextElementSibling).toHaveTextContent('20 Hydref 2026');
    expect(screen.getByText('Awdur').nextElementSibling).toHaveTextContent('Amir Okafor, Head of Science');
    expect(screen.getByText('Pynciau')).toBeInTheDocument();
    expect(container).not.toHaveTextContent(/Published|Author|Topics|October/);
    expect(await axeViolations(container)).toEqual([]);
  });

  it('in Welsh: one topic is "Pwnc"', () => {
    const oneTopic = { ...entry, topics: entry.topics?.slice(0, 1) };
    renderPage(<NewsArticlePage entry={oneTopic} />, { entry: oneTopic, language: 'cy' });
    expect(screen.getByText('Pwnc')).toBeInTheDocument();
  });
});
