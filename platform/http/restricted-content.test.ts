import request from 'supertest';
import { API, AUTH, sampleServer, serverAsUser } from '../test-fixtures/sample-platform';

// n-members (restrictedTo: true) and its subtree, except n-members-open (restrictedTo: false);
// n-staff (restrictedTo: ["Staff"]). Their entries: members, members-news, staff.

const asClient = sampleServer();
const asMember = serverAsUser(['Members']);
// Editors inherit Staff, which inherits Members.
const asEditor = serverAsUser(['Editors']);
const ids = (items: { id?: string; sys?: { id: string } }[]) => items.map((item) => item.id ?? item.sys?.id);
const searchFor = (ids: string[]) =>
  `${API}/entries/search?where=${encodeURIComponent(JSON.stringify([{ field: 'sys.id', in: ids }, { field: 'sys.language', equalTo: 'en-GB' }]))}&orderBy=${encodeURIComponent('[{"asc":"sys.id"}]')}`;

describe('callers without user credentials', () => {
  it('get 401 for restricted nodes, their subtree and their entries', async () => {
    for (const path of ['/nodes/members', '/nodes/members/news', '/nodes/n-members-news', '/nodes/staff', '/entries/members', '/entries/members-news', '/entries/staff']) {
      const res = await request(asClient).get(`${API}${path}`).set(AUTH);
      expect([path, res.status]).toEqual([path, 401]);
      expect(res.body.type).toBe('error');
    }
  });

  it('see a descendant that lifts the restriction, but not its restricted ancestors', async () => {
    await request(asClient).get(`${API}/nodes/members/open`).set(AUTH).expect(200);
    const ancestors = await request(asClient).get(`${API}/nodes/n-members-open/ancestors`).set(AUTH).expect(200);
    expect(ids(ancestors.body)).toEqual(['n-root']);
    await request(asClient).get(`${API}/nodes/n-members-open/parent`).set(AUTH).expect(401);
  });

  it('get 401 for relatives of a restricted node', async () => {
    await request(asClient).get(`${API}/nodes/n-members/children`).set(AUTH).expect(401);
    await request(asClient).get(`${API}/nodes/n-staff/siblings`).set(AUTH).expect(401);
    await request(asClient).get(`${API}/nodes/?entryId=members&canonicalOnly=true`).set(AUTH).expect(401);
  });

  it('do not see restricted nodes in children, siblings, trees or node lists', async () => {
    const tree = await request(asClient).get(`${API}/nodes/root?depth=1`).set(AUTH).expect(200);
    expect(ids(tree.body.children)).toEqual(['n-about', 'n-news', 'n-contact', 'n-people']);
    const siblings = await request(asClient).get(`${API}/nodes/n-about/siblings`).set(AUTH).expect(200);
    expect(ids(siblings.body)).toEqual(['n-news', 'n-contact', 'n-people']);
    expect((await request(asClient).get(`${API}/nodes/?entryId=members`).set(AUTH).expect(200)).body).toEqual([]);
  });

  it('do not find restricted entries in searches, and get linked restricted entries as stubs', async () => {
    const search = await request(asClient).get(searchFor(['members', 'members-news', 'staff', 'team'])).set(AUTH).expect(200);
    expect(search.body.totalCount).toBe(1);
    expect(ids(search.body.items)).toEqual(['team']);
    const news = await request(asClient).get(`${API}/entries/news?linkDepth=1`).set(AUTH).expect(200);
    expect(Object.keys(news.body.related[0])).toEqual(['sys']);
    expect(news.body.related[1].entryTitle).toBe('Our team');
  });
});

describe('signed-in users', () => {
  it('see content restricted to signed-in users', async () => {
    await request(asMember).get(`${API}/nodes/members`).expect(200);
    expect((await request(asMember).get(`${API}/entries/members-news`).expect(200)).body.entryTitle).toBe('Members news');
    const tree = await request(asMember).get(`${API}/nodes/root?depth=1`).expect(200);
    expect(ids(tree.body.children)).toEqual(['n-about', 'n-news', 'n-contact', 'n-members', 'n-people']);
    const news = await request(asMember).get(`${API}/entries/news?linkDepth=1`).expect(200);
    expect(news.body.related[0].entryTitle).toBe('Members area');
  });

  it('get 403 for content restricted to groups they are not in', async () => {
    const node = await request(asMember).get(`${API}/nodes/staff`).expect(403);
    expect(node.body.type).toBe('error');
    await request(asMember).get(`${API}/entries/staff`).expect(403);
    const search = await request(asMember).get(searchFor(['members', 'members-news', 'staff'])).expect(200);
    expect(ids(search.body.items)).toEqual(['members', 'members-news']);
  });

  it('see content restricted to a group they are in, inherited groups included', async () => {
    await request(asEditor).get(`${API}/nodes/staff`).expect(200);
    await request(asEditor).get(`${API}/nodes/members/news`).expect(200);
    const search = await request(asEditor).get(searchFor(['members', 'members-news', 'staff'])).expect(200);
    expect(ids(search.body.items)).toEqual(['members', 'members-news', 'staff']);
  });
});
