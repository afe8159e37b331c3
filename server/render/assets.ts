import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { inlineHash } from '../security';

/** A style sheet written into each page, and its CSP hash source. */
export interface InlineStyle {
  text: string;
  hash: string;
  /** Its file's address under /static, which a page links instead when the browser already holds it. */
  href?: string;
}

/** What the style cache worker (src/app/styles/styleCacheWorker.ts) needs from the build. */
export interface StyleCacheAssets {
  /** The build's style version: the linked-styles marker's value and the worker's cache name. */
  version: string;
  /** The worker's built script (the `styleCache` entry), without its settings line. */
  workerScript: string;
}

export interface PageAssets {
  /** The app's scripts, in order: React DOM, then the app. */
  scripts: string[];
  /**
   * The script a page runs at start when its app may wait for the visitor's first reach for a control
   * (src/app/boot.ts); none: every page starts its app at once.
   */
  boot?: string[];
  /** Style sheets linked from each page. */
  styles: string[];
  /**
   * Style sheets written into each page: the build's whole CSS is small, and in the page it costs no request that
   * holds up the first paint (one round trip or more on a mobile network).
   */
  inlineStyles?: InlineStyle[];
  /** Files of named lazy chunks (e.g. `account`), for pages that need them at once. */
  chunks?: Record<string, string[]>;
  /** Absent when the styles are not inlined (development) or the build has no worker: pages always inline them. */
  styleCache?: StyleCacheAssets;
}

/** Reads the browser bundle's manifest (written by webpack) once at start-up. */
export function loadAssets(staticDir: string, publicPath = '/static/'): PageAssets {
  const manifestFile = path.join(staticDir, 'manifest.json');
  let manifest: Record<string, { js: string[]; css: string[] }>;
  try {
    manifest = JSON.parse(fs.readFileSync(manifestFile, 'utf8'));
  } catch (error) {
    throw new Error(`Cannot read ${manifestFile} (${(error as Error).message}). Run "npm run build" first.`);
  }
  const main = manifest.main;
  if (!main) throw new Error(`${manifestFile} has no "main" entry`);
  const chunks = Object.fromEntries(
    Object.entries(manifest)
      .filter(([name]) => name.startsWith('chunk:'))
      .map(([name, files]) => [name.slice('chunk:'.length), files.js.map((file) => publicPath + file)]),
  );
  // `npm run dev`: linked, so that the dev server's hot updates can swap the style sheet in place.
  if (process.env.NODE_ENV === 'development') {
    return { scripts: main.js.map((file) => publicPath + file), styles: main.css.map((file) => publicPath + file), chunks };
  }
  const inlineStyles = main.css.map((file) => inlineStyle(fs.readFileSync(path.join(staticDir, file), 'utf8'), file, publicPath));
  const worker = manifest.styleCache?.js[0];
  const styleCache =
    worker && inlineStyles.length > 0
      ? { version: styleVersion(inlineStyles), workerScript: fs.readFileSync(path.join(staticDir, worker), 'utf8') }
      : undefined;
  const boot = (manifest.boot?.js ?? []).map((file) => publicPath + file);
  return { scripts: main.js.map((file) => publicPath + file), boot, styles: [], inlineStyles, chunks, styleCache };
}

function inlineStyle(text: string, file: string, publicPath: string): InlineStyle {
  // The build's own CSS; a `</style` in it would end the element early.
  if (/<\/style/i.test(text)) throw new Error(`${file} cannot be written into a <style> element`);
  return { text, hash: inlineHash(text), href: publicPath + file };
}

/** Changes with any byte or address of the build's style sheets. */
function styleVersion(styles: readonly InlineStyle[]): string {
  const hash = createHash('sha256');
  for (const { text, href } of styles) hash.update(`${href}\n${text}\n`);
  return hash.digest('hex').slice(0, 12);
}
