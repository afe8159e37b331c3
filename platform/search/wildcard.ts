// The `contains` pattern matcher: `*` matches any run of characters, `?` exactly one (a UTF-16 unit), anywhere in
// the value, case-insensitively. It runs in time linear in the value (not a backtracking regular expression, which
// a pattern such as `*?*?*?*?#d` makes try every split of the value), and it counts its work on a
// ScanMeter so that a search can be stopped before its text conditions hold the server up (queryLimits.ts).

/**
 * Work done by text matching, in units of about one character read one at a time (its time on the benchmark
 * machine: platform/search/README.md). A character fed to the shift-and automaton costs one unit per
 * 32-character word of its state that it updates; a native string operation (indexOf, startsWith, toLowerCase) costs SEARCH_UNITS,
 * plus one unit per PASSED_PER_UNIT characters it reads (it reads them many times faster).
 */
export interface ScanMeter {
  units: number;
}

const SEARCH_UNITS = 4;
const PASSED_PER_UNIT = 8;

/** A piece of the pattern between `*`s; `wild` when it holds a `?`. */
interface Segment {
  text: string;
  wild: boolean;
}

/** Finds a segment at its earliest position at or after `from`; returns where that match ends, or -1. */
type SegmentFinder = (value: string, from: number) => number;

/** The literal parts of a `contains` pattern (wildcards removed), used to pre-select candidates from indexes. */
export function literalParts(pattern: string): string[] {
  return pattern.split(/[*?]+/).filter((part) => part !== '');
}

const onlyWildcards = (text: string): boolean => /^\?+$/.test(text);

/** The pattern's pieces between `*`s; neighbouring pieces of `?` only are one piece (`?*?` = two characters). */
function segmentsOf(pattern: string): Segment[] {
  const segments: Segment[] = [];
  for (const text of pattern.split('*')) {
    if (text === '') continue;
    const last = segments[segments.length - 1];
    if (last && onlyWildcards(text) && onlyWildcards(last.text)) last.text += text;
    else segments.push({ text, wild: text.includes('?') });
  }
  return segments;
}

/** Counts a native string operation (a search, a comparison, lower-casing) over `chars` characters. */
export function chargeNative(meter: ScanMeter, chars: number): void {
  meter.units += SEARCH_UNITS + chars / PASSED_PER_UNIT;
}

/** `value.indexOf(text, from)`, counted on the meter. */
function seek(value: string, text: string, from: number, meter: ScanMeter): number {
  const at = value.indexOf(text, from);
  chargeNative(meter, Math.max(0, (at < 0 ? value.length : at + text.length) - from));
  return at;
}

/**
 * Rough share of each character in lower-cased English text; others (digits, most punctuation, other scripts)
 * count as RARE. Only used to pick the anchor: a wrong guess costs time, never a wrong answer.
 */
const FREQUENCY: Readonly<Record<string, number>> = {
  ' ': 0.17,
  e: 0.09,
  t: 0.065,
  a: 0.06,
  o: 0.058,
  i: 0.053,
  n: 0.053,
  s: 0.049,
  r: 0.046,
  h: 0.045,
  d: 0.033,
  l: 0.03,
  c: 0.022,
  u: 0.021,
  m: 0.019,
  f: 0.017,
  w: 0.016,
  g: 0.015,
  y: 0.015,
  p: 0.014,
  b: 0.011,
  ',': 0.01,
  '.': 0.01,
  v: 0.008,
  k: 0.006,
};
const RARE = 0.002;

/** Where every match of a segment holds known characters. */
interface Anchor {
  /** The run of literal characters (between `?`s) least likely to occur at a given place, and its offset. */
  run: string;
  offset: number;
  /** The run's rarest character, and its offset in the segment: what is checked one character at a time. */
  code: number;
  codeOffset: number;
}

const chanceOf = (ch: string): number => FREQUENCY[ch] ?? RARE;

/** Whether a match could start at `i`: the anchor's run is at its offset (its rarest character checked first). */
const holdsAnchor = (value: string, i: number, { code, codeOffset, run, offset }: Anchor): boolean =>
  value.charCodeAt(i + codeOffset) === code && (run.length === 1 || value.startsWith(run, i + offset));

function anchorOf(segment: string): Anchor {
  let best = { run: '', offset: 0, chance: 2 };
  for (const found of segment.matchAll(/[^?]+/g)) {
    const chance = Array.from(found[0]).reduce((product, ch) => product * chanceOf(ch), 1);
    if (chance < best.chance) best = { run: found[0], offset: found.index, chance };
  }
  let rarest = 0;
  for (let k = 1; k < best.run.length; k++) if (chanceOf(best.run[k]) < chanceOf(best.run[rarest])) rarest = k;
  return { run: best.run, offset: best.offset, code: best.run.charCodeAt(rarest), codeOffset: best.offset + rarest };
}

/**
 * Masks per character, `words` 32-bit words each: bit j set when segment[j] is that character or `?`. Latin-1
 * characters (the commonest in lower-cased text) are looked up in a table, others in a map.
 */
interface Masks {
  words: number;
  /** Bit j set where the segment has `?`: the mask of a character the segment does not hold. */
  any: Int32Array;
  latin1: Int32Array;
  other: Map<number, Int32Array>;
}

function masksOf(segment: string): Masks {
  const words = Math.ceil(segment.length / 32);
  const any = new Int32Array(words);
  for (let j = 0; j < segment.length; j++) if (segment[j] === '?') any[j >> 5] |= 1 << (j & 31);
  const latin1 = new Int32Array(256 * words);
  for (let c = 0; c < 256; c++) latin1.set(any, c * words);
  const other = new Map<number, Int32Array>();
  for (let j = 0; j < segment.length; j++) {
    const code = segment.charCodeAt(j);
    if (segment[j] === '?') continue;
    if (code < 256) latin1[code * words + (j >> 5)] |= 1 << (j & 31);
    else {
      let mask = other.get(code);
      if (!mask) other.set(code, (mask = Int32Array.from(any)));
      mask[j >> 5] |= 1 << (j & 31);
    }
  }
  return { words, any, latin1, other };
}

/** What one finder call did, added to the meter once at its end. */
class Work {
  fed = 0;
  passed = 0;
  searches = 0;

  /** The first place at or after `i` where a match could start (holding the anchor's run), or -1. */
  nextStart(value: string, i: number, lastStart: number, { run, offset }: Anchor): number {
    this.searches++;
    const at = value.indexOf(run, i + offset);
    if (at < 0 || at - offset > lastStart) {
      this.passed += value.length - i;
      return -1;
    }
    this.passed += at - offset - i;
    return at - offset;
  }

  addTo(meter: ScanMeter): void {
    meter.units += this.fed + this.searches * SEARCH_UNITS + this.passed / PASSED_PER_UNIT;
    this.fed = this.passed = this.searches = 0;
  }
}

/**
 * Shift-and over a segment with `?` that starts and ends with a literal character: bit j of the state says "the
 * last j+1 characters read match the segment's first j+1", one 32-bit word per 32 characters, of which only
 * those a partial match has reached are updated. A match starting at s holds the anchor's run at s + offset,
 * so the state is fed from such a start on, while some partial match is alive and a match could still end ahead
 * (up to m - 1 past the last start holding the anchor); in between, the next such start is searched for. Each
 * character is read at most once.
 */
function anchoredFinder(segment: string, meter: ScanMeter): SegmentFinder {
  const m = segment.length;
  const masks = masksOf(segment);
  const anchor = anchorOf(segment);
  if (masks.words === 1) return singleWordFinder(m, masks, anchor, meter);
  const { words, any, latin1, other } = masks;
  const state = new Int32Array(words);
  const lastWord = words - 1;
  const accept = 1 << ((m - 1) & 31);
  const work = new Work();
  return (value, from) => {
    const lastStart = value.length - m;
    state.fill(0);
    // Words at `active` and above are 0.
    let active = 0;
    let last = -1;
    let found = -1;
    for (let i = from; ; i++) {
      if (active === 0 || i > last) {
        i = work.nextStart(value, i, lastStart, anchor);
        if (i < 0) break;
        if (active > 0) state.fill(0);
        active = 0;
        last = i + m - 1;
      } else if (i <= lastStart && holdsAnchor(value, i, anchor)) last = i + m - 1;
      const c = value.charCodeAt(i);
      const table = c < 256 ? latin1 : (other.get(c) ?? any);
      const base = c < 256 ? c * words : 0;
      const limit = active < words ? active + 1 : words;
      work.fed += limit;
      let carry = 1;
      for (let w = 0; w < limit; w++) {
        const s = state[w];
        state[w] = ((s << 1) | carry) & table[base + w];
        carry = s >>> 31;
      }
      active = limit;
      while (active > 0 && state[active - 1] === 0) active--;
      if (active === words && (state[lastWord] & accept) !== 0) {
        found = i + 1;
        break;
      }
    }
    work.addTo(meter);
    return found;
  };
}

/**
 * anchoredFinder for a segment of up to 32 characters, whose state is one integer: the same walk, kept apart
 * because a state held in one integer is much faster to update than an array of one word.
 */
function singleWordFinder(m: number, { any, latin1, other }: Masks, anchor: Anchor, meter: ScanMeter): SegmentFinder {
  const anyMask = any[0];
  const others = new Map(Array.from(other, ([c, mask]) => [c, mask[0]]));
  const accept = 1 << (m - 1);
  const work = new Work();
  return (value, from) => {
    const lastStart = value.length - m;
    let state = 0;
    let last = -1;
    let found = -1;
    for (let i = from; ; i++) {
      if (state === 0 || i > last) {
        i = work.nextStart(value, i, lastStart, anchor);
        if (i < 0) break;
        state = 0;
        last = i + m - 1;
      } else if (i <= lastStart && holdsAnchor(value, i, anchor)) last = i + m - 1;
      const c = value.charCodeAt(i);
      state = ((state << 1) | 1) & (c < 256 ? latin1[c] : (others.get(c) ?? anyMask));
      work.fed++;
      if ((state & accept) !== 0) {
        found = i + 1;
        break;
      }
    }
    work.addTo(meter);
    return found;
  };
}

function finderOf(segment: Segment, meter: ScanMeter): SegmentFinder {
  const { text } = segment;
  const m = text.length;
  if (!segment.wild) {
    return (value, from) => {
      const at = seek(value, text, from, meter);
      return at < 0 ? -1 : at + m;
    };
  }
  if (onlyWildcards(text)) return (value, from) => (from + m <= value.length ? from + m : -1);
  // Leading and trailing `?` only ask for characters before and after: the core between them is searched.
  const lead = m - text.replace(/^\?+/, '').length;
  const trail = m - text.replace(/\?+$/, '').length;
  if (lead === 0 && trail === 0) return anchoredFinder(text, meter);
  const core = text.slice(lead, m - trail);
  const find = finderOf({ text: core, wild: core.includes('?') }, meter);
  return (value, from) => {
    const end = find(value, from + lead);
    return end >= 0 && end + trail <= value.length ? end + trail : -1;
  };
}

/**
 * A test of already lower-cased values against a lower-cased pattern, counting its work on `meter`. Segments
 * are found left to right, each at its earliest position: segments have a fixed length, so the earliest match
 * leaves the most room for the rest and the greedy search is exact.
 */
export function lowerCaseMatcher(pattern: string, meter: ScanMeter = { units: 0 }): (lower: string) => boolean {
  const finders = segmentsOf(pattern).map((segment) => finderOf(segment, meter));
  return (value) => {
    let at = 0;
    for (const find of finders) {
      at = find(value, at);
      if (at < 0) return false;
    }
    return true;
  };
}

/** A case-insensitive substring test where `*` matches any run of characters and `?` exactly one. */
export function substringMatcher(pattern: string): (value: string) => boolean {
  const test = lowerCaseMatcher(pattern.toLowerCase());
  return (value) => test(value.toLowerCase());
}
