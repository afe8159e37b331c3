import { execFile } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';
import { startBuiltSite, type BuiltSite } from '../support/builtSite';
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from '../support/chromiumFlags';
import type { Scores } from './thresholds';
import { startTlsFront, type TlsFront } from './tlsFront';

// Lighthouse (mobile preset) on the site's main page types, published content on a public host name behind an
// HTTPS/HTTP/2 front, as a visitor gets them from a CDN. Shared by the audit test (accessibility, best practices,
// SEO: one run a page) and bench/lighthouse.ts (performance: the median of several runs).

const HOST = 'www.example.test';
export const ROOT = path.join(__dirname, '..', '..');

export const PAGES = [
  { name: 'home', path: '/' },
  { name: 'content-page', path: '/about/history' },
  { name: 'news-listing', path: '/news' },
  { name: 'search', path: '/search?term=garden' },
  { name: 'sign-in', path: '/account/login' },
];

/** What runLighthouse.mjs is asked to do. */
export interface AuditJob {
  origin: string;
  pages: { name: string; path: string }[];
  outDir: string;
  chromePath: string;
  chromeFlags: string[];
  /** The categories audited (their values are not used by the runner). */
  categories: (keyof Scores)[];
  /** Runs a page; with performance audited the report kept is the median run's. */
  runs: number;
}

/** The lab metrics of a run (milliseconds; CLS unitless). */
export type Metrics = Record<'fcp' | 'lcp' | 'tbt' | 'si' | 'cls', number>;

/** What runLighthouse.mjs writes to summary.json for each page. */
export interface PageSummary {
  name: string;
  url: string;
  runs: { scores: Scores; metrics: Metrics; seconds: number }[];
  /** Runs Lighthouse could not complete and made again. */
  retries: number;
  /** Performance: the median run's; the other categories: the lowest of the runs. */
  asserted: Scores;
  /** Weighted audits that lost points in the kept run. */
  failingAudits: string[];
  /** The protocol the document came over in the kept run. */
  protocol: string | null;
}

export interface AuditedSite {
  origin: string;
  close(): Promise<void>;
}

/** The production site behind the TLS front, on the public host name (published content, indexable, shared caching). */
export async function startAuditedSite(): Promise<AuditedSite> {
  const front: TlsFront = await startTlsFront(HOST);
  const origin = `https://${HOST}:${front.port}`;
  let site: BuiltSite;
  try {
    site = await startBuiltSite({ PROJECTS: JSON.stringify([{ id: 'website', hostnames: [HOST], publicUri: origin }]) });
  } catch (error) {
    await front.close();
    throw error;
  }
  front.forwardTo(Number(new URL(site.url).port));
  return {
    origin,
    close: async () => {
      await site.close();
      await front.close();
    },
  };
}

/**
 * Runs Lighthouse (in a child process under plain node: Lighthouse is ESM-only and sends functions to the page as
 * source text, which a transpiler would rewrite) and returns each page's summary; the reports go to `outDir`.
 */
export async function runAudits(
  site: AuditedSite,
  options: { outDir: string; categories: (keyof Scores)[]; runs: number },
): Promise<PageSummary[]> {
  fs.rmSync(options.outDir, { recursive: true, force: true });
  const job: AuditJob = {
    origin: site.origin,
    pages: PAGES,
    outDir: options.outDir,
    chromePath: CHROMIUM_PATH,
    chromeFlags: [...CHROMIUM_FLAGS, `--host-resolver-rules=MAP ${HOST} 127.0.0.1`, '--ignore-certificate-errors'],
    categories: options.categories,
    runs: options.runs,
  };
  await promisify(execFile)(process.execPath, [path.join(__dirname, 'runLighthouse.mjs'), JSON.stringify(job)], {
    cwd: ROOT,
    maxBuffer: 16 * 1024 * 1024,
  });
  return JSON.parse(fs.readFileSync(path.join(options.outDir, 'summary.json'), 'utf8')) as PageSummary[];
}
