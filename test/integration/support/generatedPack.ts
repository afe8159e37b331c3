import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { generatePack } from '../../../content/generator';
import { readPack } from '../../../content/generator/testing/readPack';
import { PUBLIC_HOST, startTestSite } from './site';

/** A pack generated before a file's tests and removed after them; the function returns its directory. */
export function generatedPackForTests(entries: number, seed: number): () => string {
  let dir = '';
  beforeAll(async () => {
    dir = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'trellis-generated-')), 'pack');
    await generatePack({ entries, outDir: dir, seed });
  }, 60_000);
  afterAll(() => {
    if (dir) fs.rmSync(path.dirname(dir), { recursive: true, force: true });
  });
  return () => dir;
}

/** The site over a generated pack, its website project at PUBLIC_HOST (http) in the languages the pack gives it. */
export function startGeneratedPackSite(pack: string, env: Record<string, string> = {}) {
  const website = readPack(pack).projects.get('website');
  if (!website) throw new Error('The generated pack has no website project');
  const { project } = website;
  return startTestSite({
    contentDir: pack,
    upstream: {
      projects: [
        {
          id: 'website',
          name: project.name,
          hostnames: [PUBLIC_HOST],
          publicUri: `http://${PUBLIC_HOST}`,
          primaryLanguage: project.primaryLanguage,
          supportedLanguages: project.supportedLanguages,
        },
      ],
    },
    env,
  });
}
