import fs from 'node:fs';
import path from 'node:path';
import {
  CONTRAST_PAIRS,
  contrastFailures,
  contrastRatio,
  CORE_COLOURS,
  DESIGN_TOKENS,
  hex,
  readTokens,
  stylesheetReads,
  tokenColour,
  tokenProblems,
} from '../support/designTokens';

// Design tokens are a supported surface (docs/tokens.md): a site restyles the core by defining them, every colour pair
// the core's styles draw together must meet WCAG AA, and the core's stylesheet reads the documented tokens only.

const root = path.join(__dirname, '..', '..');
const read = (file: string) => fs.readFileSync(path.join(root, file), 'utf8');
const SITES = [
  { name: 'the demo site', file: 'site/styles/tokens.css' },
  { name: 'the mini site', file: 'test/fixtures/mini-site/styles/tokens.css' },
];
const CORE_STYLESHEET = 'src/app/styles/trellis.css';
const demoTokens = () => read('site/styles/tokens.css');

/** The demo's tokens with one value changed. */
const demoWith = (name: string, value: string) => demoTokens().replace(new RegExp(`${name}: [^;]+;`), `${name}: ${value};`);

describe.each(SITES)('$name’s tokens ($file)', ({ file }) => {
  const tokens = readTokens(read(file), file);

  it('define every documented token with a value of its kind', () => {
    expect(tokenProblems(tokens)).toEqual([]);
  });

  it('meet WCAG AA contrast in every pair the core’s styles draw together', () => {
    expect(contrastFailures(tokens)).toEqual([]);
  });
});

describe('the contrast check', () => {
  it('measures WCAG 2 contrast ratios', () => {
    const black = { r: 0, g: 0, b: 0, alpha: 1 };
    const white = { r: 255, g: 255, b: 255, alpha: 1 };
    expect(contrastRatio(black, white)).toBeCloseTo(21, 5);
    expect(contrastRatio(white, white)).toBe(1);
    // The grey WCAG's own examples put at the AA threshold.
    expect(contrastRatio({ r: 0x76, g: 0x76, b: 0x76, alpha: 1 }, white)).toBeCloseTo(4.54, 2);
  });

  it('names the pair, where it shows and its ratio when a site picks a low-contrast colour', () => {
    const tokens = readTokens(demoWith('--muted', '#9aa59e'), 'low-contrast.css');
    const failures = contrastFailures(tokens);
    expect(failures).toContain('--muted #9aa59e on --page #f5f7f2 (leads, breadcrumbs, captions): contrast 2.36:1, WCAG AA needs 4.5:1');
    expect(failures.every((line) => line.startsWith('--muted '))).toBe(true);
  });

  it('catches white header text on a pale brand colour, and a focus ring lost in the header', () => {
    const failures = contrastFailures(readTokens(demoWith('--brand', '#ffd25a'), 'pale-brand.css'));
    expect(failures).toEqual(
      expect.arrayContaining([
        expect.stringMatching(
          /^#ffffff #ffffff on --brand #ffd25a \(the header, its menu, buttons, the current page number\): contrast 1\.\d\d:1/,
        ),
        expect.stringMatching(
          /^--focus #ffd25a on --brand #ffd25a \(the outer focus ring in the header\): contrast 1\.00:1, WCAG AA needs 3:1$/,
        ),
      ]),
    );
  });

  it('resolves a token that names another, and says which token is missing or no colour', () => {
    const tokens = readTokens(demoWith('--link', 'var(--brand)').replace(/--focus-ink: [^;]+;/, ''), 'refs.css');
    expect(hex(tokenColour(tokens, '--link') as { r: number; g: number; b: number; alpha: number })).toBe('#1b4a31');
    expect(tokenProblems(tokens)).toEqual(['--focus-ink is not defined (it styles the inner focus ring and the skip link’s text)']);
    expect(contrastFailures(tokens)).toContain('--focus-ink on --focus (the skip link): --focus-ink is not defined');
    const odd = readTokens(demoWith('--page', 'linear-gradient(white, black)').replace(/--gap: [^;]+;/, '--gap: wide;'), 'odd.css');
    expect(tokenProblems(odd)).toEqual([
      '--page is not a colour a browser can resolve without the page (a plain sRGB colour)',
      '--gap is not a length',
    ]);
  });
});

describe('the core’s stylesheet', () => {
  const reads = stylesheetReads(read(CORE_STYLESHEET), CORE_STYLESHEET);

  it('reads only documented tokens', () => {
    expect([...reads.variables].filter((name) => !(name in DESIGN_TOKENS))).toEqual([]);
    // And every documented token styles something of the core.
    expect(Object.keys(DESIGN_TOKENS).filter((name) => !reads.variables.has(name))).toEqual([]);
  });

  it('names no colour of the demo site: its own colours are the fixed ones docs/tokens.md lists', () => {
    const demo = readTokens(demoTokens(), 'site/styles/tokens.css');
    const demoColours = new Set(
      Object.keys(DESIGN_TOKENS).flatMap((name) => {
        const colour = tokenColour(demo, name);
        return typeof colour === 'object' ? [hex({ ...colour, alpha: 1 })] : [];
      }),
    );
    const opaque = (colour: string) => colour.slice(0, 7);
    expect([...reads.colours].filter((colour) => demoColours.has(opaque(colour)) && !(colour in CORE_COLOURS))).toEqual([]);
    expect([...reads.colours].filter((colour) => !(colour in CORE_COLOURS))).toEqual([]);
  });
});

describe('docs/tokens.md', () => {
  const doc = read('docs/tokens.md');
  const tableNames = (heading: string) => {
    const section = doc.split(/^## /m).find((part) => part.startsWith(heading)) ?? '';
    return [...section.matchAll(/^\| `([^`]+)` \|/gm)].map((match) => match[1]);
  };

  it('lists every token the checks know, and no other', () => {
    expect(tableNames('Restyle with tokens').sort()).toEqual(Object.keys(DESIGN_TOKENS).sort());
  });

  it('lists every pair the contrast check measures', () => {
    const listed = [...doc.matchAll(/^\| `([^`]+)` on `([^`]+)` \|/gm)].map((match) => `${match[1]} on ${match[2]}`);
    expect(listed.sort()).toEqual(CONTRAST_PAIRS.map((pair) => `${pair.text} on ${pair.on}`).sort());
  });

  it('lists the colours the core fixes', () => {
    expect(tableNames('Colours the core fixes').sort()).toEqual(Object.keys(CORE_COLOURS).sort());
  });
});
