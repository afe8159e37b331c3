// Deterministic GUID-like ids: the same key always gives the same id, in any pack and any run,
// so tests and fixtures can refer to "the home page entry" without reading the pack first.
import { createHash } from 'node:crypto';

export function guid(...parts: Array<string | number>): string {
  const hex = createHash('sha1').update(parts.join(':')).digest('hex');
  // Shape it like a version-4 UUID so tools that validate GUIDs accept it.
  const variant = ((parseInt(hex[16], 16) & 0x3) | 0x8).toString(16);
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-4${hex.slice(13, 16)}-${variant}${hex.slice(17, 20)}-${hex.slice(20, 32)}`;
}

export function entryId(projectId: string, key: string | number, index?: number): string {
  return index === undefined ? guid('entry', projectId, key) : guid('entry', projectId, key, index);
}

export function nodeId(projectId: string, key: string | number, index?: number): string {
  return index === undefined ? guid('node', projectId, key) : guid('node', projectId, key, index);
}
