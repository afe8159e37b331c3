// The on-disk shapes of a content pack (/work/shared/content-pack.md). They differ from the API
// shapes in ../../src/lib/delivery/types.ts where the pack leaves things for the platform to
// compute (sys.uri, node paths, taxonomy paths) or allows plain strings for localised names.
import type { LocalisedString, Project, VersionInfo, VersionStatus } from '../../src/lib/delivery/types';

export type PackProject = Project;

export type PackText = string | LocalisedString;

export interface PackField {
  id: string;
  name: PackText;
  description?: PackText;
  dataType: string;
  dataFormat?: string;
  validations?: Record<string, unknown>;
}

export interface PackContentType {
  id: string;
  projectId: string;
  name: PackText;
  description?: PackText;
  dataFormat: 'entry' | 'asset';
  entryTitleField: string;
  entryDescriptionField?: string;
  defaultLanguage: string;
  supportedLanguages: string[];
  enabled: boolean;
  fields: PackField[];
}

export interface PackEntrySys {
  id: string;
  projectId: string;
  contentTypeId: string;
  dataFormat: 'entry' | 'asset';
  language: string;
  availableLanguages: string[];
  slug: string;
  /** Only assets carry a uri in the pack (their file path); entries get theirs from nodes. */
  uri?: string;
  versionStatus: VersionStatus;
  isPublished: boolean;
  version: VersionInfo;
  metadata: { includeInSearch: boolean };
  properties: Record<string, string | number>;
}

export interface PackEntry {
  sys: PackEntrySys;
  entryTitle: string;
  entryDescription: string;
  [fieldId: string]: unknown;
}

export interface PackNode {
  id: string;
  slug: string;
  displayName: string;
  entryId?: string;
  includeInMenu: boolean;
  restrictedTo?: true | string[];
  children?: PackNode[];
}

export interface PackTaxonomyNode {
  key: string;
  name: string;
  children?: PackTaxonomyNode[];
}

export interface PackGroup {
  id: string;
  name: string;
  description: string;
  parentGroups: string[];
}

export interface PackUser {
  id: string;
  username: string;
  email: string;
  firstName: string;
  lastName: string;
  password: string;
  groups: string[];
  status: { suspended: boolean; locked: boolean };
}

export interface PackClient {
  clientId: string;
  clientSecret: string;
  scopes: string[];
}

export interface PackSecurity {
  groups: PackGroup[];
  users: PackUser[];
  clients: PackClient[];
  accessTokens: string[];
}
