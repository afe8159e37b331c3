// What every generated section of a project needs.
import type { EntryChunkWriter } from '../chunkWriter';
import type { PackPlan } from '../plan';
import type { ImagePool } from './imagePool';

export interface SectionContext {
  seed: number;
  plan: PackPlan;
  images: ImagePool;
  /** Creates a chunk writer for `prefix` in the project's entries folder. */
  writer(prefix: string): EntryChunkWriter;
}

/** Every `every`-th item from `offset` gets a flag: spreads drafts, hidden items etc. evenly. */
export const every = (i: number, every: number, offset: number): boolean => i % every === offset;
