// Benchmark: server-side rendering throughput of the production build.
//   npx tsx bench/ssr.ts [--seconds 10] [--warmup 3] [--connections 32] [--path /about/history] [--entries N] [--profile]
// Builds when needed, starts the site (site + local platform in one child process, NODE_ENV=production), then
// loads with autocannon over loopback: the home page, a content page, and the same content page's HTML
// served from memory by a bare Express app in the same child process (see bench/ssr-child.ts).
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gzipSync, constants as zlib } from 'node:zlib';
import autocannon from 'autocannon';
import { printProfileSummary, summariseProfile } from './cpu-profile';
import { argValue, forkTs, freePort, isMain, mb, numberArg, ROOT, TMP_DIR, vsTarget } from './lib';
import { ensurePack } from './platform-search';
import type { CapturedPage, SsrChildMessage } from './ssr-child';

// Pages from localhost are previews (versionStatus latest, `private, no-store`, noindex). A real visitor's
// request names the site's public host, which PROJECTS maps to the website project: published content with
// public cache headers, as behind a CDN. See src/features/version/versionStatus.ts and routing/project.ts.
const PUBLIC_HOST = 'www.example.test';

const TARGET_RATE = 1_000;
const TARGET_P99_MS = 50;
const TARGET_RATIO = 0.35;
const TARGET_JS_GZIP = 120 * 1000;

export interface SsrOptions {
  seconds: number;
  warmup: number;
  connections: number;
  contentPath: string;
  /** Serve a generated pack of this many entries (.tmp/bench-packs/<n>) instead of content/demo. */
  entries: number | null;
  profile: boolean;
  /** Alternating content-page / from-memory rounds; the targets use their median. */
  rounds: number;
}

export function ssrOptions(argv: readonly string[]): SsrOptions {
  return {
    seconds: numberArg(argv, 'seconds', 10),
    warmup: numberArg(argv, 'warmup', 3),
    connections: numberArg(argv, 'connections', 32),
    contentPath: argValue(argv, 'path') ?? '/about/history',
    entries: argValue(argv, 'entries') === undefined ? null : numberArg(argv, 'entries', 0),
    profile: argValue(argv, 'profile') === 'true',
    rounds: numberArg(argv, 'rounds', 3),
  };
}

interface LoadFigures {
  label: string;
  /** Event-loop delay in the site process during the run, and its CPU time per request. */
  loop?: { p50: number; p99: number; max: number; cpuMsPerRequest: number };
  rate: number;
  p50: number;
  p99: number;
  total: number;
  errors: number;
  non2xx: number;
}

async function load(label: string, port: number, path: string, options: SsrOptions, seconds: number): Promise<LoadFigures> {
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

function build(): void {
  const built = spawnSync(process.execPath, [join(ROOT, 'scripts', 'build.js'), '--if-needed'], { cwd: ROOT, stdio: 'inherit', env: { ...process.env, NODE_ENV: 'production' } });
  if (built.status !== 0) throw new Error(`node scripts/build.js --if-needed failed (${built.status ?? built.signal})`);
}

/** Gzip (level 9) of the JavaScript the manifest lists for the page entry: what a content page loads first. */
function initialJs(): { files: Array<{ file: string; bytes: number; gzip: number }>; gzip: number } {
  const clientDir = join(ROOT, 'dist', 'client');
  const manifest = JSON.parse(readFileSync(join(clientDir, 'manifest.json'), 'utf8')) as Record<string, { js?: string[] }>;
  const files = Object.values(manifest)
    .flatMap((entry) => entry.js ?? [])
    .map((file) => {
      const source = readFileSync(join(clientDir, file));
      return { file, bytes: source.length, gzip: gzipSync(source, { level: zlib.Z_BEST_COMPRESSION }).length };
    });
  return { files, gzip: files.reduce((sum, f) => sum + f.gzip, 0) };
}

function printLoad(f: LoadFigures, withTargets: boolean): void {
  const rate = `${f.rate.toFixed(0)} req/s`;
  const p99 = `${f.p99} ms`;
  const problems = f.errors + f.non2xx > 0 ? `  (!) ${f.errors} errors/timeouts, ${f.non2xx} non-2xx` : '';
  console.log(
    `  ${f.label.padEnd(30)} ${withTargets ? vsTarget(rate, f.rate, '>=', TARGET_RATE, `${TARGET_RATE} req/s`) : rate}, ` +
      `p50 ${f.p50} ms, p99 ${withTargets ? vsTarget(p99, f.p99, '<=', TARGET_P99_MS, `${TARGET_P99_MS} ms`) : p99} ` +
      `[${f.total} requests]${problems}`,
  );
  if (f.loop) {
    console.log(
      `  ${''.padEnd(30)} site process: ${f.loop.cpuMsPerRequest.toFixed(2)} ms CPU per request; ` +
        `event-loop delay p50 ${f.loop.p50.toFixed(0)} ms, p99 ${f.loop.p99.toFixed(0)} ms, max ${f.loop.max.toFixed(0)} ms`,
    );
  }
}

function describePage(page: CapturedPage): string {
  return `${page.path}: ${page.status}, ${(page.bytes / 1024).toFixed(1)} kB, cache-control "${page.headers['cache-control'] ?? ''}"`;
}

export async function runSsrBench(options: SsrOptions): Promise<void> {
  const pack = options.entries === null ? null : (await ensurePack(options.entries)).dir;
  console.log(
    `# SSR: production build, ${pack ? `pack of ${options.entries} entries` : 'content/demo'}, ${options.connections} connections, ` +
      `${options.warmup} s warm-up + ${options.seconds} s each, Host: ${PUBLIC_HOST}`,
  );
  build();
  mkdirSync(TMP_DIR, { recursive: true });
  const logFile = join(TMP_DIR, 'bench-ssr.log');

  const [port, platformPort, memoryPort] = [await freePort(), await freePort(), await freePort()];
  const dataDir = mkdtempSync(join(tmpdir(), 'trellis-bench-ssr-'));
  const child = forkTs<SsrChildMessage>(join(__dirname, 'ssr-child.ts'), {
    env: {
      NODE_ENV: 'production',
      PORT: String(port),
      PLATFORM_PORT: String(platformPort),
      HOST: '127.0.0.1',
      LOG_LEVEL: 'warn',
      DATA_DIR: dataDir,
      PROJECTS: JSON.stringify([{ id: 'website', name: 'Millbrook Botanic Garden', hostnames: [PUBLIC_HOST], publicUri: `https://${PUBLIC_HOST}` }]),
      BENCH_MEMORY_PORT: String(memoryPort),
      BENCH_HOST: PUBLIC_HOST,
      BENCH_CONTENT_PATH: options.contentPath,
      ...(pack ? { CONTENT_DIR: pack } : {}),
    },
    logFile,
  });
  try {
    const ready = await child.next((m): m is Extract<SsrChildMessage, { type: 'ready' | 'error' }> => m.type === 'ready' || m.type === 'error');
    if (ready.type === 'error') throw new Error(`the site failed to start:\n${ready.message}`);
    for (const page of ready.pages) {
      console.log(`  ${describePage(page)}`);
      if (page.status !== 200) throw new Error(`${page.path} answered ${page.status}`);
    }
    console.log(`  child process after start: ${mb(ready.rssAfterStart)} resident`);

    const measure = async (label: string, runPort: number, path: string): Promise<LoadFigures> => {
      await load(label, runPort, path, options, options.warmup);
      child.send({ type: 'measure-start' });
      const f = await load(label, runPort, path, options, options.seconds);
      child.send({ type: 'measure-stop' });
      const loop = await child.next((m): m is Extract<SsrChildMessage, { type: 'loop-delay' }> => m.type === 'loop-delay');
      f.loop = { p50: loop.p50, p99: loop.p99, max: loop.max, cpuMsPerRequest: loop.cpuMs / Math.max(1, f.total) };
      return f;
    };
    printLoad(await measure('home page /', port, '/'), false);
    // The content page and its from-memory baseline alternate for several rounds: a single pair swings with
    // whatever else the machine is doing, and the median of the rounds is steadier than any one of them.
    const rounds: Array<{ content: LoadFigures; memory: LoadFigures; ratio: number }> = [];
    for (let round = 1; round <= Math.max(1, options.rounds); round++) {
      const content = await measure(`content page ${options.contentPath}`, port, options.contentPath);
      const memory = await measure('same HTML from memory', memoryPort, options.contentPath);
      console.log(`  round ${round}:`);
      printLoad(content, false);
      printLoad(memory, false);
      rounds.push({ content, memory, ratio: content.rate / memory.rate });
    }
    const median = (values: number[]) => {
      const sorted = [...values].sort((a, b) => a - b);
      const mid = Math.floor(sorted.length / 2);
      return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
    };
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
    printLoad(content, true);
    console.log(
      `  content page / from memory (median of ${rounds.length} rounds: ${rounds.map((r) => `${(r.ratio * 100).toFixed(1)}%`).join(', ')}): ` +
        vsTarget(`${(ratio * 100).toFixed(1)}%`, ratio, '>=', TARGET_RATIO, `${TARGET_RATIO * 100}%`),
    );

    const js = initialJs();
    const listed = new Set(js.files.map((f) => `/static/${f.file}`));
    const contentPage = ready.pages.find((page) => page.path === options.contentPath);
    const unlisted = (contentPage?.scripts ?? []).filter((src) => !listed.has(src));
    console.log(
      `  initial JS: ${vsTarget(`${(js.gzip / 1000).toFixed(1)} kB gzip`, js.gzip, '<=', TARGET_JS_GZIP, '120 kB')} ` +
        `(${js.files.map((f) => `${f.file} ${(f.bytes / 1000).toFixed(1)} kB`).join(', ')})` +
        (unlisted.length > 0 ? `; the page also loads ${unlisted.join(', ')}` : ''),
    );

    if (options.profile) {
      const dir = join(TMP_DIR, 'bench-profiles');
      mkdirSync(dir, { recursive: true });
      const file = join(dir, `ssr-${Date.now()}.cpuprofile`);
      child.send({ type: 'profile-start' });
      await child.next((m): m is Extract<SsrChildMessage, { type: 'profiling' }> => m.type === 'profiling');
      const profiled = await load(`profiled ${options.contentPath}`, port, options.contentPath, options, options.seconds);
      child.send({ type: 'profile-stop', file });
      await child.next((m): m is Extract<SsrChildMessage, { type: 'profile-written' }> => m.type === 'profile-written');
      console.log(`\n  CPU profile of the site process during ${options.seconds} s on ${options.contentPath} (${profiled.rate.toFixed(0)} req/s while sampling): ${file}`);
      printProfileSummary(summariseProfile(file, 25));
    } else if (content.rate < TARGET_RATE || content.p99 > TARGET_P99_MS || ratio < TARGET_RATIO) {
      console.log('  (run with --profile for a CPU profile of the site process)');
    }
  } finally {
    await child.stop();
    rmSync(dataDir, { recursive: true, force: true });
    const logged = existsSync(logFile) ? readFileSync(logFile, 'utf8').split('\n').filter((line) => line.trim() !== '') : [];
    if (logged.length > 0) {
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
      const top = [...messages].sort((a, b) => b[1] - a[1]).slice(0, 5).map(([message, n]) => `${n}x "${message}"`).join(', ');
      console.log(`  the site logged ${logged.length} lines at warn or above (${logFile}): ${top}`);
    }
  }
}

if (isMain(module)) {
  runSsrBench(ssrOptions(process.argv.slice(2))).catch((error: unknown) => {
    console.error(error);
    process.exitCode = 1;
  });
}
