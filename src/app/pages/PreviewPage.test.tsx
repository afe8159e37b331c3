import { screen } from '@testing-library/react';
import type { Entry } from '../../lib/delivery/types';
import { renderPage } from '../testing/renderPage';
import { PreviewPage } from './PreviewPage';

const variation = (language: string): Entry =>
  ({
    entryTitle: 'Ymweld â’r ardd',
    sys: { id: 'visit', contentTypeId: 'contentPage', language, uri: '/visit', dataFormat: 'entry' },
  }) as Entry;

// The preview of a variation in another language than the page's is marked as that language (WCAG 3.1.2).
it('marks a Welsh variation previewed on the English site as Welsh', () => {
  const entry = variation('cy');
  renderPage(<PreviewPage entry={entry} />, { entry, language: 'en-GB' });
  expect(screen.getByRole('heading', { level: 1, name: 'Ymweld â’r ardd' }).closest('[lang]')).toHaveAttribute('lang', 'cy');
});

it('adds nothing to a variation in the page’s own language', () => {
  const entry = variation('cy');
  renderPage(<PreviewPage entry={entry} />, { entry, language: 'cy' });
  expect(screen.getByRole('heading', { level: 1 }).closest('[lang]')).toBeNull();
});
