import { mkdtempSync, readdirSync, readFileSync, rmSync, statSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import sharp from 'sharp';
import { quartersImage } from '../test-fixtures/testImage';
import { ImageVariants, type ImageVariantsOptions } from './imageVariants';
import { ImageInputError, transformWithSharp, type ImageTransformer } from './transformImage';
import { QueueFullError } from './transformQueue';

let dir: string;
let photo: string;

beforeEach(async () => {
  dir = mkdtempSync(join(tmpdir(), 'trellis-variants-'));
  photo = join(dir, 'photo.png');
  writeFileSync(photo, await quartersImage(400, 300));
});
afterEach(() => rmSync(dir, { recursive: true, force: true }));

const source = (path = photo) => ({ path, stats: statSync(path) });

function counted(options: Partial<ImageVariantsOptions> = {}) {
  const transformer = jest.fn<ReturnType<ImageTransformer>, Parameters<ImageTransformer>>(transformWithSharp);
  const images = new ImageVariants({ cacheDir: join(dir, 'cache'), transformer, ...options });
  return { images, transformer };
}

async function dimensions(variant: { file: string | null; data: Buffer | null }) {
  const metadata = await sharp(variant.data ?? readFileSync(variant.file ?? '')).metadata();
  return { width: metadata.width, height: metadata.height, format: metadata.format };
}

describe('ImageVariants', () => {
  it('makes a variant once: later requests are served from the disk cache without transforming', async () => {
    const { images, transformer } = counted();
    const first = await images.variant(source(), { width: 200, format: 'webp' });
    expect(first.contentType).toBe('image/webp');
    expect(await dimensions(first)).toEqual({ width: 200, height: 150, format: 'webp' });
    const second = await images.variant(source(), { format: 'webp', width: 200 });
    expect(second).toEqual(first);
    expect(transformer).toHaveBeenCalledTimes(1);
    await images.variant(source(), { width: 200, format: 'avif' });
    expect(transformer).toHaveBeenCalledTimes(2);
  });

  it('transforms once for concurrent requests of the same variant', async () => {
    const { images, transformer } = counted();
    const answers = await Promise.all(Array.from({ length: 6 }, () => images.variant(source(), { width: 100 })));
    expect(transformer).toHaveBeenCalledTimes(1);
    expect(new Set(answers.map((answer) => answer.etag)).size).toBe(1);
  });

  it('keeps variants across restarts, and makes new ones when the source changes', async () => {
    await counted().images.variant(source(), { width: 100 });
    const restarted = counted();
    await restarted.images.variant(source(), { width: 100 });
    expect(restarted.transformer).not.toHaveBeenCalled();

    writeFileSync(photo, await quartersImage(300, 300));
    utimesSync(photo, new Date(), new Date(Date.now() + 5000));
    const changed = await restarted.images.variant(source(), { width: 100 });
    expect(restarted.transformer).toHaveBeenCalledTimes(1);
    expect(await dimensions(changed)).toMatchObject({ width: 100, height: 100 });
  });

  it('keeps at most maxCacheBytes on disk, removing the least recently served', async () => {
    const probe = await counted().images.variant(source(), { width: 300, format: 'png' });
    rmSync(join(dir, 'cache'), { recursive: true });
    const { images, transformer } = counted({ maxCacheBytes: probe.size * 2.5 });
    for (const width of [300, 301, 302, 303, 304]) await images.variant(source(), { width, format: 'png' });
    await images.variant(source(), { width: 304, format: 'png' });
    expect(transformer).toHaveBeenCalledTimes(5);
    await images.variant(source(), { width: 300, format: 'png' });
    expect(transformer).toHaveBeenCalledTimes(6);
    // Removals are not awaited: wait until the files have gone, however long the disk takes.
    while (readdirSync(join(dir, 'cache')).length > 2) await new Promise((resolve) => setTimeout(resolve, 10));
    expect(images.cachedBytes).toBeLessThanOrEqual(probe.size * 2.5);
    const files = readdirSync(join(dir, 'cache'));
    expect(files.length).toBeLessThanOrEqual(2);
    expect(files.reduce((sum, name) => sum + statSync(join(dir, 'cache', name)).size, 0)).toBeLessThanOrEqual(probe.size * 2.5);
  });

  it('answers from memory a variant too large to keep', async () => {
    const { images } = counted({ maxCacheBytes: 10 });
    const variant = await images.variant(source(), { width: 100 });
    expect(variant.file).toBeNull();
    expect(await dimensions(variant)).toMatchObject({ width: 100 });
  });

  it('makes a variant again when its cached file has gone', async () => {
    const { images, transformer } = counted();
    const first = await images.variant(source(), { width: 100 });
    rmSync(first.file ?? '');
    images.lost(first.etag);
    const again = await images.variant(source(), { width: 100 });
    expect(transformer).toHaveBeenCalledTimes(2);
    expect(statSync(again.file ?? '').size).toBe(first.size);
  });

  it('refuses sources over the size limit and turns work away when the queue is full', async () => {
    await expect(counted({ maxSourceBytes: 100 }).images.variant(source(), { width: 100 })).rejects.toBeInstanceOf(ImageInputError);

    let release: () => void = () => undefined;
    const gate = new Promise<void>((resolve) => (release = resolve));
    const slow: ImageTransformer = async (...args) => {
      await gate;
      return transformWithSharp(...args);
    };
    const busy = counted({ transformer: slow, concurrency: 1, maxWaiting: 1 }).images;
    const running = busy.variant(source(), { width: 101 });
    const waiting = busy.variant(source(), { width: 102 });
    await expect(busy.variant(source(), { width: 103 })).rejects.toBeInstanceOf(QueueFullError);
    release();
    await expect(Promise.all([running, waiting])).resolves.toHaveLength(2);
  });
});
