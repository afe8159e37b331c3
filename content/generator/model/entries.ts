// Builders for pack entries and the stub shapes used inside them (links, images, taxonomy).
import type { EntryStub, Image, TaxonomyValue, VersionInfo } from '../../../contract';
import type { PackEntry } from '../../../contract';
import { addDays, REFERENCE_DATE } from '../dates';

export interface EntryMeta {
  id: string;
  projectId: string;
  contentTypeId: string;
  title: string;
  description: string;
  slug: string;
  created: string;
  /** Defaults to `created`. */
  published?: string;
  /** Major version number of the published version. */
  versionNo?: number;
  includeInSearch?: boolean;
  language?: string;
  availableLanguages?: string[];
  asset?: { uri: string; properties: Record<string, string | number> };
}

export function makeEntry(fields: Record<string, unknown>, meta: EntryMeta): PackEntry {
  const language = meta.language ?? 'en-GB';
  const published = meta.published ?? meta.created;
  const version: VersionInfo = {
    versionNo: `${meta.versionNo ?? 1}.0`,
    created: meta.created,
    modified: published,
    published,
  };
  const sys: PackEntry['sys'] = {
    id: meta.id,
    projectId: meta.projectId,
    contentTypeId: meta.contentTypeId,
    dataFormat: meta.asset ? 'asset' : 'entry',
    language,
    availableLanguages: meta.availableLanguages ?? [language],
    slug: meta.slug,
    versionStatus: 'published',
    isPublished: true,
    version,
    metadata: { includeInSearch: meta.includeInSearch ?? true },
    properties: meta.asset ? meta.asset.properties : {},
  };
  if (meta.asset) sys.uri = meta.asset.uri;
  return { ...fields, entryTitle: meta.title, entryDescription: meta.description, sys };
}

export interface DraftChanges {
  title?: string;
  description?: string;
  /** Field values to replace in the draft. */
  fields: Record<string, unknown>;
  /** Days after the published date that the draft was saved (kept before the reference date). */
  daysLater: number;
}

/** The unpublished "latest" version of a published entry: same id, changed fields. */
export function draftOf(published: PackEntry, changes: DraftChanges): PackEntry {
  const v = published.sys.version ?? {};
  const publishedAt = v.published ?? v.created ?? new Date(REFERENCE_DATE).toISOString();
  let modified = addDays(publishedAt, changes.daysLater);
  if (Date.parse(modified) > REFERENCE_DATE) modified = addDays(new Date(REFERENCE_DATE).toISOString(), -1);
  const major = parseInt(v.versionNo ?? '1', 10);
  return {
    ...published,
    ...changes.fields,
    entryTitle: changes.title ?? published.entryTitle,
    entryDescription: changes.description ?? published.entryDescription,
    sys: {
      ...published.sys,
      versionStatus: 'latest',
      version: { versionNo: `${major}.1`, created: v.created, modified, published: v.published },
    },
  };
}

/** A language variation of an entry: same id, another language, translated fields. */
export function variationOf(
  base: PackEntry,
  language: string,
  fields: Record<string, unknown>,
  title: string,
  description: string,
  slug: string,
): PackEntry {
  return {
    ...base,
    ...fields,
    entryTitle: title,
    entryDescription: description,
    sys: { ...base.sys, language, slug },
  };
}

export const link = (id: string): EntryStub => ({ sys: { id } });

export function imageValue(assetId: string, altText: string, caption?: string): Image {
  const out: Image = { asset: { sys: { id: assetId } }, altText };
  if (caption) out.caption = caption;
  return out;
}

export const taxonomyValue = (key: string): TaxonomyValue => ({ key });
