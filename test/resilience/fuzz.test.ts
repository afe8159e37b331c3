// Generated requests (paths, query strings, headers, cookies, form and JSON bodies) against every route, with a
// healthy platform behind the site: any 5xx is the site's own fault. FUZZ_CASES and FUZZ_SEED replay or widen a run.
import { startTestSite } from '../integration/support/site';
import { fuzzCase, type FuzzCase, type FuzzContext } from './support/fuzzCases';
import { packFacts } from './support/packFacts';
import { ERROR_MAX_AGE, PUBLIC_HOST } from './support/publicSite';
import { seededRandom } from './support/random';
import { inPool, sendRaw, type RawAnswer } from './support/rawHttp';
import { listen, problemLogger, tempDataDir } from './support/serve';
import { signIn } from './support/visitor';

const CASES = Number(process.env.FUZZ_CASES ?? 10_000);
const SEED = Number(process.env.FUZZ_SEED ?? 20_260_101);
/** `FUZZ_ONLY=12,345`: replay just these cases of the seed, printing each request and answer in full. */
const ONLY = process.env.FUZZ_ONLY ? process.env.FUZZ_ONLY.split(',').map(Number) : null;
const CONCURRENCY = 8;
/** Far above any honest answer on a busy machine; a case over it has hung. */
const CASE_TIMEOUT_MS = 20_000;
const SITE_PAGE = `https://${PUBLIC_HOST}/about/history`;

type Site = Awaited<ReturnType<typeof startTestSite>>;

interface Finding {
  index: number;
  kind: FuzzCase['kind'];
  request: string;
  problem: string;
}

function staysOnSite(location: string): boolean {
  try {
    return new URL(location, SITE_PAGE).origin === new URL(SITE_PAGE).origin;
  } catch {
    return false;
  }
}

/** What must hold for every answer, whatever was asked. */
function problemsWith(request: FuzzCase['request'], answer: RawAnswer): string[] {
  const problems: string[] = [];
  // Node's HTTP server closes a CONNECT (a proxy tunnel request) it has no handler for, without an answer.
  if (answer.status === 0 && !(request.method === 'CONNECT' && answer.failure === 'closed')) problems.push(`no answer (${answer.failure})`);
  if (answer.status >= 500) problems.push(`status ${answer.status}: ${answer.body.toString('utf8').slice(0, 160)}`);
  const location = answer.headers.location;
  // Where a browser on one of the site's pages would go (WHATWG resolution reads `/\\host` as another host).
  if (location !== undefined && !staysOnSite(location)) problems.push(`redirect off the site: ${location}`);
  const cacheControl = answer.headers['cache-control'] ?? '';
  if (/\bpublic\b/.test(cacheControl) && answer.cookies.length > 0)
    problems.push(`public answer sets cookies: ${answer.cookies.join(', ')}`);
  const maxAge = Number(/max-age=(\d+)/.exec(cacheControl)?.[1] ?? 0);
  if (answer.status >= 400 && /\bpublic\b/.test(cacheControl) && maxAge > ERROR_MAX_AGE) problems.push(`error cached for ${maxAge} s`);
  return problems;
}

function summary(request: FuzzCase['request']): string {
  const text = `${request.method} ${request.target}`;
  return text.length > 200 ? `${text.slice(0, 200)}… (${text.length} chars)` : text;
}

/** Two sites in front of one healthy platform: the defaults, and behind a trusted proxy with a preview host. */
async function startSites(): Promise<{ sites: Site[]; ports: number[]; logs: ReturnType<typeof problemLogger>; close(): Promise<void> }> {
  const logs = problemLogger();
  const direct = await startTestSite({ env: { DATA_DIR: tempDataDir() }, logger: logs.logger });
  const proxied = await startTestSite({
    env: { DATA_DIR: tempDataDir(), TRUST_PROXY: '1', PREVIEW_HOSTS: 'preview.example.test', DISABLE_SSR_REDUX: 'true' },
    upstream: { rootUrl: direct.platform.url },
    logger: logs.logger,
  });
  const servers = await Promise.all([listen(direct.app), listen(proxied.app)]);
  return {
    sites: [direct, proxied],
    ports: servers.map((server) => server.port),
    logs,
    close: async () => {
      await Promise.all(servers.map((server) => server.close()));
      await Promise.all([direct.close(), proxied.close()]);
    },
  };
}

let running: Awaited<ReturnType<typeof startSites>>;
let context: FuzzContext;

jest.setTimeout(30_000);

beforeAll(async () => {
  running = await startSites();
  const visitor = await signIn(running.ports[0], PUBLIC_HOST, 'ada', 'Orchid-Walk-2026');
  context = { ...packFacts(), visitor, publicHost: PUBLIC_HOST };
});
afterAll(() => running.close());

/** Sends the cases (or FUZZ_ONLY's, one at a time and printed in full), alternating between the two sites. */
async function runCases() {
  const findings: Finding[] = [];
  const statuses = new Map<string, number>();
  let slowest = { ms: 0, request: '' };
  await inPool(ONLY ?? Array.from({ length: CASES }, (_, index) => index), ONLY ? 1 : CONCURRENCY, async (index) => {
    const generated = fuzzCase(SEED, index, context, seededRandom);
    const answer = await sendRaw(running.ports[index % 2], generated.request, CASE_TIMEOUT_MS);
    if (ONLY)
      process.stdout.write(
        `case ${index}: ${JSON.stringify(generated.request)}\n=> ${answer.status} ${JSON.stringify(answer.headers)}\n${answer.body.toString('utf8').slice(0, 2000)}\n`,
      );
    const key = `${generated.kind} ${answer.status}`;
    statuses.set(key, (statuses.get(key) ?? 0) + 1);
    if (answer.ms > slowest.ms) slowest = { ms: answer.ms, request: summary(generated.request) };
    for (const problem of problemsWith(generated.request, answer))
      findings.push({ index, kind: generated.kind, request: summary(generated.request), problem });
  });
  return { findings, statuses, slowest };
}

it(`answers ${ONLY ? 'the chosen' : CASES} generated requests with no 5xx, no hang, no off-site redirect, no cookie on a public answer and no long-cached error`, async () => {
  const started = Date.now();
  const { findings, statuses, slowest } = await runCases();
  const counts = Object.fromEntries([...statuses].sort(([a], [b]) => a.localeCompare(b)));
  process.stdout.write(
    `fuzz: seed ${SEED}, ${ONLY?.length ?? CASES} cases in ${((Date.now() - started) / 1000).toFixed(1)} s; slowest ${slowest.ms} ms (${slowest.request})\n${JSON.stringify(counts)}\n`,
  );
  if (ONLY) process.stdout.write(`logged: ${JSON.stringify(running.logs.lines).slice(0, 4000)}\n`);
  expect(findings.slice(0, 25)).toEqual([]);
  expect(running.logs.errors().slice(0, 10)).toEqual([]);
  // The cases reach each kind of route's own handling, not only the refusals in front of it.
  if (!ONLY) {
    for (const kind of ['page', 'account-page', 'account-post', 'delivery', 'library', 'other']) {
      expect(Object.keys(counts).some((key) => key.startsWith(`${kind} `) && Number(key.split(' ')[1]) < 400)).toBe(true);
    }
  }
}, 300_000);

it('still serves pages and a signed-in visitor afterwards', async () => {
  for (const port of running.ports) {
    const home = await sendRaw(port, { method: 'GET', target: '/', headers: [['Host', PUBLIC_HOST]] }, CASE_TIMEOUT_MS);
    expect(home.status).toBe(200);
  }
  const session = await sendRaw(
    running.ports[0],
    {
      method: 'GET',
      target: '/account/session',
      headers: [
        ['Host', PUBLIC_HOST],
        ['Cookie', context.visitor.session.join('; ')],
      ],
    },
    CASE_TIMEOUT_MS,
  );
  expect(session.status).toBe(200);
});
