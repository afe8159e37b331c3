// Live content (CONTENT_WATCH): the real server with its local platform, in development. A page is rendered (and so
// cached, for far longer than this test takes), a file of the pack changes, and the same page then shows the change:
// the platform reloaded the pack and told the site, which dropped what it had cached from it.
import fs from 'node:fs';
import path from 'node:path';
import pino from 'pino';
import request from 'supertest';
import { onContentChange, type ContentChange } from '../../server/contentChanges';
import { startSite, type RunningSite } from '../../server/main';
import { site as demoSite } from '../../site';
import { copyDemoPack, watchedPackConfig } from './support/site';

const ABOUT_ENTRY = 'b87de56f-450c-4a23-a308-b1a39908f6cf';
const CORE_FILE = path.join('website', 'entries', 'core-0001.json');
// A public host: its anonymous, published pages are the ones the site caches and shares (localhost shows drafts).
const PUBLIC_HOST = 'www.example.test';

interface PackEntry {
  title?: string;
  sys: { id: string; versionStatus?: string };
}

let pack: string;
let server: RunningSite;
let coreEntries: PackEntry[];
/** Messages of the error lines logged so far (the platform logs a pack it refused as one). */
const errorLines: string[] = [];
const errorLogged: (() => void)[] = [];

beforeAll(async () => {
  pack = copyDemoPack();
  // Kept far longer than the test runs: only dropping them can show the change.
  const config = watchedPackConfig(pack, { PAGE_STATE_CACHE_TTL_MS: '600000', REQUEST_CACHE_TTL_MS: '600000' });
  expect(config.contentWatch).toBe(true);
  coreEntries = JSON.parse(fs.readFileSync(path.join(pack, CORE_FILE), 'utf8')) as PackEntry[];
  const logger = pino(
    { level: 'error' },
    {
      write(line: string) {
        errorLines.push((JSON.parse(line) as { msg: string }).msg);
        for (const wake of errorLogged.splice(0)) wake();
      },
    },
  );
  server = await startSite(demoSite, config, logger);
});
afterAll(async () => {
  await server?.close();
  fs.rmSync(pack, { recursive: true, force: true });
});

/** Rewrites the published About entry's title in the pack copy. */
function retitleAbout(title: string): void {
  const about = coreEntries.find((entry) => entry.sys.id === ABOUT_ENTRY && entry.sys.versionStatus !== 'latest');
  if (!about) throw new Error('The demo pack has no published About entry');
  about.title = title;
  fs.writeFileSync(path.join(pack, CORE_FILE), JSON.stringify(coreEntries, null, 2));
}

/** The next change this process's caches were told of. */
function nextChange(): Promise<ContentChange> {
  return new Promise((resolve) => {
    const stop = onContentChange((change) => {
      stop();
      resolve(change);
    });
  });
}

const page = async (pathname: string) => {
  const response = await request(server.url).get(pathname).set('Host', PUBLIC_HOST);
  return { status: response.status, text: response.text, keys: String(response.headers['surrogate-key'] ?? '') };
};

describe('live content in development', () => {
  it('shows a changed pack file on the same page, which its cache had kept', async () => {
    const before = await page('/about');
    expect(before.status).toBe(200);
    expect(before.text).toContain('About the garden');
    expect(before.keys).toContain(`website_entry_${ABOUT_ENTRY}`);
    // Served again from the caches.
    expect((await page('/about')).text).toContain('About the garden');

    const changed = nextChange();
    retitleAbout('About the living collections');
    const change = await changed;
    expect(change.keys).toContain(`website_entry_${ABOUT_ENTRY}`);

    const after = await page('/about');
    expect(after.status).toBe(200);
    expect(after.text).toContain('About the living collections');
    expect(after.text).not.toContain('About the garden<');
  });

  it('keeps showing the last good content while a pack file is broken, then the content once it is mended', async () => {
    const file = path.join(pack, CORE_FILE);
    const good = fs.readFileSync(file, 'utf8');
    const refused = new Promise<void>((resolve) => errorLogged.push(resolve));
    fs.writeFileSync(file, good.slice(0, good.length / 2));
    await refused;
    expect(errorLines).toEqual([
      expect.stringMatching(/^content pack not reloaded .*website\/entries\/core-0001\.json: is not valid JSON at line \d+/),
    ]);
    const during = await page('/about');
    expect(during.status).toBe(200);
    expect(during.text).toContain('About the living collections');

    const changed = nextChange();
    retitleAbout('About Millbrook');
    await changed;
    const after = await page('/about');
    expect(after.status).toBe(200);
    expect(after.text).toContain('About Millbrook');
  });
});
