import { fireEvent, screen, within } from '@testing-library/react';
import { searchConfigApplied } from '../slice';
import { answered, renderSearch, renderTestResult, TestLink } from '../testing/renderSearch';
import { SearchView } from './SearchView';

// A date range filter: two dates applied together as one `from--to` value, shown as a chip.
const events = searchConfigApplied({ context: 'listings', facet: 'events', config: { filters: { dates: { title: 'Dates', fieldId: 'dateRange.from', fieldOperator: 'between' } } } });
const view = <SearchView linkComponent={TestLink} renderResult={renderTestResult} />;
const show = (url: string, dates: string[] = []) =>
  renderSearch(view, { context: 'listings', facet: 'events', url, before: [events], params: { filters: dates.length ? { dates } : {} }, then: [answered('events', 0, ['e1'], { context: 'listings' })] });

it('applies the two dates as one range, the end day included to its last second', () => {
  const { probe } = show('/events');
  const dates = within(screen.getByRole('group', { name: 'Dates' }));
  fireEvent.change(dates.getByLabelText('From'), { target: { value: '2026-12-01' } });
  fireEvent.change(dates.getByLabelText('To'), { target: { value: '2026-12-31' } });
  expect(probe.location?.search).toBe('');
  fireEvent.click(dates.getByRole('button', { name: 'Apply dates' }));
  expect(new URLSearchParams(probe.location?.search).get('dates')).toBe('2026-12-01--2026-12-31T23:59:59Z');
});

it('an open end is a date no event reaches; the fields are not part of the plain form', () => {
  const { probe } = show('/events');
  const dates = within(screen.getByRole('group', { name: 'Dates' }));
  expect(dates.getByLabelText('From')).not.toHaveAttribute('name');
  fireEvent.change(dates.getByLabelText('From'), { target: { value: '2027-01-10' } });
  fireEvent.click(dates.getByRole('button', { name: 'Apply dates' }));
  expect(new URLSearchParams(probe.location?.search).get('dates')).toBe('2027-01-10--9999-12-31T23:59:59Z');
});

it('a chosen range fills the fields and is a chip that removes it', () => {
  const { probe } = show('/events?dates=2026-12-01--2026-12-31T23:59:59Z', ['2026-12-01--2026-12-31T23:59:59Z']);
  const dates = within(screen.getByRole('group', { name: 'Dates' }));
  expect(dates.getByLabelText('From')).toHaveValue('2026-12-01');
  expect(dates.getByLabelText('To')).toHaveValue('2026-12-31');
  fireEvent.click(screen.getByRole('button', { name: 'Remove Dates: 1 December 2026 to 31 December 2026' }));
  expect(probe.location?.search).toBe('');
});
