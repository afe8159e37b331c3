// Reading an entry's values by field path, and the text an entry offers to word searches (searchContent).
import type { Entry, VersionStatus } from '../../contract';
import { isObject, type JsonObject } from '../json';

export type Lookup = (id: string, language: string, versionStatus: VersionStatus) => Entry | undefined;

const TAXONOMY_KEYS = new Set(['key', 'name', 'path', 'hasChildren', 'children', 'displayName']);

/** A taxonomy value `{key, name?, path?}`: addressed by its key when a search names the field itself. */
export function isTaxonomyValue(value: unknown): value is { key: string; name?: unknown } {
  if (!isObject(value) || typeof value.key !== 'string') return false;
  for (const k in value) if (!TAXONOMY_KEYS.has(k)) return false;
  return true;
}

/** `{lat, lon}` with numbers or numeric strings. */
export function locationOf(value: unknown): { lat: number; lon: number } | null {
  if (!isObject(value)) return null;
  const lat = typeof value.lat === 'string' ? Number(value.lat) : value.lat;
  const lon = typeof value.lon === 'string' ? Number(value.lon) : value.lon;
  if (typeof lat !== 'number' || typeof lon !== 'number' || !Number.isFinite(lat) || !Number.isFinite(lon)) return null;
  return { lat, lon };
}

/** An entry link (stub or resolved): an object with `sys.id`. */
function linkedId(value: JsonObject): string | null {
  const sys = value.sys;
  return isObject(sys) && typeof sys.id === 'string' ? sys.id : null;
}

const pathCache = new Map<string, string[]>();
function segments(path: string): string[] {
  let segs = pathCache.get(path);
  if (!segs) {
    segs = path.split('.');
    if (pathCache.size > 10_000) pathCache.clear();
    pathCache.set(path, segs);
  }
  return segs;
}

function pushFlat(value: unknown, out: unknown[]): void {
  if (Array.isArray(value)) for (const v of value) pushFlat(v, out);
  else if (value !== undefined && value !== null) out.push(value);
}

/** Every value found at a dot path; arrays on the way (and at the end) are flattened, so each element counts. */
export function valuesAt(entry: Entry, path: string): unknown[] {
  let current: unknown[] = [entry];
  for (const seg of segments(path)) {
    const next: unknown[] = [];
    for (const v of current) if (isObject(v)) pushFlat(v[seg], next);
    if (next.length === 0) return next;
    current = next;
  }
  return current;
}

/**
 * The strings a text operator (contains, freeText, ...) sees in one value: the value itself, a taxonomy's key
 * (and name), or every string inside an object such as a composer item or component (not link `sys` data).
 */
export function textOf(value: unknown, out: string[], depth = 0): string[] {
  if (typeof value === 'string') out.push(value);
  else if (typeof value === 'number') out.push(String(value));
  else if (Array.isArray(value)) for (const v of value) textOf(v, out, depth);
  else if (isObject(value) && depth < 8) {
    if (isTaxonomyValue(value)) {
      out.push(value.key);
      if (typeof value.name === 'string') out.push(value.name);
      return out;
    }
    const composerItem = 'type' in value && 'value' in value;
    for (const k in value) {
      if (k === 'sys' || (composerItem && k === 'type')) continue;
      textOf(value[k], out, depth + 1);
    }
  }
  return out;
}

const NOT_CONTENT = new Set(['sys', 'entryTitle', 'entryDescription', 'entryThumbnail']);

function contentOf(value: unknown, out: string[], linked: (id: string, link: JsonObject) => void, depth: number): void {
  if (typeof value === 'string') {
    if (value !== '') out.push(value);
  } else if (Array.isArray(value)) {
    for (const v of value) contentOf(v, out, linked, depth);
  } else if (isObject(value) && depth < 8) {
    const id = linkedId(value);
    if (id !== null) {
      linked(id, value);
      return;
    }
    if (isTaxonomyValue(value)) {
      if (typeof value.name === 'string') out.push(value.name);
      return;
    }
    const composerItem = 'type' in value && 'value' in value;
    for (const k in value) {
      if (k === 'transformations' || (composerItem && k === 'type')) continue;
      contentOf(value[k], out, linked, depth + 1);
    }
  }
}

/**
 * The pieces of an entry's `searchContent`: every string in its data fields (composer items included) and the
 * titles and descriptions of the entries and assets it links to.
 */
export function searchContentParts(entry: Entry, lookup: Lookup | undefined): string[] {
  const out: string[] = [];
  const language = entry.sys?.language ?? '';
  const versionStatus: VersionStatus = entry.sys?.versionStatus ?? 'published';
  const linked = (id: string, link: JsonObject) => {
    let title: unknown = link.entryTitle;
    let description: unknown = link.entryDescription;
    if (title === undefined && description === undefined && lookup) {
      const sys = link.sys as JsonObject;
      const lang = typeof sys.language === 'string' ? sys.language : language;
      const target = lookup(id, lang, versionStatus) ?? (versionStatus === 'latest' ? lookup(id, lang, 'published') : undefined);
      title = target?.entryTitle;
      description = target?.entryDescription;
    }
    if (typeof title === 'string' && title !== '') out.push(title);
    if (typeof description === 'string' && description !== '') out.push(description);
  };
  for (const key in entry) {
    if (NOT_CONTENT.has(key)) continue;
    contentOf(entry[key], out, linked, 0);
  }
  // The virtual title/description usually repeat a data field; add them only when they do not.
  for (const key of ['entryTitle', 'entryDescription'] as const) {
    const v = entry[key];
    if (typeof v === 'string' && v !== '' && !out.includes(v)) out.push(v);
  }
  return out;
}

/** What `exists` tests: not missing, null, an empty string, an empty array or an empty object. */
export function hasValue(value: unknown): boolean {
  if (value === undefined || value === null) return false;
  if (typeof value === 'string') return value !== '';
  if (Array.isArray(value)) return value.some(hasValue);
  if (isObject(value)) {
    for (const k in value) if (hasValue(value[k])) return true;
    return false;
  }
  return true;
}
