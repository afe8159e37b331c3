import { mkdtempSync, rmSync, unlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pino from 'pino';
import type { ContentChange } from '../../contract';
import { startPlatform, type RunningPlatform } from '../index';
import { minimalPack, writePack } from '../test-fixtures/tempPack';

// The platform watching its pack (CONTENT_WATCH): a changed, added or removed file is served after the reload
// that follows it, and a broken one leaves the last good content in place and says where it is broken.

interface LogLine {
  msg: string;
  file?: string;
  line?: number | null;
}

/** A logger whose lines a test can wait for. */
function waitableLogger() {
  const waiting: { test(line: LogLine): boolean; resolve(line: LogLine): void }[] = [];
  const logger = pino(
    { level: 'info' },
    {
      write(text: string) {
        const line = JSON.parse(text) as LogLine;
        for (const waiter of [...waiting]) {
          if (waiter.test(line)) {
            waiting.splice(waiting.indexOf(waiter), 1);
            waiter.resolve(line);
          }
        }
      },
    },
  );
  const next = (test: (line: LogLine) => boolean) => new Promise<LogLine>((resolve) => waiting.push({ test, resolve }));
  return { logger, next };
}

const pages = (aboutTitle: string, more: object[] = []) => [
  { title: 'Home', sys: { id: 'home', contentTypeId: 'page', language: 'en-GB' } },
  { title: aboutTitle, sys: { id: 'about', contentTypeId: 'page', language: 'en-GB' } },
  ...more,
];

let dir: string;
let dataDir: string;
let platform: RunningPlatform;
const log = waitableLogger();

beforeAll(async () => {
  dir = writePack(minimalPack());
  dataDir = mkdtempSync(join(tmpdir(), 'trellis-data-'));
  platform = await startPlatform({ contentDir: dir, dataDir, port: 0, allowAnonymous: true, watch: true, logger: log.logger });
});
afterAll(async () => {
  await platform.close();
  rmSync(dir, { recursive: true, force: true });
  rmSync(dataDir, { recursive: true, force: true });
});

/** The next change the platform tells its listeners of. */
function nextChange(): Promise<ContentChange> {
  return new Promise((resolve) => {
    const stop = platform.onContentChange((change) => {
      stop();
      resolve(change);
    });
  });
}

const write = (path: string, content: unknown) =>
  writeFileSync(join(dir, path), typeof content === 'string' ? content : JSON.stringify(content, null, 2));
const get = (path: string) => fetch(`${platform.url}/api/delivery/projects/website${path}`);
const entryTitle = async (id: string) => ((await (await get(`/entries/${id}`)).json()) as { entryTitle: string }).entryTitle;

describe('a watched content pack', () => {
  it('serves a changed entry after the reload, and names the keys of what changed', async () => {
    expect(await entryTitle('about')).toBe('About');
    const changed = nextChange();
    write('website/entries/pages.json', pages('About the garden'));
    const change = await changed;
    expect(await entryTitle('about')).toBe('About the garden');
    expect(change.everything).toBe(false);
    expect(change.keys).toEqual(expect.arrayContaining(['website_entry_about', 'website_entries', 'website_contenttype_page']));
    expect(change.keys).not.toContain('website_entry_home');
    expect(change.projects).toEqual([{ id: 'website', entryIds: ['about'], nodePaths: [], contentTypeIds: [] }]);
  });

  it('keeps the last good content when a file breaks, logging the file, the line and why', async () => {
    const refused = log.next((line) => line.msg.startsWith('content pack not reloaded'));
    write('website/entries/pages.json', '[\n  { "title": "Home",\n    "sys": { "id": "home", }\n]');
    const line = await refused;
    expect(line).toMatchObject({ file: 'website/entries/pages.json', line: 3 });
    expect(line.msg).toContain('is not valid JSON at line 3');
    expect(await entryTitle('about')).toBe('About the garden');
    expect((await get('/entries/home')).status).toBe(200);

    // A file that is JSON but breaks a rule of the pack is refused the same way.
    const unchecked = log.next((line) => line.msg.startsWith('content pack not reloaded'));
    write(
      'website/entries/pages.json',
      pages('About (unknown type)', [{ title: 'X', sys: { id: 'x', contentTypeId: 'nope', language: 'en-GB' } }]),
    );
    expect((await unchecked).file).toBe('website/entries/pages.json');
    expect(await entryTitle('about')).toBe('About the garden');

    const fixed = nextChange();
    write('website/entries/pages.json', pages('About us again'));
    await fixed;
    expect(await entryTitle('about')).toBe('About us again');
  });

  it('serves an added file, and a node added for it; a removed file and node are gone (404)', async () => {
    expect((await get('/entries/events')).status).toBe(404);
    const added = nextChange();
    write('website/entries/events.json', { title: 'Events', sys: { id: 'events', contentTypeId: 'page', language: 'en-GB' } });
    await added;
    expect(await entryTitle('events')).toBe('Events');

    const nodeAdded = nextChange();
    const nodes = minimalPack()['website/nodes.json'] as { children: object[] };
    write('website/nodes.json', {
      ...nodes,
      children: [...nodes.children, { id: 'n-events', slug: 'events', displayName: 'Events', entryId: 'events' }],
    });
    const nodeChange = await nodeAdded;
    expect(nodeChange.keys).toEqual(expect.arrayContaining(['website_node_n-events', 'website_nodes']));
    // The root's children changed too.
    expect(nodeChange.projects[0].nodePaths).toEqual(['/', '/events']);
    expect((await get('/nodes/events')).status).toBe(200);

    const removed = nextChange();
    write('website/nodes.json', nodes);
    unlinkSync(join(dir, 'website/entries/events.json'));
    const removal = await removed;
    expect(removal.keys).toEqual(expect.arrayContaining(['website_entry_events', 'website_node_n-events']));
    expect((await get('/nodes/events')).status).toBe(404);
    expect((await get('/entries/events')).status).toBe(404);
  });

  it('finds what changed in a content type, and lists and searches the new content', async () => {
    const changed = nextChange();
    const types = minimalPack()['website/content-types.json'] as { name: string }[];
    write('website/content-types.json', [{ ...types[0], name: 'Web page' }]);
    const change = await changed;
    expect(change.keys).toEqual(expect.arrayContaining(['website_contenttype_page', 'website_contenttypes']));
    const type = (await (await get('/contenttypes/page')).json()) as { name: Record<string, string> };
    expect(type.name['en-GB']).toBe('Web page');
    const list = (await (await get('/entries')).json()) as { items: { entryTitle: string }[] };
    expect(list.items.map((item) => item.entryTitle)).toContain('About us again');
  });
});
