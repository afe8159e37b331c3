// Which library image a page uses, by position in the pool (wraps round small pools), or by
// subject when a story asks for a fitting picture.
import type { Random } from '../random';
import { portraitAsset, sceneAsset, type ImageAsset } from '../media/library';

export interface ImagePool {
  scene(k: number): ImageAsset;
  portrait(k: number): ImageAsset;
  /** A scene whose title or keywords mention one of `hints`; any scene if none does. */
  sceneAbout(rng: Random, hints: readonly string[]): ImageAsset;
}

export function imagePool(projectId: string, scenes: number, portraits: number, sceneOffset = 0): ImagePool {
  const wrap = (k: number, n: number): number => ((k % n) + n) % n;
  const all = Array.from({ length: scenes }, (_, j) => sceneAsset(projectId, j, sceneOffset));
  const words = all.map((s) => `${s.title} ${s.keywords.join(' ')}`.toLowerCase());
  return {
    scene: (k) => all[wrap(k, scenes)],
    portrait: (k) => portraitAsset(projectId, wrap(k, portraits)),
    sceneAbout: (rng, hints) => {
      const wanted = hints.map((h) => h.toLowerCase());
      const fitting = all.filter((_, j) => wanted.some((h) => words[j].includes(h)));
      return rng.pick(fitting.length > 0 ? fitting : all);
    },
  };
}
