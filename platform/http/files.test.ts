import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import request from 'supertest';
import { close, listen, rawGet, SAMPLE_DIR, sampleServer } from '../test-fixtures/sample-platform';

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
