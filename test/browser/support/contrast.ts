import type { Result } from 'axe-core';
import type { Page } from 'playwright-core';
import { PNG } from 'pngjs';

// axe files a contrast it cannot decide under `incomplete`, not `violations`: text on a background image or gradient,
// under a pseudo-element, overlapped, and (the case of a white-on-white header) any 1:1 contrast, which it takes
// for possibly hidden text. The tests count those as failures unless the contrast measured here passes: the text's
// computed colour against the pixels painted behind it, which is what a visitor sees whatever produced them.

/** The axe rules whose undecided results are measured here. */
export const CONTRAST_RULES = new Set(['color-contrast', 'color-contrast-enhanced']);

/** The share of the element's box, darkest contrast first, whose contrast decides (a stray border or icon pixel does not). */
const DECIDING_SHARE = 0.1;

const PROBE_ATTRIBUTE = 'data-contrast-probe';

type Rgba = [number, number, number, number];

interface TextFacts {
  /** The text's colour as sRGB 0–255 with alpha 0–1, its element's and ancestors' opacity applied. */
  colour: Rgba;
  fontSizePx: number;
  fontWeight: number;
  text: string;
}

export interface ContrastMeasure {
  ratio: number;
  required: number;
  colour: Rgba;
}

function channel(value: number): number {
  const c = value / 255;
  return c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
}

/** WCAG 2 relative luminance of an opaque sRGB colour. */
export function luminance([r, g, b]: readonly number[]): number {
  return 0.2126 * channel(r) + 0.7152 * channel(g) + 0.0722 * channel(b);
}

/** WCAG 2 contrast ratio of two opaque sRGB colours. */
export function contrastRatio(a: readonly number[], b: readonly number[]): number {
  const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x);
  return (light + 0.05) / (dark + 0.05);
}

/** WCAG's large text: at least 24 px, or 18.66 px (14 pt) bold. */
export function requiredRatio(fontSizePx: number, fontWeight: number, enhanced: boolean): number {
  const large = fontSizePx >= 24 || (fontSizePx >= 18.66 && fontWeight >= 700);
  if (enhanced) return large ? 4.5 : 7;
  return large ? 3 : 4.5;
}

/**
 * The contrast of text of `colour` over the background pixels of `png` (RGBA, as a screenshot of the element with
 * its text made transparent gives them): the ratio at the darkest-contrast tenth of the pixels.
 */
export function contrastOverPixels(colour: Rgba, png: { data: Uint8Array | Buffer; width: number; height: number }): number {
  const [r, g, b, alpha] = colour;
  const ratios: number[] = [];
  for (let i = 0; i < png.width * png.height * 4; i += 4) {
    const behind = [png.data[i], png.data[i + 1], png.data[i + 2]];
    // Semi-transparent text is seen blended with what is behind it.
    const seen = [r * alpha + behind[0] * (1 - alpha), g * alpha + behind[1] * (1 - alpha), b * alpha + behind[2] * (1 - alpha)];
    ratios.push(contrastRatio(seen, behind));
  }
  if (ratios.length === 0) return NaN;
  ratios.sort((x, y) => x - y);
  return ratios[Math.min(ratios.length - 1, Math.floor(ratios.length * DECIDING_SHARE))];
}

/** Runs in the page: the element's text colour (any CSS colour, normalised to sRGB through a canvas) and font. */
function readTextFacts(selector: string): TextFacts | null {
  const element = document.querySelector(selector);
  if (!element) return null;
  const style = getComputedStyle(element);
  const canvas = document.createElement('canvas');
  canvas.width = 1;
  canvas.height = 1;
  const context = canvas.getContext('2d', { willReadFrequently: true });
  if (!context) return null;
  context.fillStyle = style.color;
  context.fillRect(0, 0, 1, 1);
  const [r, g, b, a] = context.getImageData(0, 0, 1, 1).data;
  let opacity = 1;
  for (let node: Element | null = element; node; node = node.parentElement) opacity *= Number(getComputedStyle(node).opacity);
  return {
    colour: [r, g, b, (a / 255) * opacity],
    fontSizePx: parseFloat(style.fontSize),
    fontWeight: Number(style.fontWeight) || 400,
    text: (element.textContent ?? '').replace(/\s+/g, ' ').trim().slice(0, 60),
  };
}

/** Measures one element's text contrast against what is painted behind it (its text hidden for the screenshot). */
export async function measureContrast(
  page: Page,
  selector: string,
  enhanced = false,
): Promise<(ContrastMeasure & { text: string }) | string> {
  const facts = await page.evaluate(readTextFacts, selector);
  if (!facts) return 'element not found';
  const marked = await page.evaluate(
    ({ selector: target, attribute }) => {
      const element = document.querySelector(target);
      if (!element) return false;
      element.setAttribute(attribute, '');
      // A constructed style sheet: the site's Content-Security-Policy refuses inline <style> elements.
      const sheet = new CSSStyleSheet();
      sheet.replaceSync(
        `[${attribute}], [${attribute}] * { color: transparent !important; -webkit-text-fill-color: transparent !important; text-shadow: none !important; caret-color: transparent !important; }`,
      );
      document.adoptedStyleSheets = [...document.adoptedStyleSheets, sheet];
      (window as unknown as Record<string, CSSStyleSheet>)[attribute] = sheet;
      return true;
    },
    { selector, attribute: PROBE_ATTRIBUTE },
  );
  if (!marked) return 'element not found';
  try {
    const shot = await page.locator(`[${PROBE_ATTRIBUTE}]`).screenshot({ animations: 'disabled', caret: 'hide', scale: 'css' });
    const png = PNG.sync.read(shot);
    const ratio = contrastOverPixels(facts.colour, png);
    if (!Number.isFinite(ratio)) return 'element has no visible box';
    return { ratio, required: requiredRatio(facts.fontSizePx, facts.fontWeight, enhanced), colour: facts.colour, text: facts.text };
  } catch (error) {
    return `could not be measured: ${(error as Error).message.split('\n')[0]}`;
  } finally {
    await page.evaluate((attribute) => {
      document.querySelector(`[${attribute}]`)?.removeAttribute(attribute);
      const probes = window as unknown as Record<string, CSSStyleSheet | undefined>;
      document.adoptedStyleSheets = document.adoptedStyleSheets.filter((sheet) => sheet !== probes[attribute]);
      delete probes[attribute];
    }, PROBE_ATTRIBUTE);
  }
}

/**
 * axe's undecided colour-contrast results, measured: a readable line for each text whose contrast falls short (or
 * that cannot be measured, which is not taken as a pass).
 */
export async function undecidedContrastFailures(page: Page, incomplete: readonly Result[]): Promise<string[]> {
  const failures: string[] = [];
  for (const result of incomplete.filter((r) => CONTRAST_RULES.has(r.id))) {
    for (const node of result.nodes) {
      // Frames and shadow roots give a path of selectors; the site has neither, so a path is reported as is.
      const selector = node.target.length === 1 && typeof node.target[0] === 'string' ? node.target[0] : null;
      const why = node.any.map((check) => check.message).join('; ') || result.help;
      if (!selector) {
        failures.push(`${result.id} (undecided by axe: ${why}): ${JSON.stringify(node.target)} cannot be measured`);
        continue;
      }
      const measure = await measureContrast(page, selector, result.id === 'color-contrast-enhanced');
      if (typeof measure === 'string') {
        failures.push(`${result.id} (undecided by axe: ${why}): ${selector} ${measure}`);
      } else if (measure.ratio < measure.required) {
        const [r, g, b, a] = measure.colour;
        failures.push(
          `${result.id} (undecided by axe: ${why}): "${measure.text}" at ${selector} has contrast ${measure.ratio.toFixed(2)}:1 against what is painted behind it, below ${measure.required}:1 (text rgba(${r}, ${g}, ${b}, ${a.toFixed(2)}))`,
        );
      }
    }
  }
  return failures;
}
