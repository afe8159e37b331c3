// The two runs of bench/ssr.ts: the site as deployed (caches on, platform in the same process) and the site
// with its caches off reading a platform in another process (CPU time per request of the site alone).
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gzipSync, constants as zlib } from 'node:zlib';
import { forkTs, mb, ROOT, vsTarget } from './lib';
import type { PlatformChildMessage } from './platformChild';
import type { PageKind, SsrOptions } from './ssr';
import { measure, median, printLoad, printPages, profile, startSiteProcess, type LoadFigures, type SiteProcess } from './ssrSite';

const TARGET_RATE = 1_000;
const TARGET_P99_MS = 50;
const TARGET_RATIO = 0.35;
const TARGET_JS_GZIP = 120 * 1000;
/** CPU time of the site process per page, with its caches off. */
const TARGET_UNCACHED_CPU_MS = 1.2;

function pagesOf(options: SsrOptions): string[] {
  return ['/', options.contentPath, options.listingPath];
}

function header(run: string, options: SsrOptions, packName: string): void {
  console.log(
    `# SSR ${run}: production build, ${packName}, ${options.connections} connections, ` +
      `${options.warmup} s warm-up + ${options.seconds} s each, Host: www.example.test`,
  );
}

/** The site as `npm start` runs it: caches on, the platform in the same process. */
export async function runCachedSsr(options: SsrOptions, pack: string | null, packName: string): Promise<void> {
  header('as deployed (page-state and request caches on, platform in the site process)', options, packName);
  const site = await startSiteProcess('ssr', pack ? { CONTENT_DIR: pack } : {}, pagesOf(options));
  try {
    printPages(site.pages);
    console.log(`  child process after start: ${mb(site.rssAfterStart)} resident`);
    printLoad(await measure(site, 'home page /', site.port, '/', options));
    const { content, ratio } = await contentRounds(site, options);
    printInitialJs(site, options);
    if (options.profile && options.only === 'cached') await profile(site, options.contentPath, options);
    else if (content.rate < TARGET_RATE || content.p99 > TARGET_P99_MS || ratio < TARGET_RATIO) {
      console.log('  (run with --profile for a CPU profile of the site process)');
    }
  } finally {
    await site.stop();
  }
}

/**
 * The content page and its from-memory baseline alternate for several rounds: a single pair swings with
 * whatever else the machine is doing, and the median of the rounds is steadier than any one of them.
 */
async function contentRounds(site: SiteProcess, options: SsrOptions): Promise<{ content: LoadFigures; ratio: number }> {
  const rounds: Array<{ content: LoadFigures; memory: LoadFigures; ratio: number }> = [];
  for (let round = 1; round <= Math.max(1, options.rounds); round++) {
    const content = await measure(site, `content page ${options.contentPath}`, site.port, options.contentPath, options);
    const memory = await measure(site, 'same HTML from memory', site.memoryPort, options.contentPath, options);
    console.log(`  round ${round}:`);
    printLoad(content);
    printLoad(memory);
    rounds.push({ content, memory, ratio: content.rate / memory.rate });
  }
  const content: LoadFigures = {
    ...rounds[0].content,
    label: `content page ${options.contentPath} (median of ${rounds.length})`,
    rate: median(rounds.map((r) => r.content.rate)),
    p50: median(rounds.map((r) => r.content.p50)),
    p99: median(rounds.map((r) => r.content.p99)),
    total: rounds.reduce((sum, r) => sum + r.content.total, 0),
    loop: undefined,
  };
  const ratio = median(rounds.map((r) => r.ratio));
  console.log('  summary:');
  printLoad(content, { rate: TARGET_RATE, p99Ms: TARGET_P99_MS });
  console.log(
    `  content page / from memory (median of ${rounds.length} rounds: ${rounds.map((r) => `${(r.ratio * 100).toFixed(1)}%`).join(', ')}): ` +
      vsTarget(`${(ratio * 100).toFixed(1)}%`, ratio, '>=', TARGET_RATIO, `${TARGET_RATIO * 100}%`),
  );
  return { content, ratio };
}

/** Gzip (level 9) of the JavaScript the manifest lists for the page entry: what a content page loads first. */
function initialJs(): { files: Array<{ file: string; bytes: number; gzip: number }>; gzip: number } {
  const clientDir = join(ROOT, 'dist', 'client');
  const manifest = JSON.parse(readFileSync(join(clientDir, 'manifest.json'), 'utf8')) as Record<string, { js?: string[] }>;
  // The `main` entry's own list (the React DOM entry it depends on first); lazy chunks (`chunk:*`) come later.
  const files = (manifest.main?.js ?? []).map((file) => {
    const source = readFileSync(join(clientDir, file));
    return { file, bytes: source.length, gzip: gzipSync(source, { level: zlib.Z_BEST_COMPRESSION }).length };
  });
  return { files, gzip: files.reduce((sum, f) => sum + f.gzip, 0) };
}

function printInitialJs(site: SiteProcess, options: SsrOptions): void {
  const js = initialJs();
  const listed = new Set(js.files.map((f) => `/static/${f.file}`));
  const contentPage = site.pages.find((page) => page.path === options.contentPath);
  const unlisted = (contentPage?.scripts ?? []).filter((src) => !listed.has(src));
  console.log(
    `  initial JS: ${vsTarget(`${(js.gzip / 1000).toFixed(1)} kB gzip`, js.gzip, '<=', TARGET_JS_GZIP, '120 kB')} ` +
      `(${js.files.map((f) => `${f.file} ${(f.bytes / 1000).toFixed(1)} kB`).join(', ')})` +
      (unlisted.length > 0 ? `; the page also loads ${unlisted.join(', ')}` : ''),
  );
}

/** The local platform alone in a child process (bench/platformChild.ts). */
export async function startPlatformProcess(contentDir: string) {
  const dataDir = mkdtempSync(join(tmpdir(), 'trellis-bench-platform-'));
  const child = forkTs<PlatformChildMessage>(join(__dirname, 'platformChild.ts'), {
    env: { BENCH_CONTENT_DIR: contentDir, BENCH_DATA_DIR: dataDir },
  });
  const ready = await child.next(
    (m): m is Extract<PlatformChildMessage, { type: 'ready' | 'error' }> => m.type === 'ready' || m.type === 'error',
  );
  const stop = async () => {
    await child.stop();
    rmSync(dataDir, { recursive: true, force: true });
  };
  if (ready.type === 'error') {
    await stop();
    throw new Error(`the platform failed to start:\n${ready.message}`);
  }
  return { url: ready.url, stop };
}

/** The pack's first access token: what the site reads content with. */
export function accessToken(contentDir: string): string {
  const security = JSON.parse(readFileSync(join(contentDir, 'security.json'), 'utf8')) as { accessTokens?: string[] };
  const token = security.accessTokens?.[0];
  if (!token) throw new Error(`${contentDir}/security.json has no access token`);
  return token;
}

/**
 * Caches off (PAGE_STATE_CACHE_TTL_MS=0, REQUEST_CACHE_SIZE=0) and the platform in its own process, so that the
 * site process's CPU time per request is one page's whole cost on the site: every platform call, the sagas,
 * one render and the response.
 */
export async function runUncachedSsr(options: SsrOptions, pack: string | null, packName: string): Promise<void> {
  // Mini lists shared between pages stay on, as deployed (docs/decisions.md); MINILIST_CACHE_SIZE=0 in the bench's
  // environment measures pages that search them every time.
  const lists = process.env.MINILIST_CACHE_SIZE === '0' ? 'shared mini lists off' : 'mini lists shared between pages on';
  header(`uncached (page-state and request caches off, ${lists}, platform in its own process)`, options, packName);
  const contentDir = pack ?? join(ROOT, 'content', 'demo');
  const platform = await startPlatformProcess(contentDir);
  try {
    const site = await startSiteProcess(
      'ssr-uncached',
      {
        CONTENSIS_URL: platform.url,
        CONTENSIS_PROJECT: 'website',
        CONTENSIS_ACCESS_TOKEN: accessToken(contentDir),
        PAGE_STATE_CACHE_TTL_MS: '0',
        REQUEST_CACHE_SIZE: '0',
      },
      pagesOf(options),
    );
    try {
      printPages(site.pages);
      const paths: Record<PageKind, string> = { home: '/', content: options.contentPath, listing: options.listingPath };
      for (const kind of options.pages) {
        const path = paths[kind];
        printLoad(await measure(site, `${kind} page ${path}`, site.port, path, options), { cpuMs: TARGET_UNCACHED_CPU_MS });
      }
      // The content page is the one profiled, unless `--pages` leaves it out (then the first page it lists).
      const profiled = options.pages.includes('content') ? 'content' : (options.pages[0] ?? 'content');
      if (options.profile) await profile(site, paths[profiled], options);
    } finally {
      await site.stop();
    }
  } finally {
    await platform.stop();
  }
}
