// The files of a content pack (content-pack.md): what the generator writes and the local platform loads.
// They are the Delivery API's shapes (./delivery) except where the pack leaves things for the platform
// to compute (sys.uri, node paths, taxonomy paths, defaults) or allows plain strings for localised names.
// Optional here = optional in a pack; the platform's defaults are listed in platform/README.md.
import type { ContentType, EntrySys, Field, LocalisedString, Project } from './delivery';

/** The names of a pack's files and folders. */
export const PACK_FILES = {
  /** One folder per project beside it; the folder name is the project id. */
  security: 'security.json',
  project: 'project.json',
  contentTypes: 'content-types.json',
  /** A folder of JSON files, each holding one entry or an array of entries. */
  entries: 'entries',
  nodes: 'nodes.json',
  taxonomy: 'taxonomy.json',
  /** A folder served at its own paths: files/image-library/x.jpg is /image-library/x.jpg. */
  files: 'files',
} as const;

/** A name: a plain string or a localised object; the API answers it localised. */
export type PackText = string | LocalisedString;

/** project.json. */
export type PackProject = Project;

export interface PackField extends Omit<Field, 'name' | 'description' | 'fields'> {
  name: PackText;
  description?: PackText;
  fields?: PackField[];
}

/** One item of content-types.json. */
export interface PackContentType extends Omit<ContentType, 'projectId' | 'name' | 'description' | 'dataFormat' | 'fields'> {
  /** Defaults to the project folder's id. */
  projectId?: string;
  name: PackText;
  description?: PackText;
  /** Defaults to `entry`. */
  dataFormat?: 'entry' | 'asset';
  fields: PackField[];
}

/** An entry's `sys` in a pack: `id`, `contentTypeId` and `language` are required, the rest has defaults. */
export interface PackEntrySys extends Partial<Omit<EntrySys, 'id' | 'contentTypeId' | 'language' | 'uri' | 'allUris'>> {
  id: string;
  contentTypeId: string;
  language: string;
  /** Only assets carry a uri in a pack (their file's path); entries get theirs from the nodes. */
  uri?: string;
}

/** An entry as stored in entries/*.json; links are stubs `{ "sys": { "id" } }`. */
export interface PackEntry {
  sys: PackEntrySys;
  entryTitle?: string;
  entryDescription?: string;
  [fieldId: string]: unknown;
}

/** nodes.json holds the root node; paths come from the slugs (the root's slug is ""). */
export interface PackNode {
  id: string;
  slug: string;
  displayName: PackText;
  entryId?: string;
  /** Defaults to true. */
  includeInMenu?: boolean;
  /** `true` = signed-in visitors; a list = members of one of these groups (names or ids); `false` lifts an inherited restriction. */
  restrictedTo?: boolean | string[];
  version?: { versionNo: string };
  children?: PackNode[];
}

/** taxonomy.json holds the root node; a child's key is its parent's key, "/" and its own id. */
export interface PackTaxonomyNode {
  key: string;
  name: PackText;
  children?: PackTaxonomyNode[];
}

export interface PackGroup {
  id: string;
  name: string;
  description?: string;
  /** Group names (or ids); members of this group are members of its parents too. */
  parentGroups?: string[];
}

export interface PackUser {
  id: string;
  username: string;
  email?: string;
  firstName?: string;
  lastName?: string;
  /** A seed value only: the platform stores a slow salted hash of it. */
  password?: string;
  /** Group names (or ids). */
  groups?: string[];
  status?: { suspended?: boolean; locked?: boolean };
}

/** An API client for the client_credentials grant. */
export interface PackClient {
  clientId: string;
  clientSecret: string;
  scopes?: string[];
}

/** security.json: shared by every project of the pack. */
export interface PackSecurity {
  groups?: PackGroup[];
  users?: PackUser[];
  clients?: PackClient[];
  /** Delivery API access tokens; without any, every token is refused. */
  accessTokens?: string[];
}
