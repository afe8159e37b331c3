// Two builds compared on the uncached site in the same minutes: this checkout's dist/ (or --this) and another build's (--base).
//   npx tsx bench/ssrCompare.ts --base ../other/dist [--this DIR] [--pages content,home,listing] [--rounds 12]
//                                [--seconds 2] [--warmup 1] [--connections 8] [--this-flags="--v8-flag"] [--base-flags="…"]
// One platform process, two site processes (caches off, as the uncached run of ssr.ts), each idle while the
// other is measured. After a first warm-up of both, each round measures every page on both builds, in turn and
// in the opposite order the next round, so that the machine's other work falls on both alike. The figure to read
// is the median of the per-round ratios: on a shared machine the CPU time per request of either build swings by
// a factor of two or more with the load, the ratio of two short runs a few seconds apart far less (bench/README.md).
// The two places are not alike: one build in both measures differently in each (the A/A run in bench/README.md),
// so a difference of that size needs a second run with the builds swapped (--this and --base).
import { existsSync } from 'node:fs';
import { loadavg } from 'node:os';
import { join, resolve } from 'node:path';
import { argValue, isMain, numberArg, ROOT } from './lib';
import type { PageKind } from './ssr';
import { build } from './ssrBuild';
import { accessToken, startPlatformProcess } from './ssrRuns';
import { measure, median, startSiteProcess, type LoadOptions, type SiteProcess } from './ssrSite';

export interface CompareOptions extends LoadOptions {
  rounds: number;
  pages: string[];
  /** dist/ folders: [this build, the base]; null serves this checkout's dist/. */
  dists: [string | null, string];
  /** Node options of each site process (V8 flags to compare), [this, base]. */
  nodeFlags: [string[], string[]];
}

function uncachedEnv(platformUrl: string, contentDir: string, dist: string | null): Record<string, string> {
  return {
    CONTENSIS_URL: platformUrl,
    CONTENSIS_PROJECT: 'website',
    CONTENSIS_ACCESS_TOKEN: accessToken(contentDir),
    PAGE_STATE_CACHE_TTL_MS: '0',
    REQUEST_CACHE_SIZE: '0',
    ...(dist ? { BENCH_DIST: dist } : {}),
  };
}

/** CPU time per request of the whole site process, and of its main thread alone (null where /proc has no count). */
interface Sample {
  cpu: number;
  main: number | null;
}

async function sample(site: SiteProcess, path: string, options: LoadOptions): Promise<Sample> {
  const figures = await measure(site, path, site.port, path, options);
  if (figures.errors + figures.non2xx > 0) throw new Error(`${path}: ${figures.errors} errors, ${figures.non2xx} non-2xx answers`);
  return { cpu: figures.loop?.cpuMsPerRequest ?? NaN, main: figures.loop?.mainThreadMsPerRequest ?? null };
}

const fmt = (value: number): string => value.toFixed(2);
const pct = (ratio: number): string => `${(ratio * 100).toFixed(0)}%`;

function quartile(values: number[], q: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.round(q * (sorted.length - 1)))];
}

function printSummary(label: string, mine: number[], base: number[]): void {
  const ratios = mine.map((m, i) => m / base[i]);
  console.log(
    `  ${label}: this ${fmt(median(mine))} (lowest ${fmt(Math.min(...mine))}), base ${fmt(median(base))} (lowest ${fmt(Math.min(...base))}); ` +
      `this / base, median of ${ratios.length} rounds: ${pct(median(ratios))} (middle half ${pct(quartile(ratios, 0.25))}-${pct(quartile(ratios, 0.75))})`,
  );
}

function printPage(path: string, mine: Sample[], base: Sample[]): void {
  printSummary(
    `${path}, ms CPU per request (process)`,
    mine.map((s) => s.cpu),
    base.map((s) => s.cpu),
  );
  if (mine.every((s) => s.main !== null) && base.every((s) => s.main !== null)) {
    printSummary(
      `${path}, ms CPU per request (main thread)`,
      mine.map((s) => s.main as number),
      base.map((s) => s.main as number),
    );
  }
}

/** A page's CPU time per request on this build against the base's: the median of the per-round ratios. */
export interface PageRatio {
  path: string;
  ratio: number;
}

/** Alternating rounds on both builds; prints each round and the summary, and returns each page's ratio. */
async function runRounds(sites: SiteProcess[], options: CompareOptions): Promise<PageRatio[]> {
  const { pages } = options;
  const samples = pages.map(() => ({ mine: [] as Sample[], base: [] as Sample[] }));
  // A first, longer warm-up of both (the JIT, connection pools).
  for (const site of sites) for (const path of pages) await measure(site, path, site.port, path, { ...options, warmup: 1, seconds: 4 });
  for (let round = 0; round < options.rounds; round++) {
    const load = loadavg()[0];
    for (const [index, path] of pages.entries()) {
      for (const which of round % 2 === 0 ? [0, 1] : [1, 0]) {
        (which === 0 ? samples[index].mine : samples[index].base).push(await sample(sites[which], path, options));
      }
    }
    const line = pages.map((path, i) => `${path} ${fmt(samples[i].mine[round].cpu)} / ${fmt(samples[i].base[round].cpu)}`).join(', ');
    console.log(`  round ${round + 1} (load average ${load.toFixed(1)}): this / base, ms CPU per request: ${line}`);
  }
  console.log('  summary:');
  pages.forEach((path, i) => printPage(path, samples[i].mine, samples[i].base));
  return pages.map((path, i) => ({ path, ratio: median(samples[i].mine.map((m, round) => m.cpu / samples[i].base[round].cpu)) }));
}

export async function compareBuilds(options: CompareOptions): Promise<PageRatio[]> {
  const contentDir = join(ROOT, 'content', 'demo');
  const platform = await startPlatformProcess(contentDir);
  const sites: SiteProcess[] = [];
  try {
    for (const [index, dist] of options.dists.entries()) {
      const name = `compare-${index === 0 ? 'this' : 'base'}`;
      sites.push(
        await startSiteProcess(name, uncachedEnv(platform.url, contentDir, dist), ['/', ...options.pages], options.nodeFlags[index]),
      );
    }
    return await runRounds(sites, options);
  } finally {
    for (const site of sites) await site.stop();
    await platform.stop();
  }
}

const flags = (value: string | undefined): string[] => (value ?? '').split(' ').filter(Boolean);

function compareOptions(argv: readonly string[]): CompareOptions | null {
  const base = argValue(argv, 'base');
  const mine = argValue(argv, 'this');
  const isDist = (dir: string | undefined) => dir !== undefined && existsSync(join(resolve(dir), 'server', 'main.js'));
  if (!isDist(base) || (mine !== undefined && !isDist(mine))) return null;
  const paths: Record<PageKind, string> = {
    home: '/',
    content: argValue(argv, 'path') ?? '/about/history',
    listing: argValue(argv, 'listing') ?? '/news',
  };
  return {
    dists: [mine === undefined ? null : resolve(mine), resolve(base as string)],
    nodeFlags: [flags(argValue(argv, 'this-flags')), flags(argValue(argv, 'base-flags'))],
    pages: (argValue(argv, 'pages') ?? 'content,home,listing').split(',').map((kind) => paths[kind as PageKind] ?? kind),
    rounds: numberArg(argv, 'rounds', 12),
    seconds: numberArg(argv, 'seconds', 2),
    warmup: numberArg(argv, 'warmup', 1),
    connections: numberArg(argv, 'connections', 8),
  };
}

if (isMain(module)) {
  const options = compareOptions(process.argv.slice(2));
  if (!options) {
    console.error(
      'usage: npx tsx bench/ssrCompare.ts --base OTHER/dist [--this DIR] [--pages content,home,listing] [--rounds 12] [--seconds 2]',
    );
    process.exitCode = 1;
  } else {
    if (options.dists[0] === null) build();
    const described = (index: 0 | 1) =>
      `${options.dists[index] ?? 'this build (dist/)'}${options.nodeFlags[index].length > 0 ? ` (${options.nodeFlags[index].join(' ')})` : ''}`;
    console.log(
      `# SSR uncached, ${described(0)} against ${described(1)}: content/demo, ` +
        `${options.connections} connections, ${options.warmup} s warm-up + ${options.seconds} s per sample`,
    );
    compareBuilds(options).catch((error: unknown) => {
      console.error(error);
      process.exitCode = 1;
    });
  }
}
