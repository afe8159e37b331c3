import { createRandom, hashString, randomFor } from './random';

describe('seeded random', () => {
  it('repeats the same sequence for the same seed and parts', () => {
    const a = randomFor(1, 'news', 3);
    const b = randomFor(1, 'news', 3);
    const seqA = Array.from({ length: 20 }, () => a.next());
    expect(Array.from({ length: 20 }, () => b.next())).toEqual(seqA);
  });

  it('gives different streams for different seeds or parts', () => {
    const first = (r: ReturnType<typeof createRandom>) => Array.from({ length: 5 }, () => r.next());
    expect(first(randomFor(1, 'news', 3))).not.toEqual(first(randomFor(2, 'news', 3)));
    expect(first(randomFor(1, 'news', 3))).not.toEqual(first(randomFor(1, 'news', 4)));
    expect(hashString('a')).not.toBe(hashString('b'));
  });

  it('keeps int() within bounds and reaches both ends', () => {
    const r = createRandom(42);
    const seen = new Set<number>();
    for (let i = 0; i < 2000; i++) {
      const n = r.int(3, 7);
      expect(n).toBeGreaterThanOrEqual(3);
      expect(n).toBeLessThanOrEqual(7);
      seen.add(n);
    }
    expect([...seen].sort()).toEqual([3, 4, 5, 6, 7]);
  });

  it('samples distinct items and refuses to pick from nothing', () => {
    const r = createRandom(7);
    const picked = r.sample(['a', 'b', 'c', 'd', 'e'], 3);
    expect(new Set(picked).size).toBe(3);
    expect(() => r.pick([])).toThrow();
  });
});
