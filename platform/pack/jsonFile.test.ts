import { jsonErrorOffset } from './jsonErrorOffset';
import { parseJsonText } from './jsonFile';

describe('invalid JSON in a pack file', () => {
  const cases: [string, number, number][] = [
    // text, line, column of the first bad character
    ['[\n  bad\n]', 2, 3],
    ['{ "a": 1,\n  "b": tru }', 2, 11],
    ['{ "a": 1, }', 1, 11],
    ['[1, 2', 1, 6],
    ['{"a": "line\nbreak"}', 1, 12],
    ['[01]', 1, 3],
    ['{"a": 1} x', 1, 10],
  ];

  it.each(cases)('names line and column for %j', (text, line, column) => {
    expect(() => JSON.parse(text)).toThrow();
    expect(() => parseJsonText(text, 'website/entries/x.json')).toThrow(
      new RegExp(`^website/entries/x\\.json: is not valid JSON at line ${line}, column ${column} \\(position \\d+\\)`),
    );
  });

  it('finds no error in valid JSON', () => {
    const text = JSON.stringify({ a: [1, -2.5e3, 'x\u00e9\n"', true, false, null, {}], b: { c: [] } });
    expect(jsonErrorOffset(text)).toBe(text.length);
    expect(parseJsonText(`\ufeff${text}`, 'f.json')).toEqual(JSON.parse(text));
  });
});
