// Turns a tree of hand-written page specs into pack entries and nodes.
import type { PackEntry, PackNode, PackText } from '../../../contract';
import { entryId, nodeId } from '../ids';
import { draftOf, makeEntry, variationOf, type DraftChanges } from './entries';

export interface PageVariation {
  language: string;
  title: string;
  description: string;
  slug: string;
  fields: Record<string, unknown>;
  /** The node's name in this language (the node keeps the primary name where a variation has none). */
  displayName?: string;
}

export interface PageSpec {
  /** Stable key: the entry and node ids derive from it. */
  key: string;
  slug: string;
  displayName: string;
  contentTypeId: string;
  title: string;
  description: string;
  fields: Record<string, unknown>;
  created: string;
  published?: string;
  versionNo?: number;
  includeInMenu?: boolean;
  includeInSearch?: boolean;
  restrictedTo?: true | string[];
  draft?: DraftChanges;
  variations?: PageVariation[];
  children?: PageSpec[];
}

export interface BuiltTree {
  root: PackNode;
  entries: PackEntry[];
  /** Nodes by page key, so generated children can be attached later. */
  nodes: Map<string, PackNode>;
}

/** The node's name: a plain string, or localised when a variation names the node in its language. */
function nodeName(page: PageSpec): PackText {
  const named = (page.variations ?? []).filter((v) => v.displayName);
  if (named.length === 0) return page.displayName;
  return Object.fromEntries([['en-GB', page.displayName], ...named.map((v) => [v.language, v.displayName])]) as PackText;
}

export function buildPageTree(projectId: string, spec: PageSpec): BuiltTree {
  const entries: PackEntry[] = [];
  const nodes = new Map<string, PackNode>();
  const visit = (page: PageSpec): PackNode => {
    const id = entryId(projectId, page.key);
    const languages = ['en-GB', ...(page.variations ?? []).map((v) => v.language)];
    const entry = makeEntry(page.fields, {
      id,
      projectId,
      contentTypeId: page.contentTypeId,
      title: page.title,
      description: page.description,
      slug: page.slug || 'home',
      created: page.created,
      published: page.published,
      versionNo: page.versionNo,
      includeInSearch: page.includeInSearch,
      availableLanguages: languages,
    });
    entries.push(entry);
    if (page.draft) entries.push(draftOf(entry, page.draft));
    for (const v of page.variations ?? []) entries.push(variationOf(entry, v.language, v.fields, v.title, v.description, v.slug));
    const node: PackNode = {
      id: nodeId(projectId, page.key),
      slug: page.slug,
      displayName: nodeName(page),
      entryId: id,
      includeInMenu: page.includeInMenu ?? true,
    };
    if (page.restrictedTo) node.restrictedTo = page.restrictedTo;
    nodes.set(page.key, node);
    if (page.children?.length) node.children = page.children.map(visit);
    return node;
  };
  const root = visit(spec);
  return { root, entries, nodes };
}
