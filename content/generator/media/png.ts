// A minimal PNG encoder (8-bit RGB, no interlace) so the pack needs no image library.
import { deflateSync } from 'node:zlib';

const SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

const CRC_TABLE = (() => {
  const table = new Uint32Array(256);
  for (let n = 0; n < 256; n++) {
    let c = n;
    for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
    table[n] = c >>> 0;
  }
  return table;
})();

export function crc32(bytes: Uint8Array, start = 0, end = bytes.length): number {
  let c = 0xffffffff;
  for (let i = start; i < end; i++) c = CRC_TABLE[(c ^ bytes[i]) & 0xff] ^ (c >>> 8);
  return (c ^ 0xffffffff) >>> 0;
}

function chunk(type: string, data: Buffer): Buffer {
  const out = Buffer.alloc(12 + data.length);
  out.writeUInt32BE(data.length, 0);
  out.write(type, 4, 'latin1');
  data.copy(out, 8);
  out.writeUInt32BE(crc32(out, 4, 8 + data.length), 8 + data.length);
  return out;
}

/**
 * Filters each row with whichever of None/Sub/Up gives the smallest sum of absolute
 * differences (the usual heuristic); flat shapes and gradients then deflate to a few kB.
 */
function filterRows(rgb: Uint8Array, width: number, height: number): Buffer {
  const stride = width * 3;
  const out = Buffer.alloc((stride + 1) * height);
  const sub = new Uint8Array(stride);
  const up = new Uint8Array(stride);
  const cost = (v: number): number => (v < 128 ? v : 256 - v);
  for (let y = 0; y < height; y++) {
    const row = y * stride;
    let noneScore = 0;
    let subScore = 0;
    let upScore = 0;
    for (let x = 0; x < stride; x++) {
      const raw = rgb[row + x];
      const s = (raw - (x >= 3 ? rgb[row + x - 3] : 0)) & 0xff;
      const u = (raw - (y > 0 ? rgb[row - stride + x] : 0)) & 0xff;
      sub[x] = s;
      up[x] = u;
      noneScore += cost(raw);
      subScore += cost(s);
      upScore += cost(u);
    }
    const at = y * (stride + 1);
    if (noneScore <= subScore && noneScore <= upScore) {
      out[at] = 0;
      out.set(rgb.subarray(row, row + stride), at + 1);
    } else if (subScore <= upScore) {
      out[at] = 1;
      out.set(sub, at + 1);
    } else {
      out[at] = 2;
      out.set(up, at + 1);
    }
  }
  return out;
}

/** `rgb` holds width*height*3 bytes, rows top to bottom. */
export function encodePng(width: number, height: number, rgb: Uint8Array): Buffer {
  if (rgb.length !== width * height * 3) {
    throw new Error(`encodePng: expected ${width * height * 3} bytes of RGB, got ${rgb.length}`);
  }
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(width, 0);
  ihdr.writeUInt32BE(height, 4);
  ihdr[8] = 8; // bit depth
  ihdr[9] = 2; // colour type: truecolour
  ihdr[10] = 0; // deflate
  ihdr[11] = 0; // adaptive filtering
  ihdr[12] = 0; // no interlace
  const idat = deflateSync(filterRows(rgb, width, height), { level: 9 });
  return Buffer.concat([SIGNATURE, chunk('IHDR', ihdr), chunk('IDAT', idat), chunk('IEND', Buffer.alloc(0))]);
}
