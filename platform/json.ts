// Guards for JSON read from a pack or a request, shared by the loader, the renderer and the search engine.
import type { EntryStub } from '../contract';

export type JsonObject = Record<string, unknown>;

export function isObject(value: unknown): value is JsonObject {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** An unresolved entry link: an object whose only key is `sys`, with a string `sys.id`. */
export function isEntryStub(value: JsonObject): value is JsonObject & EntryStub {
  if (!isObject(value.sys) || typeof value.sys.id !== 'string') return false;
  for (const key in value) if (key !== 'sys') return false;
  return true;
}
