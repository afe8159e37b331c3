import { join } from 'node:path';
import { expandGroups, findEntry, loadPack, PackError, type LoadedProject } from './index';
import { minimalPack, removePack, writePack, type PackFiles } from '../test-fixtures/tempPack';

const SAMPLE = join(__dirname, '..', 'test-fixtures', 'sample');

describe('loadPack with the sample pack', () => {
  const pack = loadPack(SAMPLE);
  const website = pack.projects.get('website') as LoadedProject;

  it('finds every project folder and the shared security file', () => {
    expect(pack.projectList.map((project) => project.id)).toEqual(['intranet', 'website']);
    expect(pack.security?.clients.get('website-client')?.scopes).toContain('Entry_Read');
    expect(pack.security?.accessTokens.has('test-access-token')).toBe(true);
  });

  it('answers plain-string names as localised objects in the primary language', () => {
    const page = website.contentTypesById.get('page');
    expect(page?.name).toEqual({ 'en-GB': 'Page' });
    expect(page?.fields[0].name).toEqual({ 'en-GB': 'Title' });
    expect(website.contentTypesById.get('person')?.name).toEqual({ 'en-GB': 'Person', 'fr-FR': 'Personne' });
    const intranet = pack.projects.get('intranet') as LoadedProject;
    expect(intranet.contentTypes[0]).toMatchObject({ projectId: 'intranet', dataFormat: 'entry', description: { 'en-GB': 'A notice' } });
  });

  it('applies the defaults for optional sys fields', () => {
    const team = findEntry(website, 'team', 'en-GB', 'published');
    expect(team?.sys).toMatchObject({
      projectId: 'website',
      dataFormat: 'entry',
      versionStatus: 'published',
      slug: 'our-team',
      isPublished: true,
      availableLanguages: ['en-GB'],
      metadata: { includeInSearch: true },
      properties: {},
    });
    expect(team?.sys.version?.versionNo).toBe('1.0');
    expect(typeof team?.sys.version?.published).toBe('string');
    expect(team?.entryTitle).toBe('Our team');
  });

  it('computes uri and allUris from node attachments, the first being canonical', () => {
    const alice = findEntry(website, 'alice', 'en-GB', 'published');
    expect(alice?.sys.uri).toBe('/about/team/alice');
    expect(alice?.sys.allUris).toEqual(['/about/team/alice', '/people/alice']);
    expect(website.nodesById.get('n-alice')?.isCanonical).toBe(true);
    expect(website.nodesById.get('n-alice-2')?.isCanonical).toBe(false);
    expect(findEntry(website, 'bob', 'en-GB', 'published')?.sys).toMatchObject({ uri: null, allUris: [] });
  });

  it('gives assets the path of their file as uri, and the file size from the file', () => {
    const photo = findEntry(website, 'photo', 'en-GB', 'published');
    expect(photo?.sys.uri).toBe('/image-library/photo.png');
    expect(photo?.sys.properties?.fileSize).toBe(70);
    const guide = findEntry(website, 'guide', 'en-GB', 'published');
    expect(guide?.sys.uri).toBe('/asset-library/guide.pdf');
    expect(guide?.sys.properties?.filename).toBe('guide.pdf');
  });

  it('keeps drafts apart from published versions; latest falls back to the published version', () => {
    expect(findEntry(website, 'about', 'en-GB', 'published')?.entryTitle).toBe('About us');
    const draft = findEntry(website, 'about', 'en-GB', 'latest');
    expect(draft?.entryTitle).toBe('About us (draft)');
    expect(draft?.sys).toMatchObject({ versionStatus: 'latest', slug: 'about-us', isPublished: true });
    expect(draft?.sys.version?.versionNo).toBe('2.1');
    expect(findEntry(website, 'team', 'en-GB', 'latest')?.sys).toMatchObject({ versionStatus: 'latest', id: 'team' });
    expect(findEntry(website, 'draft-only', 'en-GB', 'published')).toBeUndefined();
    expect(findEntry(website, 'draft-only', 'en-GB', 'latest')?.sys.isPublished).toBe(false);
    expect(findEntry(website, 'ABOUT', 'fr-FR', 'published')?.entryTitle).toBe('À propos');
  });

  it('completes taxonomy values and link stubs', () => {
    const about = findEntry(website, 'about', 'en-GB', 'published');
    expect(about?.topics).toEqual([
      { key: '0/1/1', name: 'Science', path: 'Root/Topics/Science' },
      { key: '0/1/2', name: 'Arts', path: 'Root/Topics/Arts' },
    ]);
    expect(findEntry(website, 'article-1', 'en-GB', 'published')?.author).toEqual({
      sys: { id: 'alice', language: 'en-GB', dataFormat: 'entry', contentTypeId: 'person', uri: '/about/team/alice' },
    });
  });

  it('builds the site view with paths, levels, defined order and inherited restrictions', () => {
    expect(website.root.path).toBe('/');
    expect(website.nodesByPath.get('/about/team/alice')?.level).toBe(4);
    expect(website.root.children.map((node) => node.slug)).toEqual(['about', 'news', 'contact', 'members', 'staff', 'people']);
    expect(website.nodesById.get('n-contact')).toMatchObject({ entryId: null, includeInMenu: false });
    expect(website.nodesById.get('n-members-news')?.restriction).toEqual({ groups: null });
    expect(website.nodesById.get('n-members-open')?.restriction).toBeNull();
    expect(website.nodesById.get('n-staff')?.restriction).toEqual({ groups: ['Staff'] });
    expect(website.entryRestrictions.get('members-news')).toEqual([{ groups: null }]);
    expect(website.entryRestrictions.has('about')).toBe(false);
  });

  it('indexes taxonomy by key and by path', () => {
    expect(website.taxonomyByKey.get('0/2/3')?.path).toBe('Root/Regions/Scotland');
    expect(website.taxonomyByPath.get('root/topics')?.key).toBe('0/1');
  });

  it('resolves group inheritance by name or id', () => {
    const security = pack.security;
    if (!security) throw new Error('the sample pack has security.json');
    const ada = security.users.find((user) => user.username === 'ada');
    expect(expandGroups(security, ada?.groupIds ?? []).sort()).toEqual(['Editors', 'Members', 'Staff']);
  });
});

describe('loadPack with malformed packs', () => {
  const dirs: string[] = [];
  afterAll(() => dirs.forEach(removePack));

  function loadWith(overrides: PackFiles): () => void {
    const dir = writePack({ ...minimalPack(), ...overrides });
    dirs.push(dir);
    return () => loadPack(dir);
  }

  function errorOf(overrides: PackFiles): PackError {
    try {
      loadWith(overrides)();
    } catch (error) {
      if (error instanceof PackError) return error;
      throw error;
    }
    throw new Error('the pack loaded');
  }

  it('loads the minimal pack', () => {
    expect(() => loadWith({})()).not.toThrow();
  });

  it('names the file, line and column of invalid JSON', () => {
    const error = errorOf({ 'website/entries/news.json': '[\n  { "title": "x", }\n]' });
    expect(error.file).toBe('website/entries/news.json');
    expect(error.message).toMatch(/^website\/entries\/news\.json: is not valid JSON at line 2, column \d+ \(position \d+\)/);
  });

  it('names the entry and field of a missing sys.id', () => {
    const entries = [0, 1, 2, 3].map((i) => ({ title: `T${i}`, sys: { id: `e${i}`, contentTypeId: 'page', language: 'en-GB' } }));
    delete (entries[3].sys as { id?: string }).id;
    expect(errorOf({ 'website/entries/news.json': entries }).message).toBe('website/entries/news.json: entries[3].sys.id is required');
  });

  it('names a single-entry file field', () => {
    expect(errorOf({ 'website/entries/one.json': { sys: { id: 'x', contentTypeId: 'page' } } }).message).toBe(
      'website/entries/one.json: entry.sys.language is required',
    );
  });

  it('rejects an unknown content type on an entry', () => {
    const message = errorOf({ 'website/entries/x.json': [{ sys: { id: 'x', contentTypeId: 'nope', language: 'en-GB' } }] }).message;
    expect(message).toMatch(/^website\/entries\/x\.json: entries\[0\]\.sys\.contentTypeId "nope" names no content type/);
  });

  it('rejects a language the project does not support', () => {
    const message = errorOf({ 'website/entries/x.json': [{ sys: { id: 'x', contentTypeId: 'page', language: 'de-DE' } }] }).message;
    expect(message).toMatch(/^website\/entries\/x\.json: entries\[0\]\.sys\.language "de-DE" is not a supported language/);
  });

  it('rejects the same id, language and version status twice', () => {
    const message = errorOf({ 'website/entries/x.json': [{ sys: { id: 'home', contentTypeId: 'page', language: 'en-GB' } }] }).message;
    expect(message).toBe(
      'website/entries/x.json: entries[0].sys.id "home" (en-GB, published) is already defined at website/entries/pages.json: entries[0]',
    );
  });

  it('rejects duplicate node ids', () => {
    const nodes = {
      id: 'root',
      displayName: 'Home',
      children: [
        { id: 'n1', slug: 'a', displayName: 'A' },
        { id: 'n1', slug: 'b', displayName: 'B' },
      ],
    };
    expect(errorOf({ 'website/nodes.json': nodes }).message).toBe('website/nodes.json: children[1].id "n1" is used by another node');
  });

  it('rejects a node whose entryId names no entry', () => {
    const nodes = { id: 'root', displayName: 'Home', children: [{ id: 'n1', slug: 'a', displayName: 'A', entryId: 'ghost' }] };
    expect(errorOf({ 'website/nodes.json': nodes }).message).toBe('website/nodes.json: children[0].entryId "ghost" names no entry');
  });

  it('rejects two sibling nodes with the same path', () => {
    const nodes = {
      id: 'root',
      displayName: 'Home',
      children: [
        { id: 'n1', slug: 'a', displayName: 'A' },
        { id: 'n2', slug: 'A', displayName: 'A again' },
      ],
    };
    expect(errorOf({ 'website/nodes.json': nodes }).message).toMatch(/^website\/nodes\.json: children\[1\]\.slug "A" gives the path \/A/);
  });

  it('rejects a missing nodes.json', () => {
    expect(errorOf({ 'website/nodes.json': undefined }).message).toBe('website/nodes.json: is missing');
  });

  it('rejects a project.json without a primary language', () => {
    const message = errorOf({ 'website/project.json': { name: 'Website', supportedLanguages: ['en-GB'] } }).message;
    expect(message).toBe('website/project.json: primaryLanguage is required');
  });

  it('rejects a content type field without a dataType', () => {
    const types = [{ id: 'page', name: 'Page', entryTitleField: 'title', fields: [{ id: 'title', name: 'Title' }] }];
    expect(errorOf({ 'website/content-types.json': types }).message).toBe('website/content-types.json: [0].fields[0].dataType is required');
  });

  it('rejects a taxonomy value whose key is not in taxonomy.json', () => {
    const types = [
      {
        id: 'page',
        name: 'Page',
        entryTitleField: 'title',
        fields: [
          { id: 'title', name: 'Title', dataType: 'string' },
          { id: 'topic', name: 'Topic', dataType: 'string', dataFormat: 'taxonomy' },
        ],
      },
    ];
    const message = errorOf({
      'website/content-types.json': types,
      'website/taxonomy.json': { key: '0', name: 'Root', children: [{ key: '0/1', name: 'Topics' }] },
      'website/entries/x.json': [{ topic: { key: '0/9' }, sys: { id: 'x', contentTypeId: 'page', language: 'en-GB' } }],
    }).message;
    expect(message).toBe('website/entries/x.json: entries[0].topic.key "0/9" names no taxonomy node');
  });

  it('rejects a taxonomy child key that does not extend its parent key', () => {
    const message = errorOf({ 'website/taxonomy.json': { key: '0', name: 'Root', children: [{ key: '1/1', name: 'Topics' }] } }).message;
    expect(message).toMatch(/^website\/taxonomy\.json: children\[0\]\.key "1\/1" must be the parent key "0"/);
  });

  it('rejects a parent group that names no group, and a restriction to an unknown group', () => {
    const security = { groups: [{ id: 'g1', name: 'Members', parentGroups: ['Nobody'] }] };
    expect(errorOf({ 'security.json': security }).message).toBe('security.json: groups[0].parentGroups[0] "Nobody" names no group');
    const nodes = { id: 'root', displayName: 'Home', children: [{ id: 'n1', slug: 'a', displayName: 'A', restrictedTo: ['Staff'] }] };
    expect(errorOf({ 'security.json': { groups: [{ id: 'g1', name: 'Members' }] }, 'website/nodes.json': nodes }).message).toBe(
      'website/nodes.json: children[0].restrictedTo[0] "Staff" names no group in security.json',
    );
  });

  it('rejects a folder without any project', () => {
    const dir = writePack({ 'README.md': 'nothing here' });
    dirs.push(dir);
    expect(() => loadPack(dir)).toThrow(/holds no project/);
  });
});
