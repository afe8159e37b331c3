export type Category = 'performance' | 'accessibility' | 'best-practices' | 'seo';
export type Scores = Partial<Record<Category, number>>;

/**
 * What `npm test` asserts (0–1): the categories that do not depend on the machine's speed, 100 each. Performance is
 * a timing, so `bench/lighthouse.ts` reports it against PERFORMANCE_TARGET instead of failing a test on a busy machine.
 */
export const THRESHOLDS: Scores = {
  accessibility: 1,
  'best-practices': 1,
  seo: 1,
};

/** The performance target, as the median of several runs on a quiet machine (`bench/lighthouse.ts`). */
export const PERFORMANCE_TARGET = 0.98;

/** The categories of `thresholds` that `scores` falls short of, as readable lines (a category not scored falls short). */
export function shortfalls(scores: Scores, thresholds: Scores = THRESHOLDS): string[] {
  return (Object.keys(thresholds) as Category[])
    .filter((category) => (scores[category] ?? 0) < (thresholds[category] ?? 0))
    .map((category) => `${category} ${Math.round((scores[category] ?? 0) * 100)} < ${(thresholds[category] ?? 0) * 100}`);
}
