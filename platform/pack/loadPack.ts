import { existsSync, readdirSync, statSync } from 'node:fs';
import { basename, join, resolve } from 'node:path';
import { type ContentType, type Entry, PACK_FILES } from '../../contract';
import { PackError } from './errors';
import { finishEntries, indexEntries } from './finishEntries';
import { readJsonFile } from './jsonFile';
import { loadContentTypes } from './loadContentTypes';
import { loadEntryFiles } from './loadEntries';
import { loadNodes } from './loadNodes';
import { loadProjectInfo } from './loadProjectInfo';
import { loadSecurity } from './loadSecurity';
import { loadTaxonomy, type TaxonomyTree } from './loadTaxonomy';
import type { LoadedPack, LoadedProject, LoadedNode, LoadedSecurity, Restriction } from './model';

/**
 * Loads a content pack (content-pack.md): every sub-folder holding a project.json is a project.
 * Throws PackError, naming the file and field, for anything malformed.
 */
export function loadPack(packDir: string): LoadedPack {
  const dir = resolve(packDir);
  if (!existsSync(dir) || !statSync(dir).isDirectory()) throw new PackError(packDir, '', 'is not a content pack folder');

  const securityFile = join(dir, PACK_FILES.security);
  const security = existsSync(securityFile) ? loadSecurity(readJsonFile(securityFile, PACK_FILES.security), PACK_FILES.security) : null;

  const projectList: LoadedProject[] = [];
  const folders = readdirSync(dir, { withFileTypes: true })
    .filter((item) => item.isDirectory() && existsSync(join(dir, item.name, PACK_FILES.project)))
    .map((item) => item.name)
    .sort();
  for (const folder of folders) projectList.push(loadProject(join(dir, folder), folder, security));
  if (projectList.length === 0) {
    throw new PackError(basename(dir), '', 'holds no project (a folder with a project.json file)');
  }

  const projects = new Map<string, LoadedProject>();
  for (const project of projectList) {
    if (projects.has(project.id.toLowerCase())) {
      throw new PackError(`${project.id}/project.json`, 'id', `"${project.id}" is used by another project folder`);
    }
    projects.set(project.id.toLowerCase(), project);
  }
  return { dir, projects, projectList, security };
}

function loadProject(dir: string, folder: string, security: LoadedSecurity | null): LoadedProject {
  const display = (name: string) => `${folder}/${name}`;
  const project = loadProjectInfo(
    readJsonFile(join(dir, PACK_FILES.project), display(PACK_FILES.project)),
    display(PACK_FILES.project),
    folder,
  );
  const contentTypesFile = display(PACK_FILES.contentTypes);
  const contentTypes = loadContentTypes(readJsonFile(join(dir, PACK_FILES.contentTypes), contentTypesFile), contentTypesFile, project);
  const contentTypesById = new Map<string, ContentType>(contentTypes.map((type) => [type.id.toLowerCase(), type]));
  const languages = new Map(project.supportedLanguages.map((language) => [language.toLowerCase(), language]));

  const loaded = loadEntryFiles(join(dir, PACK_FILES.entries), display(PACK_FILES.entries), {
    project,
    contentTypesById,
    contentTypesFile,
    languages,
  });
  const stored = indexEntries(loaded);

  const nodesFile = display(PACK_FILES.nodes);
  const tree = loadNodes(readJsonFile(join(dir, PACK_FILES.nodes), nodesFile), nodesFile, {
    primaryLanguage: project.primaryLanguage,
    security,
    hasEntry: (id) => stored.has(id.toLowerCase()),
  });
  const nodesByEntryId = nodesByEntry(tree.nodes);
  const taxonomy = loadOptionalTaxonomy(dir, display(PACK_FILES.taxonomy), project.primaryLanguage);

  const { entries, entriesById } = finishEntries(stored, {
    project,
    contentTypesById,
    nodesByEntryId,
    taxonomyByKey: taxonomy?.byKey ?? null,
  });

  const filesDir = join(dir, PACK_FILES.files);
  const hasFiles = existsSync(filesDir) && statSync(filesDir).isDirectory();
  if (hasFiles) fillAssetFileDetails(entries, filesDir);

  return {
    id: project.id,
    dir,
    project,
    contentTypes,
    contentTypesById,
    entries,
    entriesById,
    entryRestrictions: restrictionsByEntry(nodesByEntryId),
    root: tree.root,
    nodesById: tree.nodesById,
    nodesByPath: tree.nodesByPath,
    nodesByEntryId,
    taxonomy: taxonomy?.root ?? null,
    taxonomyByKey: taxonomy?.byKey ?? new Map(),
    taxonomyByPath: taxonomy?.byPath ?? new Map(),
    filesDir: hasFiles ? filesDir : null,
  };
}

/** The nodes of each entry (by lower-case entry id); all but an entry's first node are marked not canonical. */
function nodesByEntry(nodes: readonly LoadedNode[]): Map<string, LoadedNode[]> {
  const nodesByEntryId = new Map<string, LoadedNode[]>();
  for (const node of nodes) {
    if (node.entryId === null) continue;
    const key = node.entryId.toLowerCase();
    const list = nodesByEntryId.get(key);
    if (list) {
      node.isCanonical = false;
      list.push(node);
    } else {
      nodesByEntryId.set(key, [node]);
    }
  }
  return nodesByEntryId;
}

/** The project's taxonomy.json, or null when it has none. */
function loadOptionalTaxonomy(dir: string, displayName: string, primaryLanguage: string): TaxonomyTree | null {
  const taxonomyPath = join(dir, PACK_FILES.taxonomy);
  return existsSync(taxonomyPath) ? loadTaxonomy(readJsonFile(taxonomyPath, displayName), displayName, primaryLanguage) : null;
}

/** The restrictions of the nodes of each entry that has any. */
function restrictionsByEntry(nodesByEntryId: ReadonlyMap<string, readonly LoadedNode[]>): Map<string, Restriction[]> {
  const entryRestrictions = new Map<string, Restriction[]>();
  for (const [entryId, nodes] of nodesByEntryId) {
    const restrictions = nodes.flatMap((node) => (node.restriction ? [node.restriction] : []));
    if (restrictions.length > 0) entryRestrictions.set(entryId, restrictions);
  }
  return entryRestrictions;
}

/** Assets whose file is in the pack get the file name and size from the file when the pack leaves them out. */
function fillAssetFileDetails(entries: readonly Entry[], filesDir: string): void {
  for (const entry of entries) {
    const sys = entry.sys;
    if (sys.dataFormat !== 'asset' || !sys.uri || !sys.properties) continue;
    const properties = sys.properties;
    if (properties.filename !== undefined && properties.fileSize !== undefined) continue;
    const relative = sys.uri.split('?')[0];
    if (relative.split('/').includes('..')) continue;
    let size: number;
    try {
      const stats = statSync(join(filesDir, relative));
      if (!stats.isFile()) continue;
      size = stats.size;
    } catch {
      continue;
    }
    if (properties.fileSize === undefined) properties.fileSize = size;
    if (properties.filename === undefined) properties.filename = basename(relative);
  }
}
