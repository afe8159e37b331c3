// Test helpers: load a pack folder from disk into plain objects.
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative, sep } from 'node:path';
import type { PackContentType, PackEntry, PackNode, PackProject, PackSecurity, PackTaxonomyNode } from '../../../contract';

export interface PackProjectFiles {
  project: PackProject;
  contentTypes: PackContentType[];
  entries: PackEntry[];
  nodes: PackNode;
  taxonomy: PackTaxonomyNode;
  /** File paths under files/, relative, with forward slashes (e.g. "image-library/x.png"). */
  files: string[];
}

export interface PackFiles {
  dir: string;
  projects: Map<string, PackProjectFiles>;
  security: PackSecurity;
}

/** Every file under `dir`, relative, forward slashes, sorted. */
export function listFiles(dir: string): string[] {
  const out: string[] = [];
  const walk = (d: string): void => {
    for (const name of readdirSync(d)) {
      const path = join(d, name);
      if (statSync(path).isDirectory()) walk(path);
      else out.push(relative(dir, path).split(sep).join('/'));
    }
  };
  walk(dir);
  return out.sort();
}

const readJson = <T>(path: string): T => JSON.parse(readFileSync(path, 'utf8')) as T;

export function readPack(dir: string): PackFiles {
  const projects = new Map<string, PackProjectFiles>();
  for (const name of readdirSync(dir).sort()) {
    const root = join(dir, name);
    if (!statSync(root).isDirectory()) continue;
    const entries: PackEntry[] = [];
    for (const file of readdirSync(join(root, 'entries')).sort()) {
      const data = readJson<PackEntry | PackEntry[]>(join(root, 'entries', file));
      entries.push(...(Array.isArray(data) ? data : [data]));
    }
    projects.set(name, {
      project: readJson(join(root, 'project.json')),
      contentTypes: readJson(join(root, 'content-types.json')),
      entries,
      nodes: readJson(join(root, 'nodes.json')),
      taxonomy: readJson(join(root, 'taxonomy.json')),
      files: listFiles(join(root, 'files')),
    });
  }
  return { dir, projects, security: readJson(join(dir, 'security.json')) };
}

export interface VisitedNode {
  node: PackNode;
  path: string;
  depth: number;
  /** restrictedTo of the node or its nearest restricted ancestor. */
  restriction?: true | string[];
}

export function flattenNodes(root: PackNode): VisitedNode[] {
  const out: VisitedNode[] = [];
  const visit = (node: PackNode, parentPath: string, depth: number, inherited?: true | string[]): void => {
    const path = depth === 0 ? '/' : `${parentPath === '/' ? '' : parentPath}/${node.slug}`;
    // `false` lifts an inherited restriction.
    const restriction = node.restrictedTo === false ? undefined : (node.restrictedTo ?? inherited);
    out.push({ node, path, depth, restriction });
    for (const child of node.children ?? []) visit(child, path, depth + 1, restriction);
  };
  visit(root, '', 0);
  return out;
}

/** Published entries in the primary language: one per id. */
export function primaryEntries(project: PackProjectFiles): PackEntry[] {
  return project.entries.filter((e) => e.sys.versionStatus === 'published' && e.sys.language === project.project.primaryLanguage);
}
