import { crc32, encodePng } from './png';
import { decodePng } from '../testing/pngReader';

function pattern(width: number, height: number): Uint8Array {
  const px = new Uint8Array(width * height * 3);
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      const i = (y * width + x) * 3;
      px[i] = (x * 37) & 0xff;
      px[i + 1] = (y * 11) & 0xff;
      px[i + 2] = x < width / 2 ? 200 : (x * y) & 0xff;
    }
  }
  return px;
}

describe('crc32', () => {
  it('gives the standard check value for "123456789"', () => {
    expect(crc32(Buffer.from('123456789', 'latin1'))).toBe(0xcbf43926);
  });
});

describe('encodePng', () => {
  it('writes a signature, IHDR, IDAT and IEND with valid CRCs', () => {
    const png = encodePng(7, 5, pattern(7, 5));
    expect([...png.subarray(0, 8)]).toEqual([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
    const decoded = decodePng(png);
    expect(decoded.chunks).toEqual(['IHDR', 'IDAT', 'IEND']);
    expect(decoded).toMatchObject({ width: 7, height: 5, bitDepth: 8, colourType: 2 });
  });

  it('round-trips the pixels through the row filters', () => {
    const pixels = pattern(33, 21);
    expect(Buffer.from(decodePng(encodePng(33, 21, pixels)).pixels)).toEqual(Buffer.from(pixels));
  });

  it('compresses flat areas to a small file', () => {
    const flat = new Uint8Array(480 * 320 * 3).fill(120);
    expect(encodePng(480, 320, flat).length).toBeLessThan(2000);
  });

  it('rejects a buffer of the wrong size', () => {
    expect(() => encodePng(4, 4, new Uint8Array(10))).toThrow(/expected 48 bytes/);
  });
});
