// project, content types and taxonomy URLs, and the request shape every call shares.
import { createDeliveryClient } from './client';
import { recordingFetch } from './testHelpers';

const P = 'http://my-website.com/api/delivery/projects/myProject';

function setup(language?: string) {
  const fetchFn = recordingFetch();
  const client = createDeliveryClient({
    projectId: 'myProject',
    rootUrl: 'http://my-website.com/',
    accessToken: 'XXXXXX',
    language,
    fetchFn,
    cache: false,
  });
  return { client, fetchFn, url: () => fetchFn.calls[fetchFn.calls.length - 1].url };
}

describe('project and content types', () => {
  it('project.get sends the official request shape', async () => {
    const { client, fetchFn } = setup('en-GB');
    await client.project.get();
    expect(fetchFn.calls[0].url).toBe(P);
    expect(fetchFn.calls[0].init).toMatchObject({
      method: 'GET',
      mode: 'cors',
      headers: { accessToken: 'XXXXXX', Accept: 'application/json', 'Content-Type': 'application/json' },
    });
    expect(fetchFn.calls[0].body).toBeUndefined();
  });

  it('contentTypes.get and list', async () => {
    const { client, url } = setup('en-GB');
    await client.contentTypes.get('movie');
    expect(url()).toBe(`${P}/contentTypes/movie`);
    await client.contentTypes.list();
    expect(url()).toBe(`${P}/contentTypes`);
    await expect(client.contentTypes.get('')).rejects.toThrow('A valid content type id needs to be specified.');
  });
});

describe('taxonomy', () => {
  it('getNodeByKey keeps the slashes of the key and fills language from the config', async () => {
    const { client, url } = setup('en-GB');
    await client.taxonomy.getNodeByKey({ key: '0/1', childDepth: 2, order: 'defined' });
    expect(url()).toBe(`${P}/taxonomy/nodes/0/1?childDepth=2&language=en-GB&order=defined`);
  });

  it('getNodeByKey without config language, with explicit options', async () => {
    const { client, url } = setup();
    await client.taxonomy.getNodeByKey('0/1');
    expect(url()).toBe(`${P}/taxonomy/nodes/0/1`);
    await client.taxonomy.getNodeByKey({ key: '0/1', childDepth: 10, language: 'fr-FR', order: 'alphabetical' });
    expect(url()).toBe(`${P}/taxonomy/nodes/0/1?childDepth=10&language=fr-FR`);
  });

  it('getNodeByPath sends the path as an encoded parameter', async () => {
    const { client, url } = setup();
    await client.taxonomy.getNodeByPath('path/to/a/taxonomy/node');
    expect(url()).toBe(`${P}/taxonomy/nodes?path=path%2Fto%2Fa%2Ftaxonomy%2Fnode`);
    await client.taxonomy.getNodeByPath({ path: 'path/to/a/taxonomy/node', childDepth: 10, language: 'fr-FR' });
    expect(url()).toBe(`${P}/taxonomy/nodes?childDepth=10&language=fr-FR&path=path%2Fto%2Fa%2Ftaxonomy%2Fnode`);
    await client.taxonomy.getNodeByPath({ path: 'Root/Movies', childDepth: 2, order: 'defined', language: 'en-GB' });
    expect(url()).toBe(`${P}/taxonomy/nodes?childDepth=2&language=en-GB&order=defined&path=Root%2FMovies`);
  });
});
