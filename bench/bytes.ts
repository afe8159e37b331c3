// Benchmark: what a page's HTML costs a visitor on a first and a second page view (issue 22: a content page's
// HTML at most 5 kB gzip on a second view, without losing the first view's paint). The first view carries the style
// sheet inline; a second view, once the style cache worker holds the sheet, is the page asked for with the
// linked-styles marker (src/app/styles/linkedStylesMarker.ts), which links it instead. Sizes are the gzip bytes the
// site sends (its own compression) to a public host. Paint: Chromium at a phone's size with 4× CPU slowdown and a
// slow 4G link (150 ms round trip, 1.6 Mbit/s), first-contentful and largest-contentful paint of a first visit and of
// the second page load after it, median of `--runs` visits. With `--base <dist>` another build (today's main) runs
// beside this one, visits alternating, and the ratio of their medians is printed; nothing fails on it.
//
//   npx tsx bench/bytes.ts [--runs 5] [--base ../main/dist]
import { existsSync } from 'node:fs';
import { request } from 'node:http';
import { join, resolve } from 'node:path';
import { chromium, type Browser, type Page } from 'playwright-core';
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from '../test/support/chromiumFlags';
import { LINKED_STYLES_PARAM } from '../src/app/styles/linkedStylesMarker';
import { argValue, isMain, numberArg, percentile, vsTarget } from './lib';
import { startSiteProcess, PUBLIC_HOST, type SiteProcess } from './ssrSite';

export interface BytesOptions {
  runs: number;
  /** Another build's dist/ to compare with, or null. */
  base: string | null;
}

export function bytesOptions(argv: readonly string[]): BytesOptions {
  const base = argValue(argv, 'base');
  if (base !== undefined && !existsSync(join(resolve(base), 'server', 'main.js')))
    throw new Error(`--base ${base}: no server/main.js there`);
  return { runs: numberArg(argv, 'bytes-runs', numberArg(argv, 'runs', 5)), base: base === undefined ? null : resolve(base) };
}

const PAGES = [
  { name: 'content page', path: '/about/history', target: true },
  { name: 'home', path: '/', target: false },
  { name: 'news listing', path: '/news', target: false },
];
/** The issue's figure: a content page's second view at most CRB's compressed size, about 5 kB. */
const TARGET_BYTES = 5000;
const SLOWDOWN = 4;
const kB = (bytes: number): string => `${(bytes / 1000).toFixed(1)} kB`;

interface Build {
  name: string;
  site: SiteProcess;
  /** The build's style version (from its /sw.js), or null when it has no style cache worker. */
  styleVersion: string | null;
}

/** The body's bytes as sent with `accept-encoding: gzip` to the public host. */
function gzipBytes(port: number, path: string): Promise<{ status: number; bytes: number }> {
  return new Promise((resolveGet, reject) => {
    const req = request({ host: '127.0.0.1', port, path, headers: { host: PUBLIC_HOST, 'accept-encoding': 'gzip' } }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () => {
        resolveGet({ status: res.statusCode ?? 0, bytes: Buffer.concat(chunks).length });
      });
    });
    req.on('error', reject);
    req.end();
  });
}

async function styleVersionOf(port: number): Promise<string | null> {
  const plain = await new Promise<string>((resolveGet, reject) => {
    const req = request({ host: '127.0.0.1', port, path: '/sw.js', headers: { host: PUBLIC_HOST } }, (res) => {
      let text = '';
      res.setEncoding('utf8');
      res.on('data', (chunk: string) => (text += chunk));
      res.on('end', () => resolveGet(text));
    });
    req.on('error', reject);
    req.end();
  });
  return /"version":"([0-9a-f]+)"/.exec(plain)?.[1] ?? null;
}

async function printSizes(builds: Build[]): Promise<void> {
  console.log('  HTML, gzip bytes as the site sends them (first view: styles inline; second view: linked when the build can)');
  for (const page of PAGES) {
    const figures: string[] = [];
    for (const build of builds) {
      const first = await gzipBytes(build.site.port, page.path);
      const secondPath = build.styleVersion ? `${page.path}?${LINKED_STYLES_PARAM}=${build.styleVersion}` : page.path;
      const second = await gzipBytes(build.site.port, secondPath);
      if (first.status !== 200 || second.status !== 200) throw new Error(`${build.name} ${page.path}: ${first.status} / ${second.status}`);
      const secondShown = `second view ${kB(second.bytes)}`;
      figures.push(
        `${build.name}: first view ${kB(first.bytes)}, ${page.target ? vsTarget(secondShown, second.bytes, '<=', TARGET_BYTES, kB(TARGET_BYTES)) : secondShown}`,
      );
    }
    console.log(`    ${page.name.padEnd(13)} ${page.path.padEnd(16)} ${figures.join('; ')}`);
  }
}

interface Paint {
  fcp: number;
  lcp: number;
}

/** First-contentful and largest-contentful paint of the document in `page` (ms from its navigation). */
function paintOf(page: Page): Promise<Paint> {
  return page.evaluate(
    () =>
      new Promise<Paint>((resolvePaint) => {
        const fcp = performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? NaN;
        let lcp = NaN;
        new PerformanceObserver((list) => {
          const entries = list.getEntries();
          lcp = entries[entries.length - 1]?.startTime ?? lcp;
        }).observe({ type: 'largest-contentful-paint', buffered: true });
        setTimeout(() => resolvePaint({ fcp, lcp }), 500);
      }),
  );
}

/** One visitor: a first view, then (once the build's worker holds the styles) a second page load of the same page. */
async function visit(browser: Browser, build: Build, path: string): Promise<{ first: Paint; second: Paint }> {
  const context = await browser.newContext({ viewport: { width: 390, height: 844 }, deviceScaleFactor: 1 });
  const page = await context.newPage();
  try {
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: SLOWDOWN });
    await cdp.send('Network.enable');
    await cdp.send('Network.emulateNetworkConditions', {
      offline: false,
      latency: 150,
      downloadThroughput: (1.6 * 1024 * 1024) / 8,
      uploadThroughput: (750 * 1024) / 8,
    });
    const url = `http://127.0.0.1:${build.site.port}${path}`;
    await page.goto(url, { waitUntil: 'load' });
    const first = await paintOf(page);
    // Started: hydrated, or a page whose app waits for the visitor (src/app/boot.ts registers the worker too).
    await page.waitForFunction(
      () => document.querySelector('script[data-app]') !== null || !document.getElementById('trellis-state'),
      undefined,
      { timeout: 30_000 },
    );
    if (build.styleVersion)
      await page.waitForFunction(
        async () => (await navigator.serviceWorker.getRegistration('/'))?.active?.state === 'activated',
        undefined,
        { timeout: 30_000 },
      );
    await page.goto(url, { waitUntil: 'load' });
    return { first, second: await paintOf(page) };
  } finally {
    await context.close();
  }
}

/** Of the visits that measured it (a paint the browser did not report is left out). */
const median = (values: number[]): number =>
  percentile(
    values.filter((value) => !Number.isNaN(value)).sort((a, b) => a - b),
    50,
  );
const msShown = (value: number): string => `${value.toFixed(0)} ms`;

async function printPaint(builds: Build[], runs: number): Promise<void> {
  console.log(
    `  Paint at a phone's size, ${SLOWDOWN}× CPU slowdown, 150 ms / 1.6 Mbit/s link, median of ${runs} visits${builds.length > 1 ? ' (builds alternating)' : ''}`,
  );
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_FLAGS });
  try {
    for (const page of PAGES) {
      const samples = builds.map(() => [] as { first: Paint; second: Paint }[]);
      for (let run = 0; run < runs; run++) {
        const order = run % 2 === 0 ? builds.map((_, i) => i) : builds.map((_, i) => i).reverse();
        for (const index of order) samples[index].push(await visit(browser, builds[index], page.path));
      }
      const medians = samples.map((visits) => ({
        fcp: median(visits.map((v) => v.first.fcp)),
        lcp: median(visits.map((v) => v.first.lcp)),
        fcp2: median(visits.map((v) => v.second.fcp)),
        lcp2: median(visits.map((v) => v.second.lcp)),
      }));
      const shown = builds.map(
        (build, i) =>
          `${build.name}: first view FCP ${msShown(medians[i].fcp)}, LCP ${msShown(medians[i].lcp)}; second view FCP ${msShown(medians[i].fcp2)}, LCP ${msShown(medians[i].lcp2)}`,
      );
      console.log(`    ${page.name.padEnd(13)} ${shown.join('; ')}`);
      if (builds.length === 2) {
        const [mine, base] = medians;
        const lcpRatio = mine.lcp / base.lcp;
        console.log(
          `    ${''.padEnd(13)} first view this / base: FCP ${(mine.fcp / base.fcp).toFixed(2)}, ${vsTarget(`LCP ${lcpRatio.toFixed(2)}`, lcpRatio, '<=', 1.05, '1.05 (no worse, within noise)')}`,
        );
      }
    }
  } finally {
    await browser.close();
  }
}

export async function runBytesBench(options: BytesOptions): Promise<void> {
  console.log('Bytes of a first and a second page view, and the first view paint');
  const dists: [string, string | null][] = [['this', null], ...(options.base ? ([['base', options.base]] as [string, string][]) : [])];
  const builds: Build[] = [];
  try {
    for (const [name, dist] of dists) {
      const site = await startSiteProcess(`bytes-${name}`, dist ? { BENCH_DIST: dist } : {}, ['/', '/about/history']);
      builds.push({ name, site, styleVersion: await styleVersionOf(site.port) });
    }
    await printSizes(builds);
    await printPaint(builds, options.runs);
  } finally {
    for (const build of builds) await build.site.stop();
  }
}

if (isMain(module)) {
  runBytesBench(bytesOptions(process.argv.slice(2))).catch((error: unknown) => {
    console.error(error);
    process.exitCode = 1;
  });
}
