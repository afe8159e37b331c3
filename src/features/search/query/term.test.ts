// The visitor's term in a search (spec §5 search term, §9 term weights).
import { MAX_TERM_LENGTH, MAX_TERM_WORDS, TERM_ILLEGAL_CHARACTERS } from '../constants';
import { sanitiseTerm, splitTerm, termExpressions } from './term';

describe('sanitiseTerm', () => {
  it.each(TERM_ILLEGAL_CHARACTERS.map((c) => [c]))('strips %s', (character) => {
    expect(sanitiseTerm(`bad${character}word${character}`)).toBe('badword');
  });

  it('keeps letters of any script, digits, apostrophes and hyphens, and collapses white space', () => {
    expect(sanitiseTerm("  Zoë's   café-bar \t 東京 2024 ")).toBe("Zoë's café-bar 東京 2024");
  });

  it('leaves nothing of a term made of query syntax only', () => {
    expect(sanitiseTerm('*?:\\/<>={}[]^~|!')).toBe('');
  });

  it('bounds how much of a term is searched', () => {
    expect(sanitiseTerm(Array.from({ length: 40 }, (_, i) => `w${i}`).join(' ')).split(' ')).toHaveLength(MAX_TERM_WORDS);
    expect(sanitiseTerm('x'.repeat(5000)).length).toBe(MAX_TERM_LENGTH);
  });
});

describe('splitTerm', () => {
  it('takes quoted phrases out of the words around them', () => {
    expect(splitTerm('open day "science park" tours "late night"')).toEqual({
      words: 'open day tours',
      phrases: ['science park', 'late night'],
    });
  });

  it('sanitises phrases too, drops empty and repeated ones, and ignores an unclosed quote', () => {
    expect(splitTerm('"a*b?" "" "a*b?" "x" rest "unclosed')).toEqual({ words: 'rest unclosed', phrases: ['ab', 'x'] });
  });
});

describe('termExpressions', () => {
  it('is empty for an empty or syntax-only term', () => {
    expect(termExpressions('')).toEqual([]);
    expect(termExpressions(' *? ')).toEqual([]);
  });

  it('ranks the default fields with the spec weights, plus searchContent', () => {
    expect(termExpressions('river walk')).toEqual([
      {
        or: [
          { field: 'entryTitle', equalTo: 'river walk', weight: 10 },
          { field: 'entryTitle', freeText: { term: 'river walk', fuzzy: false, operator: 'and' }, weight: 2 },
          { field: 'entryDescription', freeText: { term: 'river walk', fuzzy: false, operator: 'and' }, weight: 2 },
          { field: 'keywords', contains: 'river walk', weight: 2 },
          { field: 'sys.uri', contains: 'river walk', weight: 2 },
          { field: 'searchContent', freeText: { term: 'river walk', fuzzy: false, operator: 'and' } },
        ],
      },
    ]);
  });

  it('asks for fuzzy matching when the facet allows it', () => {
    const json = JSON.stringify(termExpressions('rivr', { fuzzySearch: true }));
    expect(json.match(/"fuzzy":true/g)).toHaveLength(3);
    expect(json).not.toContain('"fuzzy":false');
  });

  it('leaves out omitted default fields', () => {
    expect(termExpressions('x', { omitDefaultSearchFields: ['entryTitle', 'keywords', 'searchContent'] })).toEqual([
      {
        or: [
          { field: 'entryDescription', freeText: { term: 'x', fuzzy: false, operator: 'and' }, weight: 2 },
          { field: 'sys.uri', contains: 'x', weight: 2 },
        ],
      },
    ]);
  });

  it('requires each quoted phrase as a whole in searchContent (the title when searchContent is omitted)', () => {
    const [ranked, ...required] = termExpressions('tours "science park"');
    expect(ranked).toMatchObject({ or: expect.any(Array) });
    expect(required).toEqual([{ field: 'searchContent', contains: 'science park' }]);
    expect(termExpressions('"science park"', { omitDefaultSearchFields: ['searchContent'] })).toEqual([
      { field: 'entryTitle', contains: 'science park' },
    ]);
  });

  it('never sends a wildcard to a contains match', () => {
    const json = JSON.stringify(termExpressions('sc*en?e "a*" \\*'));
    expect(json).not.toMatch(/[*?\\]/);
  });

  it('matches developer-weighted fields by their kind: contains, title both ways, else free text', () => {
    const fields = [
      { fieldId: 'entryTitle', weight: 5 },
      { fieldId: 'keywords', weight: 3 },
      { fieldId: 'summary', weight: 1 },
      { fieldId: 'summary', weight: 9 },
    ];
    expect(termExpressions('bees', { weightedSearchFields: fields })).toEqual([
      {
        or: [
          {
            or: [
              { field: 'entryTitle', contains: 'bees', weight: 5 },
              { field: 'entryTitle', freeText: { term: 'bees', fuzzy: false, operator: 'and' }, weight: 5 },
            ],
          },
          { field: 'keywords', contains: 'bees', weight: 3 },
          { field: 'summary', freeText: { term: 'bees', fuzzy: false, operator: 'and' } },
          { field: 'searchContent', freeText: { term: 'bees', fuzzy: false, operator: 'and' } },
        ],
      },
    ]);
  });

  it('makes each weighted field hold the words and every phrase', () => {
    expect(
      termExpressions('bees "honey cake"', {
        weightedSearchFields: [{ fieldId: 'body', weight: 2 }],
        omitDefaultSearchFields: ['searchContent'],
      }),
    ).toEqual([
      {
        or: [
          {
            and: [
              { field: 'body', freeText: { term: 'bees', fuzzy: false, operator: 'and' }, weight: 2 },
              { field: 'body', contains: 'honey cake', weight: 2 },
            ],
          },
        ],
      },
    ]);
  });
});
