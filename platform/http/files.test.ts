import { randomBytes } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import sharp from 'sharp';
import request from 'supertest';
import { ImageVariants, transformWithSharp, type ImageTransformer } from '../images';
import { loadPack } from '../pack';
import { close, listen, rawGet, SAMPLE_DIR, sampleServer } from '../test-fixtures/samplePlatform';
import { minimalPack, removePack, writePack } from '../test-fixtures/tempPack';
import { quartersImage } from '../test-fixtures/testImage';
import { createPlatformHandler } from './handler';

const server = sampleServer();
const png = readFileSync(join(SAMPLE_DIR, 'website/files/image-library/photo.png'));
const pdf = readFileSync(join(SAMPLE_DIR, 'website/files/asset-library/guide.pdf'));

/** supertest parser that keeps any body as bytes (in Node the response is a readable stream). */
const bytes = (res: unknown, done: (error: Error | null, body: Buffer) => void): void => {
  const stream = res as NodeJS.ReadableStream;
  const chunks: Buffer[] = [];
  stream.on('data', (chunk: Buffer) => chunks.push(chunk));
  stream.on('end', () => done(null, Buffer.concat(chunks)));
};

describe('pack files', () => {
  it('serves files at their path with the right content type, without a token', async () => {
    const image = await request(server).get('/image-library/photo.png').expect(200);
    expect(image.headers['content-type']).toBe('image/png');
    expect(Buffer.compare(image.body as Buffer, png)).toBe(0);
    const document = await request(server).get('/asset-library/guide.pdf?w=100').buffer(true).parse(bytes).expect(200);
    expect(document.headers['content-type']).toBe('application/pdf');
    expect(Buffer.compare(document.body as Buffer, pdf)).toBe(0);
    const text = await request(server).get('/robots.txt').expect(200);
    expect(text.text).toBe('User-agent: *\n');
  });

  it('answers ETag and Last-Modified, and 304 when they still match', async () => {
    const first = await request(server).get('/image-library/photo.png').expect(200);
    expect(first.headers.etag).toMatch(/^"[0-9a-f]+-[0-9a-f]+"$/);
    expect(Number.isNaN(Date.parse(first.headers['last-modified']))).toBe(false);
    await request(server).get('/image-library/photo.png').set('If-None-Match', first.headers.etag).expect(304);
    await request(server).get('/image-library/photo.png').set('If-Modified-Since', first.headers['last-modified']).expect(304);
    await request(server).get('/image-library/photo.png').set('If-None-Match', '"other"').expect(200);
  });

  it('serves byte ranges', async () => {
    const res = await request(server).get('/asset-library/guide.pdf').set('Range', 'bytes=1-4').buffer(true).parse(bytes).expect(206);
    expect(res.headers['content-range']).toBe(`bytes 1-4/${pdf.length}`);
    expect(Buffer.compare(res.body as Buffer, pdf.subarray(1, 5))).toBe(0);
    const suffix = await request(server).get('/asset-library/guide.pdf').set('Range', 'bytes=-6').buffer(true).parse(bytes).expect(206);
    expect(Buffer.compare(suffix.body as Buffer, pdf.subarray(pdf.length - 6))).toBe(0);
    const beyond = await request(server).get('/asset-library/guide.pdf').set('Range', `bytes=${pdf.length}-`).expect(416);
    expect(beyond.headers['content-range']).toBe(`bytes */${pdf.length}`);
  });

  it('answers 404 JSON for a file that is not there', async () => {
    const res = await request(server).get('/image-library/missing.png').expect(404);
    expect(res.body.type).toBe('error');
    await request(server).get('/image-library').expect(404);
  });
});

describe('paths that try to leave the pack', () => {
  let baseUrl = '';
  const listening = sampleServer();
  beforeAll(async () => {
    baseUrl = await listen(listening);
  });
  afterAll(() => close(listening));

  const attempts = [
    '/image-library/../../security.json',
    '/../security.json',
    '/image-library/%2e%2e/%2e%2e/security.json',
    '/image-library/%2E%2E%2F%2E%2E%2Fsecurity.json',
    '/image-library/..%2f..%2fsecurity.json',
    '/image-library/..%5c..%5csecurity.json',
    '/image-library/..\\..\\security.json',
    '/image-library/photo.png%00.txt',
    '/%2e%2e/website/project.json',
    '/image-library/../../../../../../etc/passwd',
    '/..%252f..%252fsecurity.json',
  ];

  it.each(attempts)('refuses %s', async (path) => {
    const res = await rawGet(baseUrl, path);
    expect([400, 404]).toContain(res.status);
    expect(res.body).not.toContain('website-secret');
    expect(res.body).not.toContain('root:');
    expect(JSON.parse(res.body).type).toBe('error');
  });

  it('still serves the same file by its plain path', async () => {
    expect((await rawGet(baseUrl, '/image-library/photo.png')).status).toBe(200);
    expect((await rawGet(baseUrl, '/image-library/./photo.png')).status).toBe(404);
  });
});

describe('image transformations', () => {
  let packDir = '';
  let cacheDir = '';
  let original: Buffer;
  const transformer = jest.fn<ReturnType<ImageTransformer>, Parameters<ImageTransformer>>(transformWithSharp);
  let images: Server;

  beforeAll(async () => {
    packDir = writePack({
      ...minimalPack(),
      'website/files/image-library/notes.txt': 'plain text',
      'website/files/image-library/logo.svg': '<svg/>',
      'website/files/image-library/broken.png': 'not a picture',
    });
    original = await quartersImage(400, 300);
    writeFileSync(join(packDir, 'website/files/image-library/photo.png'), original);
    cacheDir = mkdtempSync(join(tmpdir(), 'trellis-image-cache-'));
    images = createServer(
      createPlatformHandler({ pack: loadPack(packDir), secret: randomBytes(32), images: new ImageVariants({ cacheDir, transformer }) }),
    );
  });
  afterAll(() => {
    removePack(packDir);
    rmSync(cacheDir, { recursive: true, force: true });
  });
  beforeEach(() => transformer.mockClear());

  const image = (res: request.Response) => sharp(res.body as Buffer).metadata();

  it('serves the variant a query asks for, with its content type and long caching', async () => {
    const res = await request(images).get('/image-library/photo.png?w=200&f=webp&q=70').buffer(true).parse(bytes).expect(200);
    expect(res.headers['content-type']).toBe('image/webp');
    expect(res.headers['cache-control']).toBe('public, max-age=2592000');
    expect(res.headers.etag).toMatch(/^"[0-9a-f]{40}"$/);
    expect(Number.isNaN(Date.parse(res.headers['last-modified']))).toBe(false);
    expect(Number(res.headers['content-length'])).toBe((res.body as Buffer).length);
    expect(await image(res)).toMatchObject({ format: 'webp', width: 200, height: 150 });
    const avif = await request(images).get('/image-library/photo.png?w=120&h=120&fit=crop&f=avif').buffer(true).parse(bytes).expect(200);
    expect(avif.headers['content-type']).toBe('image/avif');
    expect(await image(avif)).toMatchObject({ width: 120, height: 120 });
  });

  it('transforms once: the second request for a variant, in any spelling, comes from the cache', async () => {
    const first = await request(images).get('/image-library/photo.png?w=160&f=jpeg').buffer(true).parse(bytes).expect(200);
    const second = await request(images).get('/image-library/photo.png?format=JPEG&width=160&v=2').buffer(true).parse(bytes).expect(200);
    expect(transformer).toHaveBeenCalledTimes(1);
    expect(Buffer.compare(first.body as Buffer, second.body as Buffer)).toBe(0);
    await request(images).get('/image-library/photo.png?w=160&f=jpeg').set('If-None-Match', first.headers.etag).expect(304);
    await request(images).head('/image-library/photo.png?w=160&f=jpeg').expect(200).expect('content-type', 'image/jpeg');
    expect(transformer).toHaveBeenCalledTimes(1);
  });

  it('serves the original without transformation parameters', async () => {
    const res = await request(images).get('/image-library/photo.png?v=3').buffer(true).parse(bytes).expect(200);
    expect(Buffer.compare(res.body as Buffer, original)).toBe(0);
    expect(res.headers['cache-control']).toBe('public, max-age=3600');
    expect(transformer).not.toHaveBeenCalled();
  });

  it.each([
    ['w=0', 'w'],
    ['w=99999', 'w'],
    ['h=tall', 'h'],
    ['fit=zoom', 'fit'],
    ['f=tiff', 'f'],
    ['q=0', 'q'],
    ['w=10&w=20', 'w'],
  ])('answers 400 JSON naming the parameter for %s', async (query, parameter) => {
    const res = await request(images).get(`/image-library/photo.png?${query}`).expect(400);
    expect(res.body).toMatchObject({ type: 'error', data: { parameter } });
    expect(res.body.message).toContain(`"${parameter}"`);
    expect(res.headers['cache-control']).toBe('no-cache');
    expect(transformer).not.toHaveBeenCalled();
  });

  it('answers 400 for an image file it cannot read, and 503 with Retry-After when the queue is full', async () => {
    const broken = await request(images).get('/image-library/broken.png?w=10').expect(400);
    expect(broken.body.message).toMatch(/not an image the platform can transform/);

    let release: () => void = () => undefined;
    const gate = new Promise<void>((resolve) => (release = resolve));
    let transforming = false;
    const slow: ImageTransformer = async (...args) => {
      transforming = true;
      await gate;
      return transformWithSharp(...args);
    };
    const busy = createServer(
      createPlatformHandler({
        pack: loadPack(packDir),
        secret: randomBytes(32),
        images: new ImageVariants({ cacheDir: join(cacheDir, 'busy'), transformer: slow, concurrency: 1, maxWaiting: 0 }),
      }),
    );
    const base = await listen(busy);
    try {
      const running = fetch(`${base}/image-library/photo.png?w=50`);
      // The first request holds the only transform slot before the second arrives.
      while (!transforming) await new Promise((resolve) => setTimeout(resolve, 10));
      const refused = await rawGet(base, '/image-library/photo.png?w=51');
      expect(refused.status).toBe(503);
      expect(refused.headers['retry-after']).toBe('1');
      release();
      expect((await running).status).toBe(200);
    } finally {
      await close(busy);
    }
  });

  it('serves other files as they are, whatever the query', async () => {
    const text = await request(images).get('/image-library/notes.txt?w=100&f=webp').expect(200);
    expect(text.text).toBe('plain text');
    const svg = await request(images).get('/image-library/logo.svg?w=zzz').buffer(true).parse(bytes).expect(200);
    expect(svg.headers['content-type']).toBe('image/svg+xml');
    expect(transformer).not.toHaveBeenCalled();
  });

  it('still refuses paths that leave the pack, with or without transformations', async () => {
    const base = await listen(images);
    try {
      for (const path of [
        '/image-library/../../website/project.json?w=10',
        '/image-library/%2e%2e/%2e%2e/etc/passwd?w=10',
        '/image-library/..%2fphoto.png?f=webp',
      ]) {
        const res = await rawGet(base, path);
        expect([400, 404]).toContain(res.status);
      }
    } finally {
      await close(images);
    }
  });
});
