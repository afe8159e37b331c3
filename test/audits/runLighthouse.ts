// Runs Lighthouse (its Node API, default mobile preset) on each page in one Chromium and writes the HTML and JSON
// reports and a summary.json to the output folder. Started by lighthouse.test.ts as a child process, because
// Lighthouse is ESM-only and jest's module system loads CommonJS. Input: one JSON argument (AuditJob).
import fs from 'node:fs';
import path from 'node:path';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { CATEGORIES, shortfalls, type Scores } from './thresholds';

export interface AuditJob {
  origin: string;
  pages: { name: string; path: string }[];
  outDir: string;
  chromePath: string;
  chromeFlags: string[];
  /** Runs per page at most; a page that meets every threshold is not run again. */
  attempts: number;
}

export interface PageSummary {
  name: string;
  url: string;
  runs: Scores[];
  best: Scores;
  /** Failing audits (score < 1) of the kept run, for a readable failure message. */
  failingAudits: string[];
}

type RunnerResult = NonNullable<Awaited<ReturnType<typeof lighthouse>>>;

function scoresOf(result: RunnerResult): Scores {
  const scores = {} as Scores;
  for (const category of CATEGORIES) scores[category] = result.lhr.categories[category]?.score ?? 0;
  return scores;
}

function failingAudits(result: RunnerResult): string[] {
  const { lhr } = result;
  return CATEGORIES.flatMap((category) =>
    (lhr.categories[category]?.auditRefs ?? [])
      .filter((ref) => ref.weight > 0 && (lhr.audits[ref.id]?.score ?? 1) < 1)
      .map((ref) => `${category}/${ref.id} ${lhr.audits[ref.id]?.score} ${lhr.audits[ref.id]?.displayValue ?? ''}`.trim()),
  );
}

const total = (scores: Scores) => CATEGORIES.reduce((sum, category) => sum + scores[category], 0);

async function auditPage(port: number, url: string, job: AuditJob, name: string): Promise<PageSummary> {
  const runs: Scores[] = [];
  let kept: RunnerResult | null = null;
  for (let attempt = 0; attempt < job.attempts; attempt += 1) {
    const result = await lighthouse(url, { port, output: ['html', 'json'], logLevel: 'error', onlyCategories: CATEGORIES });
    if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
    if (result.lhr.runtimeError) throw new Error(`Lighthouse could not audit ${url}: ${result.lhr.runtimeError.message}`);
    runs.push(scoresOf(result));
    if (!kept || total(scoresOf(result)) > total(scoresOf(kept))) kept = result;
    if (shortfalls(scoresOf(result)).length === 0) break;
  }
  if (!kept) throw new Error('no run');
  const [html, json] = kept.report as string[];
  fs.writeFileSync(path.join(job.outDir, `${name}.report.html`), html);
  fs.writeFileSync(path.join(job.outDir, `${name}.report.json`), json);
  return { name, url, runs, best: scoresOf(kept), failingAudits: failingAudits(kept) };
}

async function main(job: AuditJob): Promise<void> {
  fs.mkdirSync(job.outDir, { recursive: true });
  const chrome = await chromeLauncher.launch({ chromePath: job.chromePath, chromeFlags: job.chromeFlags, logLevel: 'error' });
  try {
    const summaries: PageSummary[] = [];
    for (const page of job.pages) summaries.push(await auditPage(chrome.port, new URL(page.path, job.origin).href, job, page.name));
    fs.writeFileSync(path.join(job.outDir, 'summary.json'), `${JSON.stringify(summaries, null, 2)}\n`);
  } finally {
    chrome.kill();
  }
}

main(JSON.parse(process.argv[2] ?? '{}') as AuditJob).catch((error: Error) => {
  process.stderr.write(`${error.stack ?? error.message}\n`);
  process.exit(1);
});
