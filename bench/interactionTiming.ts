// What the interaction benchmarks (search.ts, navigation.ts) share: Chromium as a slow phone runs it (its CPU slowed
// with `Emulation.setCPUThrottlingRate`), trusted clicks, and each click's INP-style duration from the Event Timing
// API (the longest of the interaction's events, from the input to the next paint after its handlers).
import { chromium, type Browser, type Page } from 'playwright-core';
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from '../test/support/chromiumFlags';
import { waitForHydration } from '../test/browser/support/browser';
import { ms, percentile, vsTarget } from './lib';
import { PUBLIC_HOST } from './ssrSite';

/** Issue 22: interactions are measured on a phone's CPU, four times slower than this machine's. */
export const DEFAULT_SLOWDOWN = 4;
/** The Event Timing API reports no event shorter than this: a click without an entry took less. */
export const EVENT_TIMING_FLOOR_MS = 16;

/** Chromium with the public host name resolving to the site: published content, as a visitor gets it. */
export function launchVisitorBrowser(): Promise<Browser> {
  return chromium.launch({
    executablePath: CHROMIUM_PATH,
    args: [...CHROMIUM_FLAGS, `--host-resolver-rules=MAP ${PUBLIC_HOST} 127.0.0.1`],
  });
}

/**
 * A new tab on `url` with its CPU slowed `slowdown` times, once React has hydrated it; from then on it records the
 * Event Timing entries of interactions (`window.__eventTimings`).
 */
export async function openThrottled(
  browser: Browser,
  url: string,
  slowdown: number,
  viewport = { width: 1280, height: 900 },
): Promise<Page> {
  const context = await browser.newContext({ viewport });
  // tsx keeps function names with an `__name` helper that functions sent to the page call: the page gets one too.
  await context.addInitScript('self.__name = (fn) => fn;');
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: slowdown });
  await page.goto(url);
  await waitForHydration(page);
  await page.evaluate((threshold) => {
    const seen: EventEntry[] = [];
    (window as unknown as { __eventTimings: EventEntry[] }).__eventTimings = seen;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as PerformanceEventTiming[]) {
        if (!entry.interactionId) continue;
        const { interactionId, name, startTime, duration, processingStart, processingEnd } = entry;
        seen.push({ interactionId, name, startTime, duration, processingStart, processingEnd });
      }
    }).observe({ type: 'event', durationThreshold: threshold, buffered: true } as PerformanceObserverInit);
  }, EVENT_TIMING_FLOOR_MS);
  return page;
}

/** What the page keeps of an interaction's Event Timing entry (window.__eventTimings). */
type EventEntry = Pick<PerformanceEventTiming, 'interactionId' | 'name' | 'startTime' | 'duration' | 'processingStart' | 'processingEnd'>;

export interface InteractionTiming {
  /** The longest of the interaction's events (ms); the floor when none was long enough to be reported. */
  duration: number;
  /** Of that event: input delay, its handlers, and from them to the next paint (ms); null when none was reported. */
  parts: { delay: number; processing: number; presentation: number; event: string } | null;
}

/** Performance time in the page now: interactions after it are the next click's. */
export function pageNow(page: Page): Promise<number> {
  return page.evaluate(() => performance.now());
}

/**
 * The interaction that started after `since` (page time): its duration as INP counts it. Called once the click's
 * visible answer is on screen; entries are reported after the paint that ended them, so a frame is waited first.
 */
export async function interactionSince(page: Page, since: number): Promise<InteractionTiming> {
  const entries = await page.evaluate(async (after) => {
    await new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 50)));
    return (window as unknown as { __eventTimings: EventEntry[] }).__eventTimings.filter((entry) => entry.startTime >= after);
  }, since);
  if (entries.length === 0) return { duration: EVENT_TIMING_FLOOR_MS, parts: null };
  const longest = entries.reduce((most, entry) => (entry.duration > most.duration ? entry : most));
  return {
    duration: longest.duration,
    parts: {
      event: longest.name,
      delay: longest.processingStart - longest.startTime,
      processing: longest.processingEnd - longest.processingStart,
      presentation: longest.startTime + longest.duration - longest.processingEnd,
    },
  };
}

/** How a click is made: the pointer's rest on the target before the press, and how long the button is held. */
export interface ClickTiming {
  restMs: number;
  holdMs: number;
}

/** A script's click: the pointer arrives, presses and releases at once. */
export const SCRIPT_CLICK: ClickTiming = { restMs: 0, holdMs: 0 };

/**
 * Clicks the element's middle with the mouse (a trusted click: pointer, mouse and click events), the pointer resting
 * and the button held as `timing` says.
 */
export async function clickMiddle(page: Page, selector: string, index: number, timing: ClickTiming = SCRIPT_CLICK): Promise<void> {
  const target = page.locator(selector).nth(index);
  await target.scrollIntoViewIfNeeded();
  const box = await target.boundingBox();
  if (!box) throw new Error(`${selector} #${index} is not on screen`);
  const x = box.x + box.width / 2;
  const y = box.y + box.height / 2;
  if (timing.restMs === 0 && timing.holdMs === 0) return page.mouse.click(x, y);
  await page.mouse.move(x, y);
  await page.waitForTimeout(timing.restMs);
  await page.mouse.down();
  await page.waitForTimeout(timing.holdMs);
  await page.mouse.up();
}

/** "p50 …, p95 … (target …), max … [n]" of durations in ms. */
export function summary(times: readonly number[], p95Target?: number): string {
  const sorted = [...times].sort((a, b) => a - b);
  const p95 = percentile(sorted, 95);
  const p95Text = p95Target === undefined ? ms(p95) : vsTarget(ms(p95), p95, '<=', p95Target, ms(p95Target, 0));
  return `p50 ${ms(percentile(sorted, 50))}, p95 ${p95Text}, max ${ms(sorted[sorted.length - 1])} [${times.length}]`;
}

/** Where the slowest interactions' time went: the mean input delay, handlers and presentation of the slowest tenth. */
export function slowestParts(timings: readonly InteractionTiming[]): string {
  const reported = timings.filter((timing) => timing.parts !== null).sort((a, b) => b.duration - a.duration);
  const slowest = reported.slice(0, Math.max(1, Math.ceil(timings.length / 10)));
  if (slowest.length === 0) return `every interaction under ${EVENT_TIMING_FLOOR_MS} ms`;
  const mean = (pick: (parts: NonNullable<InteractionTiming['parts']>) => number) =>
    ms(slowest.reduce((sum, timing) => sum + pick(timing.parts!), 0) / slowest.length);
  const events = [...new Set(slowest.map((timing) => timing.parts!.event))].join('/');
  return `slowest ${slowest.length}: input delay ${mean((p) => p.delay)}, handlers ${mean((p) => p.processing)}, to the paint ${mean((p) => p.presentation)} (${events}); ${timings.length - reported.length} under ${EVENT_TIMING_FLOOR_MS} ms`;
}
