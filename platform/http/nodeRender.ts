import type { Entry, EntryStub, Node, VersionStatus } from '../../contract';
import { findEntry, pickLocalised, type LoadedProject, type LoadedNode } from '../pack';
import { canSeeEntry, canSeeNode } from './access';
import type { Caller } from './caller';
import { renderEntry } from './entryRender';
import type { FieldSelection } from './fieldSelection';
import type { SurrogateKeys } from './surrogateKeys';

export interface NodeRenderOptions {
  project: LoadedProject;
  language: string;
  explicitLanguage: boolean;
  versionStatus: VersionStatus;
  /** Levels of children to include. */
  depth: number;
  /** null = the entry as a stub; `all` = every field (`entryFields=*`). */
  entryFields: FieldSelection | 'all' | null;
  entryLinkDepth: number;
  entryFieldLinkDepths: Record<string, number> | null;
  caller: Caller;
  keys: SurrogateKeys | null;
}

/** The children of a node the caller may see, in defined order. */
export function visibleChildren(node: LoadedNode, caller: Caller): LoadedNode[] {
  let hidden = false;
  for (const child of node.children) {
    if (child.restriction && !canSeeNode(child, caller)) {
      hidden = true;
      break;
    }
  }
  return hidden ? node.children.filter((child) => canSeeNode(child, caller)) : node.children;
}

/**
 * A node as the Delivery API answers it. A node without an entry answers `entry: null`; so does a node whose
 * entry has no variation in the requested language and version status. `children` is present only when
 * `depth` asked for it.
 */
export function renderNode(node: LoadedNode, options: NodeRenderOptions, depth: number = options.depth): Node {
  const { project } = options;
  // Descendants included by `depth` are covered by the {project}_nodes key their answer carries; naming each
  // one would make a tree answer name every node of the site.
  if (depth === options.depth) options.keys?.node(project.id, node.id);
  const children = visibleChildren(node, options.caller);
  const result: Node = {
    id: node.id,
    projectId: project.id,
    slug: node.slug,
    displayName: pickLocalised(node.displayName, options.language, project.project.primaryLanguage),
    language: options.language,
    path: node.path,
    childCount: children.length,
    entry: nodeEntry(node, options),
    isCanonical: node.isCanonical,
    includeInMenu: node.includeInMenu,
    version: { versionNo: node.versionNo },
  };
  if (node.parent) result.parentId = node.parent.id;
  if (depth > 0) result.children = children.map((child) => renderNode(child, options, depth - 1));
  return result;
}

function nodeEntry(node: LoadedNode, options: NodeRenderOptions): Entry | EntryStub | null {
  if (node.entryId === null) return null;
  const { project } = options;
  const entry = findEntry(project, node.entryId, options.language, options.versionStatus);
  if (!entry) return null;
  const sys = entry.sys;
  const stub: EntryStub = {
    sys: { id: sys.id, language: sys.language, dataFormat: sys.dataFormat, contentTypeId: sys.contentTypeId, uri: sys.uri },
  };
  // A stub says nothing an entry edit can change (its uri follows the tree, named by {project}_nodes).
  if (options.entryFields === null || !canSeeEntry(project, sys.id, options.caller)) return stub;
  options.keys?.entry(project.id, entry.sys.id);
  return renderEntry(entry, {
    project,
    language: options.explicitLanguage ? options.language : null,
    versionStatus: options.versionStatus,
    linkDepth: options.entryLinkDepth,
    fieldLinkDepths: options.entryFieldLinkDepths,
    fields: options.entryFields === 'all' ? null : options.entryFields,
    caller: options.caller,
    keys: options.keys,
  });
}
