import { loadPack } from './index';
import { minimalPack, removePack, writePack, type PackFiles } from '../test-fixtures/tempPack';

// The platform must start quickly on large packs: 100,000 entries load well under 15 s.

const ENTRY_COUNT = 100_000;
const PER_FILE = 2_000;

function largePack(): PackFiles {
  const files: PackFiles = minimalPack();
  files['website/content-types.json'] = [
    {
      id: 'page',
      name: 'Page',
      entryTitleField: 'title',
      fields: [
        { id: 'title', name: 'Title', dataType: 'string' },
        { id: 'body', name: 'Body', dataType: 'string', dataFormat: 'html' },
        { id: 'related', name: 'Related', dataType: 'objectArray', dataFormat: 'entry' },
        { id: 'topic', name: 'Topic', dataType: 'string', dataFormat: 'taxonomy' },
      ],
    },
  ];
  files['website/taxonomy.json'] = {
    key: '0',
    name: 'Root',
    children: [
      { key: '0/1', name: 'A' },
      { key: '0/2', name: 'B' },
    ],
  };
  const children = [];
  for (let file = 0; file < ENTRY_COUNT / PER_FILE; file++) {
    const entries = [];
    for (let i = 0; i < PER_FILE; i++) {
      const n = file * PER_FILE + i;
      entries.push({
        title: `Entry number ${n}`,
        body: `<p>Body text of entry ${n} with a few words to make it a realistic size for a page.</p>`,
        related: [{ sys: { id: `e${(n + 1) % ENTRY_COUNT}` } }, { sys: { id: `e${(n + 7) % ENTRY_COUNT}` } }],
        topic: { key: n % 2 === 0 ? '0/1' : '0/2' },
        sys: { id: `e${n}`, contentTypeId: 'page', language: 'en-GB' },
      });
      if (n < 5_000) children.push({ id: `n${n}`, slug: `p${n}`, displayName: `Page ${n}`, entryId: `e${n}` });
    }
    files[`website/entries/batch-${file}.json`] = entries;
  }
  files['website/nodes.json'] = { id: 'root', displayName: 'Home', entryId: 'home', children };
  return files;
}

// How long loading takes is measured by bench/platformSearch.ts (load time per pack size), not asserted here.
it('loads a pack of 100,000 entries split over many files, with uris from the node tree', () => {
  const dir = writePack(largePack());
  try {
    const pack = loadPack(dir);
    const website = pack.projectList[0];
    expect(website.entriesById.size).toBe(ENTRY_COUNT + 2);
    expect(website.entriesById.get('e42')?.get('en-GB')?.published?.sys.uri).toBe('/p42');
  } finally {
    removePack(dir);
  }
}, 60_000);
