// `npm start` under steady load from several visitors while its platform process stops answering (SIGSTOP), comes
// back (SIGCONT), is killed outright (SIGKILL) and is started again by the primary. Every answer meanwhile is the
// page asked for or an error of the right status (504 while the platform is stalled, 503 while it is gone) within a
// bound derived from PLATFORM_TIMEOUT_MS; never a hang, a dropped connection or a 500; no error is cached for long;
// and the same site workers serve normal pages again once the platform is back.
import { PAGE_KINDS, runLoad, visitorMix, type LoadAnswer, type RequestKind, type VisitorRequest } from './support/load';
import { packFacts } from './support/packFacts';
import { seededRandom } from './support/random';
import {
  answerBoundMs,
  CACHE_TTL_MS,
  ERROR_MAX_AGE,
  HANG_GUARD_MS,
  PUBLIC_HOST,
  PUBLIC_LISTINGS,
  PUBLIC_PROJECT,
  PUBLIC_PROJECTS,
} from './support/publicSite';
import { inPool, sendRaw } from './support/rawHttp';
import { buildIfNeeded, isAlive, startServer, waitUntil, type LogLine, type RunningServer } from './support/startServer';

const HOST = PUBLIC_HOST;
const PROJECT = PUBLIC_PROJECT;
const PLATFORM_TIMEOUT_MS = 1500;
const ANSWER_BOUND_MS = answerBoundMs(PLATFORM_TIMEOUT_MS);
const CLIENTS = 6;
const SEED = Number(process.env.OUTAGE_SEED ?? 7);
/**
 * How long into an outage a page may still come from the micro-caches: a page first asked for during the outage can
 * be prepared from the request cache's answers from before it, and the page-state cache then keeps that page for a
 * TTL of its own.
 */
const CACHED_PAGES_MS = 2 * CACHE_TTL_MS;

jest.setTimeout(240_000);

interface Outage {
  name: string;
  status: 503 | 504;
  start: number;
  /** When the platform answered again. */
  end: number;
}

let server: RunningServer & { running: LogLine };
let port: number;
const facts = packFacts(undefined, PROJECT);

beforeAll(async () => {
  await buildIfNeeded();
  server = await startServer({
    WEB_CONCURRENCY: '2',
    PLATFORM_TIMEOUT_MS: String(PLATFORM_TIMEOUT_MS),
    REQUEST_CACHE_TTL_MS: String(CACHE_TTL_MS),
    PAGE_STATE_CACHE_TTL_MS: String(CACHE_TTL_MS),
    ERROR_MAX_AGE: String(ERROR_MAX_AGE),
    PROJECTS: PUBLIC_PROJECTS,
  });
  port = Number(new URL(server.running.url as string).port);
}, 240_000);

afterAll(async () => {
  await server?.stop();
});

const platformPid = () => [...server.lines].reverse().find((line) => line.msg === 'Local platform process is ready')?.platformPid as number;
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function send(request: VisitorRequest): Promise<LoadAnswer> {
  const startedAt = Date.now();
  const answer = await sendRaw(
    port,
    { method: 'GET', target: request.target, headers: [['Host', HOST], ...request.headers] },
    HANG_GUARD_MS,
  );
  return {
    request,
    status: answer.status,
    headers: answer.headers,
    body: answer.body.toString('utf8', 0, 300),
    failure: answer.failure,
    startedAt,
    ms: answer.ms,
  };
}

const API = `/api/delivery/projects/${PROJECT}`;

/**
 * What each page and delivery call of the mix answers while the platform is healthy: restricted content is a
 * redirect to sign in (a page) or 401 (the delivery API).
 */
async function healthyStatuses(): Promise<Map<string, number>> {
  const statuses = new Map<string, number>();
  const targets = [
    ...facts.pagePaths,
    ...facts.pagePaths.map((path) => `${API}/nodes${path}`),
    ...facts.entryIds.map((id) => `${API}/entries/${id}`),
  ];
  await inPool(targets, 4, async (target) => {
    statuses.set(target, (await send({ kind: 'content', target, headers: [] })).status);
  });
  return statuses;
}

const HEALTHY_BY_KIND: Partial<Record<RequestKind, number>> = { home: 200, listing: 200, search: 200, 'not-found': 404, library: 200 };

/** What is wrong with an error answer's form: an HTML page (or the proxy's JSON), cached briefly at most. */
function errorFormProblems(answer: LoadAnswer): string[] {
  const problems: string[] = [];
  const cacheControl = answer.headers['cache-control'] ?? '';
  if (PAGE_KINDS.includes(answer.request.kind)) {
    if (!answer.body.startsWith('<!DOCTYPE html>')) problems.push('not an error page');
    if (/\bpublic\b/.test(cacheControl)) {
      const ages = [cacheControl, answer.headers['surrogate-control'] ?? ''].map((value) =>
        Number(/max-age=(\d+)/.exec(value)?.[1] ?? Infinity),
      );
      if (ages.some((age) => age > ERROR_MAX_AGE))
        problems.push(`cached too long (${cacheControl}; ${answer.headers['surrogate-control']})`);
      if (!(answer.headers['surrogate-key'] ?? '').split(' ').includes('trellis-all')) problems.push('no catch-all surrogate key');
    } else if (!/no-store/.test(cacheControl)) problems.push(`cache-control ${cacheControl}`);
  } else if (cacheControl !== 'no-store') problems.push(`proxied error with cache-control "${cacheControl}"`);
  return problems;
}

/** What is wrong with one answer, given when the platform was out. */
function problemsWith(answer: LoadAnswer, outages: Outage[], healthy: Map<string, number>): string[] {
  if (answer.status === 0) return [`no answer (${answer.failure})`];
  const problems: string[] = [];
  if (answer.ms > ANSWER_BOUND_MS) problems.push(`took ${answer.ms} ms`);
  const expected = HEALTHY_BY_KIND[answer.request.kind] ?? healthy.get(answer.request.target) ?? 200;
  if (answer.status < 500) {
    if (answer.status !== expected) problems.push(`status ${answer.status}, not ${expected}`);
    return problems;
  }
  // An error answer: only while the platform was out (or for a request already under way as it went), of the
  // status that outage means.
  const during = outages.find(
    (outage) => answer.startedAt >= outage.start - ANSWER_BOUND_MS && answer.startedAt < outage.end + ANSWER_BOUND_MS,
  );
  if (!during) problems.push(`status ${answer.status} with the platform healthy`);
  else if (answer.status !== during.status) problems.push(`status ${answer.status} while the platform was ${during.name}`);
  return [...problems, ...errorFormProblems(answer)];
}

function summary(answer: LoadAnswer, problem: string): string {
  return `${answer.request.kind} ${answer.request.target}: ${problem}`;
}

/** One request of each kind at once (a search with a term never asked before): what the site answers right then. */
function sweep(kinds: readonly RequestKind[]): Promise<LoadAnswer[]> {
  const targets: Partial<Record<RequestKind, string>> = {
    home: '/',
    content: '/about/history',
    listing: '/news',
    search: `/search?term=outage+${Date.now()}`,
    'not-found': '/no-such-page-in-the-outage',
    delivery: `${API}/nodes/about`,
    library: facts.libraryFiles[0],
  };
  return Promise.all(kinds.map((kind) => send({ kind, target: targets[kind] as string, headers: [] })));
}

/** What is wrong with a sweep in an outage: each answer should be an error of the outage's status, in due form. */
function sweepProblems(answers: LoadAnswer[], status: number): string[] {
  return answers.flatMap((answer) =>
    [...(answer.status === status ? [] : [`status ${answer.status}, not ${status}`]), ...errorFormProblems(answer)].map((problem) =>
      summary(answer, problem),
    ),
  );
}

interface Run {
  answers: LoadAnswer[];
  outages: Outage[];
  sweeps: { stalled: LoadAnswer[]; killed: LoadAnswer[] };
}

/** Stalled: the process holds its connections and answers nothing. Swept once the caches hold nothing from before. */
async function stallThePlatform(run: Run): Promise<void> {
  const stalled = platformPid();
  const start = Date.now();
  process.kill(stalled, 'SIGSTOP');
  await sleep(CACHED_PAGES_MS + 100);
  run.sweeps.stalled = await sweep(['home', 'content', 'listing', 'search', 'not-found', 'delivery', 'library']);
  await sleep(start + CACHED_PAGES_MS + 3 * PLATFORM_TIMEOUT_MS - Date.now());
  process.kill(stalled, 'SIGCONT');
  run.outages.push({ name: 'stalled', status: 504, start, end: Date.now() });
}

/** Killed: nothing listens until the primary has started it again and it has loaded its pack. Swept at once. */
async function killThePlatform(run: Run): Promise<void> {
  const killed = platformPid();
  const from = server.lines.length;
  const start = Date.now();
  process.kill(killed, 'SIGKILL');
  await waitUntil(() => !isAlive(killed));
  run.sweeps.killed = await sweep(['not-found', 'delivery', 'library']);
  await server.waitFor((line) => line.msg === 'Local platform process is ready', 60_000, from);
  run.outages.push({ name: 'killed', status: 503, start, end: Date.now() });
}

/** The visitors' load from before the first outage until well after the platform is back from the last. */
async function underLoad(): Promise<Run> {
  const run: Run = { answers: [], outages: [], sweeps: { stalled: [], killed: [] } };
  let done = false;
  const load = runLoad({
    clients: CLIENTS,
    next: visitorMix(seededRandom(SEED), { ...facts, listings: PUBLIC_LISTINGS, project: PROJECT }),
    send,
    until: () => done,
    onAnswer: (answer) => run.answers.push(answer),
  });
  try {
    await sleep(3000);
    await stallThePlatform(run);
    await sleep(ANSWER_BOUND_MS + 3000);
    await killThePlatform(run);
    await sleep(ANSWER_BOUND_MS + 3000);
  } finally {
    done = true;
    await load;
  }
  run.answers.push(...run.sweeps.stalled, ...run.sweeps.killed);
  return run;
}

function report({ answers, outages }: Run, seconds: number): void {
  const counts = new Map<string, number>();
  for (const answer of answers)
    counts.set(`${answer.request.kind} ${answer.status}`, (counts.get(`${answer.request.kind} ${answer.status}`) ?? 0) + 1);
  const slowest = Math.max(...answers.map((answer) => answer.ms));
  process.stdout.write(
    `outage under load: ${answers.length} requests in ${seconds.toFixed(1)} s from ${CLIENTS} visitors; slowest ${slowest} ms (bound ${ANSWER_BOUND_MS} ms); ` +
      `outages ${outages.map((outage) => `${outage.name} ${((outage.end - outage.start) / 1000).toFixed(1)} s`).join(', ')}\n` +
      `${JSON.stringify(Object.fromEntries([...counts].sort()))}\n`,
  );
}

/**
 * Within an outage only an error, or a page the micro-caches still held from before it or made from what they held
 * (CACHED_PAGES_MS; a search page among them: its results failed in place, its node and menu came from the caches).
 */
function outageProblems(answers: LoadAnswer[], outage: Outage): string[] {
  const startedIn = answers.filter((answer) => answer.startedAt >= outage.start && answer.startedAt < outage.end);
  // A request started within a platform timeout of the end may have been answered by the platform back again; a
  // restart can take less than that (the killed outage may last 1.5 s), so only the error count sees those.
  const wellWithin = startedIn.filter((answer) => answer.startedAt + PLATFORM_TIMEOUT_MS < outage.end);
  const fromCache = (answer: LoadAnswer) => PAGE_KINDS.includes(answer.request.kind) && answer.startedAt < outage.start + CACHED_PAGES_MS;
  const problems = wellWithin
    .filter((answer) => answer.status < 500 && !fromCache(answer))
    .map((answer) => summary(answer, `status ${answer.status} while ${outage.name} (asked ${answer.startedAt - outage.start} ms in)`));
  return startedIn.some((answer) => answer.status >= 500) ? problems : [...problems, `no error while ${outage.name}`];
}

it('answers every visitor with the page or the right error page throughout a stalled, then killed platform, then serves pages again', async () => {
  const healthy = await healthyStatuses();
  const workers = server.running.workerPids as number[];
  const started = Date.now();
  const run = await underLoad();
  report(run, (Date.now() - started) / 1000);

  const { answers, outages, sweeps } = run;
  expect(
    answers.flatMap((answer) => problemsWith(answer, outages, healthy).map((problem) => summary(answer, problem))).slice(0, 20),
  ).toEqual([]);
  expect(outages.flatMap((outage) => outageProblems(answers, outage))).toEqual([]);
  expect(sweepProblems(sweeps.stalled, 504)).toEqual([]);
  expect(sweepProblems(sweeps.killed, 503)).toEqual([]);
  // Normal pages again at the end, from the same workers: the site itself never restarted.
  const last = answers.filter((answer) => answer.startedAt > outages[outages.length - 1].end + ANSWER_BOUND_MS);
  expect(last.length).toBeGreaterThan(10);
  expect(last.every((answer) => answer.status < 500)).toBe(true);
  expect(workers.every(isAlive)).toBe(true);
  expect(server.lines.filter((line) => line.msg === 'Site worker exited: starting another' || line.msg === 'Request failed')).toEqual([]);
  await waitUntil(async () => (await send({ kind: 'home', target: '/', headers: [] })).status === 200);
});
