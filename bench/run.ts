// `npm run bench`: every benchmark of bench/README.md in sequence (BENCHES below; `npm run bench -- --help` lists them
// with their options). Figures are printed, with the targets next to them (met / MISSED); timing never fails the run.
// Options go to every benchmark that reads one of that name:
//   npm run bench -- --sizes 1000,10000 --seconds 5
import { accountsOptions, runAccountsBench } from './accounts';
import { bytesOptions, runBytesBench } from './bytes';
import { devBenchOptions, runDevBench } from './dev';
import { hostileOptions, runHostileSearchBench } from './hostileSearch';
import { lighthouseOptions, runLighthouseBench } from './lighthouse';
import { allocationOptions, runAllocationBench } from './allocation';
import { memoryOptions, runMemoryBench } from './memory';
import { navigationBenchOptions, runNavigationBench } from './navigation';
import { platformSearchOptions, runPlatformSearchBench } from './platformSearch';
import { publishBenchOptions, runPublishBench } from './publish';
import { runSearchBench, searchBenchOptions } from './search';
import { runSiteSizeBench, siteSizeOptions } from './siteSize';
import { runStartupTraceBench, startupTraceOptions } from './startupTrace';
import { runSsrBench, ssrOptions } from './ssr';

interface Bench {
  file: string;
  what: string;
  /** The options its own parser reads, with their defaults: the help text, and the names `npm run bench` accepts. */
  options: string;
  /** Prints its figures; what it resolves to is not used here. */
  run(argv: readonly string[]): Promise<unknown>;
}

const BENCHES: readonly Bench[] = [
  {
    file: 'platformSearch.ts',
    what: "the local platform's search on generated packs: load time, memory, latency one at a time and under load",
    options: '[--sizes 1000,10000,100000] [--requests 400] [--concurrency 8] [--seconds 5] [--seed N]',
    run: (argv) => runPlatformSearchBench(platformSearchOptions(argv)),
  },
  {
    file: 'hostileSearch.ts',
    what: 'the worst searches within the limits, on the demo pack and a generated one (0: demo only)',
    options: '[--hostile-entries 10000] [--repeats 15]',
    run: (argv) => runHostileSearchBench(hostileOptions(argv)),
  },
  {
    file: 'ssr.ts',
    what: 'server rendering: as deployed (req/s, from-memory share, initial JS) and uncached (site CPU per request)',
    options:
      '[--seconds 10] [--warmup 3] [--connections 32] [--rounds 3] [--path /about/history] [--listing /news] ' +
      '[--entries N [--seed S]] [--only cached|uncached] [--pages home,content,listing] [--profile] [--base DIST [--base-rounds 6]]',
    run: (argv) => runSsrBench(ssrOptions(argv)),
  },
  {
    file: 'siteSize.ts',
    what: 'a leaf in a folder of --big pages against one in a folder of --small: site CPU and HTML bytes',
    options: '[--big 3000] [--small 3] [--seconds 10] [--warmup 3] [--connections 32] [--rounds 3] [--folders]',
    run: (argv) => runSiteSizeBench(siteSizeOptions(argv)),
  },
  {
    file: 'memory.ts',
    what: "`npm start` (one worker, the local platform) under a 60 s load: each process's RSS after start, load, quiet, idle and a GC",
    options:
      "[--seconds 60] [--connections 16] [--quiet-seconds 3] [--idle-seconds 45] [--gc-trace] [--env 'NAME=value;NAME=value'] [--node-flags='--flag --flag']",
    run: (argv) => runMemoryBench(memoryOptions(argv)),
  },
  {
    file: 'allocation.ts',
    what: "what a request costs the site worker's heap, by kind of request: kB allocated (by source) and promoted",
    options: '[--seconds 8] [--connections 16] [--kinds content,home] [--top 8]',
    run: (argv) => runAllocationBench(allocationOptions(argv)),
  },
  {
    file: 'accounts.ts',
    what: "sign-in latency, a signed-in visitor's page rate against the anonymous uncached one, enumeration timing",
    options: '[--seconds 8] [--warmup 2] [--connections 16] [--sign-ins 40] [--rounds 2] [--path /about/history]',
    run: (argv) => runAccountsBench(accountsOptions(argv)),
  },
  {
    file: 'search.ts',
    what: 'the search UI: server time of search pages, /search rate, filter click to results in Chromium',
    options:
      '[--entries 10000] [--seed S] [--clicks 50] [--cpu-slowdown 4] [--clicks-only true] [--requests 40] [--seconds 5] [--warmup 2] [--connections 32]',
    run: (argv) => runSearchBench(searchBenchOptions(argv)),
  },
  {
    file: 'navigation.ts',
    what: "a menu navigation's INP-style duration at 4x CPU slowdown, clicks through the header's main menu in Chromium",
    options: '[--clicks 50] [--cpu-slowdown 4]',
    run: (argv) => runNavigationBench(navigationBenchOptions(argv)),
  },
  {
    file: 'lighthouse.ts',
    what: 'Lighthouse performance (mobile preset), median of the runs, of the five audited pages',
    options: '[--lighthouse-runs 5] (or --runs)',
    run: (argv) => runLighthouseBench(lighthouseOptions(argv)),
  },
  {
    file: 'startupTrace.ts',
    what: "a page start's main-thread script work at 4x CPU slowdown, traced in Chromium",
    options: '[--trace-runs 5] (or --runs)',
    run: (argv) => runStartupTraceBench(startupTraceOptions(argv)),
  },
  {
    file: 'bytes.ts',
    what: "a first and a second page view's HTML bytes (gzip) and the first view's paint, beside another build (--base)",
    options: '[--bytes-runs 5] (or --runs) [--base DIST]',
    run: (argv) => runBytesBench(bytesOptions(argv)),
  },
  {
    file: 'dev.ts',
    what: '`npm run dev`: first page, template edit to the open page and to the server render, memory over edits',
    options: '[--edits 10] [--memory-edits 50] [--pause-ms 1500]',
    run: (argv) => runDevBench(devBenchOptions(argv)),
  },
  {
    file: 'publish.ts',
    what: 'publishing to live: a saved pack file to the new page served by Varnish (skipped without Varnish)',
    options: '[--publishes 20]',
    run: (argv) => runPublishBench(publishBenchOptions(argv)),
  },
];

const optionNames = (text: string): string[] => [...text.matchAll(/--([a-z][a-z-]*)/g)].map((match) => match[1]);
const KNOWN_OPTIONS = new Set(['help', ...BENCHES.flatMap((bench) => optionNames(bench.options))]);

function helpText(): string {
  const lines = [
    'npm run bench [-- options]: builds dist/ when needed, then runs, in this order (details in bench/README.md):',
    '',
    ...BENCHES.flatMap((bench) => [`  bench/${bench.file}: ${bench.what}`, `      ${bench.options}`]),
    '',
    'An option goes to every benchmark that reads it (--seconds, --warmup, --connections, --rounds, --requests,',
    '--entries, --seed and --path are read by several, each with its own default). Each file also runs alone:',
    '  npx tsx bench/<file> [options]',
    'Not run here: bench/ssrCompare.ts (two builds side by side) and bench/cpuProfile.ts (summarises a .cpuprofile).',
  ];
  return lines.join('\n');
}

/** Option names in argv that no benchmark reads (a typo would otherwise run the whole suite with defaults). */
export function unknownOptions(argv: readonly string[]): string[] {
  return argv
    .filter((arg) => arg.startsWith('--'))
    .map((arg) => arg.slice(2).split('=')[0])
    .filter((name) => !KNOWN_OPTIONS.has(name));
}

async function main(): Promise<void> {
  const argv = process.argv.slice(2);
  if (argv.includes('--help') || argv.includes('-h')) {
    console.log(helpText());
    return;
  }
  const unknown = unknownOptions(argv);
  if (unknown.length > 0) {
    throw new Error(`no benchmark reads ${unknown.map((name) => `--${name}`).join(', ')} (npm run bench -- --help lists the options)`);
  }
  const started = Date.now();
  for (const [index, bench] of BENCHES.entries()) {
    if (index > 0) console.log('');
    await bench.run(argv);
  }
  console.log(`\nbenchmarks done in ${((Date.now() - started) / 1000).toFixed(0)} s`);
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exitCode = 1;
});
