// Views of the pack that state what a client-credentials or access-token caller should see, derived
// from the pack's own rules (content-pack.md): searches without a `sys.versionStatus` clause see published
// versions in every language; entries attached to a restricted node are left out for callers that are
// not signed-in users.
import type { PackEntry, PackNode, PackProject } from './demoPack';

function attachments(project: PackProject): Map<string, PackNode[]> {
  const map = new Map<string, PackNode[]>();
  for (const node of project.nodes) {
    if (!node.entryId) continue;
    const list = map.get(node.entryId) ?? [];
    list.push(node);
    map.set(node.entryId, list);
  }
  return map;
}

/** An entry attached to several nodes is only served to callers who may see every one of them. */
export function isRestrictedEntry(project: PackProject, entryId: string): boolean {
  return (attachments(project).get(entryId) ?? []).some((node) => node.restricted);
}

/** Published versions, every language, restricted entries left out: what a JSON search sees. */
export function searchable(project: PackProject): PackEntry[] {
  const restricted = new Set([...attachments(project)].filter(([, nodes]) => nodes.some((n) => n.restricted)).map(([id]) => id));
  return project.records.filter((e) => e.versionStatus === 'published' && !restricted.has(e.id));
}

/** The canonical uri: the first attachment in tree order, else null. */
export function canonicalUri(project: PackProject, entryId: string): string | null {
  return attachments(project).get(entryId)?.[0]?.path ?? null;
}

export function findRecord(
  project: PackProject,
  id: string,
  language = project.primaryLanguage,
  versionStatus: 'published' | 'latest' = 'published',
): PackEntry {
  const found = project.records.find((e) => e.id === id && e.language === language && e.versionStatus === versionStatus);
  if (!found) throw new Error(`pack has no ${versionStatus} ${language} version of ${id}`);
  return found;
}

export function nodeAt(project: PackProject, path: string): PackNode {
  const node = project.nodeByPath.get(path);
  if (!node) throw new Error(`pack has no node at ${path}`);
  return node;
}

/** Children a client caller may see, in defined order. */
export function visibleChildren(project: PackProject, node: PackNode): PackNode[] {
  return node.childIds.map((id) => project.nodeById.get(id)).filter((n): n is PackNode => !!n && !n.restricted);
}

/** A field value by dot path (`dateRange.from`, `sys.id`). */
export function valueAt(entry: PackEntry, path: string): unknown {
  let current: unknown = entry.raw;
  for (const part of path.split('.')) {
    if (typeof current !== 'object' || current === null || Array.isArray(current)) return undefined;
    current = (current as Record<string, unknown>)[part];
  }
  return current;
}

/** `id/language`, the identity of a variation (ids repeat across languages). */
export function variations(entries: readonly PackEntry[]): string[] {
  return entries.map((e) => `${e.id}/${e.language}`);
}

/** Sorts by the keys in turn (numbers numerically, strings by code unit) and fails on a full tie, so an
 *  expected order never depends on how the server breaks ties. */
export function orderEntries(entries: readonly PackEntry[], keys: { field: string; desc?: boolean }[]): PackEntry[] {
  const compare = (a: PackEntry, b: PackEntry): number => {
    for (const { field, desc } of keys) {
      const va = valueAt(a, field);
      const vb = valueAt(b, field);
      if (va === vb) continue;
      const order = typeof va === 'number' && typeof vb === 'number' ? va - vb : String(va) < String(vb) ? -1 : 1;
      return desc ? -order : order;
    }
    throw new Error(`the order is ambiguous: ${a.id} and ${b.id} tie on every key`);
  };
  return [...entries].sort(compare);
}
