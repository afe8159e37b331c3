import { randomBytes } from 'node:crypto';
import { createServer } from 'node:http';
import request from 'supertest';
import { loadPack } from '../pack';
import { API, AUTH, sampleServer } from '../test-fixtures/samplePlatform';
import { minimalPack, removePack, writePack } from '../test-fixtures/tempPack';
import { estimateJsonSize } from './answerSize';
import { createPlatformHandler } from './handler';

// Hostile searches: each answers at once, with a 400 in the platform's error shape naming the limit it broke.

const server = sampleServer();
const search = (where: unknown, extra = '') =>
  request(server)
    .get(`${API}/entries/search?where=${encodeURIComponent(JSON.stringify(where))}${extra}`)
    .set(AUTH);
const post = (body: string, extra = '') =>
  request(server).post(`${API}/entries/search${extra}`).set(AUTH).set('content-type', 'application/json').send(body);

function expectRefusal(res: request.Response, message: RegExp): void {
  expect(res.status).toBe(400);
  expect(res.body).toEqual({ logId: expect.any(String), message: expect.stringMatching(message), data: null, type: 'error' });
}

/** A platform on a pack of Home, About and `pages`: pages with a title and one more field. */
function pagesServer(field: { id: string; dataType: string; dataFormat?: string }, pages: { id: string; [field: string]: unknown }[]) {
  const files = minimalPack();
  const title = { id: 'title', name: 'Title', dataType: 'string' };
  files['website/content-types.json'] = [
    { id: 'page', name: 'Page', entryTitleField: 'title', fields: [title, { name: field.id, ...field }] },
  ];
  const page = ({ id, ...fields }: { id: string; [field: string]: unknown }) => ({
    ...fields,
    sys: { id, contentTypeId: 'page', language: 'en-GB' },
  });
  files['website/entries/pages.json'] = [{ id: 'home', title: 'Home' }, { id: 'about', title: 'About' }, ...pages].map(page);
  const dir = writePack(files);
  afterAll(() => removePack(dir));
  return createServer(createPlatformHandler({ pack: loadPack(dir), secret: randomBytes(32), allowAnonymous: true }));
}

describe('wildcards', () => {
  it('answers a pattern of many * and ? at once, with the right entries', async () => {
    for (const field of ['entryTitle', 'searchContent']) {
      const hostile = await search([{ field, contains: `${'*?'.repeat(12)}#d` }]).expect(200);
      expect(hostile.body.totalCount).toBe(0);
    }
    const all = await search([{ field: 'entryTitle', contains: '*?*' }]).expect(200);
    const every = await search([{ field: 'entryTitle', exists: true }]).expect(200);
    expect(all.body.totalCount).toBe(every.body.totalCount);
    const about = await search([{ field: 'entryTitle', contains: '*?b?ut*' }]).expect(200);
    expect(about.body.items.map((e: { entryTitle: string }) => e.entryTitle)).toContain('About us');
  });

  it('answers the same through ZenQL ~', async () => {
    const res = await request(server)
      .get(`${API}/entries?zenql=${encodeURIComponent(`searchContent ~ "${'*?'.repeat(12)}#d" OR entryTitle ~ "ab?ut"`)}`)
      .set(AUTH)
      .expect(200);
    expect(res.body.items.map((e: { entryTitle: string }) => e.entryTitle)).toEqual(['About us']);
  });
});

describe('depth', () => {
  it('answers a 5,000-deep where with a 400, GET and POST', async () => {
    const deep = `{"where":[${'{"and":['.repeat(5000)}{"field":"entryTitle","equalTo":"x"}${']}'.repeat(5000)}]}`;
    expectRefusal(await post(deep), /^The request body is nested deeper than 100 levels/);
    const levels = 40;
    const deeper = `[${'{"or":['.repeat(levels)}{"field":"entryTitle","equalTo":"x"}${']}'.repeat(levels)}]`;
    expectRefusal(
      await request(server)
        .get(`${API}/entries/search?where=${encodeURIComponent(deeper)}`)
        .set(AUTH),
      /^where is nested deeper than 32 levels/,
    );
    expectRefusal(await post(`{"where":${deeper}}`), /^where is nested deeper than 32 levels/);
  });

  it('answers deeply nested JSON elsewhere in the body with a 400, not a crash', async () => {
    const nested = `${'['.repeat(10_000)}${']'.repeat(10_000)}`;
    expectRefusal(await post(`{"fieldLinkDepths":{"a":${nested}}}`), /nested deeper than 100 levels/);
    expectRefusal(await post(`{"pageSize":5,"extra":${nested}}`), /nested deeper than 100 levels/);
  });

  it('answers 5,000 nested ZenQL parentheses with a 400', async () => {
    const zenql = `${'('.repeat(5000)}entryTitle = x${')'.repeat(5000)}`;
    const res = await request(server)
      .get(`${API}/entries?zenql=${encodeURIComponent(zenql)}`)
      .set(AUTH);
    expectRefusal(res, /^ZenQL is nested deeper than 32 levels/);
  });
});

describe('terms and sections', () => {
  it('refuses too many aggregations, or too large ones, naming the limit', async () => {
    const aggregations = Object.fromEntries(Array.from({ length: 5000 }, (_, i) => [`a${i}`, { field: 'entryTitle', size: 1000 }]));
    expectRefusal(await post(JSON.stringify({ aggregations })), /^aggregations: at most 50 aggregations, got 5,000$/);
    expectRefusal(
      await search([], `&aggregations=${encodeURIComponent('{"t":{"field":"entryTitle","size":100000}}')}`),
      /size: must be between 1 and 1000/,
    );
  });

  it('refuses too many conditions, in values, text conditions and long patterns, GET and POST', async () => {
    const ids = Array.from({ length: 1025 }, (_, i) => `id-${i}`);
    expectRefusal(await post(JSON.stringify({ where: [{ field: 'sys.id', in: ids }] })), /more than 1,024 conditions/);
    const contains = Array.from({ length: 9 }, (_, i) => ({ field: 'entryTitle', contains: `w${i}` }));
    expectRefusal(await search(contains), /more than 8 text conditions/);
    expectRefusal(await search([{ field: 'entryTitle', contains: 'a'.repeat(300) }]), /at most 256 characters, got 300/);
  });

  it('refuses pageSize over 10,000 and more than 100 fieldLinkDepths paths', async () => {
    expectRefusal(await post(JSON.stringify({ pageSize: 10_001 })), /^pageSize: must be between 1 and 10000/);
    const depths = Object.fromEntries(Array.from({ length: 101 }, (_, i) => [`f${i}`, 1]));
    expectRefusal(await post(JSON.stringify({ fieldLinkDepths: depths })), /^fieldLinkDepths: at most 100 field paths, got 101$/);
  });
});

describe('text read by one search', () => {
  // 120 pages whose body ("abab...", 7,900 characters) a never-matching pattern reads with all of its state:
  // about 7.5 million units of text work, over the limit (queryLimits.test.ts has the arithmetic).
  const pages = Array.from({ length: 120 }, (_, i) => ({ id: `p${i}`, title: `Page ${i}`, body: 'ab'.repeat(3950) }));
  const long = pagesServer({ id: 'body', dataType: 'string' }, pages);
  const never = `b${'?'.repeat(254)}b`;
  const limit = /^The text conditions of this search .* would read more than 3,000,000 characters of entry text/;

  it('stops a search that would read too much text with a 400 naming the limit, GET, POST and ZenQL', async () => {
    const where = [{ field: 'searchContent', contains: never }];
    expectRefusal(await request(long).get(`${API}/entries/search?where=${encodeURIComponent(JSON.stringify(where))}`), limit);
    expectRefusal(await request(long).post(`${API}/entries/search`).send({ where }), limit);
    expectRefusal(await request(long).get(`${API}/entries?zenql=${encodeURIComponent(`body ~ "${never}"`)}`), limit);
  });

  it('answers the same pattern on fewer entries, and a pattern found early in each', async () => {
    const narrowed = [
      { field: 'sys.id', in: ['p1', 'p2', 'p3'] },
      { field: 'body', contains: never },
    ];
    const none = await request(long).post(`${API}/entries/search`).send({ where: narrowed }).expect(200);
    expect(none.body.totalCount).toBe(0);
    const early = await request(long)
      .post(`${API}/entries/search`)
      .send({ where: [{ field: 'searchContent', contains: `*b${'?'.repeat(251)}b*` }] })
      .expect(200);
    expect(early.body.totalCount).toBe(120);
  });
});

describe('answer size', () => {
  // Six pages each linking to the five others: at linkDepth 10 the answer repeats them 5^10 times.
  const ids = Array.from({ length: 6 }, (_, i) => `p${i}`);
  const related = (id: string) => ids.filter((other) => other !== id).map((other) => ({ sys: { id: other } }));
  const linked = pagesServer(
    { id: 'related', dataType: 'objectArray', dataFormat: 'entry' },
    ids.map((id) => ({ id, title: `Page ${id}`, related: related(id) })),
  );

  it('refuses an answer that linked entries would blow up, naming the limit', async () => {
    const where = encodeURIComponent('[{"field":"sys.id","equalTo":"p0"}]');
    expectRefusal(
      await request(linked).get(`${API}/entries/search?where=${where}&linkDepth=10`),
      /^The answer would be over the 2 MB limit: ask for fewer items/,
    );
    expectRefusal(
      await request(linked).get(`${API}/entries/p0?linkDepth=10`),
      /^The answer would be over the 2 MB limit: ask for fewer items/,
    );
  });

  it('still resolves the same links to a depth whose answer fits', async () => {
    const res = await request(linked)
      .get(`${API}/entries/search?where=${encodeURIComponent('[{"field":"sys.id","in":["p0","p1"]}]')}&linkDepth=3`)
      .expect(200);
    expect(res.body.items).toHaveLength(2);
    // p0 -> p1 -> p0 -> p1, whose links stay stubs.
    const third = res.body.items[0].related[0].related[0].related[0];
    expect(third).toMatchObject({ title: 'Page p1', sys: { id: 'p1' } });
    expect(third.related[0]).toEqual({ sys: expect.objectContaining({ id: 'p0' }) });
    expect(res.body.items[1].related[0]).toMatchObject({ title: 'Page p0' });
  });
});

describe('estimateJsonSize', () => {
  it('gives the length of the JSON for values without escapes, counting shared objects at each place', () => {
    const linked = { sys: { id: 'x' }, title: 'Linked', n: 12.5, ok: true, none: null, skip: undefined };
    const value = { items: [linked, linked, { sys: { id: 'y' }, list: [1, 'two', null, linked] }], empty: {}, nothing: [] };
    expect(estimateJsonSize(value)).toBe(JSON.stringify(value).length);
  });
});
