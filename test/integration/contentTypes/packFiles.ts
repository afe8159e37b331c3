// A small content pack written for a test: projects with the content types given, and nothing else the types need.
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/** Writes a pack of these projects (id -> content-types.json's content, or its raw text); answers its folder. */
export function writePack(projects: Record<string, unknown>): string {
  const dir = mkdtempSync(join(tmpdir(), 'content-types-pack-'));
  for (const [id, contentTypes] of Object.entries(projects)) {
    mkdirSync(join(dir, id));
    writeFileSync(join(dir, id, 'project.json'), JSON.stringify({ id, name: id, primaryLanguage: 'en-GB', supportedLanguages: ['en-GB'] }));
    writeFileSync(join(dir, id, 'content-types.json'), typeof contentTypes === 'string' ? contentTypes : JSON.stringify(contentTypes));
  }
  return dir;
}

/** A content type of these fields, titled by its first. */
export const contentType = (id: string, fields: unknown[], dataFormat: 'entry' | 'asset' = 'entry') => ({
  id,
  name: { 'en-GB': `The ${id}` },
  dataFormat,
  entryTitleField: 'title',
  fields,
});
