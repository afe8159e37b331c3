// Entry point: writes a complete, deterministic content pack (see /work/shared/content-pack.md).
import { mkdir, readdir, rm, stat, writeFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { PACK_FILES } from '../../contract';
import { toJson } from './chunkWriter';
import { demoSecurity } from './model/security';
import { DEFAULT_SEED, MAX_ENTRIES, minimumEntries, planPack, type PackPlan } from './plan';
import type { ProjectReport } from './projectWriter';
import { buildWebsite, websiteFixedEntryCount } from './website/buildWebsite';
import { buildIntranet, intranetFixedEntryCount } from './intranet/buildIntranet';

export interface GenerateOptions {
  /** Distinct entries across both projects, assets included. */
  entries: number;
  seed?: number;
  outDir: string;
}

export interface PackReport {
  plan: PackPlan;
  projects: ProjectReport[];
  /** Total distinct entries written (equals options.entries). */
  entries: number;
}

export class PackOptionsError extends Error {
  override name = 'PackOptionsError';
}

function fixedEntryCount(): number {
  return websiteFixedEntryCount() + intranetFixedEntryCount();
}

export function smallestPack(): number {
  return minimumEntries(fixedEntryCount());
}

function validate(options: GenerateOptions): { entries: number; seed: number; outDir: string } {
  const min = smallestPack();
  const { entries, outDir } = options;
  const seed = options.seed ?? DEFAULT_SEED;
  if (!Number.isInteger(entries) || entries < min || entries > MAX_ENTRIES) {
    throw new PackOptionsError(`entries must be a whole number from ${min} to ${MAX_ENTRIES} (got ${String(entries)})`);
  }
  if (!Number.isInteger(seed) || seed < 0 || seed > 0xffffffff) {
    throw new PackOptionsError(`seed must be a whole number from 0 to 4294967295 (got ${String(seed)})`);
  }
  if (typeof outDir !== 'string' || outDir.trim() === '') throw new PackOptionsError('outDir must be a directory path');
  return { entries, seed, outDir: resolve(outDir) };
}

/**
 * Makes `dir` empty and ready. An existing directory is only cleared when it holds nothing but
 * a previous pack (security.json and project folders with project.json), so a mistyped --out
 * cannot wipe unrelated files.
 */
async function prepareOutDir(dir: string): Promise<void> {
  let names: string[];
  try {
    names = await readdir(dir);
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code === 'ENOENT') {
      await mkdir(dir, { recursive: true });
      return;
    }
    throw err;
  }
  for (const name of names) {
    const path = join(dir, name);
    const info = await stat(path);
    const isPackPart =
      name === PACK_FILES.security ||
      (info.isDirectory() &&
        (await stat(join(path, PACK_FILES.project)).then(
          () => true,
          () => false,
        )));
    if (!isPackPart) {
      throw new PackOptionsError(`refusing to overwrite ${dir}: it is not empty and "${name}" is not part of a content pack`);
    }
  }
  for (const name of names) await rm(join(dir, name), { recursive: true, force: true });
}

export async function generatePackWithReport(options: GenerateOptions): Promise<PackReport> {
  const { entries, seed, outDir } = validate(options);
  const plan = planPack(entries, seed, fixedEntryCount());
  await prepareOutDir(outDir);
  const projects = [await buildWebsite(outDir, plan), await buildIntranet(outDir, plan)];
  await writeFile(join(outDir, PACK_FILES.security), toJson(demoSecurity()));
  const total = projects.reduce((sum, p) => sum + Object.values(p.byContentType).reduce((a, b) => a + b, 0), 0);
  if (total !== entries) throw new Error(`internal error: planned ${entries} entries but wrote ${total}`);
  return { plan, projects, entries: total };
}

export async function generatePack(options: GenerateOptions): Promise<void> {
  await generatePackWithReport(options);
}
