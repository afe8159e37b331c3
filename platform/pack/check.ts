import type { LocalisedString } from '../../contract';
import { PackError } from './errors';
import { isObject, type JsonObject } from '../json';

// Small validators that name the file and the field path of the value they reject.

export interface Where {
  file: string;
  field: string;
}

export function at(where: Where, key: string | number): Where {
  if (typeof key === 'number') return { file: where.file, field: `${where.field}[${key}]` };
  return { file: where.file, field: where.field ? `${where.field}.${key}` : key };
}

export function fail(where: Where, problem: string): never {
  throw new PackError(where.file, where.field, problem);
}

export function expectObject(value: unknown, where: Where): JsonObject {
  if (!isObject(value)) fail(where, value === undefined ? 'is required' : 'must be an object');
  return value;
}

export function expectArray(value: unknown, where: Where): unknown[] {
  if (!Array.isArray(value)) fail(where, value === undefined ? 'is required' : 'must be an array');
  return value;
}

export function requiredString(object: JsonObject, key: string, where: Where): string {
  const value = object[key];
  if (value === undefined || value === null || value === '') fail(at(where, key), 'is required');
  if (typeof value !== 'string') fail(at(where, key), 'must be a string');
  return value;
}

export function optionalString(object: JsonObject, key: string, where: Where): string | undefined {
  const value = object[key];
  if (value === undefined || value === null) return undefined;
  if (typeof value !== 'string') fail(at(where, key), 'must be a string');
  return value;
}

export function optionalBoolean(object: JsonObject, key: string, where: Where): boolean | undefined {
  const value = object[key];
  if (value === undefined || value === null) return undefined;
  if (typeof value !== 'boolean') fail(at(where, key), 'must be true or false');
  return value;
}

export function optionalStringArray(object: JsonObject, key: string, where: Where): string[] | undefined {
  const value = object[key];
  if (value === undefined || value === null) return undefined;
  const list = expectArray(value, at(where, key));
  list.forEach((item, index) => {
    if (typeof item !== 'string') fail(at(at(where, key), index), 'must be a string');
  });
  return list as string[];
}

/** Accepts a plain string or a localised object and always answers the localised form. */
export function localised(value: unknown, primaryLanguage: string, where: Where): LocalisedString {
  if (typeof value === 'string') return { [primaryLanguage]: value };
  if (isObject(value)) {
    for (const [language, text] of Object.entries(value)) {
      if (typeof text !== 'string') fail(at(where, language), 'must be a string');
    }
    return value as LocalisedString;
  }
  fail(where, value === undefined ? 'is required' : 'must be a string or an object of strings by language');
}

/** Picks a language's text, falling back to the primary language, then to any value. */
export function pickLocalised(value: LocalisedString, language: string, primaryLanguage: string): string {
  return value[language] ?? value[primaryLanguage] ?? Object.values(value)[0] ?? '';
}
