import request from 'supertest';
import { ADA, API, AUTH, accountsServer, sampleServer, serverAsUser, type AccountsServer } from '../test-fixtures/samplePlatform';
import { signIn, type UserSession } from '../test-fixtures/signIn';

// n-members (restrictedTo: true) and its subtree, except n-members-open (restrictedTo: false);
// n-staff (restrictedTo: ["Staff"]). Their entries: members, members-news, staff.

const asClient = sampleServer();
const asMember = serverAsUser(['Members']);
// Editors inherit Staff, which inherits Members.
const asEditor = serverAsUser(['Editors']);
const ids = (items: { id?: string; sys?: { id: string } }[]) => items.map((item) => item.id ?? item.sys?.id);
const searchFor = (ids: string[]) =>
  `${API}/entries/search?where=${encodeURIComponent(
    JSON.stringify([
      { field: 'sys.id', in: ids },
      { field: 'sys.language', equalTo: 'en-GB' },
    ]),
  )}&orderBy=${encodeURIComponent('[{"asc":"sys.id"}]')}`;

describe('callers without user credentials', () => {
  it('get 401 for restricted nodes, their subtree and their entries', async () => {
    for (const path of [
      '/nodes/members',
      '/nodes/members/news',
      '/nodes/n-members-news',
      '/nodes/staff',
      '/entries/members',
      '/entries/members-news',
      '/entries/staff',
    ]) {
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
    const search = await request(asClient)
      .get(searchFor(['members', 'members-news', 'staff', 'team']))
      .set(AUTH)
      .expect(200);
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
    const search = await request(asMember)
      .get(searchFor(['members', 'members-news', 'staff']))
      .expect(200);
    expect(ids(search.body.items)).toEqual(['members', 'members-news']);
  });

  it('see content restricted to a group they are in, inherited groups included', async () => {
    await request(asEditor).get(`${API}/nodes/staff`).expect(200);
    await request(asEditor).get(`${API}/nodes/members/news`).expect(200);
    const search = await request(asEditor)
      .get(searchFor(['members', 'members-news', 'staff']))
      .expect(200);
    expect(ids(search.body.items)).toEqual(['members', 'members-news', 'staff']);
  });
});

describe("a user's credentials sent with the site's access token", () => {
  let platform: AccountsServer;
  let ada: UserSession;
  let bill: UserSession;
  beforeAll(async () => {
    platform = await accountsServer();
    // Ada is an editor (Editors > Staff > Members); Bill is in Press only.
    ada = await signIn(platform.server, ADA.username, ADA.password);
    await platform.store.setPassword('u-bill', 'Press-Room-2026');
    platform.store.applyAction('u-bill', 'unlock');
    bill = await signIn(platform.server, 'bill', 'Press-Room-2026');
  });
  afterAll(() => platform.close());

  const get = (path: string) => request(platform.server).get(`${API}${path}`).set(AUTH);

  it('let the user bearer token decide restricted content, not the access token', async () => {
    await get('/nodes/staff').expect(401);
    await get('/nodes/staff').set('Authorization', `Bearer ${ada.access_token}`).expect(200);
    await get('/nodes/staff').set('Authorization', `Bearer ${bill.access_token}`).expect(403);
    const search = await request(platform.server)
      .get(searchFor(['members', 'staff', 'team']))
      .set(AUTH)
      .set('Authorization', `Bearer ${ada.access_token}`)
      .expect(200);
    expect(ids(search.body.items)).toEqual(['members', 'staff', 'team']);
  });

  it('let the ContensisCMSUserName (classic token) or RefreshToken cookie decide, as a site server forwards them', async () => {
    await get('/entries/members-news')
      .set('Cookie', `ContensisCMSUserName=${encodeURIComponent(ada.classicToken)}`)
      .expect(200);
    await get('/entries/staff')
      .set('Cookie', `RefreshToken=${encodeURIComponent(bill.refresh_token)}`)
      .expect(403);
    const search = await request(platform.server)
      .get(searchFor(['members', 'staff', 'team']))
      .set(AUTH)
      .set('Cookie', `ContensisCMSUserName=${encodeURIComponent(bill.classicToken)}`)
      .expect(200);
    expect(ids(search.body.items)).toEqual(['members', 'team']);
  });

  it('keep the access token in charge of drafts: a user alone reads published content only', async () => {
    const asAda = { Authorization: `Bearer ${ada.access_token}` };
    await get('/entries/about?versionStatus=latest').set(asAda).expect(200);
    await request(platform.server).get(`${API}/entries/about?versionStatus=latest`).set(asAda).expect(401);
    await request(platform.server).get(`${API}/nodes/staff`).set(asAda).expect(200);
  });

  it('ignore a stale cookie (public content still served, restricted 401) but refuse an invalid bearer token', async () => {
    const stale = { Cookie: 'ContensisCMSUserName=made-up.token; RefreshToken=also.made-up' };
    await get('/entries/about').set(stale).expect(200);
    await get('/nodes/members').set(stale).expect(401);
    await get('/entries/about').set('Authorization', 'Bearer eyJhbGciOiJIUzI1NiJ9.e30.c2ln').expect(401);
  });

  it('stop counting once the session is signed out', async () => {
    const session = await signIn(platform.server, ADA.username, ADA.password);
    const cookie = { Cookie: `ContensisCMSUserName=${encodeURIComponent(session.classicToken)}` };
    await get('/nodes/staff').set(cookie).expect(200);
    await request(platform.server).get('/authenticate/logout?jsonResponseRequired=true').set(cookie).expect(200);
    await get('/nodes/staff').set(cookie).expect(401);
    await get('/nodes/staff').set('Authorization', `Bearer ${session.access_token}`).expect(401);
  });
});
