// Benchmark: the local platform's search on generated packs of 1,000 / 10,000 / 100,000 entries.
//   npx tsx bench/platformSearch.ts [--sizes 1000,10000,100000] [--requests 400] [--concurrency 8] [--seconds 5]
// For each size: generate the pack once (cached in .tmp/bench-packs/<n>), start the platform in a child process
// (its load time and memory are its own), then time a representative search over loopback HTTP.
import { mkdtempSync, readFileSync, readdirSync, rmSync, existsSync, writeFileSync, mkdirSync } from 'node:fs';
import { Agent, request } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PACK_FILES, type PackTaxonomyNode } from '../contract';
import { generatePack, DEFAULT_SEED } from '../content/generator';
import { argValue, forkTs, isMain, mb, ms, numberArg, percentile, TMP_DIR, vsTarget } from './lib';
import type { PlatformChildMessage } from './platformChild';

const PROJECT = 'website';
const SEARCH_PATH = `/api/delivery/projects/${PROJECT}/entries/search`;
const DEFAULT_SIZES = [1_000, 10_000, 100_000];

interface Targets {
  p95Ms?: number;
  loadMs?: number;
  rssBytes?: number;
}
const TARGETS: Record<number, Targets> = {
  10_000: { p95Ms: 10 },
  100_000: { p95Ms: 50, loadMs: 15_000, rssBytes: 1.5 * 1024 ** 3 },
};

export interface PlatformSearchOptions {
  sizes: number[];
  /** Sequential (one at a time) timed requests per size: the latency figures. */
  requests: number;
  /** Connections of the throughput phase. */
  concurrency: number;
  /** Seconds of the throughput phase. */
  seconds: number;
  seed: number;
}

export function platformSearchOptions(argv: readonly string[]): PlatformSearchOptions {
  const sizesArg = argValue(argv, 'sizes');
  const sizes = sizesArg ? sizesArg.split(',').map((s) => Number(s.replace(/_/g, '').trim())) : DEFAULT_SIZES;
  if (sizes.some((n) => !Number.isInteger(n) || n <= 0))
    throw new Error(`--sizes must be a comma list of entry counts (got "${sizesArg}")`);
  return {
    sizes,
    requests: numberArg(argv, 'requests', 400),
    concurrency: numberArg(argv, 'concurrency', 8),
    seconds: numberArg(argv, 'seconds', 5),
    seed: numberArg(argv, 'seed', DEFAULT_SEED),
  };
}

// ---------------------------------------------------------------------------------------------------------
// Packs

/** The pack of `entries` entries, generated on first use; a marker beside it says it is complete. */
export async function ensurePack(entries: number, seed: number = DEFAULT_SEED): Promise<{ dir: string; generatedMs: number | null }> {
  const root = join(TMP_DIR, 'bench-packs');
  const dir = join(root, String(entries));
  // The marker lives beside the pack: the generator refuses to overwrite a folder holding other files.
  const marker = join(root, `${entries}.done`);
  const stamp = JSON.stringify({ entries, seed });
  if (existsSync(marker) && readFileSync(marker, 'utf8') === stamp && existsSync(join(dir, 'security.json'))) {
    return { dir, generatedMs: null };
  }
  mkdirSync(root, { recursive: true });
  rmSync(marker, { force: true });
  const started = performance.now();
  await generatePack({ entries, outDir: dir, seed });
  writeFileSync(marker, stamp);
  return { dir, generatedMs: performance.now() - started };
}

const STOP_WORDS = new Set(
  (
    'about after again against also among and another around because been before being between both but came come could ' +
    'does doing down during each every first from have having here into just like made make many more most much must ' +
    'next only other over same should since some still such than that their them then there these they this those ' +
    'through under until very want were what when where which while will with within without would year years your ' +
    'ours ourselves across along already always says said this that open opens join '
  ).split(/\s+/),
);

/** A free-text term and the top-level topics (`0/1/x`) of the news items it was taken from, commonest first. */
interface SearchTerm {
  term: string;
  topics: string[];
}

/**
 * Terms taken from the pack's own news titles and summaries (the search is of news). Each keeps the topics it
 * occurs with: a visitor narrows a search by a topic that the results' topic facet (an aggregation) offered.
 */
function searchTerms(packDir: string): SearchTerm[] {
  const entriesDir = join(packDir, PROJECT, 'entries');
  const files = readdirSync(entriesDir).filter((name) => /^news-000[12]\.json$/.test(name));
  const found = new Map<string, { n: number; topics: Map<string, number> }>();
  const count = (key: string, topics: readonly string[]): void => {
    let item = found.get(key);
    if (!item) found.set(key, (item = { n: 0, topics: new Map() }));
    item.n++;
    for (const topic of topics) item.topics.set(topic, (item.topics.get(topic) ?? 0) + 1);
  };
  for (const file of files) {
    const entries = JSON.parse(readFileSync(join(entriesDir, file), 'utf8')) as Array<{
      entryTitle?: unknown;
      entryDescription?: unknown;
      topics?: Array<{ key?: unknown }>;
    }>;
    for (const entry of entries) {
      const topics = [
        ...new Set(
          (entry.topics ?? []).map((topic) =>
            String(topic.key ?? '')
              .split('/')
              .slice(0, 3)
              .join('/'),
          ),
        ),
      ];
      const title =
        String(entry.entryTitle ?? '')
          .toLowerCase()
          .match(/[a-z]{4,}/g) ?? [];
      const words = `${title.join(' ')} ${String(entry.entryDescription ?? '').toLowerCase()}`.match(/[a-z]{4,}/g) ?? [];
      for (const word of new Set(words)) if (!STOP_WORDS.has(word)) count(word, topics);
      const pairs = new Set<string>();
      for (let i = 0; i + 1 < title.length; i++) {
        if (!STOP_WORDS.has(title[i]) && !STOP_WORDS.has(title[i + 1])) pairs.add(`${title[i]} ${title[i + 1]}`);
      }
      for (const pair of pairs) count(` ${pair}`, topics);
    }
  }
  // Most searches are for common words: the 120 words in most news items, and the 40 commonest two-word
  // phrases of titles (searched as "all words"), one after every three single words.
  const ranked = (pairs: boolean, min: number, take: number): SearchTerm[] =>
    [...found]
      .filter(([key, item]) => key.startsWith(' ') === pairs && item.n >= min)
      .sort((a, b) => b[1].n - a[1].n || (a[0] < b[0] ? -1 : 1))
      .slice(0, take)
      .map(([key, item]) => ({
        term: key.trim(),
        topics: [...item.topics].sort((a, b) => b[1] - a[1] || (a[0] < b[0] ? -1 : 1)).map(([topic]) => topic),
      }));
  const singles = ranked(false, 2, 120);
  const twoWords = ranked(true, 3, 40);
  const terms: SearchTerm[] = [];
  singles.forEach((word, i) => {
    terms.push(word);
    if (i % 3 === 2 && twoWords.length > 0) terms.push(twoWords[Math.floor(i / 3) % twoWords.length]);
  });
  if (terms.length === 0) throw new Error(`no search terms found in ${entriesDir}`);
  return terms;
}

/**
 * Topic filters as a hierarchical facet sends them: a topic and its sub-topics (`0/1/2`, `0/1/2/1`, `0/1/2/2`, ...),
 * for each top-level topic under the website's Topics node (0/1).
 */
function topicGroups(packDir: string): Map<string, string[]> {
  const root = JSON.parse(readFileSync(join(packDir, PROJECT, PACK_FILES.taxonomy), 'utf8')) as PackTaxonomyNode;
  const topics = root.children?.find((node) => node.key === '0/1');
  const groups = new Map(
    (topics?.children ?? []).map((topic) => [topic.key, [topic.key, ...(topic.children ?? []).map((child) => child.key)]]),
  );
  if (groups.size === 0) throw new Error(`no topics under 0/1 in ${packDir}/${PROJECT}/taxonomy.json`);
  return groups;
}

// The generator's "today" is 2026-11-01: the last year, the last two years, the last five.
const DATE_RANGES: Array<[string, string]> = [
  ['2025-11-01T00:00:00.000Z', '2026-11-01T00:00:00.000Z'],
  ['2024-11-01T00:00:00.000Z', '2026-11-01T00:00:00.000Z'],
  ['2021-11-01T00:00:00.000Z', '2026-11-01T00:00:00.000Z'],
];

/**
 * The representative search: a free-text term, three filters (content type, taxonomy `in`, date range),
 * three aggregations and a sort, one page of 10 whole entries. Request `i` varies the term, topic and range.
 */
function searchBody(i: number, terms: readonly SearchTerm[], groups: ReadonlyMap<string, string[]>): string {
  const { term, topics } = terms[i % terms.length];
  // One of the term's two commonest topics (either could be on the facet's first row), else any topic.
  const pass = Math.floor(i / terms.length);
  const topic = topics.length > 0 ? topics[pass % Math.min(2, topics.length)] : [...groups.keys()][i % groups.size];
  const keys = groups.get(topic) ?? [topic];
  return JSON.stringify({
    pageIndex: 0,
    pageSize: 10,
    where: [
      { field: 'searchContent', freeText: { term, fuzzy: false, operator: 'and' } },
      { field: 'sys.contentTypeId', equalTo: 'newsArticle' },
      { field: 'topics', in: keys },
      { field: 'publishDate', between: DATE_RANGES[i % DATE_RANGES.length] },
    ],
    orderBy: [{ desc: 'publishDate' }],
    aggregations: {
      sf_topics: { field: 'topics', size: 10 },
      sf_authors: { field: 'author.sys.id', size: 5 },
      sf_languages: { field: 'sys.language' },
    },
  });
}

// ---------------------------------------------------------------------------------------------------------
// HTTP

interface Reply {
  status: number;
  body: string;
  ms: number;
}

function post(agent: Agent, base: URL, token: string, body: string, keepBody: boolean): Promise<Reply> {
  return new Promise((resolveReply, reject) => {
    const started = performance.now();
    const req = request(
      {
        agent,
        host: base.hostname,
        port: base.port,
        path: SEARCH_PATH,
        method: 'POST',
        headers: { 'content-type': 'application/json', 'content-length': Buffer.byteLength(body), accesstoken: token },
      },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => {
          if (keepBody) chunks.push(chunk);
        });
        res.on('end', () =>
          resolveReply({
            status: res.statusCode ?? 0,
            body: keepBody ? Buffer.concat(chunks).toString('utf8') : '',
            ms: performance.now() - started,
          }),
        );
        res.on('error', reject);
      },
    );
    req.on('error', reject);
    req.end(body);
  });
}

interface SearchFigures {
  entries: number;
  generatedMs: number | null;
  loadMs: number;
  rssBeforeLoad: number;
  rssAfterLoad: number;
  rssAfterGc: number;
  heapAfterGc: number;
  maxRss: number;
  terms: number;
  medianTotal: number;
  zeroHits: number;
  sequential: { p50: number; p95: number; p99: number; max: number; rate: number; count: number };
  loaded: { p50: number; p95: number; p99: number; rate: number; count: number; concurrency: number };
}

async function measureSize(entries: number, options: PlatformSearchOptions): Promise<SearchFigures> {
  const { dir, generatedMs } = await ensurePack(entries, options.seed);
  if (generatedMs !== null) console.log(`  generated .tmp/bench-packs/${entries} in ${(generatedMs / 1000).toFixed(1)} s`);
  const security = JSON.parse(readFileSync(join(dir, 'security.json'), 'utf8')) as { accessTokens: string[] };
  const token = security.accessTokens[0];
  const terms = searchTerms(dir);
  const topics = topicGroups(dir);

  const dataDir = mkdtempSync(join(tmpdir(), 'trellis-bench-platform-'));
  const child = forkTs<PlatformChildMessage>(join(__dirname, 'platformChild.ts'), {
    env: { BENCH_CONTENT_DIR: dir, BENCH_DATA_DIR: dataDir },
    execArgv: ['--expose-gc', '--max-old-space-size=4096'],
  });
  const agent = new Agent({ keepAlive: true, maxSockets: options.concurrency });
  try {
    const ready = await child.next(
      (m): m is Extract<PlatformChildMessage, { type: 'ready' | 'error' }> => m.type === 'ready' || m.type === 'error',
      300_000,
    );
    if (ready.type === 'error') throw new Error(`platform failed to start:\n${ready.message}`);
    const base = new URL(ready.url);

    // Warm-up: every term once (JIT, lazily built per-field indexes); the answers also show the result sizes.
    const totals: number[] = [];
    for (let i = 0; i < Math.max(terms.length, 60); i++) {
      const reply = await post(agent, base, token, searchBody(i, terms, topics), true);
      if (reply.status !== 200) throw new Error(`search answered ${reply.status}: ${reply.body.slice(0, 300)}`);
      totals.push((JSON.parse(reply.body) as { totalCount: number }).totalCount);
    }
    totals.sort((a, b) => a - b);

    // Latency: one request at a time, so each figure is the service time of one search (plus loopback HTTP).
    // The offset keeps term/topic/range combinations different from the warm-up's.
    const times: number[] = [];
    const seqStarted = performance.now();
    for (let i = 0; i < options.requests; i++) {
      const reply = await post(agent, base, token, searchBody(i + 1000, terms, topics), false);
      if (reply.status !== 200) throw new Error(`search answered ${reply.status}`);
      times.push(reply.ms);
    }
    const seqSeconds = (performance.now() - seqStarted) / 1000;
    times.sort((a, b) => a - b);

    // Throughput: `concurrency` requests in flight for `seconds` (the client shares the 2 cores).
    const loadedTimes: number[] = [];
    let next = 5000;
    const deadline = performance.now() + options.seconds * 1000;
    const loadStarted = performance.now();
    await Promise.all(
      Array.from({ length: options.concurrency }, async () => {
        while (performance.now() < deadline) {
          const reply = await post(agent, base, token, searchBody(next++, terms, topics), false);
          if (reply.status !== 200) throw new Error(`search answered ${reply.status}`);
          loadedTimes.push(reply.ms);
        }
      }),
    );
    const loadSeconds = (performance.now() - loadStarted) / 1000;
    loadedTimes.sort((a, b) => a - b);

    child.send({ type: 'memory' });
    const memory = await child.next((m): m is Extract<PlatformChildMessage, { type: 'memory' }> => m.type === 'memory');
    return {
      entries,
      generatedMs,
      loadMs: ready.loadMs,
      rssBeforeLoad: ready.rssBeforeLoad,
      rssAfterLoad: ready.rssAfterLoad,
      rssAfterGc: ready.rssAfterGc,
      heapAfterGc: ready.heapAfterGc,
      maxRss: memory.maxRss,
      terms: terms.length,
      medianTotal: percentile(totals, 50),
      zeroHits: totals.filter((n) => n === 0).length / totals.length,
      sequential: {
        p50: percentile(times, 50),
        p95: percentile(times, 95),
        p99: percentile(times, 99),
        max: times[times.length - 1],
        rate: times.length / seqSeconds,
        count: times.length,
      },
      loaded: {
        p50: percentile(loadedTimes, 50),
        p95: percentile(loadedTimes, 95),
        p99: percentile(loadedTimes, 99),
        rate: loadedTimes.length / loadSeconds,
        count: loadedTimes.length,
        concurrency: options.concurrency,
      },
    };
  } finally {
    agent.destroy();
    await child.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

function printFigures(f: SearchFigures): void {
  const target = TARGETS[f.entries] ?? {};
  const n = f.entries.toLocaleString('en-GB');
  console.log(`\n${n} entries`);
  const load = `${(f.loadMs / 1000).toFixed(2)} s`;
  console.log(
    `  load (pack + search indexes + listen): ${target.loadMs ? vsTarget(load, f.loadMs, '<=', target.loadMs, `${target.loadMs / 1000} s`) : load}`,
  );
  const rss = mb(f.rssAfterLoad);
  console.log(
    `  resident memory after load: ${target.rssBytes ? vsTarget(rss, f.rssAfterLoad, '<=', target.rssBytes, '1.5 GB') : rss}` +
      ` (process before load ${mb(f.rssBeforeLoad)}; after a full GC ${mb(f.rssAfterGc)}, JS heap ${mb(f.heapAfterGc)}; peak ${mb(f.maxRss)})`,
  );
  console.log(
    `  queries: ${f.terms} terms from the pack; median totalCount ${f.medianTotal}, ${(f.zeroHits * 100).toFixed(0)}% with no hits`,
  );
  const s = f.sequential;
  const p95 = ms(s.p95);
  console.log(
    `  one at a time (${s.count} requests): p50 ${ms(s.p50)}, p95 ${target.p95Ms ? vsTarget(p95, s.p95, '<=', target.p95Ms, `${target.p95Ms} ms`) : p95}, ` +
      `p99 ${ms(s.p99)}, max ${ms(s.max)}, ${s.rate.toFixed(0)} req/s`,
  );
  const l = f.loaded;
  console.log(
    `  ${l.concurrency} in flight (${l.count} requests): ${l.rate.toFixed(0)} req/s, p50 ${ms(l.p50)}, p95 ${ms(l.p95)}, p99 ${ms(l.p99)}`,
  );
}

export async function runPlatformSearchBench(options: PlatformSearchOptions): Promise<SearchFigures[]> {
  console.log(`# Platform search: POST ${SEARCH_PATH} (freeText + contentType + topics in + date range, 3 aggregations, sort)`);
  const results: SearchFigures[] = [];
  for (const size of options.sizes) {
    const figures = await measureSize(size, options);
    printFigures(figures);
    results.push(figures);
  }
  return results;
}

if (isMain(module)) {
  runPlatformSearchBench(platformSearchOptions(process.argv.slice(2))).catch((error: unknown) => {
    console.error(error);
    process.exitCode = 1;
  });
}
