// Simple illustrated "photographs" for the image library: garden scenes (480x320) and
// staff portraits (320x320), drawn from a palette per subject so they look intentional.
import { Canvas, mix, type Colour } from './canvas';
import { encodePng } from './png';
import type { Random } from '../random';

export type SceneStyle = 'glasshouse' | 'meadow' | 'woodland' | 'pond' | 'borders' | 'alpine' | 'beds' | 'interior' | 'river';

export interface SceneSubject {
  title: string;
  altText: string;
  keywords: string[];
  style: SceneStyle;
  sky: readonly [Colour, Colour];
  ground: Colour;
  accents: readonly Colour[];
}

export interface Picture {
  width: number;
  height: number;
  png: Buffer;
}

const SCENE_SIZE = { width: 480, height: 320 } as const;
const PORTRAIT_SIZE = { width: 320, height: 320 } as const;

function wave(rng: Random, base: number, amplitude: number): (x: number) => number {
  const p1 = rng.next() * 6.283;
  const p2 = rng.next() * 6.283;
  const f1 = 0.006 + rng.next() * 0.01;
  const f2 = 0.015 + rng.next() * 0.02;
  return (x) => base + amplitude * Math.sin(x * f1 + p1) + (amplitude / 3) * Math.sin(x * f2 + p2);
}

function drawScene(c: Canvas, s: SceneSubject, rng: Random): void {
  const { width: w, height: h } = c;
  const horizon = Math.round(h * (0.5 + rng.next() * 0.12));
  c.verticalGradient(s.sky[0], s.sky[1], 8, 0, horizon + 40);
  const far = mix(s.ground, s.sky[1], 0.45);
  c.fillBelow(wave(rng, horizon - 18, 14), far);
  c.fillBelow(wave(rng, horizon + 8, 10), s.ground);
  const a = (i: number): Colour => s.accents[i % s.accents.length];
  switch (s.style) {
    case 'glasshouse': {
      const cx = w / 2 + rng.int(-60, 60);
      const rx = 150;
      const ry = 110;
      c.ellipse(cx, horizon + 10, rx, ry, a(0));
      c.rect(Math.round(cx - rx), horizon + 10, rx * 2, ry, a(0));
      // Glazing bars follow the dome: each starts where the curve is at that x.
      for (let x = Math.round(cx - rx) + 20; x < cx + rx; x += 30) {
        const dx = (x - cx) / rx;
        const top = Math.round(horizon + 10 - ry * Math.sqrt(Math.max(0, 1 - dx * dx)));
        c.rect(x, top, 3, horizon + 10 + ry - top, a(1));
      }
      c.rect(Math.round(cx - rx), horizon + 10, rx * 2, 4, a(1));
      c.fillBelow(() => horizon + 70, s.ground);
      break;
    }
    case 'meadow':
      for (let i = 0; i < 70; i++) c.ellipse(rng.int(0, w), rng.int(horizon + 25, h), 3, 3, a(i));
      break;
    case 'woodland':
      for (let i = 0; i < 9; i++) {
        const x = rng.int(10, w - 10);
        const top = rng.int(horizon - 110, horizon - 40);
        c.rect(x - 4, top + 40, 8, horizon + 40 - top, a(0));
        if (i % 2 === 0) c.triangle(x, top, top + 90, 70, a(1));
        else c.ellipse(x, top + 30, 38, 42, a(2));
      }
      for (let i = 0; i < 40; i++) c.ellipse(rng.int(0, w), rng.int(horizon + 30, h), 3, 2, a(3));
      break;
    case 'pond':
      c.ellipse(w / 2, horizon + 70, 190, 45, a(0));
      for (let i = 0; i < 12; i++) c.ellipse(rng.int(90, w - 90), rng.int(horizon + 45, horizon + 95), 10, 5, a(1));
      for (let i = 0; i < 5; i++) c.ellipse(rng.int(100, w - 100), rng.int(horizon + 50, horizon + 90), 3, 3, a(2));
      break;
    case 'borders':
      c.rect(0, horizon - 30, w, 40, a(0));
      for (let i = 0; i < 16; i++) c.ellipse(15 + i * 30, horizon + 30 + rng.int(-6, 6), 16, 22, a(1 + (i % 3)));
      break;
    case 'alpine':
      for (let i = 0; i < 3; i++) {
        const x = 80 + i * 160 + rng.int(-30, 30);
        const top = rng.int(40, 110);
        c.triangle(x, top, horizon + 10, 260, a(0));
        c.triangle(x, top, top + 35, 260 * (35 / (horizon + 10 - top)), a(1));
      }
      for (let i = 0; i < 14; i++) c.ellipse(rng.int(0, w), rng.int(horizon + 30, h - 10), 14, 8, a(2));
      break;
    case 'beds':
      for (let row = 0; row < 4; row++) {
        const y = horizon + 20 + row * 30;
        c.rect(20, y, w - 40, 18, a(0));
        for (let x = 35; x < w - 35; x += 24) c.ellipse(x, y + 4, 7, 7, a(1 + (row % 2)));
      }
      break;
    case 'interior':
      c.rect(0, 0, w, h, a(0));
      for (let shelf = 0; shelf < 4; shelf++) {
        const shelfY = 90 + shelf * 65;
        c.rect(30, shelfY, w - 60, 6, a(1));
        for (let k = 0, x = 40; x < w - 50; k++, x += 36) {
          const boxHeight = rng.int(28, 44);
          c.rect(x, shelfY - boxHeight, 26, boxHeight, a(2 + (k % 2)));
        }
      }
      break;
    case 'river':
      c.fillBelow(wave(rng, horizon + 45, 6), a(0));
      c.fillBelow(wave(rng, horizon + 85, 6), s.ground);
      for (let i = 0; i < 7; i++) c.ellipse(rng.int(0, w), horizon - 20, 26, 34, a(1));
      break;
  }
}

export function drawScenePicture(subject: SceneSubject, rng: Random): Picture {
  const c = new Canvas(SCENE_SIZE.width, SCENE_SIZE.height);
  drawScene(c, subject, rng);
  return { width: c.width, height: c.height, png: encodePng(c.width, c.height, c.pixels) };
}

const BACKGROUNDS: readonly Colour[] = [
  [214, 228, 210],
  [226, 218, 202],
  [205, 221, 232],
  [232, 214, 220],
  [220, 226, 196],
];
const SKIN: readonly Colour[] = [
  [241, 204, 178],
  [224, 172, 138],
  [198, 134, 96],
  [141, 85, 54],
  [96, 60, 40],
];
const HAIR: readonly Colour[] = [
  [40, 30, 26],
  [92, 60, 36],
  [170, 120, 70],
  [200, 200, 196],
  [120, 40, 30],
];
const CLOTHES: readonly Colour[] = [
  [46, 94, 62],
  [58, 72, 120],
  [140, 60, 70],
  [90, 90, 96],
  [188, 142, 50],
];

/** A flat illustrated head-and-shoulders portrait. */
export function drawPortraitPicture(rng: Random): Picture {
  const c = new Canvas(PORTRAIT_SIZE.width, PORTRAIT_SIZE.height);
  const bg = rng.pick(BACKGROUNDS);
  c.rect(0, 0, c.width, c.height, bg);
  const skin = rng.pick(SKIN);
  const hair = rng.pick(HAIR);
  const cx = 160;
  c.ellipse(cx, 330, 120, 95, rng.pick(CLOTHES));
  c.rect(cx - 22, 200, 44, 50, skin);
  const longHair = rng.chance(0.5);
  if (longHair) c.ellipse(cx, 165, 78, 100, hair);
  c.ellipse(cx, 150, 62, 76, skin);
  c.ellipse(cx, 98, 66, rng.int(30, 42), hair);
  return { width: c.width, height: c.height, png: encodePng(c.width, c.height, c.pixels) };
}
