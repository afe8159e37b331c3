/**
 * A small seeded generator (mulberry32): the same seed gives the same cases on every machine, so a failing
 * case can be replayed from the seed and index the test prints.
 */
export interface Random {
  /** A float in [0, 1). */
  next(): number;
  /** An integer in [min, max]. */
  int(min: number, max: number): number;
  chance(probability: number): boolean;
  pick<T>(items: readonly T[]): T;
  /** `count` characters drawn from `alphabet`. */
  text(alphabet: string, count: number): string;
}

export function seededRandom(seed: number): Random {
  let state = seed >>> 0;
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const int = (min: number, max: number) => min + Math.floor(next() * (max - min + 1));
  const pick = <T>(items: readonly T[]): T => items[Math.floor(next() * items.length)];
  return {
    next,
    int,
    chance: (probability) => next() < probability,
    pick,
    text: (alphabet, count) => {
      const chars = [...alphabet];
      // Long filler (kilobytes of one character) is made in one step, not a character at a time.
      if (chars.length === 1) return chars[0].repeat(count);
      let out = '';
      for (let i = 0; i < count; i++) out += pick(chars);
      return out;
    },
  };
}
