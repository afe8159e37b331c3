// Shared steps for writing one project folder of a pack.
import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { EntryChunkWriter, toJson } from './chunkWriter';
import { assetEntry, IMAGE_FOLDER, renderAsset, type ImageAsset } from './media/library';
import { PACK_FILES, type PackContentType, type PackEntry, type PackNode, type PackProject, type PackTaxonomyNode } from '../../contract';

export interface ProjectDirs {
  root: string;
  entries: string;
  imageLibrary: string;
}

export interface ProjectReport {
  projectId: string;
  /** Distinct entries by content type id. */
  byContentType: Record<string, number>;
}

export async function createProjectDirs(packDir: string, projectId: string): Promise<ProjectDirs> {
  const root = join(packDir, projectId);
  const dirs = {
    root,
    entries: join(root, PACK_FILES.entries),
    imageLibrary: join(root, PACK_FILES.files, IMAGE_FOLDER.replace(/\//g, '')),
  };
  await mkdir(dirs.entries, { recursive: true });
  await mkdir(dirs.imageLibrary, { recursive: true });
  return dirs;
}

export async function writeProjectFiles(
  dirs: ProjectDirs,
  project: PackProject,
  types: PackContentType[],
  taxonomy: PackTaxonomyNode,
): Promise<void> {
  await writeFile(join(dirs.root, PACK_FILES.project), toJson(project));
  await writeFile(join(dirs.root, PACK_FILES.contentTypes), toJson(types));
  await writeFile(join(dirs.root, PACK_FILES.taxonomy), toJson(taxonomy));
}

export async function writeNodes(dirs: ProjectDirs, root: PackNode): Promise<void> {
  await writeFile(join(dirs.root, PACK_FILES.nodes), toJson(root));
}

/** Draws each image, writes its PNG and its asset entry. Returns how many were written. */
export async function writeImages(dirs: ProjectDirs, assets: ImageAsset[], seed: number): Promise<number> {
  const writer = new EntryChunkWriter(dirs.entries, 'images');
  for (const asset of assets) {
    const picture = renderAsset(asset, seed);
    await writeFile(join(dirs.imageLibrary, asset.filename), picture.png);
    await writer.add([assetEntry(asset, picture)]);
  }
  await writer.close();
  return writer.written;
}

/** Writes hand-made entries, keeping each id's versions and variations together. */
export async function writeGroupedEntries(dirs: ProjectDirs, prefix: string, entries: PackEntry[]): Promise<void> {
  const groups = new Map<string, PackEntry[]>();
  for (const e of entries) {
    const group = groups.get(e.sys.id);
    if (group) group.push(e);
    else groups.set(e.sys.id, [e]);
  }
  const writer = new EntryChunkWriter(dirs.entries, prefix);
  for (const group of groups.values()) await writer.add(group);
  await writer.close();
}

export function countByType(entries: PackEntry[], into: Record<string, number>): void {
  const seen = new Set<string>();
  for (const e of entries) {
    if (seen.has(e.sys.id)) continue;
    seen.add(e.sys.id);
    into[e.sys.contentTypeId] = (into[e.sys.contentTypeId] ?? 0) + 1;
  }
}

export function addCount(into: Record<string, number>, type: string, n: number): void {
  into[type] = (into[type] ?? 0) + n;
}
