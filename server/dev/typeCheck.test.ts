import { parseTscOutput } from './typeCheck';

describe('parseTscOutput (the dev server’s type errors, as tsc --pretty false writes them)', () => {
  it('gives one error per file line, with the indented lines that continue it', () => {
    const output = [
      "site/templates/Home.tsx(12,5): error TS2322: Type 'string' is not assignable to type 'number'.",
      "src/app/x.ts(3,1): error TS2345: Argument of type '{ a: string; }' is not assignable to parameter of type 'B'.",
      "  Property 'b' is missing in type '{ a: string; }' but required in type 'B'.",
      '',
    ].join('\n');
    expect(parseTscOutput(output).map((error) => error.text)).toEqual([
      "site/templates/Home.tsx(12,5): error TS2322: Type 'string' is not assignable to type 'number'.",
      "src/app/x.ts(3,1): error TS2345: Argument of type '{ a: string; }' is not assignable to parameter of type 'B'.\n  Property 'b' is missing in type '{ a: string; }' but required in type 'B'.",
    ]);
  });

  it('keeps an error that names no file (a broken tsconfig), and finds none in a clean run', () => {
    expect(parseTscOutput("error TS5083: Cannot read file '/x/tsconfig.json'.\n")).toEqual([
      { text: "error TS5083: Cannot read file '/x/tsconfig.json'." },
    ]);
    expect(parseTscOutput('')).toEqual([]);
  });
});
