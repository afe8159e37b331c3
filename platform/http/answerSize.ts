// How long an answer's JSON would be, worked out without serialising it. Answers share objects: a linked entry
// is resolved once and placed wherever it is linked, so a few entries linking to each other at linkDepth 10 make
// a small object graph whose JSON repeats them millions of times. Sizes of objects with `sys` (entries, assets,
// nodes) are remembered, so each shared one is measured once.

/** Objects with `sys`, by identity: pack entries never change, and an answer is not changed once built. */
const measured = new WeakMap<object, number>();

function objectSize(value: object): number {
  let size = 2;
  let first = true;
  if (Array.isArray(value)) {
    for (const item of value) {
      size += (first ? 0 : 1) + (item === undefined || typeof item === 'function' ? 4 : valueSize(item));
      first = false;
    }
    return size;
  }
  const record = value as Record<string, unknown>;
  for (const key in record) {
    const item = record[key];
    if (item === undefined || typeof item === 'function') continue;
    // "key": plus a comma between members; escapes in keys and strings are not counted.
    size += (first ? 0 : 1) + key.length + 3 + valueSize(item);
    first = false;
  }
  return size;
}

function valueSize(value: unknown): number {
  switch (typeof value) {
    case 'string':
      return value.length + 2;
    case 'number':
      return Number.isFinite(value) ? String(value).length : 4;
    case 'boolean':
      return value ? 4 : 5;
    case 'object': {
      if (value === null) return 4;
      if (!('sys' in value)) return objectSize(value);
      let size = measured.get(value);
      if (size === undefined) {
        size = objectSize(value);
        measured.set(value, size);
      }
      return size;
    }
    default:
      return 0;
  }
}

/** The length of `JSON.stringify(value)`, give or take the escapes. */
export function estimateJsonSize(value: unknown): number {
  return valueSize(value);
}
