import type { Project } from '../../contract';
import { at, expectObject, fail, optionalString, optionalStringArray, requiredString, type Where } from './check';

/** Validates project.json; the folder name is the project id. */
export function loadProjectInfo(raw: unknown, file: string, folderName: string): Project {
  const where: Where = { file, field: '' };
  const value = expectObject(raw, where);
  const id = optionalString(value, 'id', where) ?? folderName;
  if (id.toLowerCase() !== folderName.toLowerCase()) {
    fail(at(where, 'id'), `"${id}" does not match the project folder name "${folderName}"`);
  }
  const primaryLanguage = requiredString(value, 'primaryLanguage', where);
  const supportedLanguages = optionalStringArray(value, 'supportedLanguages', where);
  if (!supportedLanguages || supportedLanguages.length === 0) fail(at(where, 'supportedLanguages'), 'is required');
  if (!supportedLanguages.includes(primaryLanguage)) {
    fail(at(where, 'supportedLanguages'), `must include the primary language "${primaryLanguage}"`);
  }
  const project: Project = {
    id: folderName,
    name: requiredString(value, 'name', where),
    description: optionalString(value, 'description', where) ?? '',
    primaryLanguage,
    supportedLanguages,
    deliverySysExclusions: optionalStringArray(value, 'deliverySysExclusions', where) ?? [],
  };
  const color = optionalString(value, 'color', where);
  if (color !== undefined) project.color = color;
  return project;
}
