import { evaluateDateFunction, parseDateFunction, parseInstant, parsePeriod } from './dateFunctions';
import type { QueryValue } from './queryModel';
import { QueryError } from './queryError';

// Wednesday 15 May 2024, 13:45:30.500 UTC.
const NOW = new Date('2024-05-15T13:45:30.500Z');

function at(text: string, now: Date = NOW): string {
  const value: QueryValue | null = parseDateFunction(text, true);
  if (!value || value.kind !== 'dateFunction') throw new Error(`not a date function: ${text}`);
  return new Date(evaluateDateFunction(value.fn, value.offset, now)).toISOString();
}

describe('expression functions at a fixed now', () => {
  it.each([
    ['now()', '2024-05-15T13:45:30.500Z'],
    ['now(-1)', '2024-05-14T13:45:30.500Z'], // an integer offset to now() counts days
    ['now(-4d)', '2024-05-11T13:45:30.500Z'],
    ['now(2h)', '2024-05-15T15:45:30.500Z'],
    ['now(-30m)', '2024-05-15T13:15:30.500Z'],
    ['startOfDay()', '2024-05-15T00:00:00.000Z'],
    ['endOfDay()', '2024-05-15T23:59:59.999Z'],
    ['endOfDay(-1d)', '2024-05-14T23:59:59.999Z'],
    ['startOfDay(-1)', '2024-05-14T00:00:00.000Z'],
    ['startOfDay(7h)', '2024-05-15T07:00:00.000Z'],
    ['startOfDay(-1w)', '2024-05-08T00:00:00.000Z'],
    ['startOfWeek()', '2024-05-13T00:00:00.000Z'], // Monday
    ['endOfWeek()', '2024-05-19T23:59:59.999Z'],
    ['startOfWeek(-1)', '2024-05-06T00:00:00.000Z'],
    ['endOfWeek(-1w)', '2024-05-12T23:59:59.999Z'],
    ['startOfWeek(-1d)', '2024-05-12T00:00:00.000Z'], // the week shifted to start on Sunday
    ['startOfMonth()', '2024-05-01T00:00:00.000Z'],
    ['endOfMonth()', '2024-05-31T23:59:59.999Z'],
    ['startOfMonth(-1)', '2024-04-01T00:00:00.000Z'],
    ['endOfMonth(-1M)', '2024-04-30T23:59:59.999Z'],
    ['endOfMonth(-3)', '2024-02-29T23:59:59.999Z'],
    ['startOfMonth(-1y)', '2023-05-01T00:00:00.000Z'],
    ['startOfYear()', '2024-01-01T00:00:00.000Z'],
    ['endOfYear()', '2024-12-31T23:59:59.999Z'],
    ['endOfYear(-1)', '2023-12-31T23:59:59.999Z'],
    ['STARTOFYEAR(1)', '2025-01-01T00:00:00.000Z'],
    // -1M moves now before anchoring (15 April -> 1 April); the shorter -1w then moves the anchored result.
    ['startOfMonth(-1M 1w)', '2024-03-25T00:00:00.000Z'],
  ])('%s = %s', (text, expected) => {
    expect(at(text)).toBe(expected);
  });

  it('finds Monday from a Sunday and from a Monday', () => {
    expect(at('startOfWeek()', new Date('2024-05-19T22:00:00Z'))).toBe('2024-05-13T00:00:00.000Z');
    expect(at('startOfWeek()', new Date('2024-05-13T00:00:00Z'))).toBe('2024-05-13T00:00:00.000Z');
  });

  it('clamps month arithmetic to the end of shorter months', () => {
    expect(at('now(-1M)', new Date('2024-03-31T10:00:00Z'))).toBe('2024-02-29T10:00:00.000Z');
    expect(at('now(1y)', new Date('2024-02-29T10:00:00Z'))).toBe('2025-02-28T10:00:00.000Z');
  });
});

describe('relative periods', () => {
  it('parses signed, space-separated segments; the sign applies to all of them', () => {
    expect(parsePeriod('-1M 1w')).toEqual([
      { amount: -1, unit: 'M' },
      { amount: -1, unit: 'w' },
    ]);
    expect(parsePeriod('+2y')).toEqual([{ amount: 2, unit: 'y' }]);
    expect(parsePeriod('5 days')).toBeNull();
    expect(parsePeriod('1x')).toBeNull();
  });

  it.each([
    ['-1d', '2024-05-14T13:45:30.500Z'],
    ['-1M 1w', '2024-04-08T13:45:30.500Z'],
    ['2w', '2024-05-29T13:45:30.500Z'],
    ['-1y', '2023-05-15T13:45:30.500Z'],
    ['-90m', '2024-05-15T12:15:30.500Z'],
    ['-3h', '2024-05-15T10:45:30.500Z'],
  ])('standalone %s means now(%s)', (text, expected) => {
    expect(at(text)).toBe(expected);
  });

  it('is only read standalone where periods are allowed', () => {
    expect(parseDateFunction('-1d', false)).toBeNull();
    expect(parseDateFunction('now(-1d)', false)).toMatchObject({ kind: 'dateFunction', fn: 'now' });
  });

  it('leaves ordinary text alone and rejects unreadable arguments of known functions', () => {
    expect(parseDateFunction('Rose pruning', true)).toBeNull();
    expect(parseDateFunction('hello(world)', true)).toBeNull();
    expect(() => parseDateFunction('endOfDay(tomorrow)', true)).toThrow(QueryError);
  });

  it('reads function calls with spaces around the name, argument and brackets', () => {
    expect(parseDateFunction('  startOfDay ( -1d )  ', true)).toMatchObject({ fn: 'startOfDay', offset: [{ amount: -1, unit: 'd' }] });
    expect(parseDateFunction('now()', true)).toMatchObject({ fn: 'now', offset: [] });
    expect(parseDateFunction('no w(1)', true)).toBeNull();
    expect(parseDateFunction('now(1', true)).toBeNull();
    expect(parseDateFunction('(1)', true)).toBeNull();
  });

  it('answers at once for a long run of spaces (no backtracking over them)', () => {
    expect(parseDateFunction(`now(${' '.repeat(20_000)}x`, true)).toBeNull();
    expect(parseDateFunction(`now(${' '.repeat(100_000)}-1d${' '.repeat(100_000)})`, true)).toMatchObject({ fn: 'now' });
  });
});

describe('parseInstant', () => {
  it('reads ISO dates and date-times as UTC instants unless an offset is given', () => {
    expect(parseInstant('2024-02-10')).toBe(Date.UTC(2024, 1, 10));
    expect(parseInstant('2024-02-10T14:00')).toBe(Date.UTC(2024, 1, 10, 14));
    expect(parseInstant('2024-02-10T15:00:00+01:00')).toBe(Date.UTC(2024, 1, 10, 14));
    expect(parseInstant('2024-02-10t14:00:00.250z')).toBe(Date.UTC(2024, 1, 10, 14, 0, 0, 250));
    expect(parseInstant('2024-2-1 09:05')).toBe(Date.UTC(2024, 1, 1, 9, 5));
  });

  it('refuses what is not a date', () => {
    expect(parseInstant('2024')).toBeNaN();
    expect(parseInstant('Spring plant fair')).toBeNaN();
    expect(parseInstant('2024-13-01')).toBeNaN();
  });
});
