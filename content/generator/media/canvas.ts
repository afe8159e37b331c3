// A tiny RGB raster with the few hard-edged shapes the picture generator needs.
// Hard edges (no anti-aliasing) keep the PNGs to a few kB.

export type Colour = readonly [number, number, number];

export class Canvas {
  readonly pixels: Uint8Array;

  constructor(
    readonly width: number,
    readonly height: number,
  ) {
    this.pixels = new Uint8Array(width * height * 3);
  }

  set(x: number, y: number, c: Colour): void {
    if (x < 0 || y < 0 || x >= this.width || y >= this.height) return;
    const i = (y * this.width + x) * 3;
    this.pixels[i] = c[0];
    this.pixels[i + 1] = c[1];
    this.pixels[i + 2] = c[2];
  }

  /** Vertical gradient in `bands` flat steps between two colours. */
  verticalGradient(top: Colour, bottom: Colour, bands: number, fromY = 0, toY = this.height): void {
    for (let y = fromY; y < toY; y++) {
      const step = Math.floor(((y - fromY) / Math.max(1, toY - fromY)) * bands) / Math.max(1, bands - 1);
      const c = mix(top, bottom, Math.min(1, step));
      for (let x = 0; x < this.width; x++) this.set(x, y, c);
    }
  }

  rect(x0: number, y0: number, w: number, h: number, c: Colour): void {
    for (let y = Math.max(0, y0); y < Math.min(this.height, y0 + h); y++) {
      for (let x = Math.max(0, x0); x < Math.min(this.width, x0 + w); x++) this.set(x, y, c);
    }
  }

  ellipse(cx: number, cy: number, rx: number, ry: number, c: Colour): void {
    for (let y = Math.floor(cy - ry); y <= Math.ceil(cy + ry); y++) {
      const dy = (y - cy) / ry;
      if (dy * dy > 1) continue;
      const half = rx * Math.sqrt(1 - dy * dy);
      for (let x = Math.round(cx - half); x <= Math.round(cx + half); x++) this.set(x, y, c);
    }
  }

  /** Fills everything below the curve y = f(x). */
  fillBelow(f: (x: number) => number, c: Colour): void {
    for (let x = 0; x < this.width; x++) {
      for (let y = Math.max(0, Math.round(f(x))); y < this.height; y++) this.set(x, y, c);
    }
  }

  /** Isosceles triangle pointing up: apex at (cx, top), base `w` wide at `bottom`. */
  triangle(cx: number, top: number, bottom: number, w: number, c: Colour): void {
    for (let y = Math.max(0, top); y <= Math.min(this.height - 1, bottom); y++) {
      const half = ((y - top) / Math.max(1, bottom - top)) * (w / 2);
      for (let x = Math.round(cx - half); x <= Math.round(cx + half); x++) this.set(x, y, c);
    }
  }
}

export function mix(a: Colour, b: Colour, t: number): Colour {
  return [Math.round(a[0] + (b[0] - a[0]) * t), Math.round(a[1] + (b[1] - a[1]) * t), Math.round(a[2] + (b[2] - a[2]) * t)];
}
