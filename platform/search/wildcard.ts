// The `contains` pattern matcher: `*` matches any run of characters, `?` exactly one (a UTF-16 unit), anywhere in
// the value, case-insensitively. It runs in time linear in the value (no backtracking regular expression: a
// pattern such as `*?*?*?*?#d` made the old regex try every split of the value).

/** A piece of the pattern between `*`s; `wild` when it holds a `?`. */
interface Segment {
  text: string;
  wild: boolean;
}

/** Finds a segment at its earliest position at or after `from`; returns where that match ends, or -1. */
type SegmentFinder = (value: string, from: number) => number;

/** The literal parts of a `contains` pattern (wildcards removed), used to pre-select candidates from word indexes. */
export function literalParts(pattern: string): string[] {
  return pattern.split(/[*?]+/).filter((part) => part !== '');
}

function segmentsOf(pattern: string): Segment[] {
  return pattern
    .split('*')
    .filter((text) => text !== '')
    .map((text) => ({ text, wild: text.includes('?') }));
}

/**
 * Shift-and over one segment with `?`: bit j of the state says "the last j+1 characters match the segment's first
 * j+1". Each character costs one shift and one mask per 32 pattern characters, whatever the value holds.
 */
function shiftAndFinder(segment: string): SegmentFinder {
  const m = segment.length;
  const words = Math.ceil(m / 32);
  // Masks: bit j set when segment[j] is that character or `?`. ASCII in a flat table, other characters in a map.
  const any = new Uint32Array(words);
  for (let j = 0; j < m; j++) if (segment[j] === '?') any[j >> 5] |= 1 << (j & 31);
  const ascii = new Uint32Array(128 * words);
  for (let c = 0; c < 128; c++) ascii.set(any, c * words);
  const other = new Map<number, Uint32Array>();
  for (let j = 0; j < m; j++) {
    const code = segment.charCodeAt(j);
    if (segment[j] === '?') continue;
    if (code < 128) ascii[code * words + (j >> 5)] |= 1 << (j & 31);
    else {
      let mask = other.get(code);
      if (!mask) other.set(code, (mask = Uint32Array.from(any)));
      mask[j >> 5] |= 1 << (j & 31);
    }
  }
  const lastWord = words - 1;
  const accept = 1 << ((m - 1) & 31);
  if (words === 1) {
    const anyMask = any[0];
    return (value, from) => {
      let state = 0;
      for (let i = from; i < value.length; i++) {
        const c = value.charCodeAt(i);
        state = ((state << 1) | 1) & (c < 128 ? ascii[c] : (other.get(c)?.[0] ?? anyMask));
        if ((state & accept) !== 0) return i + 1;
      }
      return -1;
    };
  }
  const state = new Uint32Array(words);
  return (value, from) => {
    state.fill(0);
    // Words at `active` and above are 0, so only those below (and the one a carry reaches) need updating:
    // on ordinary text a partial match seldom gets far, and most characters cost one word, not all of them.
    let active = 0;
    for (let i = from; i < value.length; i++) {
      const c = value.charCodeAt(i);
      const table = c < 128 ? ascii : (other.get(c) ?? any);
      const base = c < 128 ? c * words : 0;
      const limit = active < words ? active + 1 : words;
      let carry = 1;
      for (let w = 0; w < limit; w++) {
        const s = state[w];
        state[w] = ((s << 1) | carry) & table[base + w];
        carry = s >>> 31;
      }
      active = limit;
      while (active > 0 && state[active - 1] === 0) active--;
      if (active === words && (state[lastWord] & accept) !== 0) return i + 1;
    }
    return -1;
  };
}

function finderOf(segment: Segment): SegmentFinder {
  if (segment.wild) return shiftAndFinder(segment.text);
  const text = segment.text;
  return (value, from) => {
    const at = value.indexOf(text, from);
    return at < 0 ? -1 : at + text.length;
  };
}

/**
 * A test of already lower-cased values against a lower-cased pattern. Segments are found left to right, each
 * at its earliest position: segments have a fixed length, so the earliest match leaves the most room for the
 * rest and the greedy search is exact.
 */
export function lowerCaseMatcher(pattern: string): (lower: string) => boolean {
  if (!pattern.includes('*') && !pattern.includes('?')) return (value) => value.includes(pattern);
  const finders = segmentsOf(pattern).map(finderOf);
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
