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

interface Masks {
  words: number;
  /** Bit j set where the segment has `?`: the mask of a character the segment does not hold. */
  any: Uint32Array;
  /** Masks of ASCII characters, `words` per character: bit j set when segment[j] is that character or `?`. */
  ascii: Uint32Array;
  other: Map<number, Uint32Array>;
}

function masksOf(segment: string): Masks {
  const words = Math.ceil(segment.length / 32);
  const any = new Uint32Array(words);
  for (let j = 0; j < segment.length; j++) if (segment[j] === '?') any[j >> 5] |= 1 << (j & 31);
  const ascii = new Uint32Array(128 * words);
  for (let c = 0; c < 128; c++) ascii.set(any, c * words);
  const other = new Map<number, Uint32Array>();
  for (let j = 0; j < segment.length; j++) {
    const code = segment.charCodeAt(j);
    if (segment[j] === '?') continue;
    if (code < 128) ascii[code * words + (j >> 5)] |= 1 << (j & 31);
    else {
      let mask = other.get(code);
      if (!mask) other.set(code, (mask = Uint32Array.from(any)));
      mask[j >> 5] |= 1 << (j & 31);
    }
  }
  return { words, any, ascii, other };
}

/** Commonest first in English text: the anchor is the segment's character latest in this list (or not in it). */
const COMMON = ' etaoinshrdlcumwfgypbvkjxqz';

/** A literal character of the segment, as rare as can be guessed, and its offset: every match holds it there. */
function anchorOf(segment: string): { char: string; offset: number } {
  const rarity = (ch: string) => (COMMON.includes(ch) ? COMMON.indexOf(ch) : COMMON.length);
  let best = -1;
  for (let j = 0; j < segment.length; j++) {
    if (segment[j] !== '?' && (best < 0 || rarity(segment[j]) > rarity(segment[best]))) best = j;
  }
  return { char: segment[best], offset: best };
}

/**
 * Shift-and over one segment with `?`: bit j of the state says "the last j+1 characters match the segment's first
 * j+1". Each character costs one shift and one mask per 32 pattern characters (fewer while no partial match
 * reaches far). While no partial match is alive the scan jumps, with indexOf, to the next place the segment's
 * anchor character could be: no match can start in between, so the jump loses nothing and keeps the time linear.
 */
function shiftAndFinder(segment: string): SegmentFinder {
  const m = segment.length;
  if (!/[^?]/.test(segment)) return (value, from) => (from + m <= value.length ? from + m : -1);
  // Leading and trailing `?` only ask for characters before and after: the core between them is searched (its
  // first bit is then set only where the value holds its first character, so partial matches die young).
  const lead = segment.length - segment.replace(/^\?+/, '').length;
  const trail = segment.length - segment.replace(/\?+$/, '').length;
  if (lead > 0 || trail > 0) {
    const text = segment.slice(lead, m - trail);
    const core = finderOf({ text, wild: text.includes('?') });
    return (value, from) => {
      const end = core(value, from + lead);
      return end >= 0 && end + trail <= value.length ? end + trail : -1;
    };
  }
  const masks = masksOf(segment);
  const { char, offset } = anchorOf(segment);
  if (masks.words === 1) return singleWordFinder(masks, m, char, offset);
  const { words, any, ascii, other } = masks;
  const state = new Uint32Array(words);
  const lastWord = words - 1;
  const accept = 1 << ((m - 1) & 31);
  return (value, from) => {
    state.fill(0);
    // Words at `active` and above are 0: only those below, and the one a carry reaches, need updating.
    let active = 0;
    for (let i = from; i < value.length; i++) {
      if (active === 0) {
        const next = value.indexOf(char, i + offset);
        if (next < 0) return -1;
        i = next - offset;
      }
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

/** shiftAndFinder for segments of up to 32 characters: the state is one integer. */
function singleWordFinder({ any, ascii, other }: Masks, m: number, char: string, offset: number): SegmentFinder {
  const anyMask = any[0];
  const accept = 1 << (m - 1);
  return (value, from) => {
    let state = 0;
    for (let i = from; i < value.length; i++) {
      if (state === 0) {
        const next = value.indexOf(char, i + offset);
        if (next < 0) return -1;
        i = next - offset;
      }
      const c = value.charCodeAt(i);
      state = ((state << 1) | 1) & (c < 128 ? ascii[c] : (other.get(c)?.[0] ?? anyMask));
      if ((state & accept) !== 0) return i + 1;
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
