import fs from 'node:fs';
import path from 'node:path';

export interface PageAssets {
  scripts: string[];
  styles: string[];
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
  return { scripts: main.js.map((file) => publicPath + file), styles: main.css.map((file) => publicPath + file) };
}
