// A soak: `npm start` with one site worker under a steady load for minutes (loopback only, bounded in time, rate
// and requests), a realistic mix of anonymous pages, searches with ever-new terms, 404s, signed-in pages, the
// browser's delivery calls and library files. After a warm-up, the worker's resident memory grows less than 10% and
// its open file descriptors do not grow (both measured with the load paused, after a full garbage collection), and
// once the load pauses it comes down by itself to within a little of what that collection leaves.
// SOAK_SECONDS, SOAK_RATE, SOAK_MAX_REQUESTS, SOAK_CLIENTS: test/resilience/README.md.
import { Pool } from 'undici';
import { freeInspectorPort, inspectProcess, type InspectedProcess } from './support/inspector';
import { runLoad, visitorMix, type LoadAnswer, type VisitorRequest } from './support/load';
import { packFacts } from './support/packFacts';
import { openFiles, residentBytes } from './support/processStats';
import { HANG_GUARD_MS, PUBLIC_HOST, PUBLIC_LISTINGS, PUBLIC_PROJECT, PUBLIC_PROJECTS } from './support/publicSite';
import { seededRandom } from './support/random';
import { buildIfNeeded, isAlive, startServer, type LogLine, type RunningServer } from './support/startServer';
import { signIn } from './support/visitor';

const SECONDS = Number(process.env.SOAK_SECONDS ?? 180);
const RATE = Number(process.env.SOAK_RATE ?? 40);
const MAX_REQUESTS = Number(process.env.SOAK_MAX_REQUESTS ?? 500_000);
const CLIENTS = Number(process.env.SOAK_CLIENTS ?? 8);
/** Long enough for the code to be compiled, the micro-caches to turn over and the connection pools to fill. */
const WARMUP_SECONDS = Math.max(30, Math.round(SECONDS * 0.2));
/** A pause for the answers under way to finish and the visitors' closed connections to be closed on the site's side. */
const SETTLE_MS = 3000;
const SAMPLE_MS = 1000;
const MAX_GROWTH = 0.1;
/** What a quiet worker may hold above a full collection's: young objects since, pages not yet returned. */
const QUIET_SLACK = 16 * 1024 * 1024;
/**
 * The site keeps idle connections to the platform for as long as the platform allows (65 s): as many as it had calls
 * in flight at once, a few per page of each visitor's at most.
 */
const MAX_POOLED = CLIENTS * 8;
const HOST = PUBLIC_HOST;
const PROJECT = PUBLIC_PROJECT;

jest.setTimeout((SECONDS + 300) * 1000);

let server: RunningServer & { running: LogLine };
let siteUrl: string;

beforeAll(async () => {
  await buildIfNeeded();
  server = await startServer({
    WEB_CONCURRENCY: '1',
    PROJECTS: PUBLIC_PROJECTS,
    // The worker's inspector, opened by the test (SIGUSR1), collects its garbage before each measure.
    NODE_OPTIONS: `--inspect-port=${await freeInspectorPort()}`,
  });
  // Bound to 127.0.0.1 only: ask there, not at whatever `localhost` resolves to first.
  siteUrl = (server.running.url as string).replace('localhost', '127.0.0.1');
}, 240_000);

afterAll(async () => {
  await server?.stop();
});

/** One request on the visitors' kept-alive connections, as browsers send them. */
async function send(pool: Pool, request: VisitorRequest): Promise<LoadAnswer> {
  const startedAt = Date.now();
  try {
    const answer = await pool.request({ path: request.target, method: 'GET', headers: [['host', HOST], ...request.headers].flat() });
    const body = await answer.body.text();
    return { request, status: answer.statusCode, headers: {}, body: body.slice(0, 200), startedAt, ms: Date.now() - startedAt };
  } catch (error) {
    return { request, status: 0, headers: {}, body: '', failure: (error as Error).message, startedAt, ms: Date.now() - startedAt };
  }
}

const mb = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(1)} MB`;
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

interface Measure {
  /** Resident once the load stopped, before the test's collection: what the worker came down to by itself. */
  quietRss: number;
  rss: number;
  heapUsed: number;
  /** Idle kept-alive connections to the platform. */
  pooled: string[];
  /** Every other open descriptor: files, pipes, listening sockets, other connections. */
  others: string[];
}

interface Soak {
  sent: number;
  statuses: Map<string, number>;
  /** Answers with a 5xx or none at all. */
  problems: string[];
  /** The most resident memory seen under load. */
  peak: number;
}

/** `seconds` of steady load from visitors who then go away (their connections closed). */
async function load(soak: Soak, worker: number, next: () => VisitorRequest, seconds: number): Promise<void> {
  const until = Date.now() + seconds * 1000;
  const pool = new Pool(siteUrl, { connections: CLIENTS, headersTimeout: HANG_GUARD_MS, bodyTimeout: HANG_GUARD_MS });
  const sampler = setInterval(() => (soak.peak = Math.max(soak.peak, residentBytes(worker))), SAMPLE_MS);
  try {
    await runLoad({
      clients: CLIENTS,
      next,
      send: (request) => send(pool, request),
      until: () => Date.now() >= until || soak.sent >= MAX_REQUESTS,
      perSecond: RATE,
      onAnswer: (answer) => {
        soak.sent += 1;
        const key = `${answer.request.kind} ${answer.status}`;
        soak.statuses.set(key, (soak.statuses.get(key) ?? 0) + 1);
        if (answer.status === 0 || answer.status >= 500)
          soak.problems.push(`${answer.request.target}: ${answer.status || answer.failure} ${answer.body}`);
      },
    });
  } finally {
    clearInterval(sampler);
    await pool.close();
  }
}

/**
 * With nothing in flight and the garbage collected: what the worker holds for good. (Resident memory between
 * collections follows V8's sizing of the heap, which grows with the allocation rate over minutes.)
 */
async function measure(worker: number, inspector: InspectedProcess, platformPort: string): Promise<Measure> {
  await sleep(SETTLE_MS);
  const quietRss = residentBytes(worker);
  await inspector.collectGarbage();
  const files = openFiles(worker);
  const isPooled = (fd: string) => fd.endsWith(`:${platformPort} ESTABLISHED`);
  return {
    quietRss,
    rss: residentBytes(worker),
    heapUsed: (await inspector.memoryUsage()).heapUsed,
    pooled: files.filter(isPooled),
    others: files.filter((fd) => !isPooled(fd)),
  };
}

function report(soak: Soak, before: Measure, after: Measure, seconds: number): void {
  const growth = (after.rss - before.rss) / before.rss;
  process.stdout.write(
    `soak: ${soak.sent} requests from ${CLIENTS} visitors at ${RATE}/s at most: ${WARMUP_SECONDS} s of warm-up, then ${seconds.toFixed(0)} s ` +
      `(${(soak.sent / (WARMUP_SECONDS + seconds)).toFixed(0)}/s on average)\n` +
      `  after a full collection: resident ${mb(before.rss)} after the warm-up, ${mb(after.rss)} at the end (${(growth * 100).toFixed(1)}%); ` +
      `heap used ${mb(before.heapUsed)}, then ${mb(after.heapUsed)}; ${mb(soak.peak)} resident at most under load; ` +
      `${mb(before.quietRss)} and ${mb(after.quietRss)} ${SETTLE_MS / 1000} s after the load, before that collection\n` +
      `  open file descriptors: ${before.others.length} + ${before.pooled.length} kept-alive connections to the platform after the warm-up, ` +
      `${after.others.length} + ${after.pooled.length} at the end\n` +
      `  ${JSON.stringify(Object.fromEntries([...soak.statuses].sort()))}\n`,
  );
}

it(`keeps its memory and open files level under ${SECONDS} s of steady load`, async () => {
  const [worker] = server.running.workerPids as number[];
  const platformPort = new URL(server.lines.find((line) => line.msg === 'Local platform process is ready')?.url as string).port;
  const visitor = await signIn(Number(new URL(siteUrl).port), HOST, 'ada', 'Orchid-Walk-2026');
  const next = visitorMix(seededRandom(SECONDS), {
    ...packFacts(undefined, PROJECT),
    listings: PUBLIC_LISTINGS,
    project: PROJECT,
    session: visitor.session,
  });
  // Opened before the first measure, so that its own sockets are counted in both.
  const inspector = await inspectProcess(worker, server.stderr);
  const soak: Soak = { sent: 0, statuses: new Map(), problems: [], peak: 0 };
  try {
    await load(soak, worker, next, WARMUP_SECONDS);
    const before = await measure(worker, inspector, platformPort);
    const started = Date.now();
    await load(soak, worker, next, SECONDS - WARMUP_SECONDS);
    const seconds = (Date.now() - started) / 1000;
    const after = await measure(worker, inspector, platformPort);
    report(soak, before, after, seconds);

    expect(soak.problems.slice(0, 10)).toEqual([]);
    expect((after.rss - before.rss) / before.rss).toBeLessThan(MAX_GROWTH);
    // A worker that goes quiet hands back what the load left it by itself (IDLE_COLLECTION_MS), not at the next load.
    expect(after.quietRss - after.rss).toBeLessThan(QUIET_SLACK);
    // No more descriptors than before (a failure names those open now that were not then), none half closed.
    expect(after.others.length <= before.others.length ? [] : after.others.filter((fd) => !before.others.includes(fd))).toEqual([]);
    expect(after.others.filter((fd) => /CLOSE_WAIT|FIN_WAIT|LAST_ACK/.test(fd))).toEqual([]);
    expect(after.pooled.length).toBeLessThanOrEqual(MAX_POOLED);
  } finally {
    inspector.close();
  }
  expect(isAlive(worker)).toBe(true);
  expect(server.lines.filter((line) => line.msg === 'Site worker exited: starting another')).toEqual([]);
});
