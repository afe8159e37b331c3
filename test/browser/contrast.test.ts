import { contrastOverPixels, contrastRatio, requiredRatio } from './support/contrast';

// The arithmetic of the contrast measure the accessibility tests apply to what axe leaves undecided.
describe('contrast measure', () => {
  it('gives WCAG ratios: 21:1 black on white, 1:1 a colour on itself', () => {
    expect(contrastRatio([0, 0, 0], [255, 255, 255])).toBeCloseTo(21, 5);
    expect(contrastRatio([28, 43, 34], [28, 43, 34])).toBe(1);
    // The site's ink on its page colour (#1c2b22 on #f5f7f2).
    expect(contrastRatio([0x1c, 0x2b, 0x22], [0xf5, 0xf7, 0xf2])).toBeGreaterThan(13);
  });

  it('asks 4.5:1 of body text and 3:1 of large or large bold text (7 and 4.5 enhanced)', () => {
    expect([
      requiredRatio(17, 400, false),
      requiredRatio(24, 400, false),
      requiredRatio(19, 700, false),
      requiredRatio(19, 600, false),
    ]).toEqual([4.5, 3, 3, 4.5]);
    expect([requiredRatio(17, 400, true), requiredRatio(24, 400, true)]).toEqual([7, 4.5]);
  });

  const image = (pixels: number[][]) => ({ width: pixels.length, height: 1, data: Uint8Array.from(pixels.flatMap((p) => [...p, 255])) });

  it('measures text against the pixels behind it, decided by the worst tenth of them', () => {
    const white = [255, 255, 255];
    const brand = [0x1b, 0x4a, 0x31];
    expect(contrastOverPixels([255, 255, 255, 1], image(Array(10).fill(white)))).toBe(1);
    expect(contrastOverPixels([255, 255, 255, 1], image(Array(10).fill(brand)))).toBeGreaterThan(9);
    // White text on a gradient that turns white for a fifth of the box fails there.
    expect(contrastOverPixels([255, 255, 255, 1], image([...Array(8).fill(brand), white, white]))).toBe(1);
    // One stray pixel in twenty (a border) does not decide.
    expect(contrastOverPixels([255, 255, 255, 1], image([...Array(19).fill(brand), white]))).toBeGreaterThan(9);
  });

  it('blends semi-transparent text with what is behind it', () => {
    // Black at 10% on white is almost white.
    expect(contrastOverPixels([0, 0, 0, 0.1], image([[255, 255, 255]]))).toBeLessThan(1.3);
  });
});
