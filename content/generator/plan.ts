// How many entries of each kind a pack of N entries gets. N counts distinct entry ids across
// both projects, assets included; drafts and language variations share their entry's id.

export const DEFAULT_ENTRIES = 180;
export const DEFAULT_SEED = 1;
export const MAX_ENTRIES = 1_000_000;

/** Images of the intranet project (3 scenes, 2 portraits): a fixed part of every pack. */
export const INTRANET_SCENES = 3;
export const INTRANET_PORTRAITS = 2;

export interface PackPlan {
  entries: number;
  seed: number;
  /** Website pages, fixed news, leaders, the annual report and all intranet fixed entries. */
  fixed: number;
  scenes: number;
  portraits: number;
  news: number;
  events: number;
  people: number;
  research: number;
  staffNews: number;
}

/** Smallest pack the allocation below can fill (every generated kind gets a few entries). */
export const minimumEntries = (fixed: number): number => fixed + 40;

export function planPack(entries: number, seed: number, fixed: number): PackPlan {
  const rest = entries - fixed;
  if (rest < 40) throw new Error(`planPack: ${entries} entries cannot hold the ${fixed} fixed ones plus the generated minimum`);
  const images = Math.min(60, Math.max(12, Math.round(rest * 0.14)));
  const portraits = Math.max(4, Math.round(images / 3));
  const staffNews = Math.max(3, Math.round(rest * 0.05));
  const pool = rest - images - staffNews;
  const news = Math.max(4, Math.floor(pool * 0.4));
  const events = Math.max(4, Math.floor(pool * 0.3));
  const people = Math.max(4, Math.floor(pool * 0.18));
  const research = pool - news - events - people;
  return { entries, seed, fixed, scenes: images - portraits, portraits, news, events, people, research, staffNews };
}
