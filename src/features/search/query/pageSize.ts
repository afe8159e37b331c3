import { DEFAULT_RESULT_PAGE_SIZE, MAX_PAGE_SIZE } from '../constants';

/** A page size the Delivery API accepts: a whole number from 1 to its maximum, else the default. */
export function clampPageSize(size: number | null | undefined): number {
  if (typeof size !== 'number' || !Number.isFinite(size) || size < 1) return DEFAULT_RESULT_PAGE_SIZE;
  return Math.min(Math.floor(size), MAX_PAGE_SIZE);
}
