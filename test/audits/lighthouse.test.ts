import path from 'node:path';
import { PAGES, ROOT, runAudits, startAuditedSite, type AuditedSite, type PageSummary } from './audit';
import { shortfalls, THRESHOLDS, type Category } from './thresholds';

// Lighthouse (mobile) on the site's main page types as a CDN serves them: accessibility, best practices and SEO at
// 100. They do not depend on the machine's speed, so one run a page decides. Performance does, and is measured by
// `bench/lighthouse.ts` (the median of five runs, reported against the target on a quiet machine), not asserted here.
const OUT_DIR = path.join(ROOT, 'reports', 'lighthouse');

let site: AuditedSite;
let summaries: PageSummary[];

beforeAll(async () => {
  site = await startAuditedSite();
  summaries = await runAudits(site, { outDir: OUT_DIR, categories: Object.keys(THRESHOLDS) as Category[], runs: 1 });
  process.stdout.write(
    `Lighthouse reports: ${OUT_DIR}\n${summaries.map((s) => `  ${s.name}: ${JSON.stringify(s.asserted)}`).join('\n')}\n`,
  );
}, 10 * 60_000);

afterAll(async () => {
  await site?.close();
});

describe('Lighthouse, mobile preset', () => {
  it('audits the pages as a CDN serves them: over HTTP/2', () => {
    expect(summaries.map((s) => [s.name, s.protocol])).toEqual(PAGES.map((page) => [page.name, 'h2']));
  });

  it.each(PAGES.map((page) => [page.name, page.path]))('the %s page (%s) scores 100 for accessibility, best practices and SEO', (name) => {
    const summary = summaries.find((s) => s.name === name);
    expect(summary).toBeDefined();
    const missing = shortfalls(summary!.asserted);
    // The failing audits show in the message only when a category falls short.
    expect({ page: name, shortfalls: missing, failingAudits: missing.length ? summary!.failingAudits : [] }).toEqual({
      page: name,
      shortfalls: [],
      failingAudits: [],
    });
  });
});
