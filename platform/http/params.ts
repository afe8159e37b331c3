import type { VersionStatus } from '../../contract';
import type { LoadedProject } from '../pack';
import { checkCount, checkJsonNesting } from '../search';
import { ApiError, badRequest } from './apiError';

// Query parameter readers: each rejects a wrong value with a 400 that names the parameter and says what is wrong.

type Query = Map<string, string>;

const MAX_LINK_DEPTH = 10;

export function intParam(query: Query, name: string, fallback: number, min: number, max: number): number {
  const text = query.get(name.toLowerCase());
  if (text === undefined || text.trim() === '') return fallback;
  if (!/^\s*-?\d+\s*$/.test(text)) throw badRequest(`The ${name} parameter must be an integer, not "${text}"`);
  const value = Number(text);
  if (value < min || value > max) {
    const range = max === Number.MAX_SAFE_INTEGER ? `at least ${min}` : `between ${min} and ${max}`;
    throw badRequest(`The ${name} parameter must be ${range}, not ${value}`);
  }
  return value;
}

export function boolParam(query: Query, name: string): boolean {
  const text = query.get(name.toLowerCase());
  if (text === undefined || text === '') return false;
  const lower = text.toLowerCase();
  if (lower === 'true') return true;
  if (lower === 'false') return false;
  throw badRequest(`The ${name} parameter must be true or false, not "${text}"`);
}

export function versionStatusParam(query: Query): VersionStatus {
  const text = query.get('versionstatus');
  if (text === undefined || text === '') return 'published';
  const lower = text.toLowerCase();
  if (lower === 'published' || lower === 'latest') return lower;
  throw badRequest(`The versionStatus parameter must be "published" or "latest", not "${text}"`);
}

/** The requested language in the project's spelling; the primary language when none is given. */
export function languageParam(query: Query, project: LoadedProject): { language: string; explicit: boolean } {
  const text = query.get('language');
  if (text === undefined || text === '') return { language: project.project.primaryLanguage, explicit: false };
  return { language: supportedLanguage(project, text), explicit: true };
}

function supportedLanguage(project: LoadedProject, text: string): string {
  const lower = text.toLowerCase();
  const found = project.project.supportedLanguages.find((language) => language.toLowerCase() === lower);
  if (!found) throw new ApiError(404, `The project ${project.id} does not support the language "${text}"`);
  return found;
}

export function jsonParam(query: Query, name: string): unknown {
  const text = query.get(name.toLowerCase());
  if (text === undefined || text === '') return undefined;
  checkJsonNesting(text, `The ${name} parameter`);
  try {
    return JSON.parse(text);
  } catch (error) {
    throw badRequest(`The ${name} parameter is not valid JSON: ${error instanceof Error ? error.message : String(error)}`);
  }
}

/** `{"fieldPath": depth}`; the longest path matching a field wins over `linkDepth`. */
export function fieldLinkDepthsParam(query: Query, name: string): Record<string, number> | null {
  return fieldLinkDepthsValue(jsonParam(query, name), name);
}

/** A value for a message; not JSON.stringify for arrays and objects, which recurses through any nesting sent. */
function shown(value: unknown): string {
  if (Array.isArray(value)) return 'an array';
  return typeof value === 'object' && value !== null ? 'an object' : String(JSON.stringify(value));
}

export function fieldLinkDepthsValue(value: unknown, name: string): Record<string, number> | null {
  if (value === undefined || value === null) return null;
  if (typeof value !== 'object' || Array.isArray(value)) {
    throw badRequest(`The ${name} parameter must be a JSON object of field paths and link depths`);
  }
  const depths: Record<string, number> = {};
  const entries = Object.entries(value);
  checkCount('fieldLinkDepths', entries.length);
  for (const [path, depth] of entries) {
    if (typeof depth !== 'number' || !Number.isInteger(depth) || depth < 0 || depth > MAX_LINK_DEPTH) {
      throw badRequest(
        `The ${name} parameter must give each field path an integer depth from 0 to ${MAX_LINK_DEPTH}; "${path}" has ${shown(depth)}`,
      );
    }
    depths[path] = depth;
  }
  return Object.keys(depths).length > 0 ? depths : null;
}

/** A comma-separated list, or a JSON array of strings (older documentation). */
export function listParam(query: Query, name: string): string[] | null {
  const text = query.get(name.toLowerCase());
  if (text === undefined || text.trim() === '') return null;
  if (text.trim().startsWith('[')) {
    const value = jsonParam(query, name);
    if (!Array.isArray(value) || value.some((item) => typeof item !== 'string')) {
      throw badRequest(`The ${name} parameter must be a comma-separated list or a JSON array of strings`);
    }
    return value.map((item: string) => item.trim()).filter(Boolean);
  }
  const items = text
    .split(',')
    .map((item) => item.trim())
    .filter(Boolean);
  return items.length > 0 ? items : null;
}

export function linkDepthParam(query: Query, name = 'linkDepth'): number {
  return intParam(query, name, 0, 0, MAX_LINK_DEPTH);
}
