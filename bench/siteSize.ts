// Benchmark: a page's cost against the size of its folder (issue 22, "Size of site").
//   npx tsx bench/siteSize.ts [--big 3000] [--small 3] [--seconds 10] [--warmup 3] [--connections 32] [--rounds 3] [--folders]
// A generated pack with a folder of --big content pages and one of --small (bench/siteSizePack.ts); the site with its
// caches off reading the platform in a process of its own (as bench/ssr.ts's uncached run), then a leaf of each
// folder in alternating rounds: site CPU per request and HTML bytes side by side, and the ratio (target <= 1.2x).
// `--folders`: the two folders' own pages too (no target: a folder's page lists its children, a page at a time).
import { argValue, isMain, numberArg, vsTarget } from './lib';
import { build } from './ssr';
import { accessToken, startPlatformProcess } from './ssrRuns';
import { measure, median, printLoad, startSiteProcess, type LoadOptions } from './ssrSite';
import { ensureFolderPack } from './siteSizePack';

/** A leaf of the big folder costs at most this many times a leaf of the small one (site CPU and HTML bytes). */
const TARGET_RATIO = 1.2;

export interface SiteSizeOptions extends LoadOptions {
  big: number;
  small: number;
  rounds: number;
  folders: boolean;
}

export function siteSizeOptions(argv: readonly string[]): SiteSizeOptions {
  const big = numberArg(argv, 'big', 3000);
  const small = numberArg(argv, 'small', 3);
  if (!(big >= 3 && small >= 3)) throw new Error(`--big and --small must be at least 3 (got ${big} and ${small})`);
  return {
    big,
    small,
    seconds: numberArg(argv, 'seconds', 10),
    warmup: numberArg(argv, 'warmup', 3),
    connections: numberArg(argv, 'connections', 32),
    rounds: numberArg(argv, 'rounds', 3),
    folders: argValue(argv, 'folders') === 'true',
  };
}

export async function runSiteSizeBench(options: SiteSizeOptions): Promise<void> {
  const pack = await ensureFolderPack(options.big, options.small);
  build();
  console.log(
    `# Site size: a leaf in a folder of ${options.big} pages against one in a folder of ${options.small}; production build, ` +
      `caches off, platform in its own process, ${options.connections} connections, ${options.warmup} s warm-up + ${options.seconds} s each`,
  );
  const platform = await startPlatformProcess(pack.dir);
  try {
    const site = await startSiteProcess(
      'site-size',
      {
        CONTENSIS_URL: platform.url,
        CONTENSIS_PROJECT: 'website',
        CONTENSIS_ACCESS_TOKEN: accessToken(pack.dir),
        PAGE_STATE_CACHE_TTL_MS: '0',
        REQUEST_CACHE_SIZE: '0',
      },
      [pack.smallLeaf, pack.bigLeaf, pack.smallFolder, pack.bigFolder],
    );
    try {
      const bytes = new Map(site.pages.map((page) => [page.path, page]));
      for (const page of site.pages) if (page.status !== 200) throw new Error(`${page.path} answered ${page.status}`);
      const cpu = { small: [] as number[], big: [] as number[] };
      for (let round = 1; round <= Math.max(1, options.rounds); round++) {
        console.log(`  round ${round}:`);
        for (const [kind, path] of [
          ['small', pack.smallLeaf],
          ['big', pack.bigLeaf],
        ] as const) {
          const figures = await measure(site, `leaf of ${kind === 'big' ? options.big : options.small} ${path}`, site.port, path, options);
          printLoad(figures);
          cpu[kind].push(figures.loop?.cpuMsPerRequest ?? NaN);
        }
      }
      const small = { cpu: median(cpu.small), bytes: bytes.get(pack.smallLeaf)?.bytes ?? NaN };
      const big = { cpu: median(cpu.big), bytes: bytes.get(pack.bigLeaf)?.bytes ?? NaN };
      const row = (label: string, s: string, b: string, ratio: number) =>
        console.log(
          `  ${label.padEnd(24)} ${s.padStart(12)} ${b.padStart(12)}   ${vsTarget(`${ratio.toFixed(2)}x`, ratio, '<=', TARGET_RATIO, `${TARGET_RATIO}x`)}`,
        );
      console.log(`  summary (median of ${cpu.small.length} rounds):`);
      console.log(
        `  ${''.padEnd(24)} ${`folder of ${options.small}`.padStart(12)} ${`folder of ${options.big}`.padStart(12)}   big / small`,
      );
      row('site CPU per request', `${small.cpu.toFixed(2)} ms`, `${big.cpu.toFixed(2)} ms`, big.cpu / small.cpu);
      row('HTML', `${(small.bytes / 1024).toFixed(1)} kB`, `${(big.bytes / 1024).toFixed(1)} kB`, big.bytes / small.bytes);
      if (options.folders) {
        console.log('  the folders’ own pages (their children a page at a time; no target):');
        for (const path of [pack.smallFolder, pack.bigFolder]) {
          const kB = ((bytes.get(path)?.bytes ?? 0) / 1024).toFixed(1);
          printLoad(await measure(site, `folder page ${path} (${kB} kB)`, site.port, path, options));
        }
      }
    } finally {
      await site.stop();
    }
  } finally {
    await platform.stop();
  }
}

if (isMain(module)) {
  runSiteSizeBench(siteSizeOptions(process.argv.slice(2))).catch((error: unknown) => {
    console.error(error);
    process.exitCode = 1;
  });
}
