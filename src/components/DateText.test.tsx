import { render, screen } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { DateRange } from './DateRange';
import { DateText } from './DateText';
import { formatDay, formatTime } from './formatDate';

// 23:30 UTC is already the next day east of London and still the same day far west of it: if the
// machine's zone leaked in, one of these would print another date.
const lateEvening = '2026-03-31T23:30:00.000Z';
const justAfterMidnight = '2026-04-01T00:15:00.000Z';

describe('DateText', () => {
  it('prints the UTC calendar date whatever the machine’s zone', () => {
    render(
      <>
        <DateText value={lateEvening} />
        <DateText value={justAfterMidnight} withWeekday />
      </>,
    );
    expect(screen.getByText('31 March 2026')).toHaveAttribute('datetime', lateEvening);
    expect(screen.getByText('Wednesday 1 April 2026')).toHaveAttribute('datetime', justAfterMidnight);
  });

  it('adds the time in house style when asked', () => {
    render(
      <>
        <DateText value={lateEvening} withTime />
        <DateText value="2026-04-01T14:00:00Z" withTime />
        <DateText value="2026-04-01T00:00:00Z" withTime />
      </>,
    );
    expect(screen.getByText('31 March 2026, 11.30pm')).toBeInTheDocument();
    expect(screen.getByText('1 April 2026, 2pm')).toBeInTheDocument();
    expect(screen.getByText('1 April 2026')).toBeInTheDocument(); // midnight means no time given
  });

  it('renders the same text on the server', () => {
    expect(renderToString(<DateText value={lateEvening} />)).toBe(`<time dateTime="${lateEvening}">31 March 2026</time>`);
  });

  it('renders nothing for a missing or invalid date', () => {
    const { container } = render(
      <>
        <DateText value={null} />
        <DateText value="not a date" />
      </>,
    );
    expect(container).toBeEmptyDOMElement();
  });
});

describe('DateRange', () => {
  it('shows one day with its start and end times', () => {
    const { container } = render(<DateRange range={{ from: '2026-11-14T10:00:00Z', to: '2026-11-14T16:30:00Z' }} withWeekday />);
    expect(container).toHaveTextContent('Saturday 14 November 2026, 10am–4.30pm');
    expect(container.querySelectorAll('time')).toHaveLength(2);
  });

  it('shows a span of days by date', () => {
    const { container } = render(<DateRange range={{ from: '2026-12-31T23:00:00Z', to: '2027-01-02T01:00:00Z' }} />);
    expect(container).toHaveTextContent('31 December 2026 to 2 January 2027');
  });

  it('shows a lone start date', () => {
    const { container } = render(<DateRange range={{ from: '2026-11-14T10:00:00Z', to: null }} />);
    expect(container).toHaveTextContent('14 November 2026, 10am');
  });
});

describe('dates and times, by hand', () => {
  it('prints every month, weekday and the hours around noon and midnight as Intl would in house style', () => {
    const intlDay = new Intl.DateTimeFormat('en-GB', { timeZone: 'UTC', weekday: 'long', day: 'numeric', month: 'long', year: 'numeric' });
    for (let month = 0; month < 12; month += 1) {
      for (const day of [1, 9, 28]) {
        const date = new Date(Date.UTC(2027, month, day));
        const parts = Object.fromEntries(intlDay.formatToParts(date).map((p) => [p.type, p.value]));
        expect(formatDay(date, true)).toBe(`${parts.weekday} ${parts.day} ${parts.month} ${parts.year}`);
      }
    }
    const at = (hours: number, minutes: number) => formatTime(new Date(Date.UTC(2027, 0, 1, hours, minutes)));
    expect([at(0, 15), at(9, 0), at(11, 59), at(12, 0), at(12, 5), at(23, 30)]).toEqual([
      '12.15am',
      '9am',
      '11.59am',
      '12pm',
      '12.05pm',
      '11.30pm',
    ]);
  });
});
