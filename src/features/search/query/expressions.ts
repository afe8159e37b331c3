// The `where` expressions of a facet's configuration: what is searched (data formats and content types),
// version status, languages, exclusions and featured entries.
import { Op } from '../../../lib/delivery';
import type { DataFormat, ScalarValue, VersionStatus, WhereExpression } from '../../../lib/delivery/types';
import { SEARCH_FIELDS } from '../constants';
import type { FeaturedResultsConfig } from '../types';

const SYS = {
  id: 'sys.id',
  contentTypeId: 'sys.contentTypeId',
  dataFormat: 'sys.dataFormat',
  language: 'sys.language',
  versionStatus: 'sys.versionStatus',
} as const;

/** A list, or a comma-separated string, of ids. */
export function idList(ids: readonly string[] | string | null | undefined): string[] {
  const list = typeof ids === 'string' ? ids.split(',') : (ids ?? []);
  return [...new Set(list.map((id) => id.trim()).filter(Boolean))];
}

export const versionStatusExpression = (versionStatus: VersionStatus): WhereExpression => Op.equalTo(SYS.versionStatus, versionStatus);

export function languagesExpressions(languages: readonly string[]): WhereExpression[] {
  return languages.length > 0 ? [Op.in(SYS.language, [...languages])] : [];
}

/** One data format, with its types: ids starting with `!` are excluded rather than included. */
function dataFormatExpression(ids: readonly string[], dataFormat: DataFormat): WhereExpression {
  const included = ids.filter((id) => !id.startsWith('!'));
  const excluded = ids
    .filter((id) => id.startsWith('!'))
    .map((id) => id.slice(1))
    .filter(Boolean);
  const parts: WhereExpression[] = [Op.equalTo(SYS.dataFormat, dataFormat)];
  if (included.length > 0) parts.push(Op.in(SYS.contentTypeId, included));
  if (excluded.length > 0) parts.push(Op.not(Op.in(SYS.contentTypeId, excluded)));
  return Op.and(...parts);
}

/** Entries of these content types, web pages of these templates, assets of these types: any of them. */
export function contentTypeExpressions(
  contentTypeIds: readonly string[] = [],
  webpageTemplates: readonly string[] = [],
  assetTypes: readonly string[] = [],
): WhereExpression[] {
  const formats: [readonly string[], DataFormat][] = [
    [contentTypeIds, 'entry'],
    [webpageTemplates, 'webpage'],
    [assetTypes, 'asset'],
  ];
  const expressions = formats.filter(([ids]) => ids.length > 0).map(([ids, format]) => dataFormatExpression(ids, format));
  return expressions.length > 1 ? [Op.or(...expressions)] : expressions;
}

/** True, or not set at all. */
function notSwitchedOff(field: string): WhereExpression {
  return Op.or(Op.and(Op.exists(field, true), Op.equalTo(field, true)), Op.exists(field, false));
}

/**
 * Each named boolean field must not be false, nor the platform's own `sys.metadata.includeInSearch` (an editor's
 * "not in search", which every data format carries): an entry so marked is in no search, listing or mini list.
 */
export function includeInSearchExpressions(fields: readonly string[]): WhereExpression[] {
  return [...new Set([SEARCH_FIELDS.includeInSearch, ...fields])].map(notSwitchedOff);
}

export function excludeIdsExpressions(ids: readonly string[]): WhereExpression[] {
  return ids.length > 0 ? [Op.not(Op.in(SYS.id, [...ids]))] : [];
}

/** What marks an entry as featured: its content type, or a flag field's value. */
export function featuredExpressions(featured: FeaturedResultsConfig): WhereExpression[] {
  const expressions: WhereExpression[] = [];
  if (featured.contentTypeId) expressions.push(...contentTypeExpressions(idList(featured.contentTypeId)));
  if (featured.fieldId) {
    const value: ScalarValue = featured.fieldValue ?? true;
    const fields = typeof featured.fieldId === 'string' ? [featured.fieldId] : featured.fieldId;
    const matches = fields.map((field) => Op.equalTo(field, value));
    if (matches.length > 0) expressions.push(matches.length === 1 ? matches[0] : Op.or(...matches));
  }
  return expressions;
}
