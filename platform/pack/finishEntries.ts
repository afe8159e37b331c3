import type { ContentType, Entry, EntryStub, EntrySys, Project, TaxonomyValue, VersionInfo } from '../../contract';
import { at, fail, pickLocalised } from './check';
import type { LoadedEntry } from './loadEntries';
import type { EntryVersions, LoadedNode, TaxonomyTreeNode } from './model';
import { slugify } from './slugify';
import { isEntryStub as isStub, isObject } from '../json';

/** Dates a pack leaves out get this fixed value, so answers are reproducible. */
const DEFAULT_DATE = '2024-01-01T00:00:00.000Z';

interface StoredVersions {
  published?: LoadedEntry;
  draft?: LoadedEntry;
}

/** Groups entries by id and language; an id, language and version status may appear once. */
export function indexEntries(loaded: readonly LoadedEntry[]): Map<string, Map<string, StoredVersions>> {
  const byId = new Map<string, Map<string, StoredVersions>>();
  for (const item of loaded) {
    const sys = item.entry.sys;
    const idKey = sys.id.toLowerCase();
    let languages = byId.get(idKey);
    if (!languages) {
      languages = new Map();
      byId.set(idKey, languages);
    }
    let versions = languages.get(sys.language);
    if (!versions) {
      versions = {};
      languages.set(sys.language, versions);
    }
    const slot = item.versionStatus === 'published' ? 'published' : 'draft';
    const previous = versions[slot];
    if (previous) {
      fail(
        at(item.where, 'sys.id'),
        `"${sys.id}" (${sys.language}, ${item.versionStatus}) is already defined at ${previous.where.file}: ${previous.where.field}`,
      );
    }
    versions[slot] = item;
  }
  return byId;
}

export interface FinishContext {
  project: Project;
  contentTypesById: Map<string, ContentType>;
  nodesByEntryId: Map<string, LoadedNode[]>;
  taxonomyByKey: Map<string, TaxonomyTreeNode> | null;
}

/**
 * Completes what the platform computes: uris from node attachments, available languages, publication state,
 * version defaults, taxonomy values and link stubs. Answers the served entries and the id index.
 */
export function finishEntries(
  stored: Map<string, Map<string, StoredVersions>>,
  context: FinishContext,
): { entries: Entry[]; entriesById: Map<string, Map<string, EntryVersions>> } {
  const entries: Entry[] = [];
  const entriesById = new Map<string, Map<string, EntryVersions>>();

  for (const [idKey, languages] of stored) {
    const nodes = context.nodesByEntryId.get(idKey) ?? [];
    const publishedLanguages: string[] = [];
    const allLanguages: string[] = [];
    for (const [language, versions] of languages) {
      allLanguages.push(language);
      if (versions.published) publishedLanguages.push(language);
    }

    for (const versions of languages.values()) {
      const published = versions.published?.entry;
      const draft = versions.draft?.entry;
      if (published) finishSys(published, nodes, publishedLanguages, undefined);
      if (draft) finishSys(draft, nodes, allLanguages, published?.sys);
      for (const item of [versions.published, versions.draft]) {
        if (item) completeTaxonomy(item, context);
      }
    }
  }

  // Stubs are completed once every entry knows its uri.
  const lookup = (id: string) => stored.get(id.toLowerCase());
  for (const [idKey, languages] of stored) {
    const index = new Map<string, EntryVersions>();
    entriesById.set(idKey, index);
    for (const [language, versions] of languages) {
      const published = versions.published?.entry;
      const draft = versions.draft?.entry;
      if (published) completeStubs(published, lookup, context);
      if (draft) completeStubs(draft, lookup, context);
      // Every entry has a latest version: its draft, or else its published version seen through the latest index.
      const latest = draft ?? (published ? { ...published, sys: { ...published.sys, versionStatus: 'latest' as const } } : undefined);
      if (!latest) continue;
      index.set(language, published ? { published, latest } : { latest });
      if (published) entries.push(published);
      entries.push(latest);
    }
  }
  return { entries, entriesById };
}

function finishSys(entry: Entry, nodes: readonly LoadedNode[], languages: string[], publishedSys: EntrySys | undefined): void {
  const sys = entry.sys;
  const isPublishedVersion = sys.versionStatus === 'published';
  if (sys.dataFormat !== 'asset') {
    sys.uri = nodes.length > 0 ? nodes[0].path : null;
    sys.allUris = nodes.map((node) => node.path);
  }
  if (!Array.isArray(sys.availableLanguages)) sys.availableLanguages = languages;
  if (typeof sys.isPublished !== 'boolean') sys.isPublished = isPublishedVersion || publishedSys !== undefined;
  // A draft keeps its published version's slug unless it says otherwise.
  if (sys.slug === undefined) sys.slug = publishedSys?.slug ?? (slugify(entry.entryTitle ?? '') || sys.id);
  sys.version = versionDefaults(sys.version ?? {}, isPublishedVersion, publishedSys?.version);
}

/** Fills the version dates and number in place (the loader owns the parsed JSON). */
function versionDefaults(version: VersionInfo, isPublishedVersion: boolean, publishedVersion: VersionInfo | undefined): VersionInfo {
  version.created ??= publishedVersion?.created ?? version.modified ?? version.published ?? DEFAULT_DATE;
  version.modified ??= version.created;
  version.versionNo ??= isPublishedVersion ? '1.0' : nextMinor(publishedVersion?.versionNo);
  if (version.published === undefined) {
    const published = isPublishedVersion ? version.modified : publishedVersion?.published;
    if (published !== undefined) version.published = published;
  }
  return version;
}

function nextMinor(versionNo: string | undefined): string {
  const match = versionNo ? /^(\d+)\.(\d+)$/.exec(versionNo) : null;
  return match ? `${match[1]}.${Number(match[2]) + 1}` : '0.1';
}

/** Taxonomy field values are stored as `{ key }` (or the key alone) and answered as `{ key, name, path }`. */
function completeTaxonomy(item: LoadedEntry, context: FinishContext): void {
  const entry = item.entry;
  const contentType = context.contentTypesById.get(entry.sys.contentTypeId.toLowerCase());
  if (!contentType) return;
  for (const field of contentType.fields) {
    if (field.dataFormat !== 'taxonomy' || entry[field.id] === undefined || entry[field.id] === null) continue;
    const where = at(item.where, field.id);
    const value = entry[field.id];
    if (Array.isArray(value)) {
      entry[field.id] = value.map((one, index) => taxonomyValue(one, at(where, index), entry.sys.language, context));
    } else {
      entry[field.id] = taxonomyValue(value, where, entry.sys.language, context);
    }
  }
}

function taxonomyValue(value: unknown, where: { file: string; field: string }, language: string, context: FinishContext): TaxonomyValue {
  const key = typeof value === 'string' ? value : isObject(value) && typeof value.key === 'string' ? value.key : null;
  if (key === null) fail(where, 'must be a taxonomy value { "key": "..." }');
  const node = context.taxonomyByKey?.get(key);
  if (!node) {
    fail(
      at(where, 'key'),
      context.taxonomyByKey ? `"${key}" names no taxonomy node` : `"${key}" names no taxonomy node (the project has no taxonomy.json)`,
    );
  }
  return {
    ...(isObject(value) ? value : {}),
    key,
    name: pickLocalised(node.name, language, context.project.primaryLanguage),
    path: node.path,
  };
}

/**
 * Link stubs in a pack may hold only `sys.id`; they are answered with the language, data format, content type
 * and uri of their target, as the Delivery API does (the official client's `resolve()` needs the language).
 */
function completeStubs(entry: Entry, lookup: (id: string) => Map<string, StoredVersions> | undefined, context: FinishContext): void {
  const visit = (value: unknown): void => {
    if (Array.isArray(value)) {
      for (const item of value) visit(item);
      return;
    }
    if (!isObject(value)) return;
    if (isStub(value)) {
      completeStub(value.sys, entry.sys.language, lookup, context);
      return;
    }
    for (const key in value) visit(value[key]);
  };
  for (const key in entry) if (key !== 'sys') visit(entry[key]);
}

function completeStub(
  sys: EntryStub['sys'],
  linkingLanguage: string,
  lookup: (id: string) => Map<string, StoredVersions> | undefined,
  context: FinishContext,
): void {
  const languages = lookup(sys.id);
  if (!languages) return;
  const targetLanguage = (() => {
    if (typeof sys.language === 'string' && languages.has(sys.language)) return sys.language;
    if (languages.has(linkingLanguage)) return linkingLanguage;
    const first = languages.values().next().value;
    const contentTypeId = (first?.published ?? first?.draft)?.entry.sys.contentTypeId ?? '';
    const preferred = context.contentTypesById.get(contentTypeId.toLowerCase())?.defaultLanguage ?? context.project.primaryLanguage;
    return languages.has(preferred) ? preferred : (languages.keys().next().value ?? linkingLanguage);
  })();
  const versions = languages.get(targetLanguage);
  const target = (versions?.published ?? versions?.draft)?.entry;
  if (!target) return;
  if (sys.language === undefined) sys.language = targetLanguage;
  if (sys.dataFormat === undefined) sys.dataFormat = target.sys.dataFormat;
  if (sys.contentTypeId === undefined) sys.contentTypeId = target.sys.contentTypeId;
  if (sys.uri === undefined) sys.uri = target.sys.uri;
}
