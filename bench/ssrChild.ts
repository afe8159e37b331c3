// Child process of bench/ssr.ts: one production site server as each of `npm start`'s workers runs it
// (dist/server/main.js startSite(); with CONTENSIS_URL unset the local platform runs in this process too), plus a second, tiny Express app in the SAME process
// that answers with a copy of one page's HTML kept in memory (the "from memory" baseline).
//
// Why the baseline is built this way: the ratio content-page-rate / from-memory-rate should isolate what
// rendering a page costs (the route's data through the delivery client and its micro-cache, redux-saga,
// React renderToString, the page's middleware) from what merely serving that many bytes over HTTP through
// Express costs on this machine. So the baseline is Express 5 (the same module instance the site uses), one
// route, and the SAME body bytes and the SAME response headers (names and values captured from the site's
// own answer), sent with res.send: no rendering, no data, no logging, no helmet/compression work. It shares
// the event loop and heap with the site (idle while the baseline is measured), so both are measured in one
// process under the same conditions. It is an upper bound that no rendering server can reach; the target is
// a fraction of it.
//
//   env: PORT, PLATFORM_PORT, HOST, DATA_DIR, NODE_ENV=production, LOG_LEVEL, PROJECTS (set by bench/ssr.ts),
//        BENCH_MEMORY_PORT, BENCH_HOST (Host header), BENCH_CONTENT_PATH, BENCH_PAGES (comma list of paths to
//        capture, the content path among them). With CONTENSIS_URL set the site reads a platform in another process.
//        BENCH_DIST: another build's dist/ to serve (to compare two builds in the same minutes; default ./dist).
//   messages in: {type:'measure-start'}, {type:'measure-stop'} (event-loop delay and CPU time in between),
//   {type:'profile-start'}, {type:'profile-stop', file}, {type:'stop'}.
import { readFileSync, writeFileSync } from 'node:fs';
import { request } from 'node:http';
import { Session } from 'node:inspector';
import { monitorEventLoopDelay, type IntervalHistogram } from 'node:perf_hooks';
import { join } from 'node:path';
import express from 'express';
import { inlineStateText } from '../src/app/stateElement';
import { ROOT, sleep, tellParent } from './lib';

export interface CapturedPage {
  path: string;
  status: number;
  bytes: number;
  /** Bytes of the inline state script's text (0 when the page has none). */
  stateBytes: number;
  headers: Record<string, string>;
  scripts: string[];
}

export type SsrChildMessage =
  | { type: 'ready'; pages: CapturedPage[]; rssAfterStart: number }
  | { type: 'profiling' }
  | { type: 'loop-delay'; p50: number; p99: number; max: number; cpuMs: number; mainThreadCpuMs: number | null; peakRssMb: number }
  | { type: 'profile-written'; file: string }
  | { type: 'error'; message: string };

interface SiteModule {
  startSite(): Promise<{ close(): Promise<void> }>;
}

// Per-connection and per-message headers: Node/Express write their own.
const HOP_HEADERS = new Set(['date', 'connection', 'keep-alive', 'transfer-encoding', 'content-length']);

function get(port: number, path: string, host: string): Promise<{ status: number; headers: Record<string, string>; body: Buffer }> {
  return new Promise((resolveGet, reject) => {
    const req = request({ host: '127.0.0.1', port, path, headers: { host } }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () => {
        const headers: Record<string, string> = {};
        for (const [name, value] of Object.entries(res.headers)) {
          if (value !== undefined && !HOP_HEADERS.has(name)) headers[name] = Array.isArray(value) ? value.join(', ') : value;
        }
        resolveGet({ status: res.statusCode ?? 0, headers, body: Buffer.concat(chunks) });
      });
      res.on('error', reject);
    });
    req.on('error', reject);
    req.end();
  });
}

/**
 * The main thread's time on a CPU so far, in ms (Linux: the scheduler's count in /proc, in ns), or null. It leaves
 * out V8's helper threads (concurrent GC marking, compilers), whose time swings with the machine's load.
 */
function mainThreadCpuMs(): number | null {
  try {
    return Number(readFileSync(`/proc/self/task/${process.pid}/schedstat`, 'utf8').split(' ')[0]) / 1e6;
  } catch {
    return null;
  }
}

async function waitForHealth(port: number): Promise<void> {
  for (let attempt = 0; attempt < 300; attempt++) {
    try {
      if ((await get(port, '/healthz', '127.0.0.1')).status === 200) return;
    } catch {
      // not listening yet
    }
    await sleep(100);
  }
  throw new Error('the site did not answer /healthz');
}

async function main(): Promise<void> {
  const port = Number(process.env.PORT);
  const memoryPort = Number(process.env.BENCH_MEMORY_PORT);
  const host = process.env.BENCH_HOST ?? 'www.example.test';
  const contentPath = process.env.BENCH_CONTENT_PATH ?? '/about/history';
  const paths = [...new Set(['/', contentPath, ...(process.env.BENCH_PAGES ?? '').split(',').filter(Boolean)])];

  // One worker's server, not main(): main() is the cluster's primary, whose CPU time and profile would say
  // nothing about rendering (the work happens in the workers it forks).
  const dist = process.env.BENCH_DIST ?? join(ROOT, 'dist');
  // Another build serves its own browser assets (the script tags of its pages).
  if (process.env.BENCH_DIST && !process.env.STATIC_DIR) process.env.STATIC_DIR = join(dist, 'client');
  const site = await (require(join(dist, 'server', 'main.js')) as SiteModule).startSite();
  const stopSite = (): void => {
    void site.close().finally(() => process.exit(0));
  };
  await waitForHealth(port);

  const pages: CapturedPage[] = [];
  let stored: { headers: Record<string, string>; body: Buffer } | null = null;
  for (const path of paths) {
    const page = await get(port, path, host);
    const html = page.body.toString('utf8');
    const scripts = [...html.matchAll(/<script\b[^>]*\bsrc="([^"]+)"/g)].map((match) => match[1]);
    const stateBytes = Buffer.byteLength(inlineStateText(html) ?? '');
    pages.push({ path, status: page.status, bytes: page.body.length, stateBytes, headers: page.headers, scripts });
    if (path === contentPath) stored = { headers: page.headers, body: page.body };
  }
  if (!stored) throw new Error('no content page captured');
  const { headers: storedHeaders, body: storedBody } = stored;

  // The from-memory baseline (see the comment at the top of this file).
  const memoryApp = express();
  memoryApp.disable('x-powered-by');
  memoryApp.set('etag', false);
  memoryApp.get('/{*splat}', (_req, res) => {
    res.set(storedHeaders);
    res.send(storedBody);
  });
  const memoryServer = memoryApp.listen(memoryPort, process.env.HOST ?? '127.0.0.1');
  await new Promise<void>((resolveListen, reject) => {
    memoryServer.once('listening', () => resolveListen());
    memoryServer.once('error', reject);
  });
  memoryServer.keepAliveTimeout = 65_000;

  tellParent({ type: 'ready', pages, rssAfterStart: process.memoryUsage().rss } satisfies SsrChildMessage);

  // CPU profile of a chosen window (the parent starts and stops it around one load run).
  const session = new Session();
  const post = (method: string, params?: object): Promise<unknown> =>
    new Promise((resolvePost, reject) =>
      session.post(method, params ?? {}, (error, result) => (error ? reject(error) : resolvePost(result))),
    );

  let loopDelay: IntervalHistogram | null = null;
  let cpuAtStart = process.cpuUsage();
  let mainThreadAtStart = mainThreadCpuMs();

  process.on('message', (message: { type?: string; file?: string }) => {
    if (message.type === 'measure-start') {
      loopDelay?.disable();
      loopDelay = monitorEventLoopDelay({ resolution: 10 });
      loopDelay.enable();
      cpuAtStart = process.cpuUsage();
      mainThreadAtStart = mainThreadCpuMs();
    } else if (message.type === 'measure-stop' && loopDelay) {
      loopDelay.disable();
      const cpu = process.cpuUsage(cpuAtStart);
      const mainThreadNow = mainThreadCpuMs();
      const toMs = (ns: number): number => ns / 1e6;
      tellParent({
        type: 'loop-delay',
        p50: toMs(loopDelay.percentile(50)),
        p99: toMs(loopDelay.percentile(99)),
        max: toMs(loopDelay.max),
        cpuMs: (cpu.user + cpu.system) / 1000,
        mainThreadCpuMs: mainThreadNow !== null && mainThreadAtStart !== null ? mainThreadNow - mainThreadAtStart : null,
        // The process's peak since it started (kB): the memory price of the young generation's size, among others.
        peakRssMb: process.resourceUsage().maxRSS / 1024,
      } satisfies SsrChildMessage);
      loopDelay = null;
    } else if (message.type === 'profile-start') {
      session.connect();
      void post('Profiler.enable')
        .then(() => post('Profiler.setSamplingInterval', { interval: 200 }))
        .then(() => post('Profiler.start'))
        .then(() => tellParent({ type: 'profiling' } satisfies SsrChildMessage));
    } else if (message.type === 'profile-stop' && message.file) {
      const file = message.file;
      void post('Profiler.stop').then((result) => {
        writeFileSync(file, JSON.stringify((result as { profile: unknown }).profile));
        session.disconnect();
        tellParent({ type: 'profile-written', file } satisfies SsrChildMessage);
      });
    } else if (message.type === 'stop') {
      memoryServer.close();
      stopSite();
    }
  });
  process.on('disconnect', stopSite);
}

main().catch((error: unknown) => {
  tellParent({ type: 'error', message: error instanceof Error ? (error.stack ?? error.message) : String(error) } satisfies SsrChildMessage);
  process.exit(1);
});
