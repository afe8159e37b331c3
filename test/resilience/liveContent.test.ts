// Live content through `npm start`'s processes: the platform (a process of its own, watching a copy of the pack)
// reloads a changed file and tells the primary, which tells every site worker; each drops what it cached from it,
// so every worker's page shows the change although its caches would have kept the old one for ten minutes.
import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import { copyDemoPack } from '../integration/support/site';
import { PUBLIC_HOST, PUBLIC_PROJECTS } from './support/publicSite';
import { buildIfNeeded, startServer, type LogLine, type RunningServer } from './support/startServer';

jest.setTimeout(90_000);

const ABOUT_ENTRY = 'b87de56f-450c-4a23-a308-b1a39908f6cf';
const CORE_FILE = path.join('website', 'entries', 'core-0001.json');
const WORKERS = 2;

let pack: string;
let server: RunningServer & { running: LogLine };
let port: number;

beforeAll(async () => {
  await buildIfNeeded();
  pack = copyDemoPack();
  server = await startServer({
    WEB_CONCURRENCY: String(WORKERS),
    CONTENT_DIR: pack,
    CONTENT_WATCH: '1',
    PROJECTS: PUBLIC_PROJECTS,
    PAGE_STATE_CACHE_TTL_MS: '600000',
    REQUEST_CACHE_TTL_MS: '600000',
    LOG_LEVEL: 'debug',
  });
  port = Number(new URL(server.running.url as string).port);
}, 240_000);

afterAll(async () => {
  await server?.stop();
  fs.rmSync(pack, { recursive: true, force: true });
});

/** A page of the public host, on a connection of its own (so that the requests are shared among the workers). */
function page(pathname: string): Promise<{ status: number; text: string }> {
  return new Promise((resolve, reject) => {
    const req = http.get({ host: '127.0.0.1', port, path: pathname, headers: { host: PUBLIC_HOST }, agent: false }, (res) => {
      let text = '';
      res.setEncoding('utf8');
      res.on('data', (chunk: string) => (text += chunk));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, text }));
    });
    req.setTimeout(15_000, () => req.destroy(new Error('No answer within 15 s')));
    req.on('error', reject);
  });
}

const dropped = (line: LogLine) => line.msg === 'Content changed: cached answers dropped';

it("shows a changed pack file on every worker's page", async () => {
  // Several requests: each worker prepares and caches the page.
  for (let index = 0; index < 4 * WORKERS; index += 1) expect((await page('/about')).text).toContain('About the garden');

  const from = server.lines.length;
  const file = path.join(pack, CORE_FILE);
  const entries = JSON.parse(fs.readFileSync(file, 'utf8')) as { title?: string; sys: { id: string; versionStatus: string } }[];
  const about = entries.find((entry) => entry.sys.id === ABOUT_ENTRY && entry.sys.versionStatus === 'published');
  if (!about) throw new Error('The demo pack has no published About entry');
  about.title = 'About the living collections';
  fs.writeFileSync(file, JSON.stringify(entries, null, 2));

  // Every worker has been told (each logs it once it has dropped what it cached).
  const told = new Set<number>();
  while (told.size < WORKERS) {
    const line = await server.waitFor((candidate) => dropped(candidate) && !told.has(candidate.pid), 30_000, from);
    told.add(line.pid);
  }
  expect(told).toEqual(new Set(server.running.workerPids as number[]));
  // The platform's process says so in its own words (its log and the workers' may interleave either way).
  await server.waitFor((line) => line.msg === 'content pack reloaded', 30_000, from);

  for (let index = 0; index < 4 * WORKERS; index += 1) {
    const after = await page('/about');
    expect(after.status).toBe(200);
    expect(after.text).toContain('About the living collections');
  }
});
