// content:types from start to end: read the content types (a pack or a Delivery API), model them, render the
// TypeScript, format it as the repository's Prettier does, and write it whole or not at all.
import { mkdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import { dirname, relative, resolve, sep } from 'node:path';
import { spawn } from 'node:child_process';
import { buildModel, loadableFields } from './buildModel';
import { contentTypesFromDelivery, type DeliverySource } from './fromDelivery';
import { contentTypesFromPack } from './fromPack';
import type { ProjectContentTypes } from './model';
import { renderTypes } from './render';

/** Where the content types come from. */
export type TypesSource = { pack: string; projects?: readonly string[] } | { delivery: DeliverySource };

export interface GenerateOptions {
  source: TypesSource;
  /** The file to write (its folder decides the import of the core). */
  outFile: string;
  /** The core's site API, `src/app` (default: this repository's). */
  coreDir?: string;
  warn?: (message: string) => void;
}

const REPOSITORY = resolve(__dirname, '../..');
const PRETTIER = resolve(dirname(require.resolve('prettier/package.json')), 'bin/prettier.cjs');

/**
 * The repository's Prettier style, wherever the file goes. Prettier's own command, not its API: the API loads its
 * plugins with dynamic imports, which a CommonJS host (jest) cannot always run.
 */
function formatted(text: string, outFile: string): Promise<string> {
  return new Promise((done, failed) => {
    const child = spawn(process.execPath, [PRETTIER, '--config', resolve(REPOSITORY, '.prettierrc.json'), '--stdin-filepath', outFile], {
      stdio: ['pipe', 'pipe', 'pipe'],
    });
    let stdout = '';
    let stderr = '';
    child.stdout.setEncoding('utf8').on('data', (chunk: string) => (stdout += chunk));
    child.stderr.setEncoding('utf8').on('data', (chunk: string) => (stderr += chunk));
    child.on('error', failed);
    child.on('close', (code) => (code === 0 ? done(stdout) : failed(new Error(`prettier failed (${code}): ${stderr.trim()}`))));
    child.stdin.end(text);
  });
}

async function readSource(source: TypesSource): Promise<ProjectContentTypes[]> {
  return 'pack' in source ? contentTypesFromPack(source.pack, source.projects) : contentTypesFromDelivery(source.delivery);
}

/** The module specifier of `target` from a file in `fromDir`. */
function importPath(fromDir: string, target: string): string {
  const path = relative(fromDir, target).split(sep).join('/');
  return path.startsWith('.') ? path : `./${path}`;
}

/** The generated file's text (formatted), without writing it. */
export async function generateTypes(options: GenerateOptions): Promise<string> {
  const warn = options.warn ?? (() => undefined);
  const outFile = resolve(options.outFile);
  const projects = await readSource(options.source);
  const models = buildModel(projects, warn);
  const text = renderTypes(models, {
    coreImport: importPath(dirname(outFile), options.coreDir ?? resolve(REPOSITORY, 'src/app')),
    loadable: loadableFields(models),
    warn,
  });
  return formatted(text, outFile);
}

/** Writes the file whole: a temporary file beside it, renamed over it, so a failure never leaves half a file. */
export async function writeWhole(outFile: string, text: string): Promise<void> {
  const target = resolve(outFile);
  await mkdir(dirname(target), { recursive: true });
  const temporary = `${target}.${process.pid}.tmp`;
  try {
    await writeFile(temporary, text);
    await rename(temporary, target);
  } finally {
    await rm(temporary, { force: true });
  }
}

/** The file's text now, or null when there is none. */
export async function currentText(outFile: string): Promise<string | null> {
  try {
    return await readFile(resolve(outFile), 'utf8');
  } catch {
    return null;
  }
}
