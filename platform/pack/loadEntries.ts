import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import type { ContentType, DataFormat, Entry, Project, VersionStatus } from '../../contract';
import { at, expectObject, fail, optionalString, requiredString, type Where } from './check';
import { readJsonFile } from './jsonFile';
import { isObject, type JsonObject } from '../json';

const DATA_FORMATS: readonly DataFormat[] = ['entry', 'asset', 'webpage'];

export interface EntryContext {
  project: Project;
  contentTypesById: Map<string, ContentType>;
  contentTypesFile: string;
  /** Lower-case language code -> the project's spelling of it. */
  languages: Map<string, string>;
}

/** An entry as read from the pack, before the platform computes uris, languages and links. */
export interface LoadedEntry {
  entry: Entry;
  where: Where;
  versionStatus: VersionStatus;
}

/** Reads every `entries/*.json` file (one entry or an array of entries each), in file-name order. */
export function loadEntryFiles(dir: string, displayDir: string, context: EntryContext): LoadedEntry[] {
  let names: string[];
  try {
    names = readdirSync(dir)
      .filter((name) => name.toLowerCase().endsWith('.json'))
      .sort();
  } catch {
    return [];
  }
  const loaded: LoadedEntry[] = [];
  for (const name of names) {
    const file = `${displayDir}/${name}`;
    const raw = readJsonFile(join(dir, name), file);
    if (Array.isArray(raw)) {
      for (let index = 0; index < raw.length; index++) {
        loaded.push(normaliseEntry(raw[index], { file, field: `entries[${index}]` }, context));
      }
    } else {
      loaded.push(normaliseEntry(raw, { file, field: 'entry' }, context));
    }
  }
  return loaded;
}

/** The sys fields every entry must have. */
interface CheckedSys {
  id: string;
  contentType: ContentType;
  language: string;
  versionStatus: VersionStatus;
  dataFormat: string;
}

/** Checks the sys fields every entry must have against the project and its content types. */
function checkSys(sys: JsonObject, sysWhere: Where, context: EntryContext): CheckedSys {
  const id = requiredString(sys, 'id', sysWhere);
  const contentTypeId = requiredString(sys, 'contentTypeId', sysWhere);
  const contentType = context.contentTypesById.get(contentTypeId.toLowerCase());
  if (!contentType) {
    fail(at(sysWhere, 'contentTypeId'), `"${contentTypeId}" names no content type in ${context.contentTypesFile}`);
  }
  const rawLanguage = requiredString(sys, 'language', sysWhere);
  const language = context.languages.get(rawLanguage.toLowerCase());
  if (!language) {
    fail(
      at(sysWhere, 'language'),
      `"${rawLanguage}" is not a supported language of project ${context.project.id} (${context.project.supportedLanguages.join(', ')})`,
    );
  }
  const versionStatus = optionalString(sys, 'versionStatus', sysWhere) ?? 'published';
  if (versionStatus !== 'published' && versionStatus !== 'latest') {
    fail(at(sysWhere, 'versionStatus'), 'must be "published" or "latest"');
  }
  const dataFormat = optionalString(sys, 'dataFormat', sysWhere) ?? contentType.dataFormat;
  if (!(DATA_FORMATS as readonly string[]).includes(dataFormat)) {
    fail(at(sysWhere, 'dataFormat'), 'must be "entry", "asset" or "webpage"');
  }
  return { id, contentType, language, versionStatus, dataFormat };
}

/** Validates one entry and fills in the optional sys fields. */
function normaliseEntry(raw: unknown, where: Where, context: EntryContext): LoadedEntry {
  const value = expectObject(raw, where);
  const sysWhere = at(where, 'sys');
  const sys = expectObject(value.sys, sysWhere);
  const { id, contentType, language, versionStatus, dataFormat } = checkSys(sys, sysWhere, context);

  const entryTitle = optionalString(value, 'entryTitle', where) ?? textField(value, contentType.entryTitleField);
  const entryDescription =
    optionalString(value, 'entryDescription', where) ??
    (contentType.entryDescriptionField ? textField(value, contentType.entryDescriptionField) : undefined);

  const metadata = sys.metadata === undefined ? {} : expectObject(sys.metadata, at(sysWhere, 'metadata'));
  const properties = sys.properties === undefined ? {} : expectObject(sys.properties, at(sysWhere, 'properties'));
  const version = sys.version === undefined ? {} : expectObject(sys.version, at(sysWhere, 'version'));
  for (const [key, text] of Object.entries(version)) {
    if (typeof text !== 'string' && text !== null) fail(at(at(sysWhere, 'version'), key), 'must be a string');
  }

  const isAsset = dataFormat === 'asset';
  const storedUri = optionalString(sys, 'uri', sysWhere);
  optionalString(sys, 'slug', sysWhere);
  if (metadata.includeInSearch === undefined) metadata.includeInSearch = true;

  // The parsed JSON belongs to the loader: complete it in place rather than copying every entry.
  sys.id = id;
  sys.projectId = context.project.id;
  sys.contentTypeId = contentType.id;
  sys.dataFormat = dataFormat;
  sys.language = language;
  sys.uri = isAsset ? (storedUri ?? assetUri(properties)) : null;
  sys.allUris = isAsset && sys.uri ? [sys.uri] : [];
  sys.versionStatus = versionStatus;
  if (!isObject(sys.workflow)) {
    sys.workflow = { id: 'contensisEntryBasic', state: versionStatus === 'published' ? 'versionComplete' : 'draft' };
  }
  sys.metadata = metadata;
  sys.properties = properties;
  sys.version = version;
  value.entryTitle = entryTitle;
  if (entryDescription !== undefined) value.entryDescription = entryDescription;
  return { entry: value as Entry, where, versionStatus };
}

function textField(entry: Record<string, unknown>, fieldId: string): string {
  const value = entry[fieldId];
  return typeof value === 'string' ? value : '';
}

function assetUri(properties: Record<string, unknown>): string | null {
  const filename = properties.filename;
  const filePath = properties.filePath;
  if (typeof filename !== 'string' || typeof filePath !== 'string') return null;
  return `${filePath.replace(/\/+$/, '')}/${filename}`.replace(/^(?!\/)/, '/');
}
