import type { Entry } from './types';

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null;

/**
 * A linked (or attached) entry that has been resolved. An unresolved link is an object whose only key is `sys`
 * (contensis-api.md §1.9), so anything with a field beside `sys` carries content.
 */
export function isResolvedEntry(value: unknown): value is Entry {
  if (!isRecord(value) || !isRecord(value.sys) || typeof value.sys.contentTypeId !== 'string') return false;
  for (const key in value) if (key !== 'sys') return true;
  return false;
}
