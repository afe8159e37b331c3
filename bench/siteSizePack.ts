// The pack of bench/siteSize.ts: a generated pack with two folders of content pages added below its root, one of
// `bigFolder` leaves and one of `smallFolder`, every leaf the same page (a copy of a generated content page, its
// title and slug numbered to the same length), so that two leaves differ only in the folder they are in.
import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { generatePack } from '../content/generator';
import { guid } from '../content/generator/ids';
import { TMP_DIR } from './lib';

export interface FolderPack {
  dir: string;
  /** A leaf (not the first or last) of each folder, and each folder's own page. */
  bigLeaf: string;
  smallLeaf: string;
  bigFolder: string;
  smallFolder: string;
}

interface PackNode {
  id: string;
  slug: string;
  displayName: string | Record<string, string>;
  entryId: string | null;
  includeInMenu: boolean;
  children?: PackNode[];
}

interface PackEntry {
  title?: string;
  entryTitle?: string;
  sys: { id: string; contentTypeId: string; language: string; versionStatus: string; slug?: string; availableLanguages?: string[] };
  [field: string]: unknown;
}

/** As the generator writes entries: at most this many a file. */
const ENTRIES_PER_FILE = 500;
const BASE_ENTRIES = 180;

export function folderPackPaths(big: number, small: number) {
  const leaf = (folder: string, count: number) => `/${folder}/leaf-${pad(Math.min(2, count - 1), big)}`;
  return {
    bigFolder: '/big-folder',
    smallFolder: '/small-folder',
    bigLeaf: leaf('big-folder', big),
    smallLeaf: leaf('small-folder', small),
  };
}

function pad(index: number, big: number): string {
  return String(index + 1).padStart(String(big).length, '0');
}

/** Makes the pack once into .tmp/bench-packs/site-size-<big>-<small> (a marker file beside it says it is whole). */
export async function ensureFolderPack(big: number, small: number, seed = 1): Promise<FolderPack> {
  const root = join(TMP_DIR, 'bench-packs');
  const name = `site-size-${big}-${small}`;
  const dir = join(root, name);
  const marker = join(root, `${name}.done`);
  const stamp = JSON.stringify({ big, small, seed, base: BASE_ENTRIES });
  const paths = folderPackPaths(big, small);
  if (existsSync(marker) && readFileSync(marker, 'utf8') === stamp) return { dir, ...paths };
  mkdirSync(root, { recursive: true });
  rmSync(marker, { force: true });
  await generatePack({ entries: BASE_ENTRIES, outDir: dir, seed });
  addFolders(join(dir, 'website'), big, small);
  writeFileSync(marker, stamp);
  return { dir, ...paths };
}

function addFolders(project: string, big: number, small: number): void {
  const entriesDir = join(project, 'entries');
  const entries = readdirSync(entriesDir).flatMap((file) => JSON.parse(readFileSync(join(entriesDir, file), 'utf8')) as PackEntry[]);
  // A published English content page with no Welsh variation: every leaf is a copy of it.
  const model = entries.find(
    (entry) =>
      entry.sys.contentTypeId === 'contentPage' &&
      entry.sys.versionStatus === 'published' &&
      entry.sys.language === 'en-GB' &&
      entry.sys.availableLanguages?.length === 1,
  );
  if (!model) throw new Error(`${project} has no published English-only content page to copy`);
  const added: PackEntry[] = [];
  const page = (key: string, slug: string, title: string, children?: PackNode[]): PackNode => {
    const id = guid('site-size-entry', key);
    added.push({ ...model, title, entryTitle: title, sys: { ...model.sys, id, slug } });
    return {
      id: guid('site-size-node', key),
      slug,
      displayName: title,
      entryId: id,
      includeInMenu: false,
      ...(children ? { children } : {}),
    };
  };
  const folder = (slug: string, title: string, count: number) =>
    page(
      slug,
      slug,
      title,
      Array.from({ length: count }, (_, i) => page(`${slug}-${i}`, `leaf-${pad(i, big)}`, `Leaf ${pad(i, big)}`)),
    );
  const nodesFile = join(project, 'nodes.json');
  const tree = JSON.parse(readFileSync(nodesFile, 'utf8')) as PackNode;
  tree.children = [...(tree.children ?? []), folder('big-folder', 'Big folder', big), folder('small-folder', 'Small folder', small)];
  writeFileSync(nodesFile, JSON.stringify(tree));
  for (let start = 0; start < added.length; start += ENTRIES_PER_FILE) {
    const file = join(entriesDir, `site-size-${String(start / ENTRIES_PER_FILE + 1).padStart(4, '0')}.json`);
    writeFileSync(file, JSON.stringify(added.slice(start, start + ENTRIES_PER_FILE)));
  }
}
