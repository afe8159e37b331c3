import { autoFuzziness, boundedEditDistance, stem, tokenize } from './text';

describe('tokenize', () => {
  it('lower-cases and splits on anything that is not a letter or digit', () => {
    expect(tokenize('Spring plant-fair, 2024!')).toEqual(['spring', 'plant', 'fair', '2024']);
  });

  it('folds accents and keeps apostrophes inside words', () => {
    expect(tokenize('Crème brûlée')).toEqual(['creme', 'brulee']);
    expect(tokenize("You'll see the hart’s-tongue")).toEqual(['youll', 'see', 'the', 'harts', 'tongue']);
  });

  it('skips tags and decodes entities in markup', () => {
    expect(tokenize('<p class="intro">Ferns &amp; moss, hart&rsquo;s <strong>tongue</strong> caf&eacute;</p>')).toEqual([
      'ferns',
      'moss',
      'harts',
      'tongue',
      'cafe',
    ]);
  });

  it('ends a word at an entity that is a space or a mark, so the word is found as written', () => {
    expect(tokenize('<p>Guided&nbsp;tours, bees&amp;wasps, Kew&hellip;</p>')).toEqual(['guided', 'tours', 'bees', 'wasps', 'kew']);
  });

  it('treats angle brackets in plain text as separators, not tags', () => {
    expect(tokenize('a<b and c>d')).toEqual(['a', 'b', 'and', 'c', 'd']);
  });

  it('reads markup with millions of unclosed "<" at once, in one pass', () => {
    expect(tokenize(`${'<'.repeat(20_000_000)}fern`)).toEqual(['fern']);
    expect(tokenize('<p>a < b <i>c</i> d <')).toEqual(['a', 'c', 'd']);
  });

  it('keeps letters of other scripts', () => {
    expect(tokenize('Gerddi cysgodol – Ελληνικά')).toEqual(['gerddi', 'cysgodol', 'ελληνικα']);
  });
});

describe('stem', () => {
  it.each([
    ['ferns', 'fern'],
    ['berries', 'berry'],
    ['trees', 'tree'],
    ['branches', 'branch'],
    ['glasses', 'glass'],
    ['boxes', 'box'],
    ['days', 'day'],
    ['glass', 'glass'],
    ['cactus', 'cactus'],
    ['analysis', 'analysis'],
    ['is', 'is'],
    ['fern', 'fern'],
  ])('%s -> %s', (word, expected) => {
    expect(stem(word)).toBe(expected);
  });
});

describe('fuzzy matching helpers', () => {
  it('uses Elasticsearch "auto" fuzziness by term length', () => {
    expect(['a', 'ab', 'abc', 'abcde', 'abcdef', 'abcdefghij'].map(autoFuzziness)).toEqual([0, 0, 1, 1, 2, 2]);
  });

  it('counts edits, including a swap of neighbours, and stops above the limit', () => {
    expect(boundedEditDistance('pruning', 'pruning', 2)).toBe(0);
    expect(boundedEditDistance('aple', 'apple', 2)).toBe(1);
    expect(boundedEditDistance('prunning', 'pruning', 2)).toBe(1);
    expect(boundedEditDistance('form', 'from', 2)).toBe(1);
    expect(boundedEditDistance('kitten', 'sitting', 3)).toBe(3);
    expect(boundedEditDistance('kitten', 'sitting', 2)).toBe(3);
    expect(boundedEditDistance('ab', 'abcdef', 2)).toBe(3);
  });
});
