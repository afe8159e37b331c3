// Runs Lighthouse (its Node API, default mobile preset) on each page in one Chromium and writes the HTML and JSON
// reports and a summary.json to the output folder. Started by lighthouse.test.ts as a child process under plain
// node: Lighthouse is ESM-only (jest loads CommonJS), and it sends functions to the page as source text, which a
// transpiler such as tsx would rewrite with helpers the page lacks. Input: one JSON argument, AuditJob in
// lighthouse.test.ts.
import fs from 'node:fs';
import path from 'node:path';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';

/** The lab metrics behind the performance score, kept for each run (milliseconds; CLS unitless). */
const METRICS = {
  fcp: 'first-contentful-paint',
  lcp: 'largest-contentful-paint',
  tbt: 'total-blocking-time',
  si: 'speed-index',
  cls: 'cumulative-layout-shift',
};

/** Each category's score (0–1) in a run. */
function scoresOf(lhr, thresholds) {
  return Object.fromEntries(Object.keys(thresholds).map((category) => [category, lhr.categories[category]?.score ?? 0]));
}

function metricsOf(lhr) {
  return Object.fromEntries(Object.entries(METRICS).map(([name, id]) => [name, Math.round((lhr.audits[id]?.numericValue ?? NaN) * (name === 'cls' ? 1000 : 1)) / (name === 'cls' ? 1000 : 1)]));
}

/** Weighted audits that lost points in a run, for a readable failure message. */
function failingAudits(lhr, thresholds) {
  return Object.keys(thresholds).flatMap((category) =>
    lhr.categories[category].auditRefs
      .filter((ref) => ref.weight > 0 && (lhr.audits[ref.id].score ?? 1) < 1)
      .map((ref) => `${category}/${ref.id} ${lhr.audits[ref.id].score} ${lhr.audits[ref.id].displayValue ?? ''}`.trim()),
  );
}

/** The run with the median performance score (of an even count, the lower of the two middle ones). */
function medianRun(runs) {
  const sorted = [...runs].sort((a, b) => a.scores.performance - b.scores.performance);
  return sorted[Math.floor((sorted.length - 1) / 2)];
}

/**
 * Runs stop as soon as the median of `job.runs` is decided: with three, two runs on the same side of the
 * performance threshold settle it, and a third is made only when they disagree.
 */
function decided(runs, job) {
  const meets = runs.filter((run) => run.scores.performance >= job.thresholds.performance).length;
  const needed = Math.floor(job.runs / 2) + 1;
  return meets >= needed || runs.length - meets >= needed || runs.length >= job.runs;
}

/** Runs Lighthouse could not complete (a trace it could not read, as a busy machine sometimes gives) that are made again. */
const RETRIES = 2;

async function auditPage(port, job, page) {
  const url = new URL(page.path, job.origin).href;
  const runs = [];
  let retries = 0;
  while (!decided(runs, job)) {
    const started = Date.now();
    const result = await lighthouse(url, { port, output: ['html', 'json'], logLevel: 'error', onlyCategories: Object.keys(job.thresholds) });
    if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
    const error = result.lhr.runtimeError;
    if (error) {
      if (retries++ < RETRIES) continue;
      throw new Error(`Lighthouse could not audit ${url}: ${error.message}`);
    }
    runs.push({ scores: scoresOf(result.lhr, job.thresholds), metrics: metricsOf(result.lhr), seconds: (Date.now() - started) / 1000, result });
  }
  const kept = medianRun(runs);
  const [html, json] = kept.result.report;
  fs.writeFileSync(path.join(job.outDir, `${page.name}.report.html`), html);
  fs.writeFileSync(path.join(job.outDir, `${page.name}.report.json`), json);
  // Accessibility, best practices and SEO do not depend on timing: every run must reach them, not only the median.
  const worst = Object.fromEntries(Object.keys(job.thresholds).map((category) => [category, Math.min(...runs.map((run) => run.scores[category]))]));
  return {
    name: page.name,
    url,
    runs: runs.map(({ scores, metrics, seconds }) => ({ scores, metrics, seconds })),
    retries,
    asserted: { ...worst, performance: kept.scores.performance },
    failingAudits: failingAudits(kept.result.lhr, job.thresholds),
  };
}

async function main(job) {
  fs.mkdirSync(job.outDir, { recursive: true });
  const chrome = await chromeLauncher.launch({ chromePath: job.chromePath, chromeFlags: job.chromeFlags, logLevel: 'error' });
  try {
    const summaries = [];
    for (const page of job.pages) summaries.push(await auditPage(chrome.port, job, page));
    fs.writeFileSync(path.join(job.outDir, 'summary.json'), `${JSON.stringify(summaries, null, 2)}\n`);
  } finally {
    chrome.kill();
  }
}

main(JSON.parse(process.argv[2] ?? '{}')).catch((error) => {
  process.stderr.write(`${error.stack ?? error.message}\n`);
  process.exit(1);
});
