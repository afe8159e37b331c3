// Manual timing check for the search engine on generated content (not part of the test suite):
//   npx tsx platform/search/perf-check.ts [entryCount]
import type { Entry } from '../../src/lib/delivery/types';
import { PerformanceObserver } from 'node:perf_hooks';
import { parseSearchQuery } from './parse-search-query';
import { SearchIndex } from './search-index';

async function main(): Promise<void> {
const count = Number(process.argv[2] ?? 100_000);
let seed = 42;
const random = () => {
  seed = (seed * 1_103_515_245 + 12_345) % 2_147_483_648;
  return seed / 2_147_483_648;
};
const pick = <T>(list: readonly T[]): T => list[Math.floor(random() * list.length)];
const syllables = ['gar', 'den', 'fern', 'moss', 'ta', 'ri', 'lo', 'ven', 'sha', 'dow', 'wa', 'ter', 'rock', 'leaf', 'sun', 'bri', 'ar', 'ton'];
const vocabulary = Array.from({ length: 6000 }, () => {
  let w = '';
  const n = 1 + Math.floor(random() * 3);
  for (let i = 0; i < n; i++) w += pick(syllables);
  return w;
});
const words = (n: number) => Array.from({ length: n }, () => pick(vocabulary)).join(' ');
const types = ['blog', 'news', 'event', 'page', 'person', 'product'];
const topics = Array.from({ length: 60 }, (_, i) => ({ key: `0/${1 + (i % 6)}/${i}`, name: `Topic ${i}` }));

const entries: Entry[] = [];
for (let i = 0; entries.length < count; i++) {
  const created = Date.UTC(2015, 0, 1) + Math.floor(random() * 10 * 365 * 86_400_000);
  const base: Entry = {
    sys: {
      id: `00000000-0000-0000-0000-${String(i).padStart(12, '0')}`,
      contentTypeId: pick(types),
      dataFormat: 'entry',
      language: random() < 0.8 ? 'en-GB' : 'cy',
      uri: `/section-${i % 40}/item-${i}`,
      allUris: [`/section-${i % 40}/item-${i}`],
      slug: `item-${i}`,
      versionStatus: 'published',
      isPublished: true,
      version: { versionNo: '1.0', created: new Date(created).toISOString(), modified: new Date(created + 86_400_000).toISOString(), published: new Date(created + 86_400_000).toISOString() },
      metadata: { includeInSearch: true },
    },
    entryTitle: words(3 + Math.floor(random() * 5)),
    entryDescription: words(15),
    title: '',
    summary: words(15),
    body: [
      { type: 'markup', value: `<p>${words(60)}</p><p>${words(60)}</p>` },
      { type: 'quote', value: { text: words(12), source: words(2) } },
    ],
    topics: [pick(topics), pick(topics)],
    tags: [pick(vocabulary), pick(vocabulary), pick(vocabulary)],
    price: Math.round(random() * 10_000) / 100,
    location: random() < 0.3 ? { lat: 50 + random() * 8, lon: -5 + random() * 6 } : null,
    author: { sys: { id: `author-${i % 500}`, contentTypeId: 'person' } },
  };
  base.title = base.entryTitle;
  entries.push(base);
  if (random() < 0.1 && entries.length < count) {
    entries.push({ ...base, sys: { ...base.sys, versionStatus: 'latest' }, entryTitle: `${base.entryTitle} draft` });
  }
}

global.gc?.();
const memBefore = process.memoryUsage().heapUsed;
const rssBefore = process.memoryUsage().rss;
let gcMs = 0;
const observer = new PerformanceObserver((list) => {
  for (const entry of list.getEntries()) gcMs += entry.duration;
});
observer.observe({ entryTypes: ['gc'] });
let t = performance.now();
const index = new SearchIndex(entries, { contentTypes: [] });
const buildMs = performance.now() - t;
await new Promise((resolve) => setTimeout(resolve, 10));
observer.disconnect();
global.gc?.();
const mem = process.memoryUsage();
console.log(
  `${count} entries: build ${buildMs.toFixed(0)} ms (gc ${gcMs.toFixed(0)} ms), heap +${((mem.heapUsed - memBefore) / 1e6).toFixed(0)} MB, ` +
    `rss +${((mem.rss - rssBefore) / 1e6).toFixed(0)} MB`,
);

const queries = [
  {
    where: [
      { field: 'searchContent', freeText: { term: pick(vocabulary), fuzzy: false, operator: 'and' } },
      { field: 'sys.contentTypeId', in: ['blog', 'news', 'event'] },
      { field: 'sys.language', equalTo: 'en-GB' },
      { field: 'sys.dataFormat', equalTo: 'entry' },
    ],
    aggregations: { sf_topics: { field: 'topics', size: 20 }, sf_types: { field: 'sys.contentTypeId' }, sf_tags: { field: 'tags', size: 10 } },
    orderBy: [{ desc: 'sys.version.published' }],
    pageSize: 20,
  },
];
for (const name of ['bench', 'fuzzy-or', 'default-order', 'contains-title']) {
  const times: number[] = [];
  for (let run = 0; run < 60; run++) {
    const term = `${pick(vocabulary)} ${pick(vocabulary)}`;
    const q =
      name === 'bench'
        ? { ...queries[0], where: [{ field: 'searchContent', freeText: pick(vocabulary) }, ...queries[0].where.slice(1)] }
        : name === 'fuzzy-or'
          ? { where: [{ or: [{ field: 'entryTitle', freeText: { term, fuzzy: true, operator: 'or' }, weight: 10 }, { field: 'searchContent', freeText: { term, fuzzy: true, operator: 'or' } }] }] }
          : name === 'default-order'
            ? { where: [{ field: 'sys.contentTypeId', equalTo: 'blog' }], aggregations: queries[0].aggregations }
            : { where: [{ or: [{ field: 'entryTitle', contains: pick(vocabulary).slice(0, 5) }, { field: 'keywords', contains: 'x' }] }] };
    t = performance.now();
    const parsed = parseSearchQuery(q);
    const result = index.search(parsed);
    times.push(performance.now() - t);
    if (run === 0) console.log(`  ${name}: first ${times[0].toFixed(1)} ms, total ${result.totalCount}`);
  }
  times.sort((a, b) => a - b);
  console.log(`  ${name}: p50 ${times[30].toFixed(1)} ms, p95 ${times[56].toFixed(1)} ms`);
}
}

void main();
