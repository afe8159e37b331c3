// The Delivery API's `fields` keeps the listed fields of an entry and of every entry or asset linked from it, and
// always their minimum sys (id, dataFormat, language, contentTypeId, uri) with the `sys.` paths listed. An answer
// asked for with more fields is narrowed here to what a shorter list would have brought, so that one call can
// serve whichever of several lists turns out to be wanted (the route loader: the node and its entry together).

const MINIMUM_SYS = ['id', 'dataFormat', 'language', 'contentTypeId', 'uri'];

/** A `fields` list this module can narrow to: fields to include (no `-` exclusions, no `*`). */
export interface FieldNarrowing {
  readonly fields: readonly string[];
  /** `sys.` paths beyond the minimum, split at the dots; `[]` is the whole sys (`sys` listed alone). */
  readonly sysPaths: readonly (readonly string[])[];
}

/** The narrowing to `fields`, or null for a list an answer cannot be narrowed to (exclusions, `*`, empty). */
export function fieldNarrowing(fields: readonly string[]): FieldNarrowing | null {
  const kept: string[] = [];
  const sysPaths: string[][] = [];
  for (const raw of fields) {
    const field = raw.trim().replace(/^\+/, '');
    if (!field) continue;
    if (field.startsWith('-') || field === '*') return null;
    const [top, ...rest] = field.split('.');
    if (top === 'sys') sysPaths.push(rest);
    else kept.push(top);
  }
  return kept.length > 0 || sysPaths.length > 0 ? { fields: kept, sysPaths } : null;
}

type Json = Record<string, unknown>;

function isObject(value: unknown): value is Json {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** Entries and assets, resolved or not, are the objects that carry a sys with an id. */
function isEntryLike(value: Json): boolean {
  return isObject(value.sys) && typeof value.sys.id === 'string';
}

/**
 * `answer` (an entry fetched with a list of fields that includes `narrowing`'s, at the same link depth) as it
 * would have come with `narrowing`'s fields alone. Values are shared with `answer`, not copied.
 */
export function narrowToFields<T>(answer: T, narrowing: FieldNarrowing): T {
  return narrowValue(answer, narrowing) as T;
}

function narrowValue(value: unknown, narrowing: FieldNarrowing): unknown {
  if (Array.isArray(value)) return value.map((item) => narrowValue(item, narrowing));
  if (!isObject(value)) return value;
  if (isEntryLike(value)) return narrowEntry(value, narrowing);
  // A field value holding links (an image's asset, composer items, a list of links): narrow what it links to.
  const result: Json = {};
  for (const key of Object.keys(value)) result[key] = narrowValue(value[key], narrowing);
  return result;
}

function narrowEntry(entry: Json, narrowing: FieldNarrowing): Json {
  const result: Json = {};
  for (const field of narrowing.fields) {
    if (field in entry) result[field] = narrowValue(entry[field], narrowing);
  }
  result.sys = narrowSys(entry.sys as Json, narrowing.sysPaths);
  return result;
}

function narrowSys(sys: Json, paths: FieldNarrowing['sysPaths']): Json {
  if (paths.some((path) => path.length === 0)) return sys;
  const result: Json = {};
  for (const key of MINIMUM_SYS) if (key in sys) result[key] = sys[key];
  for (const path of paths) copyPath(sys, result, path);
  return result;
}

function copyPath(from: Json, to: Json, [head, ...rest]: readonly string[]): void {
  if (head === undefined || !(head in from)) return;
  const value = from[head];
  if (rest.length === 0 || !isObject(value)) {
    to[head] = value;
    return;
  }
  const existing = to[head];
  // Copied whole for a shorter path already (and shared with the answer, which may be frozen).
  if (existing === value) return;
  const target = isObject(existing) ? existing : {};
  to[head] = target;
  copyPath(value, target, rest);
}
