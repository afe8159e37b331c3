import sharp from 'sharp';

// Images made for the transformation tests: four coloured quarters, so that crops, flips and rotations can be
// told apart by the colour found at a corner.

export const QUARTERS = { topLeft: [255, 0, 0], topRight: [0, 255, 0], bottomLeft: [0, 0, 255], bottomRight: [255, 255, 255] } as const;

export function quartersRaw(width: number, height: number): Buffer {
  const pixels = Buffer.alloc(width * height * 3);
  for (let y = 0; y < height; y += 1) {
    for (let x = 0; x < width; x += 1) {
      const top = y < height / 2;
      const left = x < width / 2;
      const colour = top ? (left ? QUARTERS.topLeft : QUARTERS.topRight) : left ? QUARTERS.bottomLeft : QUARTERS.bottomRight;
      pixels.set(colour, (y * width + x) * 3);
    }
  }
  return pixels;
}

/** A PNG (or another format) of four coloured quarters. */
export function quartersImage(width: number, height: number, format: 'png' | 'jpeg' = 'png'): Promise<Buffer> {
  const image = sharp(quartersRaw(width, height), { raw: { width, height, channels: 3 } });
  return (format === 'png' ? image.png() : image.jpeg({ quality: 95 })).toBuffer();
}

/** The colour of one pixel of an encoded image, as RGB. */
export async function pixelAt(image: Buffer, x: number, y: number): Promise<number[]> {
  const { data, info } = await sharp(image).removeAlpha().raw().toBuffer({ resolveWithObject: true });
  const at = (y * info.width + x) * info.channels;
  return [...data.subarray(at, at + Math.min(3, info.channels))];
}

/** Whether two colours are alike within lossy-compression error. */
export function near(actual: readonly number[], expected: readonly number[], tolerance = 40): boolean {
  return actual.length === expected.length && actual.every((value, i) => Math.abs(value - expected[i]) <= tolerance);
}
