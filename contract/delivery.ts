// The Contensis Delivery API's JSON (contensis-api.md §1): what the delivery client reads and the local
// platform answers, so both speak exactly one shape. The search query JSON is in ./search.ts.

export type VersionStatus = 'published' | 'latest';
export const VERSION_STATUSES: readonly VersionStatus[] = ['published', 'latest'];

export type DataFormat = 'entry' | 'asset' | 'webpage';

/** A string that may be localised: `{ "en-GB": "..." }`. */
export type LocalisedString = Record<string, string>;

export interface Project {
  id: string;
  name: string;
  description?: string;
  primaryLanguage: string;
  supportedLanguages: string[];
  deliverySysExclusions?: string[];
  color?: string;
}

export interface Field {
  id: string;
  name: LocalisedString;
  description?: LocalisedString;
  dataType: string;
  dataFormat?: string;
  default?: unknown;
  groupId?: string;
  validations?: Record<string, unknown>;
  editor?: Record<string, unknown>;
  fields?: Field[];
}

export interface ContentType {
  id: string;
  projectId: string;
  uuid?: string;
  name: LocalisedString;
  description?: LocalisedString;
  entryTitleField: string;
  entryDescriptionField?: string;
  fields: Field[];
  enabled?: boolean;
  defaultLanguage?: string;
  supportedLanguages?: string[];
  workflowId?: string;
  dataFormat: 'entry' | 'asset';
  previewUrl?: string | null;
  defaultParentNodeId?: string;
  groups?: unknown[];
  version?: VersionInfo;
}

export interface VersionInfo {
  versionNo?: string;
  created?: string;
  createdBy?: string;
  modified?: string;
  modifiedBy?: string;
  published?: string;
  publishedBy?: string;
  deleted?: string;
  deletedBy?: string;
  archived?: string;
  archivedBy?: string;
}

export interface EntryMetadata {
  includeInSearch?: boolean;
  includeInAtoZ?: boolean;
  includeInMenu?: boolean;
  includeInSitemap?: boolean;
  nodeId?: string;
  [key: string]: unknown;
}

export interface EntryProperties {
  filename?: string;
  fileSize?: number;
  fileId?: string;
  filePath?: string;
  width?: number;
  height?: number;
  [key: string]: unknown;
}

export interface EntrySys {
  id: string;
  projectId?: string;
  contentTypeId: string;
  dataFormat: DataFormat;
  language: string;
  availableLanguages?: string[];
  uri: string | null;
  allUris?: string[];
  slug?: string;
  versionStatus?: VersionStatus;
  isPublished?: boolean;
  owner?: string;
  workflow?: { id: string; state: string };
  metadata?: EntryMetadata;
  properties?: EntryProperties;
  version?: VersionInfo;
}

/** An entry: data fields by field id plus the virtual and system fields. */
export interface Entry {
  sys: EntrySys;
  entryTitle?: string;
  entryDescription?: string;
  entryThumbnail?: Image | null;
  entryTags?: string[];
  [fieldId: string]: unknown;
}

/** An unresolved link: an object whose only key is `sys`. */
export interface EntryStub {
  sys: Partial<EntrySys> & { id: string };
}

export interface Image {
  asset: Entry | EntryStub;
  altText?: string;
  caption?: string;
  transformations?: string | null;
}

export interface Location {
  lat: number;
  lon: number;
  distance?: number;
}

export interface DateRange {
  from: string | null;
  to: string | null;
}

export interface Quote {
  text: string;
  source?: string;
}

export interface TaxonomyValue {
  key: string;
  name?: string;
  path?: string;
}

export interface ComposerItem<T = unknown> {
  type: string;
  value: T;
}

export interface PagedList<T> {
  pageIndex: number;
  pageSize: number;
  totalCount: number;
  pageCount: number;
  items: T[];
}

/** `{ aggregationName: { value: count } }` */
export type AggregationResults = Record<string, Record<string, number>>;

export interface PagedSearchList<T> extends PagedList<T> {
  aggregations?: AggregationResults;
}

export interface Node {
  id: string;
  parentId?: string;
  projectId: string;
  slug: string;
  displayName: string;
  language: string;
  path: string;
  childCount: number;
  children?: Node[];
  entry?: Entry | EntryStub | null;
  isCanonical: boolean;
  includeInMenu: boolean;
  version: { versionNo: string };
}

export interface TaxonomyNode {
  key: string;
  name: LocalisedString | string;
  path: string;
  hasChildren: boolean;
  children?: TaxonomyNode[];
}

/** The JSON body of every error answer. */
export interface ApiErrorBody {
  logId: string;
  message: string;
  data: unknown;
  type: 'error' | 'Validation' | string;
}

/** One complaint of a validation failure: the field (a body path such as `credentials.password`) and what is wrong. */
export interface FieldError {
  field: string;
  message: string;
}

/** A validation failure (management and security API, 422): `type: "Validation"`, one item per field. */
export interface ValidationErrorBody extends ApiErrorBody {
  type: 'Validation';
  data: FieldError[];
}

/** What a failed call rejects with (a plain object, as the official client does). */
export interface ResponseContext {
  status: number;
  statusText: string;
  url: string;
  data: unknown;
}
