import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { generatePack } from '../../../content/generator';

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
