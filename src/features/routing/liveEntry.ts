// Live preview: the CMS's editing pane frames the preview page and posts the entry as its editor has it now
// (`{ type: 'LIVE_ENTRY_UPDATE', payload }`, as contensis-react-base's live preview expects it). The payload is
// untrusted input even from an allowed origin: it is bounded, its identity ignored, and merged into the entry the
// server loaded, so a partial update (one field, one linked entry's field) changes only what it names.
import type { Entry } from '../../lib/delivery/types';

export const LIVE_ENTRY_UPDATE = 'LIVE_ENTRY_UPDATE';

/** Far beyond any entry an editor works on; a larger message is refused before any work. */
export const MAX_LIVE_ENTRY_CHARS = 1_000_000;
/** Deeper than any entry's fields and links go. */
const MAX_DEPTH = 32;
// Keys that would reach an object's prototype when assigned.
const UNSAFE_KEYS = new Set(['__proto__', 'constructor', 'prototype']);

type Json = Record<string, unknown>;

const isPlainObject = (value: unknown): value is Json =>
  typeof value === 'object' && value !== null && !Array.isArray(value) && Object.getPrototypeOf(value) === Object.prototype;

const linkedId = (value: unknown): string | null =>
  isPlainObject(value) && isPlainObject(value.sys) && typeof value.sys.id === 'string' ? value.sys.id : null;

/** Why a message is not a live entry update, or its payload. */
export type LiveMessage = { ok: true; payload: Json } | { ok: false; reason: string };

/** Reads a message event's data as a live entry update. */
export function readLiveMessage(data: unknown): LiveMessage {
  if (!isPlainObject(data) || data.type !== LIVE_ENTRY_UPDATE) return { ok: false, reason: 'not a live entry update' };
  if (!isPlainObject(data.payload)) return { ok: false, reason: 'its payload is not an object' };
  let size: number;
  try {
    size = JSON.stringify(data.payload).length;
  } catch {
    return { ok: false, reason: 'its payload is not JSON' };
  }
  if (size > MAX_LIVE_ENTRY_CHARS) return { ok: false, reason: `its payload is larger than ${MAX_LIVE_ENTRY_CHARS} characters` };
  return { ok: true, payload: data.payload };
}

/**
 * The value with the update merged in: objects key by key, a linked entry or asset into the same one (by `sys.id`)
 * and replaced by another, lists item by item where both are the same linked items in order, else replaced.
 */
function merged(current: unknown, update: unknown, depth: number): unknown {
  if (depth > MAX_DEPTH) throw new RangeError('The update nests too deeply');
  if (isPlainObject(update)) {
    if (!isPlainObject(current)) return copied(update, depth);
    const currentId = linkedId(current);
    const updateId = linkedId(update);
    if (currentId !== null && updateId !== null && currentId !== updateId) return copied(update, depth);
    const result: Json = { ...current };
    for (const [key, value] of Object.entries(update)) {
      if (UNSAFE_KEYS.has(key)) continue;
      result[key] = merged(current[key], value, depth + 1);
    }
    return result;
  }
  if (Array.isArray(update)) {
    const sameItems =
      Array.isArray(current) &&
      current.length === update.length &&
      update.every((item, index) => linkedId(item) !== null && linkedId(item) === linkedId(current[index]));
    return update.map((item, index) => (sameItems ? merged((current as unknown[])[index], item, depth + 1) : copied(item, depth + 1)));
  }
  return update;
}

/** A copy of an update's value without keys that reach a prototype. */
function copied(value: unknown, depth: number): unknown {
  if (depth > MAX_DEPTH) throw new RangeError('The update nests too deeply');
  if (Array.isArray(value)) return value.map((item) => copied(item, depth + 1));
  if (!isPlainObject(value)) return value;
  const result: Json = {};
  for (const [key, item] of Object.entries(value)) if (!UNSAFE_KEYS.has(key)) result[key] = copied(item, depth + 1);
  return result;
}

/**
 * The entry shown, with the editor's fields merged in; its identity (`sys`) stays the one the server loaded, so an
 * update can never turn the page into another entry. Null when the update cannot be merged (it nests too deeply).
 */
export function mergeLiveEntry(entry: Entry, payload: Json): Entry | null {
  const { sys: _ignored, ...fields } = payload;
  try {
    return { ...(merged(entry, fields, 0) as Entry), sys: entry.sys };
  } catch {
    return null;
  }
}
