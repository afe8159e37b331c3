import fs from 'node:fs';
import path from 'node:path';
import pixelmatch from 'pixelmatch';
import { PNG } from 'pngjs';
import type { BrowserContext, Page } from 'playwright-core';

const ROOT = path.join(__dirname, '..', '..', '..');

/** The committed screenshots the pages are compared with. */
export const BASELINE_DIR = path.join(ROOT, 'test', 'browser', 'visual-baselines');

/** Where a mismatch writes the actual screenshot, the baseline and the difference (git-ignored, as every report). */
export const REPORT_DIR = path.join(ROOT, 'reports', 'visual');

/** `npm run test:visual:update` sets this: the screenshots taken become the baselines. */
export const UPDATING = process.env.UPDATE_VISUAL_BASELINES === '1';

// Chromium on one machine draws the same page the same way, pixel for pixel. The tolerance absorbs anti-aliasing
// (pixelmatch skips anti-aliased pixels, and a colour distance under THRESHOLD is no difference) and a few stray
// pixels; a moved word, a changed colour or a shifted block is thousands.
const THRESHOLD = 0.1;
const MAX_DIFFERENT_SHARE = 0.0002;

/** Draws `png` on a canvas of `width` x `height` (the part it does not cover opaque magenta, which always differs). */
function padded(png: PNG, width: number, height: number): PNG {
  if (png.width === width && png.height === height) return png;
  const out = new PNG({ width, height });
  for (let i = 0; i < out.data.length; i += 4) out.data.set([255, 0, 255, 255], i);
  PNG.bitblt(png, out, 0, 0, png.width, png.height, 0, 0);
  return out;
}

/**
 * Compares a screenshot with its baseline `name`: null when they match (or when updating, after writing it as the
 * baseline), else a message naming the images written to the report folder (as `reportAs`).
 */
export function compareWithBaseline(name: string, screenshot: Buffer, reportAs = name): string | null {
  const baselineFile = path.join(BASELINE_DIR, `${name}.png`);
  if (UPDATING) {
    fs.mkdirSync(BASELINE_DIR, { recursive: true });
    fs.writeFileSync(baselineFile, screenshot);
    return null;
  }
  fs.mkdirSync(REPORT_DIR, { recursive: true });
  const actualFile = path.join(REPORT_DIR, `${reportAs}.actual.png`);
  if (!fs.existsSync(baselineFile)) {
    fs.writeFileSync(actualFile, screenshot);
    return `${name}: no baseline at ${path.relative(ROOT, baselineFile)}; the screenshot is in ${path.relative(ROOT, actualFile)} (npm run test:visual:update writes the baselines)`;
  }
  const baseline = fs.readFileSync(baselineFile);
  // Chromium encodes the same pixels to the same bytes: the usual case needs no decoding (which takes seconds here).
  if (screenshot.equals(baseline)) return null;
  const expected = PNG.sync.read(baseline);
  const actual = PNG.sync.read(screenshot);
  const width = Math.max(expected.width, actual.width);
  const height = Math.max(expected.height, actual.height);
  const diff = new PNG({ width, height });
  const different = pixelmatch(padded(expected, width, height).data, padded(actual, width, height).data, diff.data, width, height, {
    threshold: THRESHOLD,
  });
  const sameSize = expected.width === actual.width && expected.height === actual.height;
  if (sameSize && different <= width * height * MAX_DIFFERENT_SHARE) return null;
  const diffFile = path.join(REPORT_DIR, `${reportAs}.diff.png`);
  fs.writeFileSync(actualFile, screenshot);
  fs.writeFileSync(diffFile, PNG.sync.write(diff));
  const size = sameSize ? '' : ` (size ${actual.width}x${actual.height}, baseline ${expected.width}x${expected.height})`;
  return `${name}: ${different} pixels differ from ${path.relative(ROOT, baselineFile)}${size}; actual ${path.relative(ROOT, actualFile)}, difference ${path.relative(ROOT, diffFile)}`;
}

/**
 * Readies a loaded page for a screenshot that is the same every time: every image loaded (lazy ones too, as a
 * visitor scrolling down gets them), fonts ready, content that `content-visibility: auto` skips off screen drawn,
 * the caret hidden, addresses' ephemeral ports written as PORT, the page scrolled to its top. `siteFonts` keeps the
 * site's own text fonts (a site whose font tokens name DejaVu families first) instead of pinning them all to DejaVu Sans.
 */
export async function settle(page: Page, { siteFonts = false }: { siteFonts?: boolean } = {}): Promise<void> {
  await page.waitForLoadState('networkidle');
  await page.evaluate(async (keepTextFonts: boolean) => {
    // A constructed style sheet: the site's Content-Security-Policy refuses inline <style> elements.
    const sheet = new CSSStyleSheet();
    // Fonts pinned to DejaVu, which every machine with Chromium has (fontconfig needs it): the site's system-ui
    // resolves to it already, but which font "monospace" finds depends on what else the machine has installed.
    const textFont = keepTextFonts ? '' : ' font-family: "DejaVu Sans", sans-serif !important;';
    sheet.replaceSync(
      `*, *::before, *::after { content-visibility: visible !important; caret-color: transparent !important;${textFont} }` +
        ' code, kbd, samp, pre, code *, kbd *, samp *, pre * { font-family: "DejaVu Sans Mono", monospace !important; }',
    );
    document.adoptedStyleSheets = [...document.adoptedStyleSheets, sheet];
    const images = Array.from(document.images);
    for (const image of images) image.loading = 'eager';
    await Promise.all(
      images.map((image) =>
        (image.complete
          ? Promise.resolve()
          : new Promise((resolve) => {
              image.addEventListener('load', resolve, { once: true });
              image.addEventListener('error', resolve, { once: true });
            })
        ).then(() => image.decode().catch(() => undefined)),
      ),
    );
    await document.fonts.ready;
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      if (node.nodeValue && /(127\.0\.0\.1|localhost):\d+/.test(node.nodeValue))
        node.nodeValue = node.nodeValue.replace(/(127\.0\.0\.1|localhost):\d+/g, '$1:PORT');
    }
    window.scrollTo(0, 0);
  }, siteFonts);
  await page.waitForLoadState('networkidle');
}

/**
 * A full-page screenshot once the page has stopped changing: shots are taken until two in a row are the same
 * (a late layout or image would otherwise be caught half way), at most `tries`.
 */
export async function stableScreenshot(page: Page, tries = 10): Promise<Buffer> {
  const shoot = () => page.screenshot({ fullPage: true, animations: 'disabled', caret: 'hide', scale: 'css' });
  let previous = await shoot();
  for (let i = 1; i < tries; i++) {
    const next = await shoot();
    if (next.equals(previous)) return next;
    previous = next;
  }
  return previous;
}

/**
 * Starts the pages' clock at `instant`, moving on in real time: only `Date` changes. (Playwright's own clock, which
 * takes over the page's timers too, kept React from hydrating.)
 */
export async function shiftBrowserClock(context: BrowserContext, instant: Date): Promise<void> {
  await context.addInitScript((fixed: number) => {
    const RealDate = Date;
    const offset = fixed - RealDate.now();
    class ShiftedDate extends RealDate {
      constructor(...args: ConstructorParameters<DateConstructor> | []) {
        if (args.length === 0) super(RealDate.now() + offset);
        else super(...(args as ConstructorParameters<DateConstructor>));
      }

      static override now(): number {
        return RealDate.now() + offset;
      }
    }
    globalThis.Date = ShiftedDate as DateConstructor;
  }, instant.getTime());
}
