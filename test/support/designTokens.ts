import { transform, type CssColor, type TokenOrValue } from 'lightningcss';

// The design tokens a site defines (site/styles/tokens.css) and the core's stylesheet reads, and the pairs of them the
// core's styles put together, which must contrast. docs/tokens.md documents the same list for site developers.

export type TokenKind = 'colour' | 'font' | 'length';

/** Every token, what kind of value it holds and what it styles. */
export const DESIGN_TOKENS: Record<string, { kind: TokenKind; styles: string }> = {
  '--ink': { kind: 'colour', styles: 'body text and headings' },
  '--muted': { kind: 'colour', styles: 'quieter text: leads, breadcrumbs, captions, card details, hints, counts' },
  '--page': { kind: 'colour', styles: 'the page background' },
  '--surface': { kind: 'colour', styles: 'raised surfaces: cards, panels, notices, tables, secondary buttons' },
  '--brand': { kind: 'colour', styles: 'the header, buttons, the current page number; text of chips, tags and secondary buttons' },
  '--brand-deep': { kind: 'colour', styles: 'the footer, the header search button, button and link hover' },
  '--link': { kind: 'colour', styles: 'links; accent borders of panels, quotes and current tabs; checkboxes' },
  '--leaf': { kind: 'colour', styles: 'the current main-menu item, borders of the header search button and of blockquotes, chip hover' },
  '--leaf-pale': {
    kind: 'colour',
    styles: 'tints: quotes, code, chips, tags, the sibling pages panel, table headings, image placeholders',
  },
  '--line': { kind: 'colour', styles: 'borders and rules (decorative: no contrast asked)' },
  '--focus': { kind: 'colour', styles: 'the outer focus ring, the skip link, the loading bar' },
  '--focus-ink': { kind: 'colour', styles: 'the inner focus ring and the skip link’s text' },
  '--font-body': { kind: 'font', styles: 'all text' },
  '--font-heading': { kind: 'font', styles: 'headings' },
  '--font-mono': { kind: 'font', styles: 'code and error details' },
  '--gutter': { kind: 'length', styles: 'the page’s side margin on a phone' },
  '--gap': { kind: 'length', styles: 'the gap between cards and inside them' },
  '--radius': { kind: 'length', styles: 'corners of cards, panels, buttons and images' },
  '--measure': { kind: 'length', styles: 'the longest line of text (page headers, prose, forms)' },
  '--wide': { kind: 'length', styles: 'the widest the page gets' },
};

/**
 * Colours the core's stylesheet fixes, whatever the site: white text on the brand colours, and states that mean the
 * same on every site (errors, success, warnings, the preview banner, search highlights, form field borders).
 */
export const CORE_COLOURS: Record<string, string> = {
  '#ffffff': 'text on --brand and --brand-deep',
  '#b00020': 'errors: messages, borders, the error summary',
  '#00703c': 'the success notice’s border',
  '#505a5f': 'form field borders',
  '#fff0a8': 'the highlight of a search term (mark), under --ink',
  '#fff4cc': 'the preview banner',
  '#6b4f00': 'the preview banner’s text',
  '#e9d48c': 'the preview banner’s border',
  '#f6ecc9': 'a status label',
  '#5c4500': 'a status label’s text',
  '#e3f1e5': 'an OK status label',
  '#1d5c2e': 'an OK status label’s text',
  '#ffbf47': 'the focus ring where --focus is not set',
  '#00000000': 'transparent borders',
  '#0000001f': 'the shadow of a card under the pointer',
};

/** A colour: a token's name, or one of the core's fixed colours (CORE_COLOURS). */
type ColourRef = string;

export interface ContrastPair {
  text: ColourRef;
  on: ColourRef;
  /** WCAG AA: 4.5 for text, 3 for a focus ring against what is around it. */
  min: 4.5 | 3;
  where: string;
}

/** Every pair of colours the core's stylesheet (src/app/styles/trellis.css) draws one on the other. */
export const CONTRAST_PAIRS: ContrastPair[] = [
  { text: '--ink', on: '--page', min: 4.5, where: 'body text' },
  { text: '--ink', on: '--surface', min: 4.5, where: 'text in cards and panels' },
  { text: '--ink', on: '--leaf-pale', min: 4.5, where: 'quotes, code, table headings' },
  { text: '--ink', on: '#fff0a8', min: 4.5, where: 'a highlighted search term' },
  { text: '--muted', on: '--page', min: 4.5, where: 'leads, breadcrumbs, captions' },
  { text: '--muted', on: '--surface', min: 4.5, where: 'card details, section descriptions' },
  { text: '--muted', on: '--leaf-pale', min: 4.5, where: 'a quote’s source' },
  { text: '--link', on: '--page', min: 4.5, where: 'links' },
  { text: '--link', on: '--surface', min: 4.5, where: 'links in cards, section lists, pagination' },
  { text: '--link', on: '--leaf-pale', min: 4.5, where: 'links in the sibling pages panel' },
  { text: '--brand-deep', on: '--page', min: 4.5, where: 'a link under the pointer' },
  { text: '--brand-deep', on: '--surface', min: 4.5, where: 'a link under the pointer in a card' },
  { text: '#ffffff', on: '--brand', min: 4.5, where: 'the header, its menu, buttons, the current page number' },
  { text: '#ffffff', on: '--brand-deep', min: 4.5, where: 'the footer, the header search button, a button under the pointer' },
  { text: '--leaf', on: '--brand', min: 4.5, where: 'the current main-menu item' },
  { text: '--brand', on: '--surface', min: 4.5, where: 'secondary buttons' },
  { text: '--brand', on: '--leaf-pale', min: 4.5, where: 'chips and tags' },
  { text: '--brand', on: '--leaf', min: 4.5, where: 'a chip under the pointer' },
  { text: '#b00020', on: '--page', min: 4.5, where: 'form errors and the error summary’s links' },
  { text: '--focus-ink', on: '--focus', min: 4.5, where: 'the skip link' },
  { text: '--focus-ink', on: '--page', min: 3, where: 'the inner focus ring on the page' },
  { text: '--focus-ink', on: '--surface', min: 3, where: 'the inner focus ring on a card' },
  { text: '--focus', on: '--brand', min: 3, where: 'the outer focus ring in the header' },
  { text: '--focus', on: '--brand-deep', min: 3, where: 'the outer focus ring in the footer' },
];

export interface Rgba {
  r: number;
  g: number;
  b: number;
  alpha: number;
}

/** A site's tokens as declared on `:root`: each token's value as lightningcss parsed it. */
export type Tokens = Map<string, TokenOrValue[]>;

const isRoot = (selectors: unknown): boolean => JSON.stringify(selectors) === JSON.stringify([[{ type: 'pseudo-class', kind: 'root' }]]);

/** The custom properties a stylesheet declares on `:root` (a syntax error throws, naming the file and line). */
export function readTokens(css: string, filename: string): Tokens {
  const tokens: Tokens = new Map();
  transform({
    filename,
    code: Buffer.from(css),
    visitor: {
      Rule: {
        style(rule) {
          if (!isRoot(rule.value.selectors)) return;
          for (const declaration of rule.value.declarations.declarations) {
            if (declaration.property === 'custom') tokens.set(declaration.value.name, declaration.value.value);
          }
        },
      },
    },
  });
  return tokens;
}

function rgbaOf(color: CssColor): Rgba | null {
  return typeof color === 'object' && color.type === 'rgb' ? { r: color.r, g: color.g, b: color.b, alpha: color.alpha } : null;
}

/** A token's value with var() references to other tokens replaced by theirs (a cycle or a missing token: null). */
function resolved(tokens: Tokens, name: string, seen: readonly string[] = []): TokenOrValue[] | null {
  const value = tokens.get(name);
  if (!value || seen.includes(name)) return null;
  const parts: TokenOrValue[] = [];
  for (const part of value) {
    if (part.type !== 'var') {
      parts.push(part);
      continue;
    }
    const inner = resolved(tokens, part.value.name.ident, [...seen, name]) ?? part.value.fallback;
    if (!inner) return null;
    parts.push(...inner);
  }
  return parts;
}

const meaningful = (parts: TokenOrValue[]) => parts.filter((part) => !(part.type === 'token' && part.value.type === 'white-space'));

/** A colour token's colour, or why it has none. */
export function tokenColour(tokens: Tokens, name: string): Rgba | string {
  if (!tokens.has(name)) return `${name} is not defined`;
  const parts = resolved(tokens, name);
  const only = parts && meaningful(parts);
  const colour = only?.length === 1 && only[0].type === 'color' ? rgbaOf(only[0].value) : null;
  return colour ?? `${name} is not a colour a browser can resolve without the page (a plain sRGB colour)`;
}

export function hex({ r, g, b, alpha }: Rgba): string {
  const byte = (n: number) => Math.round(n).toString(16).padStart(2, '0');
  return `#${byte(r)}${byte(g)}${byte(b)}${alpha < 1 ? byte(alpha * 255) : ''}`;
}

/** WCAG 2 relative luminance of an opaque sRGB colour. */
function luminance({ r, g, b }: Rgba): number {
  const channel = (value: number) => {
    const c = value / 255;
    return c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  };
  return 0.2126 * channel(r) + 0.7152 * channel(g) + 0.0722 * channel(b);
}

/** A translucent colour as it shows over an opaque one. */
function over(top: Rgba, below: Rgba): Rgba {
  const mix = (a: number, b: number) => a * top.alpha + b * (1 - top.alpha);
  return { r: mix(top.r, below.r), g: mix(top.g, below.g), b: mix(top.b, below.b), alpha: 1 };
}

/** WCAG 2 contrast ratio of two colours, the text drawn over the background (itself over the page, when translucent). */
export function contrastRatio(text: Rgba, background: Rgba): number {
  const a = luminance(over(text, background));
  const b = luminance(background);
  return (Math.max(a, b) + 0.05) / (Math.min(a, b) + 0.05);
}

const fixedColour = (ref: string): Rgba | null => {
  const match = /^#([0-9a-f]{2})([0-9a-f]{2})([0-9a-f]{2})$/.exec(ref);
  return match ? { r: parseInt(match[1], 16), g: parseInt(match[2], 16), b: parseInt(match[3], 16), alpha: 1 } : null;
};

/**
 * The pairs of a site's tokens that fall short of WCAG AA where the core's styles put them together, one readable
 * line each (empty when all contrast): which pair, where it shows, its ratio and the ratio needed.
 */
export function contrastFailures(tokens: Tokens, pairs: readonly ContrastPair[] = CONTRAST_PAIRS): string[] {
  const page = tokenColour(tokens, '--page');
  const colourOf = (ref: ColourRef): Rgba | string => {
    const colour = fixedColour(ref) ?? tokenColour(tokens, ref);
    // A translucent background shows the page through it.
    return typeof colour === 'object' && colour.alpha < 1 && typeof page === 'object' ? over(colour, page) : colour;
  };
  const failures: string[] = [];
  for (const pair of pairs) {
    const text = colourOf(pair.text);
    const on = colourOf(pair.on);
    if (typeof text === 'string' || typeof on === 'string') {
      failures.push(`${pair.text} on ${pair.on} (${pair.where}): ${[text, on].filter((x) => typeof x === 'string').join('; ')}`);
      continue;
    }
    const ratio = contrastRatio(text, on);
    if (ratio < pair.min) {
      failures.push(
        `${pair.text} ${hex(text)} on ${pair.on} ${hex(on)} (${pair.where}): contrast ${ratio.toFixed(2)}:1, WCAG AA needs ${pair.min}:1`,
      );
    }
  }
  return failures;
}

/** What a stylesheet reads: the custom properties it uses (var()), and every colour it names itself (as #rrggbb[aa]). */
export function stylesheetReads(css: string, filename: string): { variables: Set<string>; colours: Set<string> } {
  const variables = new Set<string>();
  const colours = new Set<string>();
  transform({
    filename,
    code: Buffer.from(css),
    visitor: {
      Variable(variable) {
        variables.add(variable.name.ident);
      },
      Color(color) {
        const rgba = rgbaOf(color);
        if (rgba) colours.add(hex(rgba));
      },
    },
  });
  return { variables, colours };
}

/** A documented token a site leaves out or gives the wrong kind of value, one readable line each (empty when none). */
export function tokenProblems(tokens: Tokens): string[] {
  const problems: string[] = [];
  for (const [name, { kind }] of Object.entries(DESIGN_TOKENS)) {
    if (!tokens.has(name)) {
      problems.push(`${name} is not defined (it styles ${DESIGN_TOKENS[name].styles})`);
      continue;
    }
    const parts = meaningful(resolved(tokens, name) ?? []);
    if (kind === 'colour') {
      const colour = tokenColour(tokens, name);
      if (typeof colour === 'string') problems.push(colour);
    } else if (kind === 'font') {
      const families = parts.every((part) => part.type === 'token' && ['ident', 'string', 'comma'].includes(part.value.type));
      if (parts.length === 0 || !families) problems.push(`${name} is not a list of font families`);
    } else if (parts.length !== 1 || parts[0].type !== 'length') {
      problems.push(`${name} is not a length`);
    }
  }
  return problems;
}
