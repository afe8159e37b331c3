// Expected URLs are the ones the contract (contensis-api.md §1.4, §1.5, §1.7) and the official
// client's own specs document, written out literally.
import { createDeliveryClient } from './client';
import type { DeliveryClientConfig } from './config';
import { recordingFetch } from './testHelpers';

const ROOT = 'http://my-website.com';
const P = `${ROOT}/api/delivery/projects/myProject`;

function client(extra: Partial<DeliveryClientConfig> = {}) {
  const fetchFn = recordingFetch();
  const c = createDeliveryClient({
    projectId: 'myProject',
    rootUrl: `${ROOT}/`,
    accessToken: 'XXXXXX',
    language: 'en-US',
    fetchFn,
    cache: false,
    ...extra,
  });
  return { c, fetchFn, url: () => fetchFn.calls[fetchFn.calls.length - 1].url };
}

describe('entries.get', () => {
  it('sends the config language and omits a published versionStatus', async () => {
    const { c, url } = client();
    await c.entries.get('1');
    expect(url()).toBe(`${P}/entries/1?language=en-US`);
  });

  it('sends versionStatus only when latest (from config or options)', async () => {
    const fromConfig = client({ versionStatus: 'latest' });
    await fromConfig.c.entries.get('1');
    expect(fromConfig.url()).toBe(`${P}/entries/1?language=en-US&versionStatus=latest`);

    const fromOptions = client({ versionStatus: 'latest' });
    await fromOptions.c.entries.get({ id: '1', versionStatus: 'published' });
    expect(fromOptions.url()).toBe(`${P}/entries/1?language=en-US`);
  });

  it('sends every option with sorted, encoded keys', async () => {
    const { c, url } = client();
    await c.entries.get({ id: '1', language: 'de', linkDepth: 99, fieldLinkDepths: { linkField: 1 }, fields: ['title'] });
    expect(url()).toBe(`${P}/entries/1?fieldLinkDepths=%7B%22linkField%22%3A1%7D&fields=title&language=de&linkDepth=99`);
  });

  it('matches the observed contract URL (comma-joined fields)', async () => {
    const { c, fetchFn } = client({ projectId: 'website', language: 'en-GB' });
    await c.entries.get({ id: 'abc', fields: ['title', 'body'], linkDepth: 2 });
    expect(fetchFn.calls[0].url).toBe(`${ROOT}/api/delivery/projects/website/entries/abc?fields=title%2Cbody&language=en-GB&linkDepth=2`);
  });

  it('leaves out linkDepth 0, empty fields and empty fieldLinkDepths, and language when none is set', async () => {
    const { c, url } = client({ language: undefined });
    await c.entries.get({ id: '1', linkDepth: 0, fields: [], fieldLinkDepths: {} });
    expect(url()).toBe(`${P}/entries/1`);
  });

  it('rejects without an id', async () => {
    const { c, fetchFn } = client();
    await expect(c.entries.get('')).rejects.toThrow('A valid entry id needs to be specified.');
    await expect(c.entries.get({ id: '' })).rejects.toThrow('A valid entry id needs to be specified.');
    expect(fetchFn.calls).toHaveLength(0);
  });
});

describe('entries.list', () => {
  it('always sends pageIndex and the config pageSize', async () => {
    const { c, url } = client();
    await c.entries.list('cheese');
    expect(url()).toBe(`${P}/contentTypes/cheese/entries?language=en-US&pageIndex=0&pageSize=25`);
    await c.entries.list();
    expect(url()).toBe(`${P}/entries?language=en-US&pageIndex=0&pageSize=25`);
  });

  it('uses the configured page size', async () => {
    const { c, url } = client({ pageSize: 7 });
    await c.entries.list();
    expect(url()).toBe(`${P}/entries?language=en-US&pageIndex=0&pageSize=7`);
  });

  it('sends every option', async () => {
    const { c, url } = client({ versionStatus: 'latest' });
    await c.entries.list({
      contentTypeId: 'cheese',
      language: 'en-GB',
      linkDepth: 1,
      order: ['title'],
      fieldLinkDepths: { linkField: 1 },
      fields: ['title'],
      pageIndex: 5,
      pageSize: 100,
      versionStatus: 'published',
    });
    expect(url()).toBe(
      `${P}/contentTypes/cheese/entries?fieldLinkDepths=%7B%22linkField%22%3A1%7D&fields=title&language=en-GB&linkDepth=1&order=title&pageIndex=5&pageSize=100`,
    );
  });

  it('matches the observed contract URL for order', async () => {
    const { c, url } = client({ language: 'en-GB' });
    await c.entries.list({ contentTypeId: 'movie', order: ['-sys.version.published', 'title'], pageIndex: 1, pageSize: 5 });
    expect(url()).toBe(`${P}/contentTypes/movie/entries?language=en-GB&order=-sys.version.published%2Ctitle&pageIndex=1&pageSize=5`);
  });
});

describe('entries.search dispatch', () => {
  it('resolves null for a falsy query without calling the API', async () => {
    const { c, fetchFn } = client();
    await expect(c.entries.search(null)).resolves.toBeNull();
    await expect(c.entries.search(undefined)).resolves.toBeNull();
    await expect(c.entries.search('')).resolves.toBeNull();
    expect(fetchFn.calls).toHaveLength(0);
  });

  it('throws for something that is neither a JSON query nor ZenQL', () => {
    const { c, fetchFn } = client();
    expect(() => c.entries.search(42 as never)).toThrow('A valid query needs to be specified.');
    expect(() => c.entries.search({ pageSize: 3 } as never)).toThrow('A valid query needs to be specified.');
    expect(fetchFn.calls).toHaveLength(0);
  });

  it('sends a ZenQL string as GET /entries?zenql= with the builder page size', async () => {
    const { c, fetchFn } = client();
    await c.entries.search('sys.contentTypeId = movie');
    expect(fetchFn.calls[0].method).toBe('GET');
    expect(fetchFn.calls[0].url).toBe(`${P}/entries?pageIndex=0&pageSize=20&zenql=sys.contentTypeId%20%3D%20movie`);
  });

  it('sends a ZenQL query object with its options and linkDepth, never language or versionStatus', async () => {
    const { c, url } = client({ versionStatus: 'latest' });
    const zenql = 'sys.contentTypeId = plant and sys.version.created >= startOfWeek()';
    await c.entries.search({ zenql, fields: ['title'], pageIndex: 1, pageSize: 50, aggregations: { tags: { field: 'testField' } } }, 99);
    expect(url()).toBe(
      `${P}/entries?aggregations=${encodeURIComponent('{"tags":{"field":"testField"}}')}&fields=title&linkDepth=99&pageIndex=1&pageSize=50&zenql=${encodeURIComponent(zenql)}`,
    );
  });
});
