// Benchmark: server-side rendering of the production build.
//   npx tsx bench/ssr.ts [--seconds 10] [--warmup 3] [--connections 32] [--path /about/history] [--listing /news]
//                        [--entries N [--seed S]] [--rounds 3] [--only cached|uncached] [--pages home,content,listing] [--profile]
// Builds when needed, then two runs (see bench/README.md):
//   cached:   the site as deployed (site + local platform in one child process, page-state and request caches on):
//             the home page, a content page, and that page's HTML served from memory by a bare Express app;
//   uncached: both caches off and the platform in a process of its own, so the site process's CPU time per
//             request is what rendering a page from fresh platform answers costs.
// Both print each page's inline state as a share of its HTML.
import { spawnSync } from 'node:child_process';
import { join } from 'node:path';
import { argValue, isMain, numberArg, ROOT } from './lib';
import { ensurePack } from './platformSearch';
import { runCachedSsr, runUncachedSsr } from './ssrRuns';

export interface SsrOptions {
  seconds: number;
  warmup: number;
  connections: number;
  contentPath: string;
  listingPath: string;
  /** Serve a generated pack of this many entries (.tmp/bench-packs/<n>) instead of content/demo. */
  entries: number | null;
  seed: number | undefined;
  profile: boolean;
  /** Alternating content-page / from-memory rounds; the targets use their median. */
  rounds: number;
  only: 'cached' | 'uncached' | null;
  /** Pages of the uncached run (home, content, listing). */
  pages: PageKind[];
}

export type PageKind = 'home' | 'content' | 'listing';
const PAGE_KINDS: readonly PageKind[] = ['home', 'content', 'listing'];

export function ssrOptions(argv: readonly string[]): SsrOptions {
  const only = argValue(argv, 'only');
  if (only !== undefined && only !== 'cached' && only !== 'uncached') throw new Error(`--only must be cached or uncached (got "${only}")`);
  const pages = (argValue(argv, 'pages') ?? PAGE_KINDS.join(',')).split(',');
  if (!pages.every((page): page is PageKind => (PAGE_KINDS as readonly string[]).includes(page))) {
    throw new Error(`--pages must list some of ${PAGE_KINDS.join(', ')} (got "${pages.join(',')}")`);
  }
  return {
    seconds: numberArg(argv, 'seconds', 10),
    warmup: numberArg(argv, 'warmup', 3),
    connections: numberArg(argv, 'connections', 32),
    contentPath: argValue(argv, 'path') ?? '/about/history',
    listingPath: argValue(argv, 'listing') ?? '/news',
    entries: argValue(argv, 'entries') === undefined ? null : numberArg(argv, 'entries', 0),
    seed: argValue(argv, 'seed') === undefined ? undefined : numberArg(argv, 'seed', 1),
    profile: argValue(argv, 'profile') === 'true',
    rounds: numberArg(argv, 'rounds', 3),
    only: only ?? null,
    pages,
  };
}

export function build(): void {
  const built = spawnSync(process.execPath, [join(ROOT, 'scripts', 'build.js'), '--if-needed'], {
    cwd: ROOT,
    stdio: 'inherit',
    env: { ...process.env, NODE_ENV: 'production' },
  });
  if (built.status !== 0) throw new Error(`node scripts/build.js --if-needed failed (${built.status ?? built.signal})`);
}

export async function runSsrBench(options: SsrOptions): Promise<void> {
  const pack = options.entries === null ? null : (await ensurePack(options.entries, options.seed)).dir;
  const packName = pack
    ? `pack of ${options.entries} entries${options.seed === undefined ? '' : ` (seed ${options.seed})`}`
    : 'content/demo';
  build();
  if (options.only !== 'uncached') await runCachedSsr(options, pack, packName);
  if (options.only === null) console.log('');
  if (options.only !== 'cached') await runUncachedSsr(options, pack, packName);
}

if (isMain(module)) {
  runSsrBench(ssrOptions(process.argv.slice(2))).catch((error: unknown) => {
    console.error(error);
    process.exitCode = 1;
  });
}
