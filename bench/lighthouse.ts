// Benchmark: Lighthouse performance (mobile preset) of the pages `npm run test:audits` audits, as a CDN serves them
// (HTTPS, HTTP/2, public host, production build). Each page's score is the median of `--runs` runs (5), printed
// against the target (98: met / MISSED); nothing fails on it. A score that follows the machine's speed is a timing:
// the reference is a run on a quiet machine (bench/README.md).
//
//   npx tsx bench/lighthouse.ts [--runs 5]
import path from 'node:path';
import { PAGES, runAudits, startAuditedSite } from '../test/audits/audit';
import { PERFORMANCE_TARGET } from '../test/audits/thresholds';
import { isMain, numberArg, ROOT, vsTarget } from './lib';

export interface LighthouseOptions {
  runs: number;
}

export function lighthouseOptions(argv: readonly string[]): LighthouseOptions {
  return { runs: numberArg(argv, 'lighthouse-runs', numberArg(argv, 'runs', 5)) };
}

const OUT_DIR = path.join(ROOT, 'reports', 'lighthouse-performance');

export async function runLighthouseBench(options: LighthouseOptions): Promise<void> {
  // The site as production runs it: React's production build, Redux Toolkit without its development checks.
  process.env.NODE_ENV = 'production';
  console.log(`Lighthouse performance (mobile preset), median of ${options.runs} runs a page; reports in ${path.relative(ROOT, OUT_DIR)}/`);
  const site = await startAuditedSite();
  try {
    const summaries = await runAudits(site, { outDir: OUT_DIR, categories: ['performance'], runs: options.runs });
    for (const page of PAGES) {
      const summary = summaries.find((s) => s.name === page.name);
      if (!summary) throw new Error(`no Lighthouse summary for ${page.name}`);
      const median = Math.round((summary.asserted.performance ?? 0) * 100);
      const runs = summary.runs.map((run) => Math.round((run.scores.performance ?? 0) * 100)).join(', ');
      // The median run, as runLighthouse.mjs picks it (of an even count, the lower middle one).
      const kept = [...summary.runs].sort((a, b) => (a.scores.performance ?? 0) - (b.scores.performance ?? 0))[
        Math.floor((summary.runs.length - 1) / 2)
      ].metrics;
      // Each run's TBT: a score below 100 on a busy machine is mostly long tasks, and this shows how many runs had them.
      const tbts = summary.runs.map((run) => run.metrics.tbt).join(', ');
      console.log(
        `  ${page.name.padEnd(13)} ${page.path.padEnd(20)} ${vsTarget(`median ${median}`, median, '>=', PERFORMANCE_TARGET * 100, String(PERFORMANCE_TARGET * 100))}; runs ${runs}; median run's LCP ${kept.lcp} ms, TBT ${kept.tbt} ms; TBT of each run ${tbts} ms`,
      );
    }
  } finally {
    await site.close();
  }
}

if (isMain(module)) {
  runLighthouseBench(lighthouseOptions(process.argv.slice(2))).catch((error: unknown) => {
    console.error(error);
    process.exitCode = 1;
  });
}
