import type { ContentChange, ContentChangeProject } from '../../contract';
import { surrogateKey } from '../http/surrogateKeys';
import type { EntryVersions, LoadedNode, LoadedPack, LoadedProject, TaxonomyTreeNode } from '../pack';

/**
 * What differs between two loads of a pack, as the surrogate keys of the answers it may change
 * (platform/http/surrogateKeys.ts): an entry changes its own answers, every entry list of the project and the
 * lists of its content type; a node its own answers and every answer shaped by the tree; and so on.
 * A project that appears or goes changes everything.
 */
export function packChanges(previous: LoadedPack, next: LoadedPack): ContentChange {
  const keys = new Set<string>();
  const projects: ContentChangeProject[] = [];
  let everything = false;
  const ids = new Set([...previous.projects.keys(), ...next.projects.keys()]);
  for (const id of ids) {
    const before = previous.projects.get(id);
    const after = next.projects.get(id);
    if (!before || !after) {
      everything = true;
      projects.push({ id: (before ?? after)?.id ?? id, entryIds: [], nodePaths: [], contentTypeIds: [] });
      continue;
    }
    const changed = projectChanges(before, after, keys);
    if (changed.entryIds.length + changed.nodePaths.length + changed.contentTypeIds.length > 0) projects.push(changed);
  }
  return { keys: [...keys], everything, projects };
}

/** Whether a change touched anything at all. */
export function isEmptyChange(change: ContentChange): boolean {
  return !change.everything && change.keys.length === 0;
}

function projectChanges(before: LoadedProject, after: LoadedProject, keys: Set<string>): ContentChangeProject {
  const project = after.id;
  const key = (kind: string, id?: string) => keys.add(surrogateKey(project, kind, id));

  const entryIds = changedIds(before.entriesById, after.entriesById, entryText);
  for (const id of entryIds) {
    key('entry', id);
    for (const type of [entryType(before, id), entryType(after, id)]) if (type) key('contenttype', type);
  }
  if (entryIds.length > 0) key('entries');

  const nodeIds = changedIds(before.nodesById, after.nodesById, nodeText);
  for (const id of nodeIds) key('node', id);
  if (nodeIds.length > 0) key('nodes');

  const contentTypeIds = changedIds(before.contentTypesById, after.contentTypesById, (type) => JSON.stringify(type));
  for (const id of contentTypeIds) key('contenttype', id);
  if (contentTypeIds.length > 0) key('contenttypes');

  if (taxonomyText(before.taxonomyByKey) !== taxonomyText(after.taxonomyByKey)) key('taxonomy');
  if (JSON.stringify(before.project) !== JSON.stringify(after.project)) key('project');

  const nodePaths = nodeIds.map((id) => (after.nodesById.get(id) ?? before.nodesById.get(id))?.path ?? id);
  return { id: project, entryIds: originalIds(entryIds, before, after), nodePaths, contentTypeIds: typeIds(contentTypeIds, before, after) };
}

/** Ids (map keys) present in one map only, or whose values read differently. */
function changedIds<T>(before: ReadonlyMap<string, T>, after: ReadonlyMap<string, T>, text: (value: T) => string): string[] {
  const changed: string[] = [];
  for (const [id, value] of after) {
    const old = before.get(id);
    if (old === undefined || text(old) !== text(value)) changed.push(id);
  }
  for (const id of before.keys()) if (!after.has(id)) changed.push(id);
  return changed;
}

function entryText(languages: ReadonlyMap<string, EntryVersions>): string {
  return JSON.stringify([...languages]);
}

function entryType(project: LoadedProject, id: string): string | null {
  const languages = project.entriesById.get(id);
  const first = languages?.values().next().value;
  return first?.latest.sys.contentTypeId ?? null;
}

/** A node as its answers show it: the tree around it by ids, not by the (circular) parent and child objects. */
function nodeText(node: LoadedNode): string {
  const { parent, children, ...own } = node;
  return JSON.stringify({ ...own, parent: parent?.id ?? null, children: children.map((child) => child.id) });
}

function taxonomyText(byKey: ReadonlyMap<string, TaxonomyTreeNode>): string {
  const nodes = [...byKey.values()].map(({ parent, children, ...own }) => ({
    ...own,
    parent: parent?.key ?? null,
    children: children.map((child) => child.key),
  }));
  return JSON.stringify(nodes);
}

/** Entry ids as the pack spells them (the maps are keyed in lower case). */
function originalIds(ids: readonly string[], before: LoadedProject, after: LoadedProject): string[] {
  return ids.map((id) => {
    const languages = after.entriesById.get(id) ?? before.entriesById.get(id);
    const first = languages?.values().next().value;
    return first?.latest.sys.id ?? id;
  });
}

function typeIds(ids: readonly string[], before: LoadedProject, after: LoadedProject): string[] {
  return ids.map((id) => (after.contentTypesById.get(id) ?? before.contentTypesById.get(id))?.id ?? id);
}
