// Expression functions (now(), startOfWeek(-1), ...) and relative periods (-1M 1w), evaluated in UTC.
import type { DateFunctionName, PeriodSegment, PeriodUnit, QueryValue } from './queryModel';
import { QueryError } from './queryError';

const FUNCTION_NAMES: Record<string, DateFunctionName> = {
  now: 'now',
  startofday: 'startOfDay',
  endofday: 'endOfDay',
  startofweek: 'startOfWeek',
  endofweek: 'endOfWeek',
  startofmonth: 'startOfMonth',
  endofmonth: 'endOfMonth',
  startofyear: 'startOfYear',
  endofyear: 'endOfYear',
};

/** The unit an integer argument means for each function (now(n) = n days, as the docs' `now(-1)` = last 24 hours). */
const INFERRED_UNIT: Record<DateFunctionName, PeriodUnit> = {
  now: 'd',
  startOfDay: 'd',
  endOfDay: 'd',
  startOfWeek: 'w',
  endOfWeek: 'w',
  startOfMonth: 'M',
  endOfMonth: 'M',
  startOfYear: 'y',
  endOfYear: 'y',
};

/** Bigger number = longer unit; offsets at least as long as the function's unit move `now` before it is anchored. */
const UNIT_SIZE: Record<PeriodUnit, number> = { m: 1, h: 2, d: 3, w: 4, M: 5, y: 6 };

const PERIOD_RE = /^([+-])?\s*(\d+[yMwdhm](?:\s+\d+[yMwdhm])*)$/;
const FUNCTION_NAME_RE = /^[A-Za-z]+$/;

/** Parses `-1M 1w` into signed segments, or returns null when the text is not a relative period. */
export function parsePeriod(text: string): PeriodSegment[] | null {
  const match = PERIOD_RE.exec(text.trim());
  if (!match) return null;
  const sign = match[1] === '-' ? -1 : 1;
  return match[2].split(/\s+/).map((segment) => ({
    amount: sign * Number(segment.slice(0, -1)),
    unit: segment.slice(-1) as PeriodUnit,
  }));
}

/**
 * `name ( argument )` split into the name and the trimmed argument, or null. Read with indexOf, not a regular
 * expression: one such as `^(\w+)\s*\(\s*(.*?)\s*\)$` backtracks for minutes on `now(` followed by a few thousand
 * spaces.
 */
function splitCall(text: string): { name: string; arg: string } | null {
  const open = text.indexOf('(');
  if (open <= 0 || text.length < open + 2 || text[text.length - 1] !== ')') return null;
  const name = text.slice(0, open).trimEnd();
  return FUNCTION_NAME_RE.test(name) ? { name, arg: text.slice(open + 1, -1).trim() } : null;
}

/**
 * Recognises an expression function (and, when `allowPeriod`, a standalone relative period) in a string value.
 * Returns null for ordinary strings; throws for a known function name with an argument it cannot read.
 */
export function parseDateFunction(text: string, allowPeriod: boolean): QueryValue | null {
  const trimmed = text.trim();
  const call = splitCall(trimmed);
  if (call) {
    const fn = FUNCTION_NAMES[call.name.toLowerCase()];
    if (!fn) return null;
    const arg = call.arg;
    let offset: PeriodSegment[] = [];
    if (arg !== '') {
      if (/^[+-]?\d+$/.test(arg)) offset = [{ amount: Number(arg), unit: INFERRED_UNIT[fn] }];
      else {
        const period = parsePeriod(arg);
        if (!period) {
          throw new QueryError(`Invalid argument "${arg}" to ${fn}(): expected an integer or a relative period such as -1d or "-1M 1w"`);
        }
        offset = period;
      }
    }
    return { kind: 'dateFunction', fn, offset, source: trimmed };
  }
  if (allowPeriod) {
    const period = parsePeriod(trimmed);
    if (period) return { kind: 'dateFunction', fn: 'now', offset: period, source: trimmed };
  }
  return null;
}

function addPeriod(ms: number, { amount, unit }: PeriodSegment): number {
  const date = new Date(ms);
  switch (unit) {
    case 'm':
      return ms + amount * 60_000;
    case 'h':
      return ms + amount * 3_600_000;
    case 'd':
      return ms + amount * 86_400_000;
    case 'w':
      return ms + amount * 7 * 86_400_000;
    case 'M':
    case 'y': {
      const months = unit === 'y' ? amount * 12 : amount;
      const day = date.getUTCDate();
      date.setUTCDate(1);
      date.setUTCMonth(date.getUTCMonth() + months);
      // Clamp: 31 January + 1 month is the last day of February, not early March.
      const lastDay = new Date(Date.UTC(date.getUTCFullYear(), date.getUTCMonth() + 1, 0)).getUTCDate();
      date.setUTCDate(Math.min(day, lastDay));
      return date.getTime();
    }
  }
}

function startOf(fn: DateFunctionName, ms: number): number {
  const d = new Date(ms);
  const y = d.getUTCFullYear();
  const mo = d.getUTCMonth();
  const day = d.getUTCDate();
  switch (fn) {
    case 'startOfDay':
    case 'endOfDay':
      return Date.UTC(y, mo, day);
    case 'startOfWeek':
    case 'endOfWeek':
      return Date.UTC(y, mo, day - ((d.getUTCDay() + 6) % 7));
    case 'startOfMonth':
    case 'endOfMonth':
      return Date.UTC(y, mo, 1);
    case 'startOfYear':
    case 'endOfYear':
      return Date.UTC(y, 0, 1);
    case 'now':
      return ms;
  }
}

function endOf(fn: DateFunctionName, ms: number): number {
  const start = startOf(fn, ms);
  const d = new Date(start);
  switch (fn) {
    case 'endOfDay':
      return start + 86_400_000 - 1;
    case 'endOfWeek':
      return start + 7 * 86_400_000 - 1;
    case 'endOfMonth':
      return Date.UTC(d.getUTCFullYear(), d.getUTCMonth() + 1, 1) - 1;
    case 'endOfYear':
      return Date.UTC(d.getUTCFullYear() + 1, 0, 1) - 1;
    default:
      return start;
  }
}

/**
 * The instant a date function stands for at `now`. Offsets in the function's own unit or longer move `now`
 * first (endOfMonth(-1M) = end of last month); shorter ones move the anchored result (startOfDay(7h) = 07:00 today).
 */
export function evaluateDateFunction(fn: DateFunctionName, offset: readonly PeriodSegment[], now: Date): number {
  const own = UNIT_SIZE[INFERRED_UNIT[fn]];
  let ms = now.getTime();
  if (fn === 'now') {
    for (const segment of offset) ms = addPeriod(ms, segment);
    return ms;
  }
  for (const segment of offset) if (UNIT_SIZE[segment.unit] >= own) ms = addPeriod(ms, segment);
  ms = fn.startsWith('start') ? startOf(fn, ms) : endOf(fn, ms);
  for (const segment of offset) if (UNIT_SIZE[segment.unit] < own) ms = addPeriod(ms, segment);
  return ms;
}

const INSTANT_RE =
  /^(\d{4})-(\d{1,2})-(\d{1,2})(?:[tT ](\d{1,2}):(\d{2})(?::(\d{2})(?:[.,](\d{1,9}))?)?)?\s*([zZ]|[+-]\d{2}(?::?\d{2})?)?$/;

/** Parses an ISO-8601 style date or date-time as an instant (no zone = UTC). Returns NaN for anything else. */
export function parseInstant(text: string): number {
  if (text.length < 8 || text.length > 40) return NaN;
  const m = INSTANT_RE.exec(text);
  if (!m) return NaN;
  const [, y, mo, d, h, mi, s, frac, zone] = m;
  const month = Number(mo);
  const day = Number(d);
  if (month < 1 || month > 12 || day < 1 || day > 31) return NaN;
  let ms = Date.UTC(
    Number(y),
    month - 1,
    day,
    h ? Number(h) : 0,
    mi ? Number(mi) : 0,
    s ? Number(s) : 0,
    frac ? Math.floor(Number(`0.${frac}`) * 1000) : 0,
  );
  if (zone && zone !== 'z' && zone !== 'Z') {
    const sign = zone[0] === '-' ? -1 : 1;
    const digits = zone.slice(1).replace(':', '');
    const minutes = Number(digits.slice(0, 2)) * 60 + (digits.length > 2 ? Number(digits.slice(2)) : 0);
    ms -= sign * minutes * 60_000;
  }
  return ms;
}
