import fs from 'node:fs';
import path from 'node:path';

export const DEMO_PACK = path.join(__dirname, '..', '..', '..', 'content', 'demo');

interface PackNode {
  id: string;
  slug: string;
  children?: PackNode[];
}

/**
 * What the fuzz and load tests ask for: the demo pack's page paths, node and entry ids, and library files (of
 * every project, or of `project` alone).
 */
export function packFacts(packDir = DEMO_PACK, project?: string) {
  const pagePaths: string[] = [];
  const nodeIds: string[] = [];
  const entryIds: string[] = [];
  const libraryFiles: string[] = [];
  const walk = (node: PackNode, parent: string) => {
    const here = node.slug ? `${parent}/${node.slug}` : parent;
    pagePaths.push(here || '/');
    nodeIds.push(node.id);
    for (const child of node.children ?? []) walk(child, here);
  };
  const folders = fs
    .readdirSync(packDir, { withFileTypes: true })
    .filter((entry) => entry.isDirectory() && (project === undefined || entry.name === project));
  for (const folder of folders) {
    const dir = path.join(packDir, folder.name);
    walk(JSON.parse(fs.readFileSync(path.join(dir, 'nodes.json'), 'utf8')) as PackNode, '');
    for (const file of fs.readdirSync(path.join(dir, 'entries'))) {
      const entries = JSON.parse(fs.readFileSync(path.join(dir, 'entries', file), 'utf8')) as { sys?: { id?: string } }[];
      for (const entry of entries) if (entry.sys?.id) entryIds.push(entry.sys.id);
    }
    const files = path.join(dir, 'files');
    if (!fs.existsSync(files)) continue;
    for (const library of fs.readdirSync(files)) {
      for (const name of fs.readdirSync(path.join(files, library))) libraryFiles.push(`/${library}/${name}`);
    }
  }
  return { pagePaths: [...new Set(pagePaths)], nodeIds, entryIds, libraryFiles };
}
