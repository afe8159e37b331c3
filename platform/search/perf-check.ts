// Manual timing check for the search engine (not part of the test suite). Either generated entries, or the
// website project of a content pack repeated `copies` times under new ids:
//   npx tsx platform/search/perf-check.ts [entryCount]
//   npx tsx platform/search/perf-check.ts --pack DIR [copies]
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { ContentType, Entry, VersionStatus } from '../../contract';
import { parseSearchQuery } from './parse-search-query';
import { SearchIndex } from './search-index';

let seed = 42;
const random = () => {
  seed = (seed * 1_103_515_245 + 12_345) % 2_147_483_648;
  return seed / 2_147_483_648;
};
const pick = <T>(list: readonly T[]): T => list[Math.floor(random() * list.length)];

function generated(count: number): { entries: Entry[]; contentTypes: ContentType[]; words: string[] } {
  const syllables = ['gar', 'den', 'fern', 'moss', 'ta', 'ri', 'lo', 'ven', 'sha', 'dow', 'wa', 'ter', 'rock', 'leaf', 'sun', 'bri'];
  const vocabulary = Array.from({ length: 6000 }, () => {
    let w = '';
    for (let i = 1 + Math.floor(random() * 3); i > 0; i--) w += pick(syllables);
    return w;
  });
  const words = (n: number) => Array.from({ length: n }, () => pick(vocabulary)).join(' ');
  const topics = Array.from({ length: 60 }, (_, i) => ({ key: `0/${1 + (i % 6)}/${i}`, name: `Topic ${i}` }));
  const entries: Entry[] = [];
  for (let i = 0; entries.length < count; i++) {
    const created = Date.UTC(2015, 0, 1) + Math.floor(random() * 10 * 365 * 86_400_000);
    const title = words(3 + Math.floor(random() * 5));
    const entry: Entry = {
      sys: {
        id: `00000000-0000-0000-0000-${String(i).padStart(12, '0')}`,
        contentTypeId: pick(['blog', 'news', 'event', 'page', 'person', 'product']),
        dataFormat: 'entry',
        language: random() < 0.8 ? 'en-GB' : 'cy',
        uri: `/section-${i % 40}/item-${i}`,
        versionStatus: 'published',
        version: { created: new Date(created).toISOString(), published: new Date(created + 86_400_000).toISOString() },
      },
      entryTitle: title,
      entryDescription: words(15),
      title,
      body: [{ type: 'markup', value: `<p>${words(60)}</p><p>${words(60)}</p>` }],
      topics: [pick(topics), pick(topics)],
      tags: [pick(vocabulary), pick(vocabulary), pick(vocabulary)],
      location: random() < 0.3 ? { lat: 50 + random() * 8, lon: -5 + random() * 6 } : null,
    };
    entries.push(entry);
    if (random() < 0.1 && entries.length < count) entries.push({ ...entry, sys: { ...entry.sys, versionStatus: 'latest' } });
  }
  return { entries, contentTypes: [], words: vocabulary };
}

function fromPack(dir: string, copies: number): { entries: Entry[]; contentTypes: ContentType[]; words: string[] } {
  const project = join(dir, 'website');
  const stored: Entry[] = [];
  for (const file of readdirSync(join(project, 'entries'))) {
    const data: unknown = JSON.parse(readFileSync(join(project, 'entries', file), 'utf8'));
    for (const e of Array.isArray(data) ? data : [data]) stored.push(e as Entry);
  }
  const entries: Entry[] = [];
  for (let k = 0; k < copies; k++) {
    for (const e of stored) entries.push(k === 0 ? e : { ...e, sys: { ...e.sys, id: `${e.sys.id}-${k}` } });
  }
  const words = stored.map((e) => String(e.entryTitle ?? '').split(' ')[0].toLowerCase()).filter((w) => w.length > 3);
  return { entries, contentTypes: JSON.parse(readFileSync(join(project, 'content-types.json'), 'utf8')), words };
}

function main(): void {
  const args = process.argv.slice(2);
  const { entries, contentTypes, words } =
    args[0] === '--pack' ? fromPack(args[1], Number(args[2] ?? 1)) : generated(Number(args[0] ?? 100_000));
  const types = Array.from(new Set(entries.map((e) => e.sys.contentTypeId))).slice(0, 3);
  const byKey = new Map(entries.map((e) => [`${e.sys.id}|${e.sys.language}|${e.sys.versionStatus ?? 'published'}`, e]));
  const lookup = (id: string, language: string, status: VersionStatus) => byKey.get(`${id}|${language}|${status}`);

  global.gc?.();
  const heapBefore = process.memoryUsage().heapUsed;
  const cpuBefore = process.cpuUsage();
  const started = performance.now();
  const index = new SearchIndex(entries, { contentTypes, lookup });
  const buildMs = performance.now() - started;
  const cpu = process.cpuUsage(cpuBefore);
  global.gc?.();
  console.log(
    `${entries.length} entries: build ${buildMs.toFixed(0)} ms (cpu ${((cpu.user + cpu.system) / 1000).toFixed(0)} ms), ` +
      `heap +${((process.memoryUsage().heapUsed - heapBefore) / 1e6).toFixed(0)} MB, rss ${(process.memoryUsage().rss / 1e6).toFixed(0)} MB`,
  );

  const shapes: Record<string, () => unknown> = {
    // The benchmark's shape: a word, three filters, three aggregations and an order.
    bench: () => ({
      where: [
        { field: 'searchContent', freeText: { term: pick(words), fuzzy: false, operator: 'and' } },
        { field: 'sys.contentTypeId', in: types },
        { field: 'sys.language', equalTo: 'en-GB' },
        { field: 'sys.dataFormat', equalTo: 'entry' },
      ],
      aggregations: { sf_type: { field: 'sys.contentTypeId' }, sf_language: { field: 'sys.language' }, sf_tags: { field: 'entryTags', size: 20 } },
      orderBy: [{ desc: 'sys.version.published' }],
    }),
    'fuzzy-or, weighted': () => {
      const term = `${pick(words)} ${pick(words)}`;
      return {
        where: [
          {
            or: [
              { field: 'entryTitle', freeText: { term, fuzzy: true, operator: 'or' }, weight: 10 },
              { field: 'searchContent', freeText: { term, fuzzy: true, operator: 'or' } },
            ],
          },
        ],
      };
    },
    'filter, default order': () => ({ where: [{ field: 'sys.contentTypeId', equalTo: pick(types) }] }),
    'contains in titles': () => ({ where: [{ field: 'entryTitle', contains: pick(words).slice(0, 4) }] }),
  };
  for (const [name, make] of Object.entries(shapes)) {
    const times: number[] = [];
    let total = 0;
    for (let run = 0; run < 60; run++) {
      const t = performance.now();
      total = index.search(parseSearchQuery(make())).totalCount;
      times.push(performance.now() - t);
    }
    const first = times[0];
    times.sort((a, b) => a - b);
    console.log(
      `  ${name}: first ${first.toFixed(1)} ms, p50 ${times[30].toFixed(1)} ms, p95 ${times[56].toFixed(1)} ms (last total ${total})`,
    );
  }
}

main();
