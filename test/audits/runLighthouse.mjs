// Runs Lighthouse (its Node API, default mobile preset) on each page in one Chromium and writes the HTML and JSON
// reports and a summary.json to the output folder. Started by audit.ts (for lighthouse.test.ts and
// bench/lighthouse.ts) as a child process under plain node: Lighthouse is ESM-only (jest loads CommonJS), and it
// sends functions to the page as source text, which a transpiler such as tsx would rewrite with helpers the page
// lacks. Input: one JSON argument, AuditJob in audit.ts.
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
function scoresOf(lhr, categories) {
  return Object.fromEntries(categories.map((category) => [category, lhr.categories[category]?.score ?? 0]));
}

function metricsOf(lhr) {
  return Object.fromEntries(
    Object.entries(METRICS).map(([name, id]) => [
      name,
      Math.round((lhr.audits[id]?.numericValue ?? NaN) * (name === 'cls' ? 1000 : 1)) / (name === 'cls' ? 1000 : 1),
    ]),
  );
}

/** Weighted audits that lost points in a run, for a readable failure message. */
function failingAudits(lhr, categories) {
  return categories.flatMap((category) =>
    lhr.categories[category].auditRefs
      .filter((ref) => ref.weight > 0 && (lhr.audits[ref.id].score ?? 1) < 1)
      .map((ref) => `${category}/${ref.id} ${lhr.audits[ref.id].score} ${lhr.audits[ref.id].displayValue ?? ''}`.trim()),
  );
}

/** The protocol the page's document came over (`h2` from the TLS front, as from a CDN). */
function documentProtocol(lhr, url) {
  const requests = lhr.audits['network-requests']?.details?.items ?? [];
  return requests.find((item) => item.url === url)?.protocol ?? null;
}

/** The run with the median performance score (of an even count, the lower of the two middle ones); without performance, the first. */
function medianRun(runs) {
  const sorted = [...runs].sort((a, b) => (a.scores.performance ?? 0) - (b.scores.performance ?? 0));
  return sorted[Math.floor((sorted.length - 1) / 2)];
}

/** Runs Lighthouse could not complete (a trace it could not read, as a busy machine sometimes gives) that are made again. */
const RETRIES = 2;

async function auditPage(port, job, page) {
  const url = new URL(page.path, job.origin).href;
  const runs = [];
  let retries = 0;
  while (runs.length < job.runs) {
    const started = Date.now();
    // network-requests (a performance audit, run beside the categories: Lighthouse takes the union) gives the protocol.
    const result = await lighthouse(url, {
      port,
      output: ['html', 'json'],
      logLevel: 'error',
      onlyCategories: job.categories,
      onlyAudits: ['network-requests'],
    });
    if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
    const error = result.lhr.runtimeError;
    if (error) {
      if (retries++ < RETRIES) continue;
      throw new Error(`Lighthouse could not audit ${url}: ${error.message}`);
    }
    runs.push({
      scores: scoresOf(result.lhr, job.categories),
      metrics: metricsOf(result.lhr),
      seconds: (Date.now() - started) / 1000,
      result,
    });
  }
  const kept = medianRun(runs);
  const [html, json] = kept.result.report;
  fs.writeFileSync(path.join(job.outDir, `${page.name}.report.html`), html);
  fs.writeFileSync(path.join(job.outDir, `${page.name}.report.json`), json);
  // Accessibility, best practices and SEO do not depend on timing: the lowest of the runs counts, not the median.
  const worst = Object.fromEntries(job.categories.map((category) => [category, Math.min(...runs.map((run) => run.scores[category]))]));
  return {
    name: page.name,
    url,
    runs: runs.map(({ scores, metrics, seconds }) => ({ scores, metrics, seconds })),
    retries,
    asserted: job.categories.includes('performance') ? { ...worst, performance: kept.scores.performance } : worst,
    failingAudits: failingAudits(kept.result.lhr, job.categories),
    protocol: documentProtocol(kept.result.lhr, url),
  };
}

async function main(job) {
  fs.mkdirSync(job.outDir, { recursive: true });
  const chrome = await chromeLauncher.launch({ chromePath: job.chromePath, chromeFlags: job.chromeFlags, logLevel: 'error' });
  try {
    // A freshly started Chromium's first page load pays for its own start-up (its files, fonts, GPU-less compositor):
    // when performance is measured, one load first, not audited, so that the first page is measured like the others.
    if (job.categories.includes('performance')) {
      await lighthouse(new URL(job.pages[0].path, job.origin).href, {
        port: chrome.port,
        logLevel: 'error',
        onlyCategories: ['performance'],
      });
    }
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
