// Test helpers: consistency checks over a loaded pack. Each returns a list of problems so a
// failing test shows exactly what is wrong.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { PackContentType, PackEntry, PackField, PackTaxonomyNode } from '../../../contract';
import { decodePng } from './pngReader';
import { pdfProblems } from './pdfCheck';
import { flattenNodes, type PackFiles, type PackProjectFiles } from './readPack';

const isObject = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);

function taxonomyKeys(root: PackTaxonomyNode): Set<string> {
  const keys = new Set<string>();
  const visit = (n: PackTaxonomyNode): void => {
    keys.add(n.key);
    n.children?.forEach(visit);
  };
  visit(root);
  return keys;
}

function allowedContentTypes(field: PackField): string[] | undefined {
  const v = field.validations?.allowedContentTypes;
  return isObject(v) && Array.isArray(v.contentTypes) ? (v.contentTypes as string[]) : undefined;
}

function taxonomyRoot(field: PackField): string | undefined {
  const v = field.validations?.taxonomyRoot;
  return isObject(v) && typeof v.key === 'string' ? v.key : undefined;
}

function composerFields(field: PackField): PackField[] {
  const v = field.validations?.allowedFieldTypes;
  return isObject(v) && Array.isArray(v.fields) ? (v.fields as PackField[]) : [];
}

/** Checks one field value against its definition; recurses into composer items. */
function checkValue(
  where: string,
  field: PackField,
  value: unknown,
  project: PackProjectFiles,
  byId: Map<string, PackEntry>,
  taxonomy: Set<string>,
  problems: string[],
): void {
  const many = field.dataType.endsWith('Array');
  const items = many ? (Array.isArray(value) ? value : null) : [value];
  if (!items) {
    problems.push(`${where}: expected an array`);
    return;
  }
  for (const item of items) {
    switch (field.dataFormat) {
      case 'entry': {
        const id = isObject(item) && isObject(item.sys) ? item.sys.id : undefined;
        const target = typeof id === 'string' ? byId.get(id) : undefined;
        if (!isObject(item) || Object.keys(item).join() !== 'sys') problems.push(`${where}: link is not a {sys} stub`);
        if (!target) problems.push(`${where}: links to missing entry ${String(id)}`);
        else if (allowedContentTypes(field) && !allowedContentTypes(field)?.includes(target.sys.contentTypeId)) {
          problems.push(`${where}: links to a ${target.sys.contentTypeId}, allowed ${allowedContentTypes(field)?.join('/')}`);
        }
        break;
      }
      case 'image': {
        const asset = isObject(item) && isObject(item.asset) && isObject(item.asset.sys) ? item.asset.sys.id : undefined;
        const target = typeof asset === 'string' ? byId.get(asset) : undefined;
        if (!target || target.sys.dataFormat !== 'asset' || target.sys.contentTypeId !== 'image')
          problems.push(`${where}: image points at ${String(asset)}, not an image asset`);
        if (!isObject(item) || typeof item.altText !== 'string' || item.altText === '') problems.push(`${where}: image without alt text`);
        break;
      }
      case 'taxonomy': {
        const key = isObject(item) ? item.key : undefined;
        const root = taxonomyRoot(field);
        if (typeof key !== 'string' || !taxonomy.has(key)) problems.push(`${where}: unknown taxonomy key ${String(key)}`);
        else if (root && !key.startsWith(`${root}/`)) problems.push(`${where}: key ${key} is outside ${root}`);
        break;
      }
      case 'location':
        if (!isObject(item) || typeof item.lat !== 'number' || typeof item.lon !== 'number') problems.push(`${where}: bad location`);
        break;
      case 'daterange':
        if (
          !isObject(item) ||
          typeof item.from !== 'string' ||
          typeof item.to !== 'string' ||
          Date.parse(item.from) > Date.parse(item.to)
        ) {
          problems.push(`${where}: bad date range`);
        }
        break;
      case 'quote':
        if (!isObject(item) || typeof item.text !== 'string') problems.push(`${where}: bad quote`);
        break;
      case 'field': {
        const allowed = new Map(composerFields(field).map((f) => [f.id, f]));
        if (!isObject(item) || typeof item.type !== 'string' || !allowed.has(item.type)) {
          problems.push(`${where}: composer item of type ${isObject(item) ? String(item.type) : '?'} is not allowed`);
          break;
        }
        const inner = allowed.get(item.type);
        if (inner)
          checkValue(
            `${where}.${item.type}`,
            { ...inner, dataType: inner.dataType.replace(/Array$/, '') },
            item.value,
            project,
            byId,
            taxonomy,
            problems,
          );
        break;
      }
      default:
        if (field.dataType.startsWith('string') && typeof item !== 'string') problems.push(`${where}: expected a string`);
        if (field.dataType.startsWith('decimal') && typeof item !== 'number') problems.push(`${where}: expected a number`);
        if (field.dataType.startsWith('dateTime') && (typeof item !== 'string' || Number.isNaN(Date.parse(item))))
          problems.push(`${where}: expected an ISO date`);
    }
  }
}

/** Every entry matches its content type; every link, image and taxonomy key resolves. */
export function entryProblems(pack: PackFiles): string[] {
  const problems: string[] = [];
  for (const [projectId, project] of pack.projects) {
    const types = new Map<string, PackContentType>(project.contentTypes.map((t) => [t.id, t]));
    const byId = new Map(project.entries.map((e) => [e.sys.id, e]));
    const taxonomy = taxonomyKeys(project.taxonomy);
    for (const entry of project.entries) {
      const where = `${projectId}/${entry.sys.contentTypeId}/${entry.sys.id}/${entry.sys.language}/${entry.sys.versionStatus}`;
      const type = types.get(entry.sys.contentTypeId);
      if (!type) {
        problems.push(`${where}: unknown content type`);
        continue;
      }
      if (entry.sys.projectId !== projectId) problems.push(`${where}: sys.projectId is ${entry.sys.projectId}`);
      if (entry.sys.dataFormat !== type.dataFormat) problems.push(`${where}: dataFormat ${entry.sys.dataFormat} differs from its type`);
      if (!project.project.supportedLanguages.includes(entry.sys.language))
        problems.push(`${where}: language not supported by the project`);
      if (typeof entry.entryTitle !== 'string' || entry.entryTitle === '') problems.push(`${where}: no entryTitle`);
      const fieldIds = new Set(type.fields.map((f) => f.id));
      for (const key of Object.keys(entry)) {
        if (!['sys', 'entryTitle', 'entryDescription'].includes(key) && !fieldIds.has(key))
          problems.push(`${where}: field ${key} is not in the content type`);
      }
      for (const field of type.fields) {
        const value = entry[field.id];
        if (value === undefined || value === null) {
          if (field.validations?.required) problems.push(`${where}: required field ${field.id} is missing`);
          continue;
        }
        checkValue(`${where}.${field.id}`, field, value, project, byId, taxonomy, problems);
      }
    }
  }
  return problems;
}

const SLUG = /^[a-z0-9]+(-[a-z0-9]+)*$/;

/** Node ids unique, entry ids resolvable, slugs well-formed and unique among siblings. */
export function nodeProblems(pack: PackFiles): string[] {
  const problems: string[] = [];
  const seenNodeIds = new Set<string>();
  for (const [projectId, project] of pack.projects) {
    const ids = new Set(project.entries.filter((e) => e.sys.versionStatus === 'published').map((e) => e.sys.id));
    for (const { node, path, depth } of flattenNodes(project.nodes)) {
      if (seenNodeIds.has(node.id)) problems.push(`${projectId}${path}: duplicate node id ${node.id}`);
      seenNodeIds.add(node.id);
      if (node.entryId && !ids.has(node.entryId)) problems.push(`${projectId}${path}: entry ${node.entryId} does not exist`);
      if (depth === 0 ? node.slug !== '' : !SLUG.test(node.slug)) problems.push(`${projectId}${path}: bad slug "${node.slug}"`);
      const siblings = (node.children ?? []).map((c) => c.slug);
      if (new Set(siblings).size !== siblings.length) problems.push(`${projectId}${path}: children share a slug`);
    }
  }
  return problems;
}

/** Asset entries have their file, and the file's real size and dimensions are recorded. */
export function assetProblems(pack: PackFiles): string[] {
  const problems: string[] = [];
  for (const [projectId, project] of pack.projects) {
    for (const entry of project.entries) {
      if (entry.sys.dataFormat !== 'asset') continue;
      const where = `${projectId}/${entry.sys.id}`;
      const uri = entry.sys.uri ?? '';
      const props = entry.sys.properties ?? {};
      if (!project.files.includes(uri.replace(/^\//, ''))) {
        problems.push(`${where}: file ${uri} is missing`);
        continue;
      }
      if (uri !== `${String(props.filePath)}${String(props.filename)}`)
        problems.push(`${where}: uri ${uri} does not match filePath + filename`);
      const file = readFileSync(join(pack.dir, projectId, 'files', uri));
      if (props.fileSize !== file.length)
        problems.push(`${where}: fileSize ${String(props.fileSize)} but the file has ${file.length} bytes`);
      if (uri.endsWith('.png')) {
        try {
          const png = decodePng(file);
          if (png.width !== props.width || png.height !== props.height)
            problems.push(`${where}: PNG is ${png.width}x${png.height}, properties say ${String(props.width)}x${String(props.height)}`);
          if (png.bitDepth !== 8 || png.colourType !== 2) problems.push(`${where}: unexpected PNG format`);
        } catch (err) {
          problems.push(`${where}: ${(err as Error).message}`);
        }
      } else if (uri.endsWith('.pdf')) {
        problems.push(...pdfProblems(file).map((p) => `${where}: ${p}`));
      }
    }
  }
  return problems;
}

const ALLOWED_TAGS = new Set(['p', 'ul', 'li', 'a', 'strong', 'em']);

/** Every HTML string in the pack's markup fields and composer markup items. */
export function markupStrings(pack: PackFiles): Array<{ projectId: string; entry: PackEntry; html: string }> {
  const out: Array<{ projectId: string; entry: PackEntry; html: string }> = [];
  for (const [projectId, project] of pack.projects) {
    const types = new Map(project.contentTypes.map((t) => [t.id, t]));
    for (const entry of project.entries) {
      for (const field of types.get(entry.sys.contentTypeId)?.fields ?? []) {
        const value = entry[field.id];
        if (field.dataFormat === 'html' && typeof value === 'string') out.push({ projectId, entry, html: value });
        if (field.dataFormat === 'field' && Array.isArray(value)) {
          for (const item of value)
            if (isObject(item) && item.type === 'markup' && typeof item.value === 'string')
              out.push({ projectId, entry, html: item.value });
        }
      }
    }
  }
  return out;
}

/** Balanced tags from the allowed set (`extraTags` for the deliberate unsafe sample). */
export function markupProblems(html: string, extraTags: string[] = []): string[] {
  const problems: string[] = [];
  const stack: string[] = [];
  for (const m of html.matchAll(/<(\/?)([a-zA-Z0-9]+)([^>]*)>/g)) {
    const [, closing, tag] = m;
    if (!ALLOWED_TAGS.has(tag) && !extraTags.includes(tag)) problems.push(`tag <${tag}> is not allowed`);
    if (closing) {
      if (stack.pop() !== tag) problems.push(`</${tag}> closes the wrong element`);
    } else stack.push(tag);
  }
  if (stack.length) problems.push(`unclosed: ${stack.join(', ')}`);
  if (/&(?!amp;|lt;|gt;|quot;|#\d+;)/.test(html)) problems.push('unescaped &');
  return problems;
}

/** href="/..." targets that are neither a node path nor a file of the project. */
export function brokenInternalLinks(pack: PackFiles): string[] {
  const problems: string[] = [];
  const paths = new Map<string, Set<string>>();
  for (const [projectId, project] of pack.projects) {
    paths.set(projectId, new Set([...flattenNodes(project.nodes).map((n) => n.path), ...project.files.map((f) => `/${f}`)]));
  }
  for (const { projectId, entry, html } of markupStrings(pack)) {
    for (const m of html.matchAll(/href="(\/[^"]*)"/g)) {
      if (!paths.get(projectId)?.has(m[1])) problems.push(`${projectId}/${entry.sys.id}: link to ${m[1]} goes nowhere`);
    }
  }
  return problems;
}

export function distinctEntryCount(pack: PackFiles): number {
  let n = 0;
  for (const project of pack.projects.values()) n += new Set(project.entries.map((e) => e.sys.id)).size;
  return n;
}
