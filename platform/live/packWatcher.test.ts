import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { isPackName, packFolders, watchPack, type PackWatcher } from './packWatcher';

let dir: string;
let watcher: PackWatcher | null = null;
let errors: Error[] = [];
beforeEach(() => {
  errors = [];
  dir = mkdtempSync(join(tmpdir(), 'trellis-watch-'));
  mkdirSync(join(dir, 'website', 'entries'), { recursive: true });
  mkdirSync(join(dir, 'website', 'files', 'image-library'), { recursive: true });
});
afterEach(() => {
  expect(errors).toEqual([]);
  watcher?.close();
  watcher = null;
  rmSync(dir, { recursive: true, force: true });
});

/** A promise with its resolve, for a test to release when it chooses. */
function later<T = void>() {
  let resolve!: (value: T) => void;
  const promise = new Promise<T>((done) => (resolve = done));
  return { promise, resolve };
}

describe('isPackName', () => {
  it.each([
    ['pages.json', true],
    ['entries', true],
    ['NEWS-0001.JSON', true],
    ['.pages.json.swp', false],
    ['pages.json~', false],
    ['pages.json.tmp', false],
    ['.DS_Store', false],
    ['photo.png', false],
  ])('%s: %s', (name, expected) => expect(isPackName(name)).toBe(expected));
});

describe('packFolders', () => {
  it('is the pack, its project folders and their entries folders: never the files folders', () => {
    expect(packFolders(dir).sort()).toEqual([dir, join(dir, 'website'), join(dir, 'website', 'entries')].sort());
  });
});

describe('watchPack', () => {
  it('runs once for a burst of writes, one run at a time, and once more for what changed during a run', async () => {
    const runs: string[][] = [];
    let running = 0;
    let mostAtOnce = 0;
    const firstRunStarted = later();
    const releaseFirstRun = later();
    const secondRun = later<string[]>();
    watcher = watchPack(
      dir,
      async (names) => {
        running += 1;
        mostAtOnce = Math.max(mostAtOnce, running);
        runs.push(names);
        if (runs.length === 1) {
          firstRunStarted.resolve();
          await releaseFirstRun.promise;
        }
        if (runs.length === 2) secondRun.resolve(names);
        running -= 1;
      },
      { quietMs: 20, onError: (error) => errors.push(error) },
    );
    for (let index = 0; index < 5; index += 1) writeFileSync(join(dir, 'website', 'entries', 'pages.json'), `[${index}]`);
    await firstRunStarted.promise;
    expect(runs[0]).toEqual([join('website', 'entries', 'pages.json')]);

    // Changes while a run is under way wait for it, and come as one more run.
    writeFileSync(join(dir, 'website', 'nodes.json'), '{}');
    writeFileSync(join(dir, 'website', 'entries', 'news.json'), '[]');
    writeFileSync(join(dir, 'website', 'entries', '.news.json.swp'), 'x');
    releaseFirstRun.resolve();
    expect((await secondRun.promise).sort()).toEqual([join('website', 'entries', 'news.json'), join('website', 'nodes.json')]);
    expect(mostAtOnce).toBe(1);
  });

  it('watches a project folder made after it started', async () => {
    const seen = later<string[]>();
    watcher = watchPack(
      dir,
      (names) => {
        if (names.some((name) => name.endsWith('project.json'))) seen.resolve(names);
      },
      { quietMs: 20, onError: (error) => errors.push(error) },
    );
    mkdirSync(join(dir, 'intranet', 'entries'), { recursive: true });
    // The new folder is watched from the run its creation caused: write until a write there is seen.
    const writing = setInterval(() => writeFileSync(join(dir, 'intranet', 'project.json'), '{}'), 50);
    try {
      expect(await seen.promise).toContain(join('intranet', 'project.json'));
    } finally {
      clearInterval(writing);
    }
  });

  it('does not watch what changes in a files folder', async () => {
    const runs: string[][] = [];
    const done = later();
    watcher = watchPack(
      dir,
      (names) => {
        runs.push(names);
        if (names.includes('marker.json')) done.resolve();
      },
      { quietMs: 20, onError: (error) => errors.push(error) },
    );
    writeFileSync(join(dir, 'website', 'files', 'image-library', 'photo.json'), '{}');
    writeFileSync(join(dir, 'marker.json'), '{}');
    await done.promise;
    expect(runs.flat()).not.toContain(join('website', 'files', 'image-library', 'photo.json'));
  });
});
