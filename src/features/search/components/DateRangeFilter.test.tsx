import { fireEvent, screen, within } from '@testing-library/react';
import { searchConfigApplied } from '../slice';
import { answered, renderSearch, renderTestResult, TestLink } from '../testing/renderSearch';
import { SearchView } from './SearchView';

// A date range filter: two dates applied together as one `from--to` value, shown as a chip.
const events = searchConfigApplied({
  context: 'listings',
  facet: 'events',
  config: { filters: { dates: { title: 'Dates', fieldId: 'dateRange.from', fieldOperator: 'between' } } },
});
const view = <SearchView linkComponent={TestLink} renderResult={renderTestResult} />;
const show = (url: string, dates: string[] = []) =>
  renderSearch(view, {
    context: 'listings',
    facet: 'events',
    url,
    before: [events],
    params: { filters: dates.length ? { dates } : {} },
    then: [answered('events', 0, ['e1'], { context: 'listings' })],
  });

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

describe('with ranges on offer', () => {
  const week = '2026-12-01--2026-12-07T23:59:59Z';
  const offered = searchConfigApplied({
    context: 'listings',
    facet: 'events',
    config: {
      filters: {
        dates: {
          title: 'Dates',
          fieldId: 'dateRange.from',
          fieldOperator: 'between',
          isSingleSelect: true,
          items: [{ key: week, title: 'Next 7 days' }],
        },
      },
    },
  });
  const counted = answered('events', 0, ['e1'], { context: 'listings', aggregations: { 'sf_count:dates': { [week.toLowerCase()]: 4 } } });
  const showOffered = (url: string, dates: string[] = []) =>
    renderSearch(view, {
      context: 'listings',
      facet: 'events',
      url,
      before: [offered],
      params: { filters: dates.length ? { dates } : {} },
      then: [counted],
    });

  it('offers them as radios of the plain form with their counts; one is chosen with a click', () => {
    const { probe } = showOffered('/events');
    const dates = within(screen.getByRole('group', { name: 'Dates' }));
    expect(dates.getByRole('radio', { name: 'Any' })).toBeChecked();
    const week7 = dates.getByRole('radio', { name: 'Next 7 days (4)' });
    expect(week7).toHaveAttribute('name', 'dates');
    fireEvent.click(week7);
    expect(new URLSearchParams(probe.location?.search).get('dates')).toBe(week);
  });

  it('an offered range chosen is its radio and a chip by its title, the date fields staying the visitor’s own', () => {
    showOffered(`/events?dates=${week}`, [week]);
    const dates = within(screen.getByRole('group', { name: 'Dates' }));
    expect(dates.getByRole('radio', { name: 'Next 7 days (4)' })).toBeChecked();
    expect(dates.getByLabelText('From')).toHaveValue('');
    expect(screen.getByRole('button', { name: 'Remove Dates: Next 7 days' })).toBeInTheDocument();
  });

  it('the visitor’s own dates replace an offered range', () => {
    const { probe } = showOffered(`/events?dates=${week}`, [week]);
    const dates = within(screen.getByRole('group', { name: 'Dates' }));
    fireEvent.change(dates.getByLabelText('From'), { target: { value: '2027-02-01' } });
    fireEvent.change(dates.getByLabelText('To'), { target: { value: '2027-02-28' } });
    fireEvent.click(dates.getByRole('button', { name: 'Apply dates' }));
    expect(new URLSearchParams(probe.location?.search).get('dates')).toBe('2027-02-01--2027-02-28T23:59:59Z');
  });
});
