// Benchmark: a menu navigation as a visitor on a phone meets it (issue 22: its INP at most 100 ms at 4× CPU slowdown).
// The production site on the demo content (public host: published pages); Chromium with its CPU slowed clicks the
// header's main-menu links in turn (never the page shown), each once the previous page is on screen, and measures
// for each click its INP-style duration (Event Timing: input delay + handlers + until the next paint, the longest of
// the interaction's events) and the time until the new page is on screen. Prints p50/p95/max; never asserts.
//
//   npx tsx bench/navigation.ts [--clicks 50] [--cpu-slowdown 4]
import type { Page } from 'playwright-core';
import {
  clickMiddle,
  DEFAULT_SLOWDOWN,
  interactionSince,
  launchVisitorBrowser,
  openThrottled,
  pageNow,
  slowestParts,
  summary,
  type InteractionTiming,
} from './interactionTiming';
import { isMain, numberArg } from './lib';
import { build } from './ssr';
import { PUBLIC_HOST, startSiteProcess } from './ssrSite';

export interface NavigationBenchOptions {
  clicks: number;
  slowdown: number;
}

export function navigationBenchOptions(argv: readonly string[]): NavigationBenchOptions {
  return { clicks: numberArg(argv, 'clicks', 50), slowdown: numberArg(argv, 'cpu-slowdown', DEFAULT_SLOWDOWN) };
}

const TARGET_INP_MS = 100;
const MENU_LINK = 'header nav[aria-label="Main"] a';
/** A visitor glances at the new page before the next click: its late work (images, idle prefetches) is its own. */
const READING_MS = 300;

/** The menu's links as the page shows them: their paths, and which is the page shown. */
function menuLinks(page: Page): Promise<{ path: string; current: boolean }[]> {
  return page.evaluate(
    (selector) =>
      [...document.querySelectorAll<HTMLAnchorElement>(selector)].map((link) => ({
        path: new URL(link.href).pathname,
        current: link.getAttribute('aria-current') === 'page',
      })),
    MENU_LINK,
  );
}

/**
 * Resolves in the page, once the click's page is on screen: the address is `path`, no route load is under way, and
 * the main heading is no longer the one before the click. With the milliseconds from the click's event to that frame.
 */
function armPageShown(page: Page, path: string): Promise<void> {
  return page.evaluate((target) => {
    const before = document.querySelector('main h1')?.textContent ?? '';
    let clicked = 0;
    document.addEventListener('click', (event) => (clicked = event.timeStamp), { capture: true, once: true });
    (window as unknown as { __shown: Promise<number> }).__shown = new Promise<number>((resolve) => {
      const check = () => {
        const heading = document.querySelector('main h1')?.textContent ?? '';
        const shown =
          clicked > 0 &&
          window.location.pathname === target &&
          !document.querySelector('.loading-bar--active') &&
          heading !== '' &&
          heading !== before;
        if (shown) setTimeout(() => resolve(performance.now() - clicked), 0);
        else requestAnimationFrame(check);
      };
      requestAnimationFrame(check);
    });
  }, path);
}

export async function runNavigationBench(options: NavigationBenchOptions): Promise<void> {
  build();
  console.log(`# Menu navigation: production build, content/demo, Host: ${PUBLIC_HOST}`);
  const site = await startSiteProcess('navigation', {}, ['/']);
  const browser = await launchVisitorBrowser();
  try {
    const page = await openThrottled(browser, `http://${PUBLIC_HOST}:${site.port}/`, options.slowdown);
    const links = await menuLinks(page);
    if (links.length < 2) throw new Error(`the header's main menu has ${links.length} links: nothing to navigate between`);
    console.log(
      `  Chromium at ${options.slowdown}× CPU slowdown, ${options.clicks} clicks on the main menu (${links.map((link) => link.path).join(', ')}):`,
    );
    const interactions: InteractionTiming[] = [];
    const shownTimes: number[] = [];
    let at = links.findIndex((link) => link.current);
    for (let i = 0; i < options.clicks; i++) {
      at = (at + 1) % links.length;
      const { path } = links[at];
      const since = await pageNow(page);
      await armPageShown(page, path);
      await clickMiddle(page, MENU_LINK, at);
      shownTimes.push(await page.evaluate(() => (window as unknown as { __shown: Promise<number> }).__shown));
      interactions.push(await interactionSince(page, since));
      await page.waitForTimeout(READING_MS);
    }
    console.log(
      `    INP-style (Event Timing)   ${summary(
        interactions.map((timing) => timing.duration),
        TARGET_INP_MS,
      )}`,
    );
    console.log(`    click -> new page shown    ${summary(shownTimes)}`);
    console.log(`    ${slowestParts(interactions)}`);
  } finally {
    await browser.close();
    await site.stop();
  }
}

if (isMain(module)) {
  runNavigationBench(navigationBenchOptions(process.argv.slice(2))).catch((error: unknown) => {
    console.error(error);
    process.exitCode = 1;
  });
}
