// A content change drops the cached sitemap and feed: the real server with its local platform watching a copy of
// the demo pack. An editor marks a page out of search; the sitemap, cached far longer than the test takes, leaves it
// out at once; a news article retitled shows in the feed at once.
import fs from 'node:fs';
import path from 'node:path';
import pino from 'pino';
import request from 'supertest';
import { onContentChange } from '../../server/contentChanges';
import { startSite, type RunningSite } from '../../server/main';
import { site as demoSite } from '../../site';
import { copyDemoPack, PUBLIC_HOST, watchedPackConfig } from './support/site';

const CORE_FILE = path.join('website', 'entries', 'core-0001.json');
const NEWS_FILE = path.join('website', 'entries', 'news-0001.json');
const VISIT_PATH = '/visit';

interface PackEntry {
  title?: string;
  entryTitle?: string;
  sys: { id: string; language: string; versionStatus?: string; metadata?: { includeInSearch?: boolean } };
}

let pack: string;
let server: RunningSite;

beforeAll(async () => {
  pack = copyDemoPack();
  // Kept far longer than the test runs: only dropping them can show the change.
  const config = watchedPackConfig(pack, { CDN_MAX_AGE: '3600', REQUEST_CACHE_TTL_MS: '600000' });
  server = await startSite(demoSite, config, pino({ level: 'silent' }));
});
afterAll(async () => {
  await server?.close();
  fs.rmSync(pack, { recursive: true, force: true });
});

const nextChange = () =>
  new Promise<void>((resolve) => {
    const stop = onContentChange(() => {
      stop();
      resolve();
    });
  });

function editPack(file: string, edit: (entries: PackEntry[]) => void): void {
  const entries = JSON.parse(fs.readFileSync(path.join(pack, file), 'utf8')) as PackEntry[];
  edit(entries);
  fs.writeFileSync(path.join(pack, file), JSON.stringify(entries, null, 2));
}

const get = (pathname: string) => request(server.url).get(pathname).set('host', PUBLIC_HOST);

it('drops the cached sitemap when a page is marked out of search, and the feed when an article changes', async () => {
  const before = await get('/sitemap.xml').expect(200);
  expect(before.text).toContain(`<loc>http://${PUBLIC_HOST}${VISIT_PATH}</loc>`);
  const feedBefore = await get('/news/feed.xml').expect(200);
  const firstTitle = /<item><title>([^<]*)<\/title>/.exec(feedBefore.text)?.[1];
  expect(firstTitle).toBeTruthy();

  const visitId = /<loc>http:\/\/www\.example\.test\/visit<\/loc>/.test(before.text) ? entryIdAt(VISIT_PATH) : null;
  let changed = nextChange();
  editPack(CORE_FILE, (entries) => {
    for (const entry of entries) if (entry.sys.id === visitId) entry.sys.metadata = { ...entry.sys.metadata, includeInSearch: false };
  });
  await changed;
  const after = await get('/sitemap.xml').expect(200);
  expect(after.text).not.toContain(`<loc>http://${PUBLIC_HOST}${VISIT_PATH}</loc>`);
  expect(after.text).toContain(`<loc>http://${PUBLIC_HOST}/about</loc>`);

  changed = nextChange();
  editPack(NEWS_FILE, (entries) => {
    for (const entry of entries) {
      if (entry.entryTitle !== unescapeXml(firstTitle ?? '')) continue;
      entry.title = 'Retitled by an editor';
      entry.entryTitle = 'Retitled by an editor';
    }
  });
  await changed;
  const feedAfter = await get('/news/feed.xml').expect(200);
  expect(/<item><title>([^<]*)<\/title>/.exec(feedAfter.text)?.[1]).toBe('Retitled by an editor');
});

/** The entry id the demo pack's node at `nodePath` names. */
function entryIdAt(nodePath: string): string {
  interface Node {
    slug: string;
    entryId?: string;
    children?: Node[];
  }
  let node = JSON.parse(fs.readFileSync(path.join(pack, 'website', 'nodes.json'), 'utf8')) as Node;
  for (const slug of nodePath.split('/').filter(Boolean)) {
    const next = node.children?.find((child) => child.slug === slug);
    if (!next) throw new Error(`No node at ${nodePath}`);
    node = next;
  }
  if (!node.entryId) throw new Error(`No entry at ${nodePath}`);
  return node.entryId;
}

function unescapeXml(text: string): string {
  return text
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&apos;/g, "'")
    .replace(/&amp;/g, '&');
}
