import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { startPlatform, type RunningPlatform } from '../../platform';
import { site } from '../../site';

const { contentTypeMappings } = routeTableOf(site);
import { entryCameWithNode, nodeEntryRequest } from '../../src/features/routing/contentRoute';
import { DEFAULT_ENTRY_LINK_DEPTH } from '../../src/features/routing/loaderSteps';
import { createDeliveryClient, type DeliveryClient, type Entry, type Node } from '../../src/lib/delivery';
import { DEMO_TOKEN } from './support/site';
import { generatedPackForTests } from './support/generatedPack';
import { routeTableOf } from '../../src/app/site/routeTable';

// The route loader takes a page's entry from the node's answer (every template's fields, narrowed to its own
// template's) instead of asking for it again. Against the local platform, for every page of a pack: the entry
// it ends with is the one a call of its own, with the template's fields, answers.

async function everyNode(delivery: DeliveryClient): Promise<Node[]> {
  const root = await delivery.nodes.getRoot();
  const found: Node[] = [];
  const queue = root ? [root] : [];
  for (let node = queue.shift(); node; node = queue.shift()) {
    found.push(node);
    if (node.childCount > 0) queue.push(...((await delivery.nodes.getChildren(node.id)) ?? []));
  }
  return found;
}

/** What JSON carries (an answer leaves out what is undefined). */
const asSent = (value: unknown): unknown => JSON.parse(JSON.stringify(value));

function describePack(name: string, contentDir: () => string, projects: string[]) {
  describe(name, () => {
    let platform: RunningPlatform;
    beforeAll(async () => {
      platform = await startPlatform({
        contentDir: contentDir(),
        dataDir: fs.mkdtempSync(path.join(os.tmpdir(), 'trellis-data-')),
        port: 0,
      });
    });
    afterAll(() => platform.close());

    it.each(projects)('%s: every page entry the node brings is the one its own call answers', async (projectId) => {
      const delivery = createDeliveryClient({ projectId, rootUrl: platform.url, accessToken: DEMO_TOKEN, language: 'en-GB', cache: false });
      const request = nodeEntryRequest(contentTypeMappings);
      expect(request).not.toBeNull();
      let compared = 0;
      const types = new Set<string>();
      for (const { path: nodePath } of await everyNode(delivery)) {
        const node = await delivery.nodes.get({
          path: nodePath,
          entryFields: request!.entryFields,
          entryLinkDepth: DEFAULT_ENTRY_LINK_DEPTH,
          language: 'en-GB',
        });
        const attached = node?.entry as Entry | null | undefined;
        const mapping = contentTypeMappings.find((m) => m.contentTypeID === attached?.sys.contentTypeId);
        if (!attached || !mapping) continue;
        const own = await delivery.entries.get({
          id: attached.sys.id,
          language: 'en-GB',
          linkDepth: DEFAULT_ENTRY_LINK_DEPTH,
          // As the route loader asks: with the entry's languages (its alternates).
          fields: mapping.entryFields && [...mapping.entryFields, 'sys.availableLanguages'],
        });
        expect({ path: nodePath, entry: asSent(entryCameWithNode(request!, mapping, attached)) }).toEqual({
          path: nodePath,
          entry: asSent(own),
        });
        compared += 1;
        types.add(mapping.contentTypeID);
      }
      // Every template's pages were compared, not a few.
      expect(compared).toBeGreaterThan(10);
      expect(types.size).toBeGreaterThanOrEqual(projectId === 'website' ? contentTypeMappings.length : 1);
    });
  });
}

const DEMO = path.join(__dirname, '..', '..', 'content', 'demo');
describePack(
  'the demo pack',
  () => DEMO,
  fs
    .readdirSync(DEMO, { withFileTypes: true })
    .filter((e) => e.isDirectory())
    .map((e) => e.name),
);

const generated = generatedPackForTests(600, 11);
describePack('a generated pack (600 entries, seed 11)', generated, ['website']);
