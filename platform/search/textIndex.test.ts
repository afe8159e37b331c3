import { Bitset } from './bitset';
import { TextIndex } from './textIndex';
import { random } from './testRandom';
import { tokenize } from './text';
import { lowerCaseMatcher } from './wildcard';

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

  it('pre-selects a superset of the documents whose stored text contains a substring, markup included', () => {
    // What `contains` reads: the stored text lower-cased, tags, attributes and entities as they are.
    const stored = texts.map((parts) => parts.join(' ').toLowerCase());
    let checked = 0;
    stored.forEach((text) => {
      for (let start = 0; start < text.length; start += 2) {
        for (let len = 1; len <= 14 && start + len <= text.length; len++) {
          const pattern = text.slice(start, start + len);
          const candidates = index.candidatesForSubstring(pattern);
          if (candidates === null) continue;
          stored.forEach((other, d) => {
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

  it('sees the words of tags, attributes and entity names that the words of the text leave out', () => {
    const html = [
      ['<p>See <a href="/visit/opening-times" class="more">our hours</a> &ndash; every day.</p>'],
      ['<p>Opening times change in winter.</p>'],
      ['Plain text with href="/visit/" in it'],
    ];
    const markup = new TextIndex(html.length, (d) => html[d]);
    const docs = (pattern: string) => markup.candidatesForSubstring(pattern)?.toArray();
    expect(docs('/visit/opening')).toEqual([0]);
    expect(docs('href="/visit/')).toEqual([0, 2]);
    expect(docs('class="more"')).toEqual([0]);
    expect(docs('ndash')).toEqual([0]);
    expect(docs('</a> &ndash; every')).toEqual([0]);
    // Words of the text itself are still narrowed by; markup words are not words to freeText.
    expect(docs('winter')).toEqual([1]);
    expect(markup.expand('class', 0)).toEqual([]);
    expect(markup.expand('ndash', 0)).toEqual([]);
  });

  it('reads a final sigma as the letter it lower-cases to', () => {
    const greek = new TextIndex(1, () => ['ΟΔΟΣ ΚΗΠΟΥ']);
    // "ΟΔΟΣ".toLowerCase() is "οδος": the final form, which a word folded letter by letter would not hold.
    expect(greek.candidatesForSubstring('ος')?.toArray()).toEqual([0]);
    expect(greek.candidatesForSubstring('οσ')?.toArray()).toEqual([0]);
  });

  it('never drops a document whose stored markup matches, for random markup and patterns with wildcards', () => {
    const next = random(20260612);
    const fragments = [
      'fern',
      'Café',
      'hart',
      '&rsquo;',
      '&amp;',
      '&#233;',
      '&#x2019;',
      '&nbsp;',
      '<a href="/x/y-z">',
      '</a>',
      '<p class="lead">',
      '</p>',
      '<br/>',
      "'s",
      ' ',
      ' ',
      '-',
      '/',
      '"',
      '=',
      'é',
      'ÉCOLE',
      '<',
      '>',
      ';',
      '&',
      'x2',
      '9',
    ];
    const docs = Array.from({ length: 40 }, (_, d) => {
      const body = Array.from({ length: 4 + next(12) }, () => fragments[next(fragments.length)]).join('');
      return [d % 4 === 0 ? body : `<div>${body}</div>`];
    });
    const randomIndex = new TextIndex(docs.length, (d) => docs[d]);
    const stored = docs.map((parts) => parts.join(' ').toLowerCase());
    let checked = 0;
    for (let i = 0; i < 3_000; i++) {
      const text = stored[next(stored.length)];
      const start = next(text.length);
      const chars = text.slice(start, start + 1 + next(12)).split('');
      if (next(3) === 0) chars[next(chars.length)] = next(2) === 0 ? '?' : '*';
      const pattern = chars.join('');
      const candidates = randomIndex.candidatesForSubstring(pattern);
      if (candidates === null) continue;
      const matches = lowerCaseMatcher(pattern);
      stored.forEach((other, d) => {
        if (!matches(other)) return;
        checked++;
        if (!candidates.has(d)) throw new Error(`"${pattern}" dropped document ${d}: ${docs[d][0]}`);
      });
    }
    expect(checked).toBeGreaterThan(3_000);
  });

  it('narrows candidates to documents holding the words', () => {
    expect(index.candidatesForSubstring('apple tr')!.toArray()).toEqual([2]);
    expect(index.candidatesForSubstring('xyz')!.toArray()).toEqual([]);
    expect(index.candidatesForSubstring('  ')).toBeNull();
  });
});
