import type { ContentType, Entry, LocalisedString, PackClient, PackGroup, PackUser, Project, VersionStatus } from '../../contract';

// The in-memory model of a loaded content pack, with the indexes the HTTP layer needs.

/** Who may see a node: `groups: null` = any signed-in user; otherwise a user in one of the groups. */
export interface Restriction {
  groups: string[] | null;
}

export interface LoadedNode {
  id: string;
  slug: string;
  displayName: LocalisedString;
  entryId: string | null;
  includeInMenu: boolean;
  /** The restriction in force here, own or inherited; null = public. */
  restriction: Restriction | null;
  /** `/` for the root, then the slugs joined by `/`. */
  path: string;
  /** 1 for the root. */
  level: number;
  parent: LoadedNode | null;
  /** In defined order. */
  children: LoadedNode[];
  /** True when this is the first node its entry is attached to (or it has no entry). */
  isCanonical: boolean;
  versionNo: string;
}

export interface TaxonomyTreeNode {
  key: string;
  name: LocalisedString;
  /** Names in the project's primary language, joined by `/`. */
  path: string;
  parent: TaxonomyTreeNode | null;
  /** In defined order. */
  children: TaxonomyTreeNode[];
}

/** The variations of one entry in one language. `latest` always exists: the draft, or the published version. */
export interface EntryVersions {
  published?: Entry;
  latest: Entry;
}

export interface LoadedProject {
  id: string;
  dir: string;
  project: Project;
  contentTypes: ContentType[];
  /** Keyed by lower-case content type id. */
  contentTypesById: Map<string, ContentType>;
  /** Every entry as the API serves it: published versions and latest versions (one per id and language each). */
  entries: Entry[];
  /** Lower-case entry id -> language -> versions. */
  entriesById: Map<string, Map<string, EntryVersions>>;
  /** Lower-case entry id -> the restrictions of the nodes it is attached to (absent when public). */
  entryRestrictions: Map<string, Restriction[]>;
  root: LoadedNode;
  /** Keyed by lower-case node id. */
  nodesById: Map<string, LoadedNode>;
  /** Keyed by lower-case path. */
  nodesByPath: Map<string, LoadedNode>;
  /** Lower-case entry id -> attached nodes, canonical first. */
  nodesByEntryId: Map<string, LoadedNode[]>;
  taxonomy: TaxonomyTreeNode | null;
  taxonomyByKey: Map<string, TaxonomyTreeNode>;
  /** Keyed by lower-case path. */
  taxonomyByPath: Map<string, TaxonomyTreeNode>;
  /** The project's `files/` folder, when it has one. */
  filesDir: string | null;
}

/** A group of security.json with its parents resolved to ids. */
export interface LoadedGroup extends Omit<PackGroup, 'parentGroups'> {
  parentGroupIds: string[];
}

/** A user of security.json with its groups resolved to ids and its status completed. */
export interface LoadedUser extends Omit<PackUser, 'groups' | 'status'> {
  /** Group ids the user is a direct member of. */
  groupIds: string[];
  status: { suspended: boolean; locked: boolean };
}

export type LoadedClient = Required<PackClient>;

export interface LoadedSecurity {
  groups: LoadedGroup[];
  groupsById: Map<string, LoadedGroup>;
  /** Keyed by lower-case name. */
  groupsByName: Map<string, LoadedGroup>;
  users: LoadedUser[];
  clients: Map<string, LoadedClient>;
  accessTokens: Set<string>;
}

export interface LoadedPack {
  dir: string;
  /** Keyed by lower-case project id. */
  projects: Map<string, LoadedProject>;
  /** In folder-name order. */
  projectList: LoadedProject[];
  security: LoadedSecurity | null;
}

export function findProject(pack: LoadedPack, projectId: string): LoadedProject | undefined {
  return pack.projects.get(projectId.toLowerCase());
}

/** The entry variation for a language and version status; `latest` falls back to the published version. */
export function findEntry(project: LoadedProject, id: string, language: string, versionStatus: VersionStatus): Entry | undefined {
  const versions = project.entriesById.get(id.toLowerCase())?.get(language);
  if (!versions) return undefined;
  return versionStatus === 'latest' ? versions.latest : versions.published;
}

export function findNode(project: LoadedProject, id: string): LoadedNode | undefined {
  return project.nodesById.get(id.toLowerCase());
}

/** The group names a user belongs to, including groups inherited through parent groups. */
export function expandGroups(security: LoadedSecurity, groupIds: readonly string[]): string[] {
  const seen = new Set<string>();
  const names: string[] = [];
  const visit = (id: string) => {
    if (seen.has(id)) return;
    seen.add(id);
    const group = security.groupsById.get(id);
    if (!group) return;
    names.push(group.name);
    group.parentGroupIds.forEach(visit);
  };
  groupIds.forEach(visit);
  return names;
}
