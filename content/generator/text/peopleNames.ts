// Invented staff names for quotes and bylines inside prose (not person entries).
import type { Random } from '../random';
import { FIRST_NAMES, LAST_NAMES } from './vocabulary';

const QUOTE_ROLES = [
  'glasshouse supervisor',
  'seed bank manager',
  'head of science',
  'curator of the arboretum',
  'learning officer',
  'herbarium curator',
  'research scientist',
  'head gardener',
  'volunteer coordinator',
  'community engagement officer',
] as const;

export function personName(rng: Random): string {
  return `${rng.pick(FIRST_NAMES)} ${rng.pick(LAST_NAMES)}`;
}

/** "Nia Price, seed bank manager" */
export function speaker(rng: Random, role?: string): string {
  return `${personName(rng)}, ${role ?? rng.pick(QUOTE_ROLES)}`;
}
