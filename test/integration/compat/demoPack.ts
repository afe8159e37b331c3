// An independent reading of the demo pack's files: the expectations of the compatibility suite come
// from here (and from facts content/README.md states), never from the platform's own answers. Only the
// rules the pack format and contensis-api.md state are applied: published versions by default, paths
// from slugs, the first attachment in tree order is canonical, restricted nodes hide their entries.
import { readdirSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';

export const DEMO_DIR = resolve(__dirname, '../../../content/demo');

export type Json = null | boolean | number | string | Json[] | { [key: string]: Json };
export type JsonObject = { [key: string]: Json };

export function isObject(value: unknown): value is JsonObject {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

export interface PackEntry {
  id: string;
  contentTypeId: string;
  language: string;
  versionStatus: 'published' | 'latest';
  includeInSearch: boolean;
  entryTitle: string;
  /** The stored record, fields included. */
  raw: JsonObject;
}

export interface PackNode {
  id: string;
  parentId: string | null;
  slug: string;
  path: string;
  /** 1 = root, as `startLevel` counts. */
  level: number;
  displayName: Json;
  entryId: string | null;
  includeInMenu: boolean;
  /** Own or inherited `restrictedTo`. */
  restricted: boolean;
  childIds: string[];
}

export interface PackTaxonomyNode {
  key: string;
  name: string;
  children: PackTaxonomyNode[];
}

export interface PackProject {
  id: string;
  primaryLanguage: string;
  records: PackEntry[];
  nodes: PackNode[];
  nodeById: Map<string, PackNode>;
  nodeByPath: Map<string, PackNode>;
  taxonomy: PackTaxonomyNode;
}

function readJson(file: string): unknown {
  return JSON.parse(readFileSync(file, 'utf8'));
}

function str(value: Json | undefined, fallback = ''): string {
  return typeof value === 'string' ? value : fallback;
}

/** A pack name (plain, or localised `{ "en-GB": "…", "cy": "…" }`) in `language`, else in the primary language. */
export function textIn(value: Json | undefined, language = 'en-GB', primary = 'en-GB'): string | null {
  if (typeof value === 'string') return value;
  if (!isObject(value)) return null;
  const own = value[language] ?? value[primary];
  return typeof own === 'string' ? own : null;
}

function toEntry(raw: JsonObject): PackEntry {
  const sys = isObject(raw.sys) ? raw.sys : {};
  const metadata = isObject(sys.metadata) ? sys.metadata : {};
  return {
    id: str(sys.id),
    contentTypeId: str(sys.contentTypeId),
    language: str(sys.language),
    versionStatus: sys.versionStatus === 'latest' ? 'latest' : 'published',
    includeInSearch: metadata.includeInSearch !== false,
    entryTitle: str(raw.entryTitle),
    raw,
  };
}

function readEntries(dir: string): PackEntry[] {
  const entries: PackEntry[] = [];
  for (const file of readdirSync(dir)
    .filter((name) => name.endsWith('.json'))
    .sort()) {
    const content = readJson(join(dir, file));
    for (const item of Array.isArray(content) ? content : [content]) {
      if (isObject(item)) entries.push(toEntry(item));
    }
  }
  return entries;
}

function readNodes(root: JsonObject): PackNode[] {
  const nodes: PackNode[] = [];
  // Pre-order walk, so the array is in tree order (first attachment = canonical).
  const walk = (raw: JsonObject, parent: PackNode | null): void => {
    const slug = str(raw.slug);
    const own = raw.restrictedTo;
    const restricted = own === undefined ? (parent?.restricted ?? false) : own !== false;
    const node: PackNode = {
      id: str(raw.id),
      parentId: parent ? parent.id : null,
      slug,
      path: parent ? `${parent.path === '/' ? '' : parent.path}/${slug}` : '/',
      level: parent ? parent.level + 1 : 1,
      displayName: raw.displayName ?? null,
      entryId: typeof raw.entryId === 'string' ? raw.entryId : null,
      includeInMenu: raw.includeInMenu !== false,
      restricted,
      childIds: [],
    };
    nodes.push(node);
    parent?.childIds.push(node.id);
    const children = Array.isArray(raw.children) ? raw.children : [];
    for (const child of children) if (isObject(child)) walk(child, node);
  };
  walk(root, null);
  return nodes;
}

function readTaxonomy(raw: JsonObject): PackTaxonomyNode {
  const children = Array.isArray(raw.children) ? raw.children.filter(isObject) : [];
  return { key: str(raw.key), name: textIn(raw.name) ?? '', children: children.map(readTaxonomy) };
}

const cache = new Map<string, PackProject>();

export function readProject(projectId: string): PackProject {
  const cached = cache.get(projectId);
  if (cached) return cached;
  const dir = join(DEMO_DIR, projectId);
  const project = readJson(join(dir, 'project.json'));
  const nodesJson = readJson(join(dir, 'nodes.json'));
  const taxonomyJson = readJson(join(dir, 'taxonomy.json'));
  if (!isObject(project) || !isObject(nodesJson) || !isObject(taxonomyJson)) throw new Error(`bad pack: ${dir}`);
  const nodes = readNodes(nodesJson);
  const result: PackProject = {
    id: projectId,
    primaryLanguage: str(project.primaryLanguage),
    records: readEntries(join(dir, 'entries')),
    nodes,
    nodeById: new Map(nodes.map((node) => [node.id, node])),
    nodeByPath: new Map(nodes.map((node) => [node.path, node])),
    taxonomy: readTaxonomy(taxonomyJson),
  };
  cache.set(projectId, result);
  return result;
}
