// A facet served by the site's own search endpoint (spec §5 "Custom API needs a uri", §7 custom search API).
import { SEARCH_MESSAGES } from '../constants';
import { queryOptions } from '../testing/queryOptions';
import { customApiParams, customApiUrl } from './customApi';

describe('customApiParams', () => {
  it('sends term, orderBy, linkDepth, pageSize, pageIndex, versionStatus, fields, fieldLinkDepths and each selected filter', () => {
    const options = queryOptions({
      searchTerm: 'bees',
      dynamicOrderBy: ['-date', 'title'],
      linkDepth: 1,
      pageSize: 10,
      pageIndex: 2,
      versionStatus: 'latest',
      fields: ['entryTitle', 'sys.uri'],
      fieldLinkDepths: { author: 1 },
    });
    expect(customApiParams(options, { topic: ['a', 'b'], empty: [] })).toEqual([
      ['term', 'bees'],
      ['orderBy', '-date,title'],
      ['linkDepth', '1'],
      ['pageSize', '10'],
      ['pageIndex', '2'],
      ['versionStatus', 'latest'],
      ['fields', 'entryTitle,sys.uri'],
      ['fieldLinkDepths', '{"author":1}'],
      ['topic', 'a,b'],
    ]);
  });

  it('leaves out an empty term, order, fields and link depths', () => {
    expect(customApiParams(queryOptions(), {}).map(([key]) => key)).toEqual(['linkDepth', 'pageSize', 'pageIndex', 'versionStatus']);
  });
});

describe('customApiUrl', () => {
  const params: [string, string][] = [
    ['term', 'a b&c'],
    ['topic', 'x,y'],
  ];

  it('needs a uri', () => {
    expect(() => customApiUrl(null, params, { server: false })).toThrow(SEARCH_MESSAGES.customApiUriRequired);
    expect(() => customApiUrl({ uri: ' ' }, params, { server: false })).toThrow('uri is required to use customApi');
  });

  it('encodes the parameters and keeps a query the uri already has', () => {
    expect(customApiUrl({ uri: 'https://api.example.org/find' }, params, { server: true })).toBe(
      'https://api.example.org/find?term=a+b%26c&topic=x%2Cy',
    );
    expect(customApiUrl({ uri: '/api/find?site=1' }, params, { server: false })).toBe('/api/find?site=1&term=a+b%26c&topic=x%2Cy');
  });

  it('calls a relative uri on the site’s own origin on the server, and cannot without one', () => {
    expect(customApiUrl({ uri: '/api/find' }, [], { server: true, origin: 'http://127.0.0.1:3000' })).toBe(
      'http://127.0.0.1:3000/api/find',
    );
    expect(() => customApiUrl({ uri: '/api/find' }, [], { server: true })).toThrow(SEARCH_MESSAGES.customApiNeedsOrigin);
  });
});
