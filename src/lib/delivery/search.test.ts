// JSON search over GET, and the POST fallback when the relative URL passes 8,000 characters
// (2,083 in IE): contensis-api.md §1.6 and §4.
import { createDeliveryClient } from './client';
import { createEntryQuery } from './entryQuery';
import { Op } from './operators';
import { inBrowser, recordingFetch } from './testHelpers';

const ROOT = 'http://my-website.com';
const PATH = '/api/delivery/projects/myProject/entries/search';

function setup() {
  const fetchFn = recordingFetch();
  const client = createDeliveryClient({
    projectId: 'myProject',
    rootUrl: ROOT,
    accessToken: 'XXXXXX',
    language: 'en-US',
    versionStatus: 'latest',
    fetchFn,
    cache: false,
  });
  return { client, fetchFn };
}

/** Encodes the values of a decoded `a=b&c=d` string, as the contract documents them decoded. */
function encodeValues(decoded: string): string {
  return decoded
    .split('&')
    .map((pair) => {
      const at = pair.indexOf('=');
      return `${pair.slice(0, at)}=${encodeURIComponent(pair.slice(at + 1))}`;
    })
    .join('&');
}

describe('JSON search over GET', () => {
  const documented =
    'aggregations={"tags":{"field":"entryTags","size":5}}&fieldLinkDepths={"director":2}&fields=title,sys.uri&linkDepth=1' +
    '&orderBy=[{"desc":"sys.version.modified"},{"asc":"entryTitle"}]&pageIndex=2&pageSize=10' +
    '&where=[{"field":"sys.contentTypeId","equalTo":"movie"}]';

  it('sends each section as a JSON-valued parameter (the documented request)', async () => {
    const { client, fetchFn } = setup();
    await client.entries.search(
      {
        where: [{ field: 'sys.contentTypeId', equalTo: 'movie' }],
        orderBy: [{ desc: 'sys.version.modified' }, { asc: 'entryTitle' }],
        fields: ['title', 'sys.uri'],
        pageIndex: 2,
        pageSize: 10,
        aggregations: { tags: { field: 'entryTags', size: 5 } },
        fieldLinkDepths: { director: 2 },
      },
      1,
    );
    const [call] = fetchFn.calls;
    expect(call.method).toBe('GET');
    expect(call.url).toBe(`${ROOT}${PATH}?${encodeValues(documented)}`);
    expect(call.body).toBeUndefined();
    expect(call.headers).toEqual({
      accessToken: 'XXXXXX',
      Accept: 'application/json',
      'Content-Type': 'application/json; charset=utf-8',
    });
    expect(call.init.mode).toBe('cors');
  });

  it('accepts the string orderBy shorthand and a query builder', async () => {
    const { client, fetchFn } = setup();
    const query = createEntryQuery(Op.equalTo('sys.contentTypeId', 'movie'));
    query.orderBy = ['-sys.version.modified', '+entryTitle'];
    query.fields = ['title', 'sys.uri'];
    query.pageIndex = 2;
    query.pageSize = 10;
    query.aggregations = { tags: { field: 'entryTags', size: 5 } };
    query.fieldLinkDepths = { director: 2 };
    query.linkDepth = 1;
    await client.entries.search(query);
    expect(fetchFn.calls[0].url).toBe(`${ROOT}${PATH}?${encodeValues(documented)}`);
  });

  it('uses the builder defaults (page 0 of 20), leaves out linkDepth 0, language and versionStatus', async () => {
    const { client, fetchFn } = setup();
    await client.entries.search(createEntryQuery(Op.equalTo('sys.id', 'x')), 0);
    expect(fetchFn.calls[0].url).toBe(`${ROOT}${PATH}?${encodeValues('pageIndex=0&pageSize=20&where=[{"field":"sys.id","equalTo":"x"}]')}`);
  });

  it('falls back to the config page size for a plain query without one', async () => {
    const { client, fetchFn } = setup();
    await client.entries.search({ where: [] });
    expect(fetchFn.calls[0].url).toBe(`${ROOT}${PATH}?${encodeValues('pageIndex=0&pageSize=25&where=[]')}`);
  });
});

describe('POST fallback for long search URLs', () => {
  // A builder with fieldLinkDepths, searched with linkDepth 2, whose `startsWith` value is padded
  // so the relative GET URL (path + query, no root url) is exactly `length` characters long.
  function paddedQuery(length: number) {
    const make = (pad: string) => {
      const query = createEntryQuery(Op.startsWith('title', pad));
      query.fieldLinkDepths = { a: 1 };
      return query;
    };
    const getUrl = (pad: string) =>
      `${PATH}?fieldLinkDepths=%7B%22a%22%3A1%7D&linkDepth=2&pageIndex=0&pageSize=20&where=` +
      encodeURIComponent(JSON.stringify([{ field: 'title', startsWith: pad }]));
    const pad = 'a'.repeat(length - getUrl('').length);
    expect(getUrl(pad)).toHaveLength(length);
    return { query: make(pad), pad, getUrl: getUrl(pad) };
  }

  it('stays on GET at exactly 8,000 characters', async () => {
    const { client, fetchFn } = setup();
    const { query, getUrl } = paddedQuery(8000);
    await client.entries.search(query, 2);
    expect(fetchFn.calls[0].method).toBe('GET');
    expect(fetchFn.calls[0].url).toBe(`${ROOT}${getUrl}`);
  });

  it('POSTs above 8,000 characters: linkDepth and fieldLinkDepths in the query, the rest in the body', async () => {
    const { client, fetchFn } = setup();
    const { query, pad } = paddedQuery(8001);
    await client.entries.search(query, 2);
    const [call] = fetchFn.calls;
    expect(call.method).toBe('POST');
    expect(call.url).toBe(`${ROOT}${PATH}?fieldLinkDepths=%7B%22a%22%3A1%7D&linkDepth=2`);
    expect(call.body).toBe(`{"pageIndex":0,"pageSize":20,"where":[{"field":"title","startsWith":"${pad}"}]}`);
    expect(call.headers['Content-Type']).toBe('application/json; charset=utf-8');
    expect(query.fieldLinkDepths).toEqual({ a: 1 }); // the caller's query is not mutated
  });

  it('posts a plain query with every section in the official order, without fieldLinkDepths', async () => {
    const { client, fetchFn } = setup();
    const where = [{ field: 'authorName', startsWith: 'x'.repeat(9000) }];
    const orderBy = [{ asc: 'authorName' }];
    const aggregations = { tags: { field: 'testField' } };
    await client.entries.search(
      { pageIndex: 1, pageSize: 50, orderBy, where, fields: ['title'], fieldLinkDepths: { linkField: 1 }, aggregations },
      99,
    );
    const [call] = fetchFn.calls;
    expect(call.url).toBe(`${ROOT}${PATH}?fieldLinkDepths=%7B%22linkField%22%3A1%7D&linkDepth=99`);
    expect(call.body).toBe(JSON.stringify({ pageIndex: 1, pageSize: 50, orderBy, where, fields: ['title'], aggregations }));
  });

  it('fills pageSize from the config and pageIndex 0 in the POST body of a plain query', async () => {
    const { client, fetchFn } = setup();
    const where = [{ field: 'title', contains: 'y'.repeat(8100) }];
    await client.entries.search({ where });
    expect(fetchFn.calls[0].url).toBe(`${ROOT}${PATH}`);
    expect(JSON.parse(fetchFn.calls[0].body ?? '')).toEqual({ pageIndex: 0, pageSize: 25, where });
  });

  it('uses 2,083 characters in an old browser (documentMode <= 11)', async () => {
    const { query: atLimit } = paddedQuery(2083);
    const { query: overLimit } = paddedQuery(2084);
    const methods = await inBrowser(async () => {
      const { client, fetchFn } = setup();
      await client.entries.search(atLimit, 2);
      await client.entries.search(overLimit, 2);
      return fetchFn.calls.map((c) => c.method);
    }, 11);
    expect(methods).toEqual(['GET', 'POST']);
  });

  it('keeps 8,000 in a modern browser', async () => {
    const { query } = paddedQuery(2084);
    const methods = await inBrowser(async () => {
      const { client, fetchFn } = setup();
      await client.entries.search(query, 2);
      return fetchFn.calls.map((c) => c.method);
    });
    expect(methods).toEqual(['GET']);
  });
});
