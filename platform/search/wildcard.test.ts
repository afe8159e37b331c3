import { literalParts, substringMatcher } from './wildcard';

/** The matcher as it was (an unanchored regular expression): the reference for small inputs only. */
function regexMatcher(pattern: string): (value: string) => boolean {
  const source = pattern
    .toLowerCase()
    .split('')
    .map((ch) => (ch === '*' ? '[\\s\\S]*' : ch === '?' ? '[\\s\\S]' : ch.replace(/[.+^${}()|[\]\\]/g, '\\$&')))
    .join('');
  const re = new RegExp(source);
  return (value) => re.test(value.toLowerCase());
}

/** A small deterministic generator (mulberry32), so a failure can be replayed. */
function random(seed: number): (n: number) => number {
  let a = seed;
  return (n) => {
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return Math.floor((((t ^ (t >>> 14)) >>> 0) / 4294967296) * n);
  };
}

const pick = (next: (n: number) => number, alphabet: string, length: number): string =>
  Array.from({ length }, () => alphabet[next(alphabet.length)]).join('');

describe('substringMatcher', () => {
  it('matches case-insensitively, with * and ? wildcards', () => {
    expect(substringMatcher('PRUN')('Rose pruning workshop')).toBe(true);
    expect(substringMatcher('r?se')('Rose pruning')).toBe(true);
    expect(substringMatcher('r?se')('Rinse')).toBe(false);
    expect(substringMatcher('gr*ing')('Growing cacti')).toBe(true);
    expect(substringMatcher('gr*ing')('Grow cacti')).toBe(false);
    expect(substringMatcher('a.b')('axb')).toBe(false);
  });

  it('treats a pattern of wildcards only by length, and an empty pattern as matching everything', () => {
    expect(substringMatcher('*')('')).toBe(true);
    expect(substringMatcher('')('anything')).toBe(true);
    expect(substringMatcher('??')('a')).toBe(false);
    expect(substringMatcher('*?*?*')('ab')).toBe(true);
    expect(substringMatcher('?')('é')).toBe(true);
  });

  it('answers as the regular expression did, for 20,000 random patterns and values', () => {
    const next = random(20260101);
    for (let i = 0; i < 20_000; i++) {
      const pattern = pick(next, 'abAB??**c.é', 1 + next(7));
      const value = pick(next, 'abABcé. ', next(14));
      const expected = regexMatcher(pattern)(value);
      if (substringMatcher(pattern)(value) !== expected) throw new Error(`"${pattern}" on "${value}": expected ${expected}`);
    }
  });

  it('finds segments longer than 32 characters holding ?, against the regular expression', () => {
    const next = random(7);
    const text = pick(next, 'ab', 3000);
    for (let i = 0; i < 200; i++) {
      const from = next(2900);
      const length = 30 + next(70);
      // A slice of the text with some characters made wildcards, sometimes one changed so it may not match.
      const chars = text.slice(from, from + length).split('').map((ch) => (next(4) === 0 ? '?' : ch));
      if (next(2) === 0) chars[next(chars.length)] = 'c';
      const pattern = `${chars.slice(0, 10).join('')}*${chars.slice(10).join('')}`;
      expect(substringMatcher(pattern)(text)).toBe(regexMatcher(pattern)(text));
    }
  });

  it('answers a pattern of many * and ? at once (the regular expression backtracked for minutes)', () => {
    const title = 'The quick brown fox jumps over the lazy dog while the gardener prunes roses. '.repeat(3);
    expect(substringMatcher(`${'*?'.repeat(4)}#d`)(title)).toBe(false);
    expect(substringMatcher(`${'*?'.repeat(40)}#d`)(`${title}#d`)).toBe(true);
    expect(substringMatcher(`${'*?'.repeat(40)}#d`)(title.repeat(30))).toBe(false);
  });

  it('splits a pattern into its literal parts', () => {
    expect(literalParts('*gr*ing?x*')).toEqual(['gr', 'ing', 'x']);
  });
});
