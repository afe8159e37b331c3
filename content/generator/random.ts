// Seeded pseudo-random numbers. Every generated item gets its own stream derived from
// (seed, kind, index), so an item's content never depends on how many items came before it
// or on chunking — the same options always give the same bytes.

export interface Random {
  /** A float in [0, 1). */
  next(): number;
  /** An integer in [min, max] (inclusive). */
  int(min: number, max: number): number;
  pick<T>(items: readonly T[]): T;
  chance(probability: number): boolean;
  /** `count` distinct items in a stable pseudo-random order. */
  sample<T>(items: readonly T[], count: number): T[];
}

/** 32-bit FNV-1a, then a final avalanche so similar strings give unrelated seeds. */
export function hashString(text: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  h ^= h >>> 16;
  h = Math.imul(h, 0x85ebca6b);
  h ^= h >>> 13;
  h = Math.imul(h, 0xc2b2ae35);
  h ^= h >>> 16;
  return h >>> 0;
}

/** mulberry32: small, fast and good enough for picking words. */
export function createRandom(seed: number): Random {
  let state = seed >>> 0;
  const next = (): number => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const int = (min: number, max: number): number => min + Math.floor(next() * (max - min + 1));
  const pick = <T>(items: readonly T[]): T => {
    if (items.length === 0) throw new Error('pick() from an empty list');
    return items[Math.floor(next() * items.length)];
  };
  const sample = <T>(items: readonly T[], count: number): T[] => {
    const pool = items.slice();
    const out: T[] = [];
    while (out.length < count && pool.length > 0) {
      out.push(pool.splice(Math.floor(next() * pool.length), 1)[0]);
    }
    return out;
  };
  return { next, int, pick, chance: (p) => next() < p, sample };
}

export function randomFor(seed: number, ...parts: Array<string | number>): Random {
  return createRandom(hashString(`${seed}|${parts.join('|')}`));
}
