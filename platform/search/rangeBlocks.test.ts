import { Bitset } from './bitset';
import { addDocsInRange } from './rangeBlocks';
import { random } from './testRandom';

const oneByOne = (docs: Uint32Array, from: number, to: number, size: number): number[] =>
  new Bitset(size).addDocs(docs.subarray(from, to)).toArray();

describe('addDocsInRange', () => {
  const next = random(42);
  /** Each document once, in a shuffled order (a field with one value per entry). */
  const shuffled = (size: number): Uint32Array => {
    const docs = Uint32Array.from({ length: size }, (_, k) => k);
    for (let k = size - 1; k > 0; k--) {
      const j = next(k + 1);
      [docs[k], docs[j]] = [docs[j], docs[k]];
    }
    return docs;
  };
  const views: [string, Uint32Array, number][] = [
    // Most documents with two or three values; some with none.
    ['40,000 places over 15,000 documents', Uint32Array.from({ length: 40_000 }, () => next(15_000)), 15_000],
    ['3,000 places, too few for blocks', Uint32Array.from({ length: 3_000 }, () => next(3_000)), 3_000],
    ['one place per document', shuffled(100_003), 100_003],
    ['one place for some documents', shuffled(50_000).subarray(0, 30_001), 50_000],
  ];

  it.each(views)('finds the documents of any slice of a view (%s), as adding them one by one does', (_name, docs, size) => {
    const places = docs.length;
    const ranges = [
      [0, places],
      [1, places - 1],
      [0, 1],
      [places - 1, places],
      [256, 257 * 64],
      [5, 5],
    ];
    for (let i = 0; i < 60; i++) {
      const a = next(places + 1);
      const b = next(places + 1);
      ranges.push([Math.min(a, b), Math.max(a, b)]);
    }
    for (const [from, to] of ranges) {
      const out = new Bitset(size);
      addDocsInRange(docs, from, to, out);
      const expected = oneByOne(docs, from, to, size);
      if (out.count() !== expected.length || out.toArray().some((d, k) => d !== expected[k])) {
        throw new Error(`${places} places, range [${from}, ${to}): the sets differ`);
      }
    }
  });

  it('adds to what the set already holds', () => {
    const docs = Uint32Array.from({ length: 20_000 }, (_, k) => k % 5_000);
    const out = Bitset.fromDocs(6_000, [5_500]);
    addDocsInRange(docs, 0, 20_000, out);
    expect(out.count()).toBe(5_001);
  });
});
