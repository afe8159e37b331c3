// Benchmark: the main thread's script work while a page starts on a slow phone (issue 22: the content page's at most
// 150 ms at 4× CPU slowdown). Chromium loads each page with its CPU slowed four times, traced; the figure is the time
// the renderer's main thread spends in script (evaluating, compiling, running callbacks and microtasks) from the
// navigation until the page has been quiet for a second, overlapping events counted once. Median of `--runs` loads
// a page, with the longest script task; nothing fails on it.
//
//   npx tsx bench/startupTrace.ts [--runs 5]
import { chromium, type Browser, type Page } from 'playwright-core';
import { startBuiltSite } from '../test/support/builtSite';
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from '../test/support/chromiumFlags';
import { isMain, ms, numberArg, percentile, vsTarget } from './lib';

export interface StartupTraceOptions {
  runs: number;
}

export function startupTraceOptions(argv: readonly string[]): StartupTraceOptions {
  return { runs: numberArg(argv, 'trace-runs', numberArg(argv, 'runs', 5)) };
}

const SLOWDOWN = 4;
/** The issue's target for the content page. */
const TARGET_MS = 150;
const PAGES = [
  { name: 'content page', path: '/about/history', target: true },
  { name: 'home', path: '/', target: false },
  { name: 'news listing', path: '/news', target: false },
  { name: 'search', path: '/search?term=garden', target: false },
];

/** Trace events that are script running on a thread (the outermost of them count: intervals are merged). */
const SCRIPT_EVENTS = new Set([
  'EvaluateScript',
  'v8.compile',
  'v8.compileModule',
  'v8.evaluateModule',
  'FunctionCall',
  'TimerFire',
  'EventDispatch',
  'FireAnimationFrame',
  'RunMicrotasks',
  'V8.Execute',
  'v8.run',
]);

interface TraceEvent {
  name: string;
  ph: string;
  ts: number;
  dur?: number;
  pid: number;
  tid: number;
  args?: { name?: string };
}

/** Script time (ms) and its longest stretch on one thread, overlapping events counted once. */
function mergedWork(events: TraceEvent[]): { total: number; longest: number } {
  const intervals = events.map((event) => [event.ts, event.ts + (event.dur ?? 0)] as const).sort((a, b) => a[0] - b[0]);
  let total = 0;
  let longest = 0;
  let start = 0;
  let end = -1;
  const close = () => {
    if (end > start) {
      total += end - start;
      longest = Math.max(longest, end - start);
    }
  };
  for (const [from, to] of intervals) {
    if (from > end) {
      close();
      [start, end] = [from, to];
    } else end = Math.max(end, to);
  }
  close();
  return { total: total / 1000, longest: longest / 1000 };
}

/**
 * Script time on the page's main thread: of the renderers' main threads in the trace (a blank tab's, the page's), the
 * one that ran the most script.
 */
function scriptWork(events: TraceEvent[]): { total: number; longest: number } {
  const mainThreads = new Set(
    events
      .filter((event) => event.name === 'thread_name' && event.args?.name === 'CrRendererMain')
      .map((event) => `${event.pid}:${event.tid}`),
  );
  const byThread = new Map<string, TraceEvent[]>();
  for (const event of events) {
    const thread = `${event.pid}:${event.tid}`;
    if (event.ph !== 'X' || !SCRIPT_EVENTS.has(event.name) || !mainThreads.has(thread)) continue;
    byThread.set(thread, [...(byThread.get(thread) ?? []), event]);
  }
  const works = [...byThread.values()].map(mergedWork);
  if (works.length === 0) throw new Error('The trace has no script on a renderer main thread');
  return works.reduce((most, work) => (work.total > most.total ? work : most));
}

interface LoadWork {
  start: { total: number; longest: number };
  /** A page whose app starts at the visitor's first reach for a control (src/app/boot.ts): that start's work. */
  firstInteraction: { total: number; longest: number } | null;
}

const TRACE_CATEGORIES = ['devtools.timeline', 'v8', 'v8.execute', 'disabled-by-default-devtools.timeline'];
const hydrated = () => !document.getElementById('trellis-state');

async function traced(browser: Browser, page: Page, action: () => Promise<void>): Promise<{ total: number; longest: number }> {
  await browser.startTracing(page, { categories: TRACE_CATEGORIES });
  await action();
  // Quiet for a second: idle-time work (prefetches, lazy parts) counts too.
  await page.waitForTimeout(1000);
  const trace = JSON.parse((await browser.stopTracing()).toString('utf8')) as { traceEvents: TraceEvent[] };
  return scriptWork(trace.traceEvents);
}

async function traceLoad(browser: Browser, url: string): Promise<LoadWork> {
  const context = await browser.newContext({ viewport: { width: 390, height: 844 }, deviceScaleFactor: 1 });
  const page = await context.newPage();
  try {
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: SLOWDOWN });
    let waitsForVisitor = false;
    const start = await traced(browser, page, async () => {
      await page.goto(url, { waitUntil: 'networkidle' });
      waitsForVisitor = await page.evaluate(() => document.querySelector('script[data-app]') !== null);
      if (!waitsForVisitor) await page.waitForFunction(hydrated, undefined, { timeout: 30_000 });
    });
    if (!waitsForVisitor) return { start, firstInteraction: null };
    // A key press is a reach for a control that changes nothing on the page.
    const firstInteraction = await traced(browser, page, async () => {
      await page.keyboard.press('Shift');
      await page.waitForFunction(hydrated, undefined, { timeout: 30_000 });
    });
    return { start, firstInteraction };
  } finally {
    await context.close();
  }
}

export async function runStartupTraceBench(options: StartupTraceOptions): Promise<void> {
  console.log(`Main-thread script work at start, ${SLOWDOWN}× CPU slowdown, phone viewport, median of ${options.runs} loads a page`);
  const site = await startBuiltSite({ LOG_LEVEL: 'warn' });
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_FLAGS });
  try {
    for (const { name, path, target } of PAGES) {
      // One load first, not counted: the site's caches and Chromium's code cache as a returning visitor's would not be.
      await traceLoad(browser, `${site.url}${path}`);
      const loads = [];
      for (let run = 0; run < options.runs; run++) loads.push(await traceLoad(browser, `${site.url}${path}`));
      const median = (values: number[]) =>
        percentile(
          [...values].sort((a, b) => a - b),
          50,
        );
      const totals = loads.map((load) => load.start.total);
      const startMedian = median(totals);
      const shown = `median ${ms(startMedian, 0)} (loads ${totals.map((value) => value.toFixed(0)).join(', ')}), longest stretch ${ms(median(loads.map((load) => load.start.longest)), 0)}`;
      console.log(
        `  ${name.padEnd(13)} ${path.padEnd(20)} ${target ? vsTarget(shown, startMedian, '<=', TARGET_MS, `${TARGET_MS} ms`) : shown}`,
      );
      const later = loads.flatMap((load) => (load.firstInteraction ? [load.firstInteraction] : []));
      if (later.length > 0) {
        console.log(
          `  ${''.padEnd(34)} then at the first reach for a control (the app starts): median ${ms(median(later.map((work) => work.total)), 0)}, longest stretch ${ms(median(later.map((work) => work.longest)), 0)}`,
        );
      }
    }
  } finally {
    await browser.close();
    await site.close();
  }
}

if (isMain(module)) {
  runStartupTraceBench(startupTraceOptions(process.argv.slice(2))).catch((error: unknown) => {
    console.error(error);
    process.exitCode = 1;
  });
}
