// `orderBy` accepts the client's string shorthand: `-field` descending, `+field` or `field` ascending.
import type { OrderByItem } from './types';

export type OrderByInput = string | OrderByItem | readonly (string | OrderByItem)[] | null | undefined;

export function toOrderBy(input: OrderByInput): OrderByItem[] {
  if (input === null || input === undefined) return [];
  const items = typeof input === 'string' || !Array.isArray(input) ? [input as string | OrderByItem] : input;
  const result: OrderByItem[] = [];
  for (const item of items) {
    if (typeof item !== 'string') {
      result.push(item);
      continue;
    }
    const trimmed = item.trim();
    if (trimmed.startsWith('-')) result.push({ desc: trimmed.slice(1) });
    else if (trimmed.startsWith('+')) result.push({ asc: trimmed.slice(1) });
    else if (trimmed) result.push({ asc: trimmed });
  }
  return result.filter((entry) => ('asc' in entry ? entry.asc : entry.desc));
}
