import vm from 'node:vm';
import { asciiOnly } from '../../scripts/webpack/asciiSource';

describe('asciiOnly', () => {
  it('escapes every character beyond ASCII and keeps what the script means', async () => {
    const source = [
      '"use strict";',
      '// Chwilio’r wefan: a comment in Welsh, “quoted”',
      '/* tîm, thîm; § 1.6 */',
      'const words = { search: "Chwilio’r wefan", dash: `a – b ${1 + 1} →`, leaf: "🌿" };',
      'const apostrophe = /’/u;',
      'module.exports = { words, matches: apostrophe.test("pob un o’r"), length: words.leaf.length };',
    ].join('\n');
    const ascii = await asciiOnly(source);
    expect(ascii).toMatch(/^[\x20-\x7e\n]*$/);
    const run = (code: string) => {
      const module = { exports: {} as unknown };
      vm.runInNewContext(code, { module });
      return module.exports;
    };
    expect(run(ascii)).toEqual(run(source));
    expect(run(ascii)).toEqual({
      words: { search: 'Chwilio’r wefan', dash: 'a – b 2 →', leaf: '🌿' },
      matches: true,
      length: 2,
    });
  });
});
