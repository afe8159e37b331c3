import { Bitset } from './bitset';
import { TextIndex } from './text-index';
import { tokenize } from './text';

const texts = [
  ['Ferns for SHADY gardens', '<p>Ferns love shade &amp; moisture. The hart&rsquo;s-tongue fern stays green.</p>'],
  ['Growing cacti indoors', 'Cacti need bright light — and very little water in winter.'],
  ['Pruning apple trees', 'Remove crossing branches from your apple trees on a dry day.'],
  ['Crème brûlée for gardeners', 'Café owners’ favourite: caramelised sugar, vanilla and cream.'],
  [],
  ['Ελληνικά φυτά', 'Κήπος και ήλιος'],
];
const index = new TextIndex(texts.length, (d) => texts[d]);

describe('TextIndex', () => {
  it('files each word once under its lower-cased, folded form', () => {
    const ferns = index.table.idOf('ferns');
    expect(ferns).toBeGreaterThanOrEqual(0);
    expect(index.table.idOf('shady')).toBeGreaterThanOrEqual(0);
    expect(index.table.idOf('SHADY')).toBe(-1);
    expect(index.table.idOf('creme')).toBeGreaterThanOrEqual(0);
    expect(index.table.idOf('owners')).toBeGreaterThanOrEqual(0);
    expect(index.table.idOf('ελληνικα')).toBeGreaterThanOrEqual(0);
    expect(new Set(index.vocab).size).toBe(index.vocab.length);
  });

  it('records document frequency and lengths', () => {
    expect(index.df(index.table.idOf('apple'))).toBe(1);
    expect(index.df(index.table.idOf('and'))).toBe(2);
    expect(index.docLength[2]).toBe(tokenize(texts[2].join(' ')).length);
    expect(index.docLength[4]).toBe(0);
    expect(index.docCount).toBe(5);
  });

  it('expands a word to its plural forms and, fuzzily, to near spellings', () => {
    const words = (list: { id: number }[]) => list.map((e) => index.vocab[e.id]).sort();
    expect(words(index.expand('fern', 0))).toEqual(['fern', 'ferns']);
    expect(words(index.expand('tree', 0))).toEqual(['trees']);
    expect(words(index.expand('cacto', 1))).toEqual(['cacti']);
    expect(index.expand('zzz', 1)).toEqual([]);
  });

  it('scores rarer words and shorter documents higher (BM25)', () => {
    const scores = new Map<number, number>();
    index.scorePostings(index.table.idOf('and'), Bitset.full(texts.length), 1, (d, s) => scores.set(d, s));
    expect([...scores.keys()].sort()).toEqual([1, 3]);
    const rare = new Map<number, number>();
    index.scorePostings(index.table.idOf('vanilla'), Bitset.full(texts.length), 1, (d, s) => rare.set(d, s));
    expect(rare.get(3)!).toBeGreaterThan(scores.get(3)!);
  });

  it('pre-selects a superset of the documents whose visible text contains a substring', () => {
    // What a reader sees: markup without its tags, entities decoded.
    const visible = texts.map((parts) =>
      parts
        .map((p) => p.replace(/<[^>]*>/g, ' ').replace(/&amp;/g, '&').replace(/&rsquo;/g, '\u2019'))
        .join(' ')
        .toLowerCase(),
    );
    let checked = 0;
    visible.forEach((text) => {
      for (let start = 0; start < text.length; start += 2) {
        for (let len = 1; len <= 14 && start + len <= text.length; len++) {
          const pattern = text.slice(start, start + len);
          const candidates = index.candidatesForSubstring(pattern);
          if (candidates === null) continue;
          visible.forEach((other, d) => {
            if (other.includes(pattern)) {
              checked++;
              expect({ pattern, doc: d, candidate: candidates.has(d) }).toEqual({ pattern, doc: d, candidate: true });
            }
          });
        }
      }
    });
    expect(checked).toBeGreaterThan(1000);
  });

  it('narrows candidates to documents holding the words', () => {
    expect(index.candidatesForSubstring('apple tr')!.toArray()).toEqual([2]);
    expect(index.candidatesForSubstring('xyz')!.toArray()).toEqual([]);
    expect(index.candidatesForSubstring('  ')).toBeNull();
  });
});
