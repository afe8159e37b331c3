import type { Entry, EntrySys } from '../../contract';

/**
 * The `fields` parameter: ids to include (`title`, `sys.uri`) or, with a `-` prefix, to leave out (`-body`).
 * The minimum sys (id, dataFormat, language, contentTypeId, uri) is always returned.
 */
export interface FieldSelection {
  /** Top-level keys to keep; null = keep all but the excluded ones. */
  include: Set<string> | null;
  /** sys paths to add to the minimum sys (`uri`, `version.published`); `*` = the whole sys. */
  sysPaths: string[];
  exclude: Set<string>;
  excludeSys: string[];
}

const MINIMUM_SYS: readonly (keyof EntrySys)[] = ['id', 'dataFormat', 'language', 'contentTypeId', 'uri'];

export function parseFieldSelection(fields: readonly string[] | null): FieldSelection | null {
  if (!fields || fields.length === 0) return null;
  const include = new Set<string>();
  const sysPaths: string[] = [];
  const exclude = new Set<string>();
  const excludeSys: string[] = [];
  for (const raw of fields) {
    const excluded = raw.startsWith('-');
    const field = raw.replace(/^[-+]/, '').trim();
    if (!field) continue;
    const [top, ...rest] = field.split('.');
    if (top === 'sys') {
      if (excluded) {
        if (rest.length > 0) excludeSys.push(rest.join('.'));
        else exclude.add('sys');
      } else {
        sysPaths.push(rest.length > 0 ? rest.join('.') : '*');
      }
    } else if (excluded) {
      exclude.add(top);
    } else {
      include.add(top);
    }
  }
  return { include: include.size > 0 || sysPaths.length > 0 ? include : null, sysPaths, exclude, excludeSys };
}

export function selectFields(entry: Entry, selection: FieldSelection): Entry {
  const result: Record<string, unknown> = {};
  if (selection.include) {
    for (const key of selection.include) {
      if (key in entry && !selection.exclude.has(key)) result[key] = entry[key];
    }
  } else {
    for (const key in entry) {
      if (key !== 'sys' && !selection.exclude.has(key)) result[key] = entry[key];
    }
  }
  result.sys = selectSys(entry.sys, selection);
  return result as Entry;
}

function selectSys(sys: EntrySys, selection: FieldSelection): EntrySys {
  const whole = selection.sysPaths.includes('*') || (selection.include === null && !selection.exclude.has('sys'));
  let result: Record<string, unknown>;
  if (whole) {
    result = { ...sys };
  } else {
    result = {};
    for (const key of MINIMUM_SYS) result[key] = sys[key];
    for (const path of selection.sysPaths) copyPath(sys as unknown as Record<string, unknown>, result, path.split('.'));
  }
  for (const path of selection.excludeSys) {
    const [top] = path.split('.');
    if (!(MINIMUM_SYS as readonly string[]).includes(top)) delete result[top];
  }
  return result as unknown as EntrySys;
}

function copyPath(from: Record<string, unknown>, to: Record<string, unknown>, path: string[]): void {
  const [head, ...rest] = path;
  if (!(head in from)) return;
  const value = from[head];
  if (rest.length === 0 || typeof value !== 'object' || value === null || Array.isArray(value)) {
    to[head] = value;
    return;
  }
  const existing = to[head];
  const target: Record<string, unknown> = typeof existing === 'object' && existing !== null ? (existing as Record<string, unknown>) : {};
  to[head] = target;
  copyPath(value as Record<string, unknown>, target, rest);
}
