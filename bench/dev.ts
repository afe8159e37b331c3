// Benchmark: `npm run dev` as a site developer meets it, on a copy of the demo site (`site/`, copied to .tmp/ so that
// nothing in the repository is edited).
//   npx tsx bench/dev.ts [--edits 10] [--memory-edits 50] [--pause-ms 1500]
// Prints, never asserts:
//   - the time from `npm run dev` to the first page answered (target <= 30 s on this machine), and to the dev
//     server's "serving" line;
//   - the time from saving an edit of a template (the home page's "Latest news" heading, a word from site/words at
//     first, then text written in the template) to the new text in an open
//     Chromium page, through the hot update (p50/p95 over `--edits` edits; target p95 <= 2 s), and to the new text in
//     the server render of a request (the new site process). Edits are a developer's, a few seconds apart: the next
//     is saved once the server render has the last and a pause (`--pause-ms`, 1500) has let the type check run;
//     saved back to back, each edit's browser build would share the two cores with the last one's server build;
//   - the dev server's memory (the front process's resident set, and with its site and platform processes) after a
//     few edits and after `--memory-edits` more (target: growth <= 20%).
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { chromium, type Page } from 'playwright-core';
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from '../test/support/chromiumFlags';
import { copySite, startDevProcess } from '../test/dev/support/devProcess';
import { isMain, mb, ms, numberArg, percentile, sleep, vsTarget } from './lib';

export interface DevBenchOptions {
  edits: number;
  memoryEdits: number;
  pauseMs: number;
}

export function devBenchOptions(argv: readonly string[]): DevBenchOptions {
  return {
    edits: numberArg(argv, 'edits', 10),
    memoryEdits: numberArg(argv, 'memory-edits', 50),
    pauseMs: numberArg(argv, 'pause-ms', 1_500),
  };
}

/** Issue 19's targets. */
const TARGET_FIRST_PAGE_MS = 30_000;
const TARGET_EDIT_P95_MS = 2_000;
const TARGET_MEMORY_GROWTH = 0.2;

const TEMPLATE = 'templates/HomePage.tsx';
/** The heading as the site has it: the first edit replaces the word with text of its own. */
const HEADING = 'title={<SiteText id="latestNews" />}';

/** Resident set of a process, and of it with all its descendants (Linux /proc). */
function residentBytes(pid: number): { own: number; tree: number } {
  const rss = (id: number) => {
    try {
      const status = fs.readFileSync(`/proc/${id}/status`, 'utf8');
      return Number(/VmRSS:\s+(\d+) kB/.exec(status)?.[1] ?? 0) * 1024;
    } catch {
      return 0;
    }
  };
  const children = (id: number): number[] => {
    try {
      const listed = execFileSync('ps', ['-o', 'pid=', '--ppid', String(id)], { encoding: 'utf8' });
      return listed.split('\n').filter(Boolean).map(Number);
    } catch {
      return [];
    }
  };
  const all = [pid];
  for (let index = 0; index < all.length; index += 1) all.push(...children(all[index]));
  return { own: rss(pid), tree: all.reduce((sum, id) => sum + rss(id), 0) };
}

interface EditTimes {
  /** Saved to shown in the open page (the hot update). */
  browser: number;
  /** Saved to served in a new request's server render. */
  server: number;
}

/**
 * Saves the heading (the source `previous`) as `text`, then waits for the open page to show it, then for a request's
 * server render to have it.
 */
async function timedEdit(page: Page, base: string, file: string, text: string, previous: string): Promise<EditTimes> {
  const source = fs.readFileSync(file, 'utf8');
  if (!source.includes(previous)) throw new Error(`${TEMPLATE} no longer has ${previous}`);
  const started = performance.now();
  fs.writeFileSync(file, source.replace(previous, `title="${text}"`));
  await page.waitForFunction((wanted: string) => [...document.querySelectorAll('h2')].some((h) => h.textContent === wanted), text, {
    polling: 'raf',
    timeout: 60_000,
  });
  const browser = performance.now() - started;
  // The dev server holds a request made during a rebuild until the new site process serves it.
  while (!(await (await fetch(`${base}/`)).text()).includes(`>${text}<`)) await sleep(50);
  return { browser, server: performance.now() - started };
}

export async function runDevBench(options: DevBenchOptions): Promise<void> {
  console.log('npm run dev: a copy of site/, first page, template edits in Chromium, memory');
  const { workDir, siteDir } = copySite('site', `bench-${process.pid}`);
  const template = path.join(siteDir, TEMPLATE);
  if (!fs.readFileSync(template, 'utf8').includes(HEADING)) throw new Error(`${TEMPLATE} has no ${HEADING}: update bench/dev.ts`);
  const started = performance.now();
  const dev = await startDevProcess(workDir, siteDir);
  const serving = performance.now() - started;
  const base = dev.url.replace('localhost', '127.0.0.1');
  const response = await fetch(`${base}/`);
  const firstPage = performance.now() - started;
  if (response.status !== 200) throw new Error(`the first page answered ${response.status}`);
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_FLAGS });
  try {
    const page = await browser.newPage({ baseURL: base });
    await page.goto('/');
    await page.waitForFunction(() => !document.getElementById('trellis-state'), undefined, { timeout: 60_000 });
    let previous = HEADING;
    const edit = async (index: number) => {
      const text = `Latest news ${index}`;
      const times = await timedEdit(page, base, template, text, previous);
      previous = `title="${text}"`;
      await sleep(options.pauseMs);
      return times;
    };
    // One edit first: the first hot update also compiles what a cold cache had not.
    await edit(0);
    const edits: EditTimes[] = [];
    for (let index = 1; index <= options.edits; index += 1) edits.push(await edit(index));
    const times = edits.map((times) => times.browser).sort((a, b) => a - b);
    const serverTimes = edits.map((times) => times.server).sort((a, b) => a - b);
    const before = residentBytes(dev.pid);
    for (let index = 1; index <= options.memoryEdits; index += 1) await edit(options.edits + index);
    // Lets the last site process replace the one before it, and webpack settle.
    await sleep(3_000);
    const after = residentBytes(dev.pid);
    const growth = after.own / before.own - 1;

    console.log(`  first page after npm run dev: ${vsTarget(ms(firstPage, 0), firstPage, '<=', TARGET_FIRST_PAGE_MS, '30 s')}`);
    console.log(`  dev server serving after:      ${ms(serving, 0)}`);
    console.log(
      `  template edit to the open page (${options.edits} edits): p50 ${ms(percentile(times, 50), 0)}, p95 ${vsTarget(
        ms(percentile(times, 95), 0),
        percentile(times, 95),
        '<=',
        TARGET_EDIT_P95_MS,
        '2 s',
      )}`,
    );
    console.log(
      `  template edit to the next server render:   p50 ${ms(percentile(serverTimes, 50), 0)}, p95 ${ms(percentile(serverTimes, 95), 0)}`,
    );
    console.log(
      `  dev server memory over ${options.memoryEdits} edits: ${mb(before.own)} -> ${mb(after.own)}, ${vsTarget(
        `${(growth * 100).toFixed(1)}%`,
        growth,
        '<=',
        TARGET_MEMORY_GROWTH,
        '20%',
      )}; with its site and platform processes ${mb(before.tree)} -> ${mb(after.tree)}`,
    );
  } finally {
    await browser.close();
    await dev.stop();
    fs.rmSync(workDir, { recursive: true, force: true });
  }
}

if (isMain(module)) {
  runDevBench(devBenchOptions(process.argv.slice(2))).catch((error: unknown) => {
    console.error(error);
    process.exitCode = 1;
  });
}
