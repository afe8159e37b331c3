// A shared mini list (server/render/sharedLists.ts) goes with a content change, as the request cache's answers do: a
// news article retitled in the watched pack shows retitled in the home page's latest news at once, though the
// list, the page state and the platform's answers are all kept far longer than the test runs.
import fs from 'node:fs';
import path from 'node:path';
import pino from 'pino';
import request from 'supertest';
import { onContentChange } from '../../server/contentChanges';
import { startSite, type RunningSite } from '../../server/main';
import { site as demoSite } from '../../site';
import { copyDemoPack, PUBLIC_HOST, watchedPackConfig } from './support/site';

const NEWEST_NEWS = '34cc1dfe-60ff-40c9-8201-0a10ae6e6e44';
const NEWS_FILE = path.join('website', 'entries', 'news-0001.json');

interface PackEntry {
  title?: string;
  sys: { id: string; versionStatus?: string; language?: string };
}

let pack: string;
let server: RunningSite;

beforeAll(async () => {
  pack = copyDemoPack();
  const long = '600000';
  const config = watchedPackConfig(pack, { PAGE_STATE_CACHE_TTL_MS: long, REQUEST_CACHE_TTL_MS: long, MINILIST_CACHE_TTL_MS: long });
  server = await startSite(demoSite, config, pino({ level: 'silent' }));
});
afterAll(async () => {
  await server?.close();
  fs.rmSync(pack, { recursive: true, force: true });
});

function retitleNewestNews(title: string): void {
  const file = path.join(pack, NEWS_FILE);
  const entries = JSON.parse(fs.readFileSync(file, 'utf8')) as PackEntry[];
  const published = entries.filter((entry) => entry.sys.id === NEWEST_NEWS && entry.sys.versionStatus !== 'latest');
  if (published.length === 0) throw new Error('The demo pack has no published newest news article');
  for (const entry of published) entry.title = title;
  fs.writeFileSync(file, JSON.stringify(entries, null, 2));
}

const home = async () => (await request(server.url).get('/').set('Host', PUBLIC_HOST).expect(200)).text;

it('shows a retitled news article in the home page latest news once the content change is told', async () => {
  expect(await home()).toContain('First flowers in 26 years for our wild service tree');
  const changed = new Promise<void>((resolve) => {
    const stop = onContentChange(() => {
      stop();
      resolve();
    });
  });
  retitleNewestNews('The wild service tree flowers again');
  await changed;
  const after = await home();
  expect(after).toContain('The wild service tree flowers again');
  expect(after).not.toContain('First flowers in 26 years for our wild service tree');
});
