import { buildPathIndexes } from './path-index';
import { TextIndex } from './text-index';
import { searchContentParts } from './entry-values';
import { tokenize } from './text';
process.argv[2] = process.argv[2] ?? '30000';
// reuse generator by importing perf-check would run it; copy minimal
import type { Entry } from '../../src/lib/delivery/types';
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


for (let r = 0; r < 3; r++) {
  let t = performance.now();
  buildPathIndexes(entries);
  const a = performance.now() - t;
  t = performance.now();
  const parts = entries.map((e) => searchContentParts(e, undefined));
  const b = performance.now() - t;
  t = performance.now();
  new TextIndex(entries.length, (d) => parts[d]);
  const c = performance.now() - t;
  t = performance.now();
  let n = 0; for (const p of parts) for (const s of p) n += tokenize(s).length;
  const d = performance.now() - t;
  console.log(`paths ${a.toFixed(0)} parts ${b.toFixed(0)} text ${c.toFixed(0)} tokenizeOnly ${d.toFixed(0)} tokens ${n}`);
}
