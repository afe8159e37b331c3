import request from 'supertest';
import { API, AUTH, sampleServer } from '../../test-fixtures/samplePlatform';

const server = sampleServer();
const get = (path: string) => request(server).get(`${API}${path}`).set(AUTH);
const ids = (nodes: { id: string }[]) => nodes.map((node) => node.id);

describe('node lookups', () => {
  it('answers the root node with its entry as a stub', async () => {
    const res = await get('/nodes/root').expect(200);
    expect(res.body).toEqual({
      id: 'n-root',
      projectId: 'website',
      slug: '',
      displayName: 'Home',
      language: 'en-GB',
      path: '/',
      // members and staff are restricted, so not counted for a caller who is not signed in.
      childCount: 4,
      entry: { sys: { id: 'home', language: 'en-GB', dataFormat: 'entry', contentTypeId: 'page', uri: '/' } },
      isCanonical: true,
      includeInMenu: true,
      version: { versionNo: '1.0' },
    });
  });

  it('answers a node by id and by path, three levels deep', async () => {
    const byId = await get('/nodes/n-alice').expect(200);
    const byPath = await get('/nodes/about/team/alice').expect(200);
    expect(byPath.body).toEqual(byId.body);
    expect(byId.body).toMatchObject({ id: 'n-alice', parentId: 'n-team', path: '/about/team/alice', childCount: 0 });
    expect((await get('/nodes/About/Team/').expect(200)).body.id).toBe('n-team');
    expect((await get('/nodes/').expect(200)).body.id).toBe('n-root');
  });

  it('answers 404 for an unknown path unless allowPartialMatch finds an ancestor below the root', async () => {
    await get('/nodes/about/team/nobody').expect(404);
    expect((await get('/nodes/about/team/nobody/deeper?allowPartialMatch=true').expect(200)).body.id).toBe('n-team');
    await get('/nodes/nowhere/at/all?allowPartialMatch=true').expect(404);
    await get('/nodes/n-nope').expect(404);
  });

  it('answers a node without an entry with entry null', async () => {
    const res = await get('/nodes/contact').expect(200);
    expect(res.body).toMatchObject({ id: 'n-contact', entry: null, includeInMenu: false });
  });

  it('includes children to the depth asked for, in defined order', async () => {
    const res = await get('/nodes/root?depth=2').expect(200);
    expect(ids(res.body.children)).toEqual(['n-about', 'n-news', 'n-contact', 'n-people']);
    expect(ids(res.body.children[0].children)).toEqual(['n-team']);
    expect(res.body.children[0].children[0].children).toBeUndefined();
    expect(res.body.children[0].children[0].childCount).toBe(1);
    expect((await get('/nodes/root').expect(200)).body.children).toBeUndefined();
  });

  it('returns entry fields when asked: all with *, some with a list, resolved by entryLinkDepth', async () => {
    const all = await get('/nodes/news/first-article?entryFields=*').expect(200);
    expect(all.body.entry).toMatchObject({ entryTitle: 'First article', composer: expect.any(Array) });
    expect(Object.keys(all.body.entry.author)).toEqual(['sys']);
    // The field list applies to linked entries too.
    const some = await get('/nodes/news/first-article?entryFields=title,author,name&entryLinkDepth=1').expect(200);
    expect(some.body.entry).toEqual({
      title: 'First article',
      author: {
        name: 'Alice',
        sys: { id: 'alice', dataFormat: 'entry', language: 'en-GB', contentTypeId: 'person', uri: '/about/team/alice' },
      },
      sys: { id: 'article-1', dataFormat: 'entry', language: 'en-GB', contentTypeId: 'article', uri: '/news/first-article' },
    });
    const byField = await get(
      `/nodes/news/first-article?entryFields=*&entryFieldLinkDepths=${encodeURIComponent('{"composer":1}')}`,
    ).expect(200);
    expect(Object.keys(byField.body.entry.author)).toEqual(['sys']);
    expect(byField.body.entry.composer[1].value.entryTitle).toBe('Bob');
  });

  it('answers the requested language and version status of the entry', async () => {
    const fr = await get('/nodes/about?language=fr-FR&entryFields=title').expect(200);
    expect(fr.body).toMatchObject({ language: 'fr-FR', displayName: 'À propos', entry: { title: 'À propos' } });
    const prefixed = await get('/nodes/fr-FR/about').expect(200);
    expect(prefixed.body).toMatchObject({ id: 'n-about', language: 'fr-FR' });
    const latest = await get('/nodes/about?versionStatus=latest&entryFields=title').expect(200);
    expect(latest.body.entry.title).toBe('About us (draft)');
    expect((await get('/nodes/about/team?language=fr-FR').expect(200)).body.entry).toBeNull();
    await get('/nodes/about?language=de-DE').expect(404);
  });
});

describe('nodes by entry', () => {
  it('answers every node of an entry, canonical first', async () => {
    const res = await get('/nodes/?entryId=alice').expect(200);
    expect(ids(res.body)).toEqual(['n-alice', 'n-alice-2']);
    expect(res.body.map((node: { isCanonical: boolean }) => node.isCanonical)).toEqual([true, false]);
    expect((await get('/nodes?entryId=bob').expect(200)).body).toEqual([]);
  });

  it('answers the canonical node alone with canonicalOnly, or 404', async () => {
    const res = await get('/nodes/?entryId=alice&canonicalOnly=true&depth=1').expect(200);
    expect(res.body).toMatchObject({ id: 'n-alice', path: '/about/team/alice', children: [] });
    await get('/nodes/?entryId=bob&canonicalOnly=true').expect(404);
  });
});

describe('relatives', () => {
  it('answers children in defined order and siblings without the node itself', async () => {
    expect(ids((await get('/nodes/n-root/children').expect(200)).body)).toEqual(['n-about', 'n-news', 'n-contact', 'n-people']);
    expect(ids((await get('/nodes/n-news/siblings').expect(200)).body)).toEqual(['n-about', 'n-contact', 'n-people']);
    expect((await get('/nodes/n-root/siblings').expect(200)).body).toEqual([]);
    expect((await get('/nodes/n-alice/children').expect(200)).body).toEqual([]);
  });

  it('answers the parent, and 404 for the root', async () => {
    expect((await get('/nodes/n-alice/parent').expect(200)).body.id).toBe('n-team');
    const withDepth = await get('/nodes/n-team/parent?depth=1').expect(200);
    expect(ids(withDepth.body.children)).toEqual(['n-team']);
    await get('/nodes/n-root/parent').expect(404);
    await get('/nodes/n-nope/parent').expect(404);
  });

  it('answers ancestors root first from startLevel, empty for the root', async () => {
    expect(ids((await get('/nodes/n-alice/ancestors').expect(200)).body)).toEqual(['n-root', 'n-about', 'n-team']);
    expect(ids((await get('/nodes/n-alice/ancestors?startLevel=2').expect(200)).body)).toEqual(['n-about', 'n-team']);
    expect(ids((await get('/nodes/n-alice/ancestors?startLevel=3').expect(200)).body)).toEqual(['n-team']);
    expect((await get('/nodes/n-root/ancestors').expect(200)).body).toEqual([]);
    expect((await get('/nodes/n-alice/ancestors?startLevel=0').expect(400)).body.message).toMatch(/startLevel/);
  });

  it('answers one ancestor at a level', async () => {
    expect((await get('/nodes/n-alice/ancestor?level=2').expect(200)).body.id).toBe('n-about');
    expect((await get('/nodes/n-alice/ancestor?level=1').expect(200)).body.id).toBe('n-root');
    await get('/nodes/n-alice/ancestor?level=4').expect(404);
    await get('/nodes/n-alice/ancestor').expect(400);
  });

  it('rejects a bad depth', async () => {
    expect((await get('/nodes/root?depth=-1').expect(400)).body.message).toMatch(/depth/);
    expect((await get('/nodes/root?depth=two').expect(400)).body.message).toMatch(/depth/);
  });
});
