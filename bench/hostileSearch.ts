// Benchmark: the worst searches a client may send the local platform, within its limits (platform/search/queryLimits.ts),
// on the demo pack and on a generated pack.
//   npx tsx bench/hostileSearch.ts [--hostile-entries 10000] [--repeats 15]
// Each case runs once to warm up, then `--repeats` times one at a time, varied each time so that no cache answers
// it; p50 / p95 / max latency over loopback HTTP are printed beside the target: the worst hostile query < 50 ms.
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { Agent, request } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { QUERY_LIMITS } from '../platform/search';
import { argValue, forkTs, isMain, ms, numberArg, percentile, ROOT, vsTarget } from './lib';
import type { PlatformChildMessage } from './platformChild';
import { ensurePack } from './platformSearch';

const TARGET_MS = 50;
const API = '/api/delivery/projects/website';
const L = QUERY_LIMITS;

export interface HostileOptions {
  /** Entries of the generated pack (0 = the demo pack only). */
  entries: number;
  repeats: number;
}

export function hostileOptions(argv: readonly string[]): HostileOptions {
  return {
    entries: argValue(argv, 'hostile-entries') === '0' ? 0 : numberArg(argv, 'hostile-entries', 10_000),
    repeats: numberArg(argv, 'repeats', 15),
  };
}

interface HostileRequest {
  method: 'GET' | 'POST';
  path: string;
  body?: string;
}

interface HostileCase {
  readonly name: string;
  /** Request `i` (varied by i so that the engine's caches never hold the answer). */
  build(i: number): HostileRequest;
  /** Run once before the case, to find the size of request it then sends. */
  calibrate?(send: (req: HostileRequest) => Promise<Reply>): Promise<void>;
}

const get = (path: string): HostileRequest => ({ method: 'GET', path });
const searchGet = (where: unknown, extra = ''): HostileRequest =>
  get(`${API}/entries/search?where=${encodeURIComponent(JSON.stringify(where))}${extra}`);
const searchPost = (body: unknown, query = ''): HostileRequest => ({
  method: 'POST',
  path: `${API}/entries/search${query}`,
  body: JSON.stringify(body),
});

const times = <T>(n: number, make: (k: number) => T): T[] => Array.from({ length: n }, (_, k) => make(k));
const PUNCTUATION = ['.', ',', ':', '!', '-', '/', '(', ')', '[', ']', '%', '@', '$', '+', '=', '_'];
const COMMON_WORDS = (
  'the of and to in is was for on that with as by at from his an were are which this be has had it not or ' +
  'one their first also new after its two who they been more but have her year years other all when into there she time ' +
  'during where about than most only over made city would later some three such then these up can while between may'
).split(' ');

/**
 * A pattern of `length` characters with no letters or digits, so no word index narrows it and every entry is
 * read; its only literal is the space, the commonest character of text, so the matcher can skip little.
 */
const wordless = (length: number, i: number, k = 0): string => `${'?'.repeat(1 + ((i + k) % 7))}${' ?'.repeat(length)}`.slice(0, length);

/** `levels` nested clauses cycling and / or / not around one condition: the deepest where allowed at levels = 31. */
function nested(levels: number, i: number): unknown {
  let expr: unknown = { field: 'entryTitle', contains: `*${wordless(9, i)}*` };
  for (let d = 0; d < levels; d++) {
    const kind = ['and', 'or', 'not'][d % 3];
    expr = kind === 'not' ? { not: expr } : { [kind]: [expr, { field: 'sys.id', equalTo: `x${i}-${d}` }] };
  }
  return expr;
}

/** The largest page of whole entries whose answer the platform accepts, found by bisection on pageSize. */
function largestAcceptedPage(): HostileCase {
  let pageSize: number = L.pageSize;
  const page = (size: number, i: number) =>
    searchPost({ pageSize: size, pageIndex: 0, where: [{ field: 'sys.id', exists: true, weight: 1 + (i % 2) }] });
  return {
    get name() {
      return `largest page under the answer limit: pageSize ${pageSize.toLocaleString('en-GB')}`;
    },
    build: (i) => page(pageSize, i),
    async calibrate(send) {
      let accepted = 0;
      let refused: number = L.pageSize + 1;
      while (refused - accepted > Math.max(1, accepted / 50)) {
        const size = accepted === 0 && refused > L.pageSize ? L.pageSize : Math.floor((accepted + refused) / 2);
        if ((await send(page(size, 0))).status === 200) accepted = size;
        else refused = size;
      }
      pageSize = Math.max(1, accepted);
    },
  };
}

const HIGH_CARDINALITY = [
  'entryTitle',
  'sys.id',
  'sys.uri',
  'sys.slug',
  'entryDescription',
  'sys.version.modified',
  'publishDate',
  'sys.allUris',
];

export const HOSTILE_CASES: HostileCase[] = [
  {
    name: `contains entryTitle: ${L.patternLength}-char pattern of *?`,
    build: (i) => searchGet([{ field: 'entryTitle', contains: `${'*?'.repeat(L.patternLength / 2 - 1)}#${PUNCTUATION[i % 16]}` }]),
  },
  {
    name: `contains searchContent: ${L.patternLength}-char pattern of *?`,
    build: (i) => searchGet([{ field: 'searchContent', contains: `${'*?'.repeat(L.patternLength / 2 - 1)}#${PUNCTUATION[i % 16]}` }]),
  },
  {
    name: `contains searchContent: one ${L.patternLength}-char segment with ?`,
    build: (i) => searchGet([{ field: 'searchContent', contains: wordless(L.patternLength, i) }]),
  },
  {
    name: `contains searchContent: ${L.patternLength}-char segment, common characters at its ends`,
    build: (i) =>
      searchGet([{ field: 'searchContent', contains: `${' etaoin'[i % 7]}${'?'.repeat(L.patternLength - 2)}${' etaoin'[(i + 3) % 7]}` }]),
  },
  {
    name: `contains searchContent of pages and people: ${L.patternLength}-char segment`,
    build: (i) =>
      searchGet([
        { field: 'sys.contentTypeId', in: ['contentPage', 'person'] },
        { field: 'searchContent', contains: wordless(L.patternLength, i) },
      ]),
  },
  {
    name: `${L.textConditions} word-less contains on searchContent in an or`,
    build: (i) => searchGet([{ or: times(L.textConditions, (k) => ({ field: 'searchContent', contains: `*${wordless(31, i, k)}*` })) }]),
  },
  {
    name: `where ${L.whereDepth} levels deep (and/or/not)`,
    build: (i) => searchPost({ where: [nested(L.whereDepth - 1, i)] }),
  },
  {
    name: `${L.conditions.toLocaleString('en-GB')} equalTo conditions in an or`,
    build: (i) => searchPost({ where: [{ or: times(L.conditions, (k) => ({ field: 'entryTitle', equalTo: `title ${i} ${k}` })) }] }),
  },
  {
    name: `${L.conditions.toLocaleString('en-GB')} text range conditions in an or`,
    build: (i) =>
      searchPost({
        where: [
          { or: times(L.conditions, (k) => ({ field: 'entryTitle', greaterThan: `${String.fromCharCode(97 + (k % 26))}${i}-${k}` })) },
        ],
      }),
  },
  {
    name: `${L.distanceConditions} distanceWithin 2,000 km in an or`,
    build: (i) =>
      searchGet([
        {
          or: times(L.distanceConditions, (k) => ({
            field: 'location',
            distanceWithin: { lat: 50 + ((i + k) % 40) / 10, lon: -3 + k / 10, distance: '2000km' },
          })),
        },
      ]),
  },
  {
    name: `in with ${L.conditions.toLocaleString('en-GB')} values`,
    build: (i) => searchPost({ where: [{ field: 'sys.id', in: times(L.conditions, (k) => `id-${i}-${k}`) }] }),
  },
  {
    name: `${L.freeTextWords} common free-text words (or)`,
    build: (i) =>
      searchGet([
        {
          field: 'searchContent',
          freeText: {
            term: times(L.freeTextWords, (k) => COMMON_WORDS[(k + i) % COMMON_WORDS.length] + (k >= COMMON_WORDS.length ? 's' : '')).join(
              ' ',
            ),
            operator: 'or',
          },
        },
      ]),
  },
  {
    name: `${L.fuzzyWords} fuzzy free-text words`,
    build: (i) =>
      searchGet([
        {
          field: 'searchContent',
          freeText: {
            term: times(L.fuzzyWords, (k) => `garden${String.fromCharCode(97 + ((i + k) % 26))}ing${k}`).join(' '),
            fuzzy: true,
            operator: 'or',
          },
        },
      ]),
  },
  {
    name: `${L.aggregations} aggregations of size ${L.aggregationBuckets / L.aggregations} (${L.aggregationBuckets.toLocaleString('en-GB')} buckets)`,
    build: (i) =>
      searchPost({
        pageSize: 1,
        where: [{ not: [{ field: 'sys.id', equalTo: `x${i}` }] }],
        aggregations: Object.fromEntries(
          times(L.aggregations, (k) => [
            `a${k}`,
            { field: HIGH_CARDINALITY[(k + i) % HIGH_CARDINALITY.length], size: L.aggregationBuckets / L.aggregations },
          ]),
        ),
      }),
  },
  {
    name: `${L.aggregationBuckets / L.aggregationSize} aggregations of size ${L.aggregationSize.toLocaleString('en-GB')}`,
    build: (i) =>
      searchPost({
        pageSize: 1,
        where: [{ not: [{ field: 'sys.id', equalTo: `x${i}` }] }],
        aggregations: Object.fromEntries(
          times(L.aggregationBuckets / L.aggregationSize, (k) => [
            `a${k}`,
            { field: HIGH_CARDINALITY[(k + i) % HIGH_CARDINALITY.length], size: L.aggregationSize },
          ]),
        ),
      }),
  },
  {
    name: `${L.fields} made-up fields (where and orderBy)`,
    build: (i) =>
      searchPost({
        where: times(L.fields - 4, (k) => ({ field: `sys.made${i}x${k}`, exists: false })),
        orderBy: times(4, (k) => ({ asc: `sys.order${i}x${k}` })),
      }),
  },
  {
    name: `${L.orderBy} orderBy clauses, pageSize 100`,
    build: (i) =>
      searchPost({
        pageSize: 100,
        pageIndex: i % 5,
        orderBy: times(L.orderBy, (k) => ({ [k % 2 ? 'desc' : 'asc']: HIGH_CARDINALITY[(k + i) % HIGH_CARDINALITY.length] })),
      }),
  },
  {
    name: `ZenQL: ${L.whereDepth} parentheses and ${L.textConditions} ~`,
    build: (i) => {
      const likes = times(L.textConditions, (k) => `searchContent ~ "*${wordless(21, i, k)}*"`).join(' OR ');
      return get(`${API}/entries?zenql=${encodeURIComponent(`${'('.repeat(L.whereDepth)}${likes}${')'.repeat(L.whereDepth)}`)}`);
    },
  },
  {
    name: 'refused: where 5,000 levels deep (400)',
    build: (i) => ({
      method: 'POST',
      path: `${API}/entries/search`,
      body: `{"where":[${'{"and":['.repeat(5000)}{"field":"x","equalTo":"${i}"}${']}'.repeat(5000)}]}`,
    }),
  },
  {
    name: 'refused: in with 60,000 values in a 0.9 MB body (400)',
    build: (i) => searchPost({ where: [{ field: 'sys.id', in: times(60_000, (k) => `${i}-${k}`) }] }),
  },
  largestAcceptedPage(),
  {
    name: `largest page: pageSize ${L.pageSize.toLocaleString('en-GB')}, whole entries`,
    build: (i) => searchPost({ pageSize: L.pageSize, pageIndex: 0, where: [{ field: 'sys.id', exists: true, weight: 1 + (i % 2) }] }),
  },
  {
    name: `largest page: pageSize ${L.pageSize.toLocaleString('en-GB')}, linkDepth 10`,
    build: (i) => searchPost({ pageSize: L.pageSize, where: [{ field: 'sys.id', exists: true, weight: 1 + (i % 2) }] }, '?linkDepth=10'),
  },
];

interface Reply {
  status: number;
  bytes: number;
  ms: number;
  message: string;
}

function send(agent: Agent, base: URL, token: string, req: HostileRequest): Promise<Reply> {
  return new Promise((resolveReply, reject) => {
    const started = performance.now();
    const headers: Record<string, string | number> = { accesstoken: token };
    if (req.body !== undefined) {
      headers['content-type'] = 'application/json';
      headers['content-length'] = Buffer.byteLength(req.body);
    }
    const r = request({ agent, host: base.hostname, port: base.port, path: req.path, method: req.method, headers }, (res) => {
      const chunks: Buffer[] = [];
      let bytes = 0;
      res.on('data', (chunk: Buffer) => {
        bytes += chunk.length;
        if (res.statusCode !== 200) chunks.push(chunk);
      });
      res.on('end', () => {
        const text = Buffer.concat(chunks).toString('utf8');
        const message = res.statusCode === 200 ? '' : String((JSON.parse(text || '{}') as { message?: unknown }).message ?? text);
        resolveReply({ status: res.statusCode ?? 0, bytes, ms: performance.now() - started, message });
      });
      res.on('error', reject);
    });
    r.on('error', reject);
    r.end(req.body);
  });
}

interface CaseFigures {
  name: string;
  p50: number;
  p95: number;
  max: number;
  statuses: string;
  bytes: number;
  message: string;
}

async function measurePack(label: string, dir: string, options: HostileOptions): Promise<CaseFigures[]> {
  const security = JSON.parse(readFileSync(join(dir, 'security.json'), 'utf8')) as { accessTokens: string[] };
  const dataDir = mkdtempSync(join(tmpdir(), 'trellis-bench-hostile-'));
  const child = forkTs<PlatformChildMessage>(join(__dirname, 'platformChild.ts'), {
    env: { BENCH_CONTENT_DIR: dir, BENCH_DATA_DIR: dataDir },
    execArgv: ['--expose-gc', '--max-old-space-size=4096'],
  });
  const agent = new Agent({ keepAlive: true, maxSockets: 1 });
  try {
    const ready = await child.next(
      (m): m is Extract<PlatformChildMessage, { type: 'ready' | 'error' }> => m.type === 'ready' || m.type === 'error',
      300_000,
    );
    if (ready.type === 'error') throw new Error(`platform failed to start:\n${ready.message}`);
    console.log(`\n${label} (loaded in ${(ready.loadMs / 1000).toFixed(1)} s)`);
    const base = new URL(ready.url);
    const figures: CaseFigures[] = [];
    const token = security.accessTokens[0];
    for (const hostile of HOSTILE_CASES) {
      await hostile.calibrate?.((req) => send(agent, base, token, req));
      await send(agent, base, token, hostile.build(1_000_000));
      const replies: Reply[] = [];
      for (let i = 0; i < options.repeats; i++) replies.push(await send(agent, base, token, hostile.build(i)));
      const sorted = replies.map((r) => r.ms).sort((a, b) => a - b);
      const statuses = [...new Set(replies.map((r) => r.status))].join('/');
      const f: CaseFigures = {
        name: hostile.name,
        p50: percentile(sorted, 50),
        p95: percentile(sorted, 95),
        max: sorted[sorted.length - 1],
        statuses,
        bytes: Math.max(...replies.map((r) => r.bytes)),
        message: replies.find((r) => r.message)?.message ?? '',
      };
      figures.push(f);
      const size = f.bytes > 1024 * 1024 ? `${(f.bytes / 1024 / 1024).toFixed(1)} MB` : `${(f.bytes / 1024).toFixed(1)} kB`;
      console.log(
        `  ${f.name.padEnd(58)} ${f.statuses} ${size.padStart(9)}  p50 ${ms(f.p50).padStart(9)}  p95 ${ms(f.p95).padStart(9)}  ` +
          `max ${vsTarget(ms(f.max), f.max, '<=', TARGET_MS, `${TARGET_MS} ms`)}`,
      );
      if (f.message) console.log(`    ${f.message.slice(0, 150)}`);
    }
    // The target is for what the platform accepts; refusals are shown too (each stops at its limit).
    for (const [label, answered] of [
      ['accepted', figures.filter((f) => f.statuses === '200')],
      ['refused (400)', figures.filter((f) => f.statuses !== '200')],
    ] as const) {
      if (answered.length === 0) continue;
      const worst = answered.reduce((a, b) => (b.max > a.max ? b : a));
      console.log(
        `  worst hostile query ${label}: ${vsTarget(ms(worst.max), worst.max, '<=', TARGET_MS, `${TARGET_MS} ms`)} (${worst.name})`,
      );
    }
    return figures;
  } finally {
    agent.destroy();
    await child.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

export async function runHostileSearchBench(options: HostileOptions): Promise<void> {
  console.log(`# Hostile searches: the worst queries within the limits, ${options.repeats} varied requests each, one at a time`);
  await measurePack('demo pack (content/demo)', join(ROOT, 'content', 'demo'), options);
  if (options.entries > 0) {
    const { dir } = await ensurePack(options.entries);
    await measurePack(`generated pack of ${options.entries.toLocaleString('en-GB')} entries`, dir, options);
  }
}

if (isMain(module)) {
  runHostileSearchBench(hostileOptions(process.argv.slice(2))).catch((error: unknown) => {
    console.error(error);
    process.exitCode = 1;
  });
}
