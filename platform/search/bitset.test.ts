import { Bitset } from './bitset';

describe('Bitset', () => {
  it('holds exactly the documents of a full set, whatever its size', () => {
    for (const size of [0, 1, 31, 32, 33, 100]) {
      const full = Bitset.full(size);
      expect(full.count()).toBe(size);
      expect(full.toArray()).toEqual(Array.from({ length: size }, (_, i) => i));
    }
  });

  it('does set algebra in place', () => {
    const a = Bitset.fromDocs(70, [1, 5, 33, 64, 69]);
    const b = Bitset.fromDocs(70, [5, 33, 40]);
    expect(a.clone().and(b).toArray()).toEqual([5, 33]);
    expect(a.clone().or(b).toArray()).toEqual([1, 5, 33, 40, 64, 69]);
    expect(a.clone().andNot(b).toArray()).toEqual([1, 64, 69]);
    expect(Bitset.full(70).andNot(a).count()).toBe(65);
    expect(a.toArray()).toEqual([1, 5, 33, 64, 69]);
  });

  it('adds, removes and tests members', () => {
    const set = new Bitset(40);
    expect(set.isEmpty()).toBe(true);
    set.add(39);
    set.addDocs([0, 2]);
    expect(set.has(39) && set.has(0) && !set.has(1)).toBe(true);
    set.delete(0);
    expect(set.toArray()).toEqual([2, 39]);
  });
});
