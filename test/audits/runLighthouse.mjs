// Runs Lighthouse (its Node API, default mobile preset) on each page in one Chromium and writes the HTML and JSON
// reports and a summary.json to the output folder. Started by lighthouse.test.ts as a child process under plain
// node: Lighthouse is ESM-only (jest loads CommonJS), and it sends functions to the page as source text, which a
// transpiler such as tsx would rewrite with helpers the page lacks. Input: one JSON argument, AuditJob in
// lighthouse.test.ts.
import fs from 'node:fs';
import path from 'node:path';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';

/** Each category's score (0–1) in a run. */
function scoresOf(result, thresholds) {
  return Object.fromEntries(Object.keys(thresholds).map((category) => [category, result.lhr.categories[category]?.score ?? 0]));
}

const meetsAll = (scores, thresholds) => Object.entries(thresholds).every(([category, least]) => scores[category] >= least);
const total = (scores) => Object.values(scores).reduce((sum, score) => sum + score, 0);

/** Weighted audits that lost points in a run, for a readable failure message. */
function failingAudits(result, thresholds) {
  const { lhr } = result;
  return Object.keys(thresholds).flatMap((category) =>
    lhr.categories[category].auditRefs
      .filter((ref) => ref.weight > 0 && (lhr.audits[ref.id].score ?? 1) < 1)
      .map((ref) => `${category}/${ref.id} ${lhr.audits[ref.id].score} ${lhr.audits[ref.id].displayValue ?? ''}`.trim()),
  );
}

async function auditPage(port, job, page) {
  const url = new URL(page.path, job.origin).href;
  const runs = [];
  let kept = null;
  for (let attempt = 0; attempt < job.attempts; attempt += 1) {
    const result = await lighthouse(url, { port, output: ['html', 'json'], logLevel: 'error', onlyCategories: Object.keys(job.thresholds) });
    if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
    if (result.lhr.runtimeError) throw new Error(`Lighthouse could not audit ${url}: ${result.lhr.runtimeError.message}`);
    const scores = scoresOf(result, job.thresholds);
    runs.push(scores);
    if (!kept || total(scores) > total(scoresOf(kept, job.thresholds))) kept = result;
    if (meetsAll(scores, job.thresholds)) break;
  }
  const [html, json] = kept.report;
  fs.writeFileSync(path.join(job.outDir, `${page.name}.report.html`), html);
  fs.writeFileSync(path.join(job.outDir, `${page.name}.report.json`), json);
  return { name: page.name, url, runs, best: scoresOf(kept, job.thresholds), failingAudits: failingAudits(kept, job.thresholds) };
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
