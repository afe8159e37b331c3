import request from 'supertest';
import { API, AUTH, sampleServer } from '../../test-fixtures/samplePlatform';

const server = sampleServer();
const get = (path: string) => request(server).get(`${API}${path}`).set(AUTH);

describe('GET /entries/{id}', () => {
  it('answers the published primary-language variation by default', async () => {
    const res = await get('/entries/about').expect(200);
    expect(res.body.entryTitle).toBe('About us');
    expect(res.body.sys).toMatchObject({ id: 'about', language: 'en-GB', versionStatus: 'published', uri: '/about', projectId: 'website' });
  });

  it('answers the language and version status asked for', async () => {
    expect((await get('/entries/about?language=fr-FR').expect(200)).body.entryTitle).toBe('À propos');
    expect((await get('/entries/about?language=FR-fr').expect(200)).body.sys.language).toBe('fr-FR');
    const draft = await get('/entries/about?versionStatus=latest').expect(200);
    expect(draft.body.entryTitle).toBe('About us (draft)');
    expect(draft.body.sys.versionStatus).toBe('latest');
    const noDraft = await get('/entries/team?versionStatus=latest').expect(200);
    expect(noDraft.body.entryTitle).toBe('Our team');
  });

  it('answers 404 for an unknown entry, a missing variation or an unpublished entry, and 400 for a bad versionStatus', async () => {
    await get('/entries/nope').expect(404);
    await get('/entries/team?language=fr-FR').expect(404);
    await get('/entries/team?language=de-DE').expect(404);
    await get('/entries/draft-only').expect(404);
    expect((await get('/entries/draft-only?versionStatus=latest').expect(200)).body.entryTitle).toBe('Not yet published');
    const bad = await get('/entries/about?versionStatus=draft').expect(400);
    expect(bad.body.message).toMatch(/versionStatus/);
  });

  it('leaves links as stubs at link depth 0', async () => {
    const res = await get('/entries/article-1').expect(200);
    expect(res.body.author).toEqual({
      sys: { id: 'alice', language: 'en-GB', dataFormat: 'entry', contentTypeId: 'person', uri: '/about/team/alice' },
    });
    expect(res.body.composer[1].value).toEqual({ sys: expect.objectContaining({ id: 'bob' }) });
  });

  it('resolves entries, composer items and assets to the link depth asked for', async () => {
    const one = await get('/entries/article-1?linkDepth=1').expect(200);
    expect(one.body.author.entryTitle).toBe('Alice');
    expect(Object.keys(one.body.author.manager)).toEqual(['sys']);
    expect(one.body.composer[1]).toMatchObject({ type: 'linkedEntry', value: { entryTitle: 'Bob' } });
    const two = await get('/entries/article-1?linkDepth=2').expect(200);
    expect(two.body.author.manager.entryTitle).toBe('Bob');
    expect(Object.keys(two.body.author.manager.manager)).toEqual(['sys']);
    expect(two.body.author.photo.asset.entryTitle).toBe('Office photo');
  });

  it('lets the longest matching fieldLinkDepths path win over linkDepth', async () => {
    const depths = encodeURIComponent(JSON.stringify({ composer: 2, 'composer.linkedEntry': 1 }));
    const res = await get(`/entries/article-1?fieldLinkDepths=${depths}`).expect(200);
    expect(Object.keys(res.body.author)).toEqual(['sys']);
    expect(res.body.composer[1].value.entryTitle).toBe('Bob');
    expect(Object.keys(res.body.composer[1].value.manager)).toEqual(['sys']);
    const deeper = await get(`/entries/article-1?linkDepth=1&fieldLinkDepths=${encodeURIComponent('{"composer":2}')}`).expect(200);
    expect(deeper.body.author.entryTitle).toBe('Alice');
    expect(deeper.body.composer[1].value.manager.entryTitle).toBe('Alice');
  });

  it('resolves images with the transformations on the asset uri', async () => {
    const res = await get('/entries/about?linkDepth=1').expect(200);
    expect(res.body.hero).toMatchObject({ altText: 'A photo', caption: 'Our office', transformations: 'w=100&h=50' });
    expect(res.body.hero.asset.sys.uri).toBe('/image-library/photo.png?w=100&h=50');
    expect(res.body.hero.asset.sys.dataFormat).toBe('asset');
    expect(res.body.document.sys.uri).toBe('/asset-library/guide.pdf');
    expect(res.body.document.entryTitle).toBe('Visitor guide');
  });

  it('answers linked entries in the requested language, leaving out missing variations', async () => {
    const res = await get('/entries/home?language=fr-FR').expect(404);
    expect(res.body.type).toBe('error');
    const article = await get('/entries/article-1?language=fr-FR&linkDepth=1').expect(200);
    expect(article.body.author).toBeNull();
  });

  it('returns only the fields asked for, with the minimum sys', async () => {
    const res = await get('/entries/about?fields=title,sys.version.published').expect(200);
    expect(res.body).toEqual({
      title: 'About us',
      sys: {
        id: 'about',
        dataFormat: 'entry',
        language: 'en-GB',
        contentTypeId: 'page',
        uri: '/about',
        version: { published: '2024-03-01T09:00:00.000Z' },
      },
    });
    const without = await get('/entries/about?fields=-body,-hero').expect(200);
    expect(without.body.body).toBeUndefined();
    expect(without.body.hero).toBeUndefined();
    expect(without.body.title).toBe('About us');
    expect(without.body.sys.version.versionNo).toBe('2.0');
  });

  it('rejects a link depth outside 0-10 and malformed fieldLinkDepths', async () => {
    expect((await get('/entries/about?linkDepth=11').expect(400)).body.message).toMatch(/linkDepth/);
    expect((await get('/entries/about?linkDepth=deep').expect(400)).body.message).toMatch(/linkDepth/);
    expect((await get('/entries/about?fieldLinkDepths={oops').expect(400)).body.message).toMatch(/fieldLinkDepths.*not valid JSON/);
    expect((await get(`/entries/about?fieldLinkDepths=${encodeURIComponent('{"a":"x"}')}`).expect(400)).body.message).toMatch(
      /fieldLinkDepths/,
    );
  });
});

describe('entry lists', () => {
  it('lists every published entry in the primary language the caller may see, 25 to a page', async () => {
    const res = await get('/entries').expect(200);
    // members, members-news and staff are restricted; draft-only is unpublished.
    expect(res.body).toMatchObject({ pageIndex: 0, pageSize: 25, totalCount: 9, pageCount: 1 });
    expect(res.body.items.map((entry: { sys: { id: string } }) => entry.sys.id).sort()).toEqual([
      'about',
      'alice',
      'article-1',
      'bob',
      'guide',
      'home',
      'news',
      'photo',
      'team',
    ]);
    expect(
      res.body.items.every(
        (entry: { sys: { language: string; versionStatus: string } }) =>
          entry.sys.language === 'en-GB' && entry.sys.versionStatus === 'published',
      ),
    ).toBe(true);
  });

  it('lists the entries of one content type in the order asked for, paged', async () => {
    const res = await get('/contentTypes/page/entries?order=-entryTitle&pageIndex=1&pageSize=2').expect(200);
    expect(res.body).toMatchObject({ pageIndex: 1, pageSize: 2, totalCount: 4, pageCount: 2 });
    expect(res.body.items.map((entry: { entryTitle: string }) => entry.entryTitle)).toEqual(['Home', 'About us']);
    const asc = await get('/contenttypes/page/entries?order=entryTitle').expect(200);
    expect(asc.body.items.map((entry: { entryTitle: string }) => entry.entryTitle)).toEqual(['About us', 'Home', 'News', 'Our team']);
  });

  it('applies language, versionStatus, fields and linkDepth', async () => {
    const fr = await get('/entries?language=fr-FR').expect(200);
    expect(fr.body.items.map((entry: { sys: { id: string } }) => entry.sys.id).sort()).toEqual(['about', 'article-1']);
    const latest = await get('/contentTypes/page/entries?versionStatus=latest&order=entryTitle').expect(200);
    expect(latest.body.items.map((entry: { entryTitle: string }) => entry.entryTitle)).toEqual([
      'About us (draft)',
      'Home',
      'News',
      'Not yet published',
      'Our team',
    ]);
    const people = await get('/contentTypes/person/entries?fields=name,manager&linkDepth=1&order=name').expect(200);
    expect(people.body.items[0]).toEqual({
      name: 'Alice',
      manager: { name: 'Bob', manager: expect.any(Object), sys: expect.objectContaining({ id: 'bob' }) },
      sys: expect.any(Object),
    });
  });

  it('answers 404 for an unknown content type and 400 for bad paging', async () => {
    await get('/contentTypes/nope/entries').expect(404);
    expect((await get('/entries?pageSize=10001').expect(400)).body.message).toMatch(/pageSize/);
    expect((await get('/entries?pageIndex=-1').expect(400)).body.message).toMatch(/pageIndex/);
  });
});

describe('search', () => {
  const where = (clauses: unknown[]) => encodeURIComponent(JSON.stringify(clauses));

  it('runs a GET search with JSON sections and a comma list of fields', async () => {
    const res = await get(
      `/entries/search?where=${where([
        { field: 'sys.contentTypeId', equalTo: 'page' },
        { field: 'sys.language', equalTo: 'en-GB' },
      ])}` + `&orderBy=${encodeURIComponent('[{"desc":"entryTitle"}]')}&pageSize=2&fields=entryTitle`,
    ).expect(200);
    expect(res.body).toMatchObject({ pageIndex: 0, pageSize: 2, totalCount: 4, pageCount: 2 });
    expect(res.body.items).toEqual([
      { entryTitle: 'Our team', sys: expect.objectContaining({ id: 'team' }) },
      { entryTitle: 'News', sys: expect.objectContaining({ id: 'news' }) },
    ]);
  });

  it('accepts fields as a JSON array and searches latest versions through the where clause', async () => {
    const res = await get(
      `/entries/search?where=${where([
        { field: 'sys.id', equalTo: 'about' },
        { field: 'sys.versionStatus', equalTo: 'latest' },
        { field: 'sys.language', equalTo: 'en-GB' },
      ])}&fields=${encodeURIComponent('["entryTitle"]')}`,
    ).expect(200);
    expect(res.body.items.map((entry: { entryTitle: string }) => entry.entryTitle)).toEqual(['About us (draft)']);
  });

  it('runs a POST search with linkDepth and fieldLinkDepths from the query string', async () => {
    const res = await request(server)
      .post(`${API}/entries/search?linkDepth=1`)
      .set(AUTH)
      .set('Content-Type', 'application/json; charset=utf-8')
      .send({
        pageIndex: 0,
        pageSize: 5,
        where: [
          { field: 'sys.id', equalTo: 'article-1' },
          { field: 'sys.language', equalTo: 'en-GB' },
        ],
      })
      .expect(200);
    expect(res.body.totalCount).toBe(1);
    expect(res.body.items[0].author.entryTitle).toBe('Alice');
  });

  it('answers aggregations when asked', async () => {
    const res = await get(
      `/entries/search?where=${where([{ field: 'sys.contentTypeId', equalTo: 'article' }])}&aggregations=${encodeURIComponent('{"topics":{"field":"topic","size":5}}')}`,
    ).expect(200);
    expect(res.body.aggregations).toEqual({ topics: expect.any(Object) });
    const plain = await get(`/entries/search?where=${where([{ field: 'sys.contentTypeId', equalTo: 'article' }])}`).expect(200);
    expect(plain.body.aggregations).toBeUndefined();
  });

  it('answers 400 naming the problem for malformed JSON, unknown operators, wrong types and big pages', async () => {
    const cases: [string, RegExp][] = [
      ['where=[{"field":', /where.*not valid JSON/],
      [`orderBy=${encodeURIComponent('[{"desc":')}`, /orderBy.*not valid JSON/],
      ['aggregations={x', /aggregations.*not valid JSON/],
      [`where=${where([{ field: 'title', sounds: 'x' }])}`, /operator|sounds/],
      [`where=${where([{ field: 'title', in: 'x' }])}`, /array/],
      ['pageSize=20000', /pageSize/],
    ];
    for (const [query, message] of cases) {
      const res = await get(`/entries/search?${query}`).expect(400);
      expect(res.body.type).toBe('error');
      expect(res.body.message).toMatch(message);
    }
    const badBody = await request(server)
      .post(`${API}/entries/search`)
      .set(AUTH)
      .set('Content-Type', 'application/json')
      .send('{"where": [')
      .expect(400);
    expect(badBody.body.message).toMatch(/not valid JSON/);
  });

  it('runs ZenQL on GET /entries?zenql= with paging and fields', async () => {
    const res = await get(
      `/entries?zenql=${encodeURIComponent('sys.contentTypeId = person ORDER BY name DESC')}&pageSize=1&fields=name`,
    ).expect(200);
    expect(res.body).toMatchObject({ pageSize: 1, totalCount: 2, pageCount: 2 });
    expect(res.body.items).toEqual([{ name: 'Bob', sys: expect.objectContaining({ id: 'bob' }) }]);
    const linked = await get(
      `/entries?zenql=${encodeURIComponent('sys.id = article-1 and sys.language = en-GB')}&linkDepth=1&aggregations=${encodeURIComponent('{"regions":{"field":"region"}}')}`,
    ).expect(200);
    expect(linked.body.items[0].author.entryTitle).toBe('Alice');
    expect(linked.body.aggregations).toEqual({ regions: expect.any(Object) });
    const bad = await get(`/entries?zenql=${encodeURIComponent('title = = x')}`).expect(400);
    expect(bad.body.type).toBe('error');
  });
});
