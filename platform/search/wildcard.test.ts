import { literalParts, lowerCaseMatcher, substringMatcher } from './wildcard';
import { pick, random } from './testRandom';

/** An unanchored regular expression, obviously right but backtracking: the reference for small inputs only. */
function regexMatcher(pattern: string): (value: string) => boolean {
  const source = pattern
    .toLowerCase()
    .split('')
    .map((ch) => (ch === '*' ? '[\\s\\S]*' : ch === '?' ? '[\\s\\S]' : ch.replace(/[.+^${}()|[\]\\]/g, '\\$&')))
    .join('');
  const re = new RegExp(source);
  return (value) => re.test(value.toLowerCase());
}

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

  it('answers as the reference regular expression does, for 20,000 random patterns and values', () => {
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
      const chars = text
        .slice(from, from + length)
        .split('')
        .map((ch) => (next(4) === 0 ? '?' : ch));
      if (next(2) === 0) chars[next(chars.length)] = 'c';
      const pattern = `${chars.slice(0, 10).join('')}*${chars.slice(10).join('')}`;
      expect(substringMatcher(pattern)(text)).toBe(regexMatcher(pattern)(text));
    }
  });

  it('answers a pattern of many * and ? at once, where a backtracking regular expression takes minutes', () => {
    const title = 'The quick brown fox jumps over the lazy dog while the gardener prunes roses. '.repeat(3);
    expect(substringMatcher(`${'*?'.repeat(4)}#d`)(title)).toBe(false);
    expect(substringMatcher(`${'*?'.repeat(40)}#d`)(`${title}#d`)).toBe(true);
    expect(substringMatcher(`${'*?'.repeat(40)}#d`)(title.repeat(30))).toBe(false);
  });

  it('answers as the reference regular expression does on long values, other scripts and letter case', () => {
    const next = random(99);
    // Few distinct characters, so that long patterns holding ? match, or nearly match, often; with letters
    // outside Latin-1 (ł, €, and both halves of an emoji: ? stands for one UTF-16 unit) and upper case.
    const alphabet = 'abAB ł€\ud83c\udf31';
    for (let i = 0; i < 400; i++) {
      const value = pick(next, alphabet, 50 + next(300));
      const length = 1 + next(80);
      let pattern: string;
      if (next(2) === 0) {
        // A slice of the value, some characters made wildcards, sometimes one changed or a * put in.
        const from = next(Math.max(1, value.length - length));
        const chars = value
          .slice(from, from + length)
          .split('')
          .map((ch) => (next(3) === 0 ? '?' : ch));
        if (next(2) === 0) chars[next(chars.length)] = pick(next, 'abł', 1);
        if (next(3) === 0) chars.splice(next(chars.length), 0, '*');
        pattern = chars.join('');
      } else {
        // At most two *: the reference regular expression backtracks through every split of the value.
        const chars = pick(next, 'aAł€??', length).split('');
        for (let star = next(3); star > 0; star--) chars.splice(next(chars.length + 1), 0, '*');
        pattern = chars.join('');
      }
      if (substringMatcher(pattern)(value) !== regexMatcher(pattern)(value)) {
        throw new Error(`"${pattern}" on "${value}": expected ${regexMatcher(pattern)(value)}`);
      }
    }
  });

  it('counts its work: a pattern found early costs little, one that is never found costs about the text', () => {
    const text = `${'the quick brown fox jumps over the lazy dog. '.repeat(200)}`;
    const work = (pattern: string) => {
      const meter = { units: 0 };
      lowerCaseMatcher(pattern, meter)(text);
      return meter.units;
    };
    expect(work('*qu?ck*')).toBeLessThan(20);
    // Passed over by searching for its rarest part (# or zo, never there): one unit per 8 characters.
    expect(work(`o${'?'.repeat(254)}#`)).toBeLessThan(text.length / 4);
    expect(work(`o${'?'.repeat(253)}zo`)).toBeLessThan(text.length / 4);
    // A space two places after another at almost every space: each character looked at, most of them fed.
    expect(work('*? ? ?*')).toBeGreaterThan(text.length / 2);
    // In "abab...", two b 255 places apart, never (an odd distance), a partial match from every b: every
    // character fed to a state of 8 words.
    const meter = { units: 0 };
    expect(lowerCaseMatcher(`b${'?'.repeat(254)}b`, meter)('ab'.repeat(4000))).toBe(false);
    expect(meter.units).toBeGreaterThan(6 * 8000);
  });

  it('splits a pattern into its literal parts', () => {
    expect(literalParts('*gr*ing?x*')).toEqual(['gr', 'ing', 'x']);
  });
});
