// Command line: npm run content:generate -- --entries N --out DIR [--seed S]
import { performance } from 'node:perf_hooks';
import { readdir, stat } from 'node:fs/promises';
import { join } from 'node:path';
import { generatePackWithReport, PackOptionsError, smallestPack } from './generatePack';
import { DEFAULT_ENTRIES, DEFAULT_SEED, MAX_ENTRIES } from './plan';

const USAGE = `Usage: npm run content:generate -- --out DIR [--entries N] [--seed S]

  --out DIR      where to write the pack (created if missing; an existing pack there is replaced)
  --entries N    distinct entries across both projects, assets included (default ${DEFAULT_ENTRIES})
  --seed S       seed for the generated text and pictures (default ${DEFAULT_SEED})

The same options always produce byte-identical output.`;

export interface CliOptions {
  entries: number;
  seed: number;
  outDir: string;
}

export class UsageError extends Error {}

function wholeNumber(flag: string, value: string): number {
  if (!/^\d+$/.test(value)) throw new UsageError(`${flag} needs a whole number, got "${value}"`);
  return Number(value);
}

export function parseArgs(argv: readonly string[]): CliOptions | 'help' {
  let entries = DEFAULT_ENTRIES;
  let seed = DEFAULT_SEED;
  let outDir: string | undefined;
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i];
    if (arg === '--help' || arg === '-h') return 'help';
    const eq = arg.indexOf('=');
    const flag = eq > 0 ? arg.slice(0, eq) : arg;
    if (!['--entries', '--seed', '--out'].includes(flag)) throw new UsageError(`unknown argument "${arg}"`);
    const value = eq > 0 ? arg.slice(eq + 1) : argv[++i];
    if (value === undefined || value === '' || (eq < 0 && value.startsWith('--'))) throw new UsageError(`${flag} needs a value`);
    if (flag === '--entries') entries = wholeNumber(flag, value);
    else if (flag === '--seed') seed = wholeNumber(flag, value);
    else outDir = value;
  }
  if (!outDir) throw new UsageError('--out DIR is required');
  return { entries, seed, outDir };
}

async function sizeOf(path: string): Promise<{ files: number; bytes: number }> {
  const info = await stat(path);
  if (!info.isDirectory()) return { files: 1, bytes: info.size };
  let files = 0;
  let bytes = 0;
  for (const name of await readdir(path)) {
    const s = await sizeOf(join(path, name));
    files += s.files;
    bytes += s.bytes;
  }
  return { files, bytes };
}

async function main(argv: readonly string[]): Promise<number> {
  let options: CliOptions | 'help';
  try {
    options = parseArgs(argv);
  } catch (err) {
    if (err instanceof UsageError) {
      process.stderr.write(`content:generate: ${err.message}\n\n${USAGE}\n`);
      return 2;
    }
    throw err;
  }
  if (options === 'help') {
    process.stdout.write(`${USAGE}\n\nEntries must be between ${smallestPack()} and ${MAX_ENTRIES}.\n`);
    return 0;
  }
  const started = performance.now();
  try {
    const report = await generatePackWithReport(options);
    const seconds = ((performance.now() - started) / 1000).toFixed(1);
    const size = await sizeOf(options.outDir);
    process.stdout.write(
      `Wrote ${report.entries} entries (seed ${report.plan.seed}) to ${options.outDir} in ${seconds}s: ${size.files} files, ${(size.bytes / 1024 / 1024).toFixed(2)} MB\n`,
    );
    for (const p of report.projects) {
      const parts = Object.entries(p.byContentType)
        .map(([type, n]) => `${type} ${n}`)
        .join(', ');
      process.stdout.write(`  ${p.projectId}: ${parts}\n`);
    }
    return 0;
  } catch (err) {
    if (err instanceof PackOptionsError) {
      process.stderr.write(`content:generate: ${err.message}\n`);
      return 2;
    }
    throw err;
  }
}

if (require.main === module) {
  main(process.argv.slice(2)).then(
    (code) => {
      process.exitCode = code;
    },
    (err: unknown) => {
      process.stderr.write(`content:generate failed: ${err instanceof Error ? (err.stack ?? err.message) : String(err)}\n`);
      process.exitCode = 1;
    },
  );
}
