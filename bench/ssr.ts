// Benchmark: server-side rendering of the production build.
//   npx tsx bench/ssr.ts [--seconds 10] [--warmup 3] [--connections 32] [--path /about/history] [--listing /news]
//                        [--entries N [--seed S]] [--rounds 3] [--only cached|uncached] [--pages home,content,listing] [--profile]
//                        [--base OTHER/dist [--base-rounds 6]]
// Builds when needed, then two runs (see bench/README.md):
//   cached:   the site as deployed (site + local platform in one child process, page-state and request caches on):
//             the home page, a content page, and that page's HTML served from memory by a bare Express app;
//   uncached: both caches off and the platform in a process of its own, so the site process's CPU time per
//             request is what rendering a page from fresh platform answers costs.
// Both print each page's inline state as a share of its HTML.
//   --base: then this build against the base's, uncached, in alternating rounds (ssrCompare.ts), each page's ratio
//             against issue 22's target: at most a third of the replaced product's (CRB's) CPU time, CRB's being
//             known as a multiple of the base's (the reviewers' run: ISSUE_22_CRB_REFERENCE).
import { existsSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { argValue, isMain, numberArg } from './lib';
import { ensurePack } from './platformSearch';
import { build } from './ssrBuild';
import { compareBuilds } from './ssrCompare';

export { build } from './ssrBuild';
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
  /** Another build's dist/ (the code the issue's reference was measured on) to compare with, and its rounds. */
  base: string | null;
  baseRounds: number;
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
    base: argValue(argv, 'base') ?? null,
    baseRounds: numberArg(argv, 'base-rounds', 6),
  };
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
  if (options.base !== null) await againstCrbReference(options, options.base);
}

/**
 * Issue 22's reference: the reviewers measured the replaced product (CRB) against Trellis as it was before the
 * issue, uncached, in the same run: CRB took 2.1 times Trellis's site CPU per request on the home page and 3.9
 * times on a content page (the listing's was not given). There is no CRB build here, so CRB's figure is that
 * multiple of the base build's (`--base`: a build of the code before the issue's server work, measured beside this
 * one), and the target, a third of CRB's, is `multiple / 3` of the base's.
 */
export const ISSUE_22_CRB_REFERENCE: Partial<Record<PageKind, number>> = { home: 2.1, content: 3.9 };

async function againstCrbReference(options: SsrOptions, base: string): Promise<void> {
  if (!existsSync(join(resolve(base), 'server', 'main.js'))) throw new Error(`--base ${base} is not a build's dist/ (no server/main.js)`);
  const paths: Record<PageKind, string> = { home: '/', content: options.contentPath, listing: options.listingPath };
  console.log(
    `\n# Uncached, this build against ${base} (alternating rounds, bench/ssrCompare.ts; issue 22's target: ` +
      `<= 1/3 of CRB's CPU per request, CRB's from the reviewers' multiple of the base)`,
  );
  const ratios = await compareBuilds({
    dists: [null, resolve(base)],
    nodeFlags: [[], []],
    pages: options.pages.map((kind) => paths[kind]),
    rounds: options.baseRounds,
    seconds: 2,
    warmup: 1,
    connections: 8,
  });
  for (const [index, kind] of options.pages.entries()) {
    const { ratio } = ratios[index];
    const multiple = ISSUE_22_CRB_REFERENCE[kind];
    const mine = `${kind} page ${paths[kind]}: this / base ${(ratio * 100).toFixed(0)}%`;
    if (multiple === undefined) {
      console.log(`  ${mine}; no CRB reference for this page (the review did not give one)`);
      continue;
    }
    const ofCrb = ratio / multiple;
    console.log(
      `  ${mine}; CRB = ${multiple}x base, so this = 1/${(1 / ofCrb).toFixed(1)} of CRB's ` +
        `(target <= 1/3, i.e. this / base <= ${((multiple / 3) * 100).toFixed(0)}%: ${ofCrb <= 1 / 3 ? 'met' : 'MISSED'})`,
    );
  }
}

if (isMain(module)) {
  runSsrBench(ssrOptions(process.argv.slice(2))).catch((error: unknown) => {
    console.error(error);
    process.exitCode = 1;
  });
}
