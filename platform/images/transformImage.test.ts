import sharp from 'sharp';
import { near, pixelAt, QUARTERS, quartersImage } from '../test-fixtures/testImage';
import { ImageInputError, resizeFor, transformWithSharp, type TransformLimits } from './transformImage';
import { parseTransform } from './transformParams';

const limits: TransformLimits = { maxInputPixels: 10_000_000, timeoutSeconds: 20 };

let source: Buffer; // 400 x 300 PNG

beforeAll(async () => {
  source = await quartersImage(400, 300);
});

async function transformed(search: string, input: Buffer = source) {
  const transform = parseTransform(search);
  if (!transform) throw new Error('no transformation');
  const result = await transformWithSharp(input, transform, limits);
  const metadata = await sharp(result.data).metadata();
  return { ...result, width: metadata.width, height: metadata.height, detected: metadata.format, channels: metadata.channels };
}

describe('resizeFor', () => {
  it('never enlarges: a box larger than the source shrinks, keeping its shape, until it fits', () => {
    expect(resizeFor({ width: 1000, height: 1000, fit: 'crop' }, 400, 300)).toMatchObject({ width: 300, height: 300, fit: 'cover' });
    expect(resizeFor({ width: 800, height: 300, fit: 'stretch' }, 400, 300)).toMatchObject({ width: 400, height: 150, fit: 'fill' });
    expect(resizeFor({ width: 1000 }, 400, 300)).toMatchObject({ width: 1000, fit: 'inside', withoutEnlargement: true });
    expect(resizeFor({ quality: 50 }, 400, 300)).toBeNull();
  });
});

describe('transformWithSharp', () => {
  it('w alone scales to that width, keeping the aspect ratio and the source format', async () => {
    expect(await transformed('w=200')).toMatchObject({ width: 200, height: 150, format: 'png', detected: 'png' });
    expect(await transformed('h=60')).toMatchObject({ width: 80, height: 60 });
  });

  it('never makes an image larger than its source', async () => {
    expect(await transformed('w=4000')).toMatchObject({ width: 400, height: 300 });
    expect(await transformed('w=800&h=800&fit=crop')).toMatchObject({ width: 300, height: 300 });
  });

  it('fit=max (the default) and contain fit inside the box; stretch, fill and crop give the box exactly', async () => {
    expect(await transformed('w=100&h=100')).toMatchObject({ width: 100, height: 75 });
    expect(await transformed('w=100&h=100&fit=contain')).toMatchObject({ width: 100, height: 75 });
    expect(await transformed('w=100&h=100&fit=stretch')).toMatchObject({ width: 100, height: 100 });
    const filled = await transformed('w=100&h=100&fit=fill&bg=000');
    expect(filled).toMatchObject({ width: 100, height: 100 });
    expect(near(await pixelAt(filled.data, 50, 2), [0, 0, 0])).toBe(true); // padding above the picture
    expect(await transformed('w=100&h=100&fit=crop')).toMatchObject({ width: 100, height: 100 });
  });

  it('crop anchors keep the named edge', async () => {
    const top = await transformed('w=400&h=100&fit=crop-top');
    expect(near(await pixelAt(top.data, 5, 95), QUARTERS.topLeft)).toBe(true);
    const bottom = await transformed('w=400&h=100&fit=crop-bottom');
    expect(near(await pixelAt(bottom.data, 5, 5), QUARTERS.bottomLeft)).toBe(true);
    const right = await transformed('w=100&h=300&fit=crop-r');
    expect(near(await pixelAt(right.data, 5, 5), QUARTERS.topRight)).toBe(true);
  });

  it('f converts to each output format; q trades size for quality', async () => {
    for (const format of ['jpeg', 'png', 'webp', 'avif'] as const) {
      const result = await transformed(`w=120&f=${format}`);
      expect(result.format).toBe(format);
      expect(result.detected).toBe(format === 'avif' ? 'heif' : format);
    }
    const photo = await sharp({
      create: { width: 300, height: 200, channels: 3, background: '#000', noise: { type: 'gaussian', mean: 128, sigma: 60 } },
    })
      .png()
      .toBuffer();
    const low = await transformed('f=jpeg&q=10', photo);
    const high = await transformed('f=jpeg&q=95', photo);
    expect(low.data.length).toBeLessThan(high.data.length / 2);
  });

  it('rotates after resizing, clockwise, and flips', async () => {
    const turned = await transformed('w=200&r=90');
    expect(turned).toMatchObject({ width: 150, height: 200 });
    expect(near(await pixelAt(turned.data, 145, 5), QUARTERS.topLeft)).toBe(true); // top-left went to the top right
    const flipped = await transformed('flip=h');
    expect(near(await pixelAt(flipped.data, 5, 5), QUARTERS.topRight)).toBe(true);
    const both = await transformed('flip=b');
    expect(near(await pixelAt(both.data, 5, 5), QUARTERS.bottomRight)).toBe(true);
  });

  it('blurs and makes grey', async () => {
    const grey = await transformed('e=grayscale&f=jpeg');
    const [r, g, b] = await pixelAt(grey.data, 5, 5);
    expect(Math.abs(r - g) + Math.abs(g - b)).toBeLessThan(6);
    const blurred = await transformed('b=20');
    // On the border between red and green the colours run into each other.
    const [red, green] = await pixelAt(blurred.data, 200, 20);
    expect(red).toBeGreaterThan(40);
    expect(green).toBeGreaterThan(40);
  });

  it('turns an image the right way up from its EXIF orientation first', async () => {
    const sideways = await sharp(await quartersImage(400, 300))
      .jpeg()
      .withMetadata({ orientation: 6 })
      .toBuffer();
    expect(await transformed('w=150', sideways)).toMatchObject({ width: 150, height: 200 });
  });

  it('refuses images over the pixel limit before decoding them, and anything that is not a raster image', async () => {
    const large = await sharp({ create: { width: 5000, height: 3000, channels: 3, background: '#fff' } })
      .png()
      .toBuffer();
    await expect(transformWithSharp(large, { width: 10 }, limits)).rejects.toThrow(/over the platform's limit/);
    await expect(transformWithSharp(Buffer.from('%PDF-1.4 not an image'), { width: 10 }, limits)).rejects.toBeInstanceOf(ImageInputError);
    const svg = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><rect width="10" height="10"/></svg>');
    await expect(transformWithSharp(svg, { width: 10 }, limits)).rejects.toBeInstanceOf(ImageInputError);
  });
});
