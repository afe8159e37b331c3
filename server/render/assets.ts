import fs from 'node:fs';
import path from 'node:path';

export interface PageAssets {
  scripts: string[];
  styles: string[];
  /** Files of named lazy chunks (e.g. `account`), for pages that need them at once. */
  chunks?: Record<string, string[]>;
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
  return { scripts: main.js.map((file) => publicPath + file), styles: main.css.map((file) => publicPath + file), chunks };
}
