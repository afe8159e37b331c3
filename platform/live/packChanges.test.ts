import { rmSync } from 'node:fs';
import { loadPack } from '../pack';
import { minimalPack, writePack, type PackFiles } from '../test-fixtures/tempPack';
import { packChanges } from './packChanges';

const dirs: string[] = [];
afterAll(() => {
  for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
});

function load(files: PackFiles) {
  const dir = writePack(files);
  dirs.push(dir);
  return loadPack(dir);
}

const base = minimalPack();

describe('packChanges', () => {
  it('finds nothing between two loads of the same files', () => {
    expect(packChanges(load(base), load(base))).toEqual({ keys: [], everything: false, projects: [] });
  });

  it('names the taxonomy and the project when they change', () => {
    const topics = (name: string) => ({ key: '0/1', name: 'Topics', children: [{ key: '0/1/1', name }] });
    const taxonomy = { key: '0', name: 'Root', children: [topics('Plants')] };
    const before = load({ ...base, 'website/taxonomy.json': taxonomy });
    const after = load({
      ...base,
      'website/taxonomy.json': { ...taxonomy, children: [topics('Trees')] },
      'website/project.json': { ...(base['website/project.json'] as object), name: 'The website' },
    });
    const change = packChanges(before, after);
    expect(change.keys.sort()).toEqual(['website_project', 'website_taxonomy']);
    expect(change.everything).toBe(false);
  });

  it('names the old and the new content type of an entry that changed type', () => {
    const types = [
      ...(base['website/content-types.json'] as object[]),
      { id: 'news', name: 'News', entryTitleField: 'title', fields: [{ id: 'title', name: 'Title', dataType: 'string' }] },
    ];
    const before = load({ ...base, 'website/content-types.json': types });
    const after = load({
      ...base,
      'website/content-types.json': types,
      'website/entries/pages.json': [
        { title: 'Home', sys: { id: 'home', contentTypeId: 'page', language: 'en-GB' } },
        { title: 'About', sys: { id: 'about', contentTypeId: 'news', language: 'en-GB' } },
      ],
    });
    expect(packChanges(before, after).keys).toEqual(
      expect.arrayContaining(['website_entry_about', 'website_entries', 'website_contenttype_page', 'website_contenttype_news']),
    );
  });

  it('changes everything when a project appears or goes', () => {
    const intranet: PackFiles = {
      'intranet/project.json': { id: 'intranet', name: 'Intranet', primaryLanguage: 'en-GB', supportedLanguages: ['en-GB'] },
      'intranet/content-types.json': base['website/content-types.json'],
      'intranet/entries/pages.json': [{ title: 'Home', sys: { id: 'home', contentTypeId: 'page', language: 'en-GB' } }],
      'intranet/nodes.json': { id: 'root', displayName: 'Home', entryId: 'home' },
    };
    const one = load(base);
    const two = load({ ...base, ...intranet });
    expect(packChanges(one, two).everything).toBe(true);
    expect(packChanges(two, one).everything).toBe(true);
  });
});
