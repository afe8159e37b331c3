import { mkdtempSync, readFileSync, rmSync, writeFileSync, existsSync, readdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { generatePack, PackOptionsError, smallestPack } from './generatePack';
import { listFiles, readPack } from './testing/readPack';
import { assetProblems, brokenInternalLinks, distinctEntryCount, entryProblems, nodeProblems } from './testing/packChecks';

// Each test generates whole packs: seconds of CPU, more on a busy machine (not a timing assertion).
jest.setTimeout(60_000);

const scratch: string[] = [];
const tempDir = (): string => {
  const dir = mkdtempSync(join(tmpdir(), 'trellis-pack-'));
  scratch.push(dir);
  return dir;
};
afterAll(() => scratch.forEach((d) => rmSync(d, { recursive: true, force: true })));

function expectSameFiles(a: string, b: string): void {
  const files = listFiles(a);
  expect(listFiles(b)).toEqual(files);
  const differing = files.filter((f) => !readFileSync(join(a, f)).equals(readFileSync(join(b, f))));
  expect(differing).toEqual([]);
}

describe('generatePack', () => {
  it('writes byte-identical packs for the same options', async () => {
    const a = join(tempDir(), 'pack');
    const b = join(tempDir(), 'pack');
    await generatePack({ entries: 240, seed: 5, outDir: a });
    await generatePack({ entries: 240, seed: 5, outDir: b });
    expectSameFiles(a, b);
  });

  it('changes the generated text with the seed but keeps entry ids stable', async () => {
    const a = join(tempDir(), 'pack');
    const b = join(tempDir(), 'pack');
    await generatePack({ entries: 200, seed: 1, outDir: a });
    await generatePack({ entries: 200, seed: 2, outDir: b });
    // Which stories have a Welsh variation follows their theme, which the seed picks: compared in the primary language.
    const news = (dir: string) =>
      readPack(dir)
        .projects.get('website')
        ?.entries.filter((e) => e.sys.contentTypeId === 'newsArticle' && e.sys.language === 'en-GB') ?? [];
    expect(
      news(b)
        .map((e) => e.sys.id)
        .sort(),
    ).toEqual(
      news(a)
        .map((e) => e.sys.id)
        .sort(),
    );
    expect(news(b).map((e) => e.entryTitle)).not.toEqual(news(a).map((e) => e.entryTitle));
  });

  it('makes a consistent 2,000-entry pack with entries split into files of at most 500', async () => {
    const dir = join(tempDir(), 'pack');
    await generatePack({ entries: 2000, outDir: dir });
    const pack = readPack(dir);
    expect(distinctEntryCount(pack)).toBe(2000);
    expect(entryProblems(pack)).toEqual([]);
    expect(nodeProblems(pack)).toEqual([]);
    expect(assetProblems(pack)).toEqual([]);
    expect(brokenInternalLinks(pack)).toEqual([]);
    const entriesDir = join(dir, 'website', 'entries');
    const newsFiles = readdirSync(entriesDir).filter((f) => f.startsWith('news-'));
    expect(newsFiles.length).toBeGreaterThan(1);
    for (const file of readdirSync(entriesDir)) {
      const ids = new Set(
        (JSON.parse(readFileSync(join(entriesDir, file), 'utf8')) as Array<{ sys: { id: string } }>).map((e) => e.sys.id),
      );
      expect(ids.size).toBeLessThanOrEqual(500);
    }
  });

  it('builds the smallest allowed pack and refuses anything smaller', async () => {
    const min = smallestPack();
    const dir = join(tempDir(), 'pack');
    await generatePack({ entries: min, outDir: dir });
    const pack = readPack(dir);
    expect(distinctEntryCount(pack)).toBe(min);
    expect(entryProblems(pack)).toEqual([]);
    await expect(generatePack({ entries: min - 1, outDir: join(tempDir(), 'p') })).rejects.toThrow(PackOptionsError);
  });

  it.each([
    [{ entries: 200.5 }, /entries must be a whole number/],
    [{ entries: 5_000_000 }, /entries must be a whole number/],
    [{ entries: 200, seed: -1 }, /seed must be a whole number/],
    [{ entries: 200, outDir: ' ' }, /outDir/],
  ])('rejects %j', async (options, message) => {
    await expect(generatePack({ outDir: join(tempDir(), 'p'), ...options })).rejects.toThrow(message);
  });

  it('refuses to clear a directory that holds anything but a pack', async () => {
    const dir = tempDir();
    writeFileSync(join(dir, 'notes.txt'), 'keep me');
    await expect(generatePack({ entries: 200, outDir: dir })).rejects.toThrow(/refusing to overwrite .*notes\.txt/);
    expect(readFileSync(join(dir, 'notes.txt'), 'utf8')).toBe('keep me');
  });

  it('replaces a previous pack completely, leaving no stale files', async () => {
    const dir = join(tempDir(), 'pack');
    await generatePack({ entries: 240, outDir: dir });
    const stale = join(dir, 'website', 'entries', 'stale.json');
    writeFileSync(stale, '[]');
    await generatePack({ entries: 200, outDir: dir });
    expect(existsSync(stale)).toBe(false);
    expect(distinctEntryCount(readPack(dir))).toBe(200);
  });
});
