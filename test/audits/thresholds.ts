export type Category = 'performance' | 'accessibility' | 'best-practices' | 'seo';
export type Scores = Record<Category, number>;

/** The Lighthouse categories audited and the least score each must reach (0–1; the 98 and 100). */
export const THRESHOLDS: Scores = {
  performance: 0.98,
  accessibility: 1,
  'best-practices': 1,
  seo: 1,
};

export const CATEGORIES = Object.keys(THRESHOLDS) as Category[];

/** The categories that fall short, as readable lines. */
export function shortfalls(scores: Scores): string[] {
  return CATEGORIES.filter((category) => scores[category] < THRESHOLDS[category]).map(
    (category) => `${category} ${Math.round(scores[category] * 100)} < ${THRESHOLDS[category] * 100}`,
  );
}
