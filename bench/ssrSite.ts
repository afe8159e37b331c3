// The site process of bench/ssr.ts and the load runs against it: start it, load a path with autocannon while the
// process measures its own CPU time and event-loop delay, profile it, print figures.
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import autocannon from 'autocannon';
import { printProfileSummary, summariseProfile } from './cpuProfile';
import { forkTs, freePort, TMP_DIR, vsTarget, type ChildHandle } from './lib';
import type { CapturedPage, SsrChildMessage } from './ssrChild';

// Pages from localhost are previews (versionStatus latest, `private, no-store`, noindex). A real visitor's
// request names the site's public host, which PROJECTS maps to the website project: published content with
// public cache headers, as behind a CDN. See src/features/version/versionStatus.ts and routing/project.ts.
export const PUBLIC_HOST = 'www.example.test';

/** At most this share of a page's HTML is its inline state. */
export const TARGET_STATE_SHARE = 0.3;

export interface LoadOptions {
  seconds: number;
  warmup: number;
  connections: number;
}

export interface LoadFigures {
  label: string;
  /** Event-loop delay in the site process during the run, and its CPU time per request. */
  loop?: { p50: number; p99: number; max: number; cpuMsPerRequest: number; mainThreadMsPerRequest: number | null; peakRssMb: number };
  rate: number;
  p50: number;
  p99: number;
  total: number;
  errors: number;
  non2xx: number;
}

export interface SiteProcess {
  child: ChildHandle<SsrChildMessage>;
  port: number;
  memoryPort: number;
  pages: CapturedPage[];
  rssAfterStart: number;
  stop(): Promise<void>;
}

/** Starts the production site (bench/ssrChild.ts) with `env` added, and captures `pages` once. */
export async function startSiteProcess(
  name: string,
  env: Record<string, string>,
  pages: string[],
  execArgv: string[] = [],
): Promise<SiteProcess> {
  mkdirSync(TMP_DIR, { recursive: true });
  const logFile = join(TMP_DIR, `bench-${name}.log`);
  const [port, platformPort, memoryPort] = [await freePort(), await freePort(), await freePort()];
  const dataDir = mkdtempSync(join(tmpdir(), 'trellis-bench-ssr-'));
  const child = forkTs<SsrChildMessage>(join(__dirname, 'ssrChild.ts'), {
    env: {
      NODE_ENV: 'production',
      PORT: String(port),
      PLATFORM_PORT: String(platformPort),
      HOST: '127.0.0.1',
      LOG_LEVEL: 'warn',
      DATA_DIR: dataDir,
      PROJECTS: JSON.stringify([
        { id: 'website', name: 'Millbrook Botanic Garden', hostnames: [PUBLIC_HOST], publicUri: `https://${PUBLIC_HOST}` },
      ]),
      BENCH_MEMORY_PORT: String(memoryPort),
      BENCH_HOST: PUBLIC_HOST,
      BENCH_CONTENT_PATH: pages[1] ?? pages[0],
      BENCH_PAGES: pages.join(','),
      ...env,
    },
    execArgv,
    logFile,
  });
  const stop = async () => {
    await child.stop();
    rmSync(dataDir, { recursive: true, force: true });
    summariseLog(logFile);
  };
  const ready = await child.next(
    (m): m is Extract<SsrChildMessage, { type: 'ready' | 'error' }> => m.type === 'ready' || m.type === 'error',
  );
  if (ready.type === 'error') {
    await stop();
    throw new Error(`the site failed to start:\n${ready.message}`);
  }
  return { child, port, memoryPort, pages: ready.pages, rssAfterStart: ready.rssAfterStart, stop };
}

async function load(label: string, port: number, path: string, options: LoadOptions, seconds: number): Promise<LoadFigures> {
  const result = await autocannon({
    url: `http://127.0.0.1:${port}${path}`,
    connections: options.connections,
    duration: seconds,
    // No Accept-Encoding: both the site and the baseline send the same uncompressed bytes (a CDN in front
    // would compress once per cached object), so the comparison is of rendering, not of gzip.
    headers: { host: PUBLIC_HOST },
  });
  return {
    label,
    rate: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    total: result.requests.total,
    errors: result.errors + result.timeouts,
    non2xx: result.non2xx,
  };
}

/** A warm-up, then a timed run during which the site process measures its CPU time and event-loop delay. */
export async function measure(site: SiteProcess, label: string, port: number, path: string, options: LoadOptions): Promise<LoadFigures> {
  await load(label, port, path, options, options.warmup);
  site.child.send({ type: 'measure-start' });
  const f = await load(label, port, path, options, options.seconds);
  site.child.send({ type: 'measure-stop' });
  const loop = await site.child.next((m): m is Extract<SsrChildMessage, { type: 'loop-delay' }> => m.type === 'loop-delay');
  const served = Math.max(1, f.total);
  f.loop = {
    p50: loop.p50,
    p99: loop.p99,
    max: loop.max,
    cpuMsPerRequest: loop.cpuMs / served,
    mainThreadMsPerRequest: loop.mainThreadCpuMs === null ? null : loop.mainThreadCpuMs / served,
    peakRssMb: loop.peakRssMb,
  };
  return f;
}

/** One more run with V8's sampling profiler on in the site process, then its summary. */
export async function profile(site: SiteProcess, path: string, options: LoadOptions): Promise<void> {
  const dir = join(TMP_DIR, 'bench-profiles');
  mkdirSync(dir, { recursive: true });
  const file = join(dir, `ssr-${Date.now()}.cpuprofile`);
  site.child.send({ type: 'profile-start' });
  await site.child.next((m): m is Extract<SsrChildMessage, { type: 'profiling' }> => m.type === 'profiling');
  const profiled = await load(`profiled ${path}`, site.port, path, options, options.seconds);
  site.child.send({ type: 'profile-stop', file });
  await site.child.next((m): m is Extract<SsrChildMessage, { type: 'profile-written' }> => m.type === 'profile-written');
  console.log(
    `\n  CPU profile of the site process during ${options.seconds} s on ${path} (${profiled.rate.toFixed(0)} req/s while sampling): ${file}`,
  );
  printProfileSummary(summariseProfile(file, 25));
}

export function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
}

export interface LoadTargets {
  rate?: number;
  p99Ms?: number;
  cpuMs?: number;
}

export function printLoad(f: LoadFigures, targets: LoadTargets = {}): void {
  const rateText = `${f.rate.toFixed(0)} req/s`;
  const p99Text = `${f.p99} ms`;
  const rate = targets.rate === undefined ? rateText : vsTarget(rateText, f.rate, '>=', targets.rate, `${targets.rate} req/s`);
  const p99 = targets.p99Ms === undefined ? p99Text : vsTarget(p99Text, f.p99, '<=', targets.p99Ms, `${targets.p99Ms} ms`);
  const problems = f.errors + f.non2xx > 0 ? `  (!) ${f.errors} errors/timeouts, ${f.non2xx} non-2xx` : '';
  console.log(`  ${f.label.padEnd(30)} ${rate}, p50 ${f.p50} ms, p99 ${p99} [${f.total} requests]${problems}`);
  if (f.loop) {
    const cpuText = `${f.loop.cpuMsPerRequest.toFixed(2)} ms CPU per request`;
    const cpu =
      targets.cpuMs === undefined ? cpuText : vsTarget(cpuText, f.loop.cpuMsPerRequest, '<=', targets.cpuMs, `${targets.cpuMs} ms`);
    const mainThread = f.loop.mainThreadMsPerRequest === null ? '' : ` (main thread ${f.loop.mainThreadMsPerRequest.toFixed(2)} ms)`;
    console.log(
      `  ${''.padEnd(30)} site process: ${cpu}${mainThread}; ` +
        `event-loop delay p50 ${f.loop.p50.toFixed(0)} ms, p99 ${f.loop.p99.toFixed(0)} ms, max ${f.loop.max.toFixed(0)} ms; peak RSS ${f.loop.peakRssMb.toFixed(0)} MB`,
    );
  }
}

/** Each captured page: status, size, cache-control, and its inline state as a share of the HTML. */
export function printPages(pages: CapturedPage[]): void {
  for (const page of pages) {
    const share = page.bytes > 0 ? page.stateBytes / page.bytes : 0;
    const shareText = `${(page.stateBytes / 1024).toFixed(1)} kB = ${(share * 100).toFixed(1)}%`;
    console.log(
      `  ${page.path}: ${page.status}, ${(page.bytes / 1024).toFixed(1)} kB, cache-control "${page.headers['cache-control'] ?? ''}"; ` +
        `inline state ${vsTarget(shareText, share, '<=', TARGET_STATE_SHARE, `${TARGET_STATE_SHARE * 100}%`)}`,
    );
    if (page.status !== 200) throw new Error(`${page.path} answered ${page.status}`);
  }
}

/** What the site logged at warn or above, grouped by message. */
function summariseLog(logFile: string): void {
  const logged = existsSync(logFile)
    ? readFileSync(logFile, 'utf8')
        .split('\n')
        .filter((line) => line.trim() !== '')
    : [];
  if (logged.length === 0) return;
  const messages = new Map<string, number>();
  for (const line of logged) {
    let message = line.slice(0, 120);
    try {
      const record = JSON.parse(line) as { msg?: unknown; message?: unknown };
      message = `${String(record.msg ?? '')}${record.message ? `: ${String(record.message)}` : ''}`;
    } catch {
      // not a pino line
    }
    messages.set(message, (messages.get(message) ?? 0) + 1);
  }
  const top = [...messages]
    .sort((a, b) => b[1] - a[1])
    .slice(0, 5)
    .map(([message, n]) => `${n}x "${message}"`)
    .join(', ');
  console.log(`  the site logged ${logged.length} lines at warn or above (${logFile}): ${top}`);
}
