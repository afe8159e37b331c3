import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';

// Writes small content packs to a temporary folder for loader and server tests.

export type PackFiles = Record<string, unknown>;

/** A minimal valid one-project pack; tests override or delete files to make it malformed. */
export function minimalPack(): PackFiles {
  return {
    'website/project.json': { id: 'website', name: 'Website', primaryLanguage: 'en-GB', supportedLanguages: ['en-GB', 'cy'] },
    'website/content-types.json': [
      { id: 'page', name: 'Page', entryTitleField: 'title', fields: [{ id: 'title', name: 'Title', dataType: 'string' }] },
    ],
    'website/entries/pages.json': [
      { title: 'Home', sys: { id: 'home', contentTypeId: 'page', language: 'en-GB' } },
      { title: 'About', sys: { id: 'about', contentTypeId: 'page', language: 'en-GB' } },
    ],
    'website/nodes.json': {
      id: 'root',
      displayName: 'Home',
      entryId: 'home',
      children: [{ id: 'n-about', slug: 'about', displayName: 'About', entryId: 'about' }],
    },
  };
}

/** Writes the files (objects as JSON, strings as they are) and returns the pack folder. */
export function writePack(files: PackFiles): string {
  const dir = mkdtempSync(join(tmpdir(), 'trellis-pack-'));
  for (const [path, content] of Object.entries(files)) {
    if (content === undefined) continue;
    const file = join(dir, path);
    mkdirSync(dirname(file), { recursive: true });
    writeFileSync(file, typeof content === 'string' ? content : JSON.stringify(content, null, 2));
  }
  return dir;
}

export function removePack(dir: string): void {
  rmSync(dir, { recursive: true, force: true });
}
