// Deterministic random input for the search engine's tests, so that a failure can be replayed.

/** A small generator (mulberry32): `next(n)` is an integer in [0, n). */
export function random(seed: number): (n: number) => number {
  let a = seed;
  return (n) => {
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return Math.floor((((t ^ (t >>> 14)) >>> 0) / 4294967296) * n);
  };
}

/** `length` characters picked from `alphabet`. */
export const pick = (next: (n: number) => number, alphabet: string, length: number): string =>
  Array.from({ length }, () => alphabet[next(alphabet.length)]).join('');
