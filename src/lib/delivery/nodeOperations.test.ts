// Node URLs as documented by contensis-api.md §1.10 and the official client's specs.
import { createDeliveryClient } from './client';
import type { DeliveryClientConfig } from './config';
import { json, recordingFetch } from './testHelpers';

const P = 'http://my-website.com/api/delivery/projects/myProject';
const ENTRY_OPTIONS = { language: 'de', entryFields: ['title'], entryLinkDepth: 1, entryFieldLinkDepths: { linkField: 1 } };
const ENTRY_QUERY = 'entryFieldLinkDepths=%7B%22linkField%22%3A1%7D&entryFields=title&entryLinkDepth=1&language=de';

function setup(extra: Partial<DeliveryClientConfig> = {}, respond?: Parameters<typeof recordingFetch>[0]) {
  const fetchFn = recordingFetch(respond);
  const client = createDeliveryClient({
    projectId: 'myProject',
    rootUrl: 'http://my-website.com/',
    accessToken: 'XXXXXX',
    language: 'en-US',
    fetchFn,
    cache: false,
    ...extra,
  });
  return { client, fetchFn, url: () => fetchFn.calls[fetchFn.calls.length - 1].url };
}

describe('nodes', () => {
  it('getRoot: language, versionStatus only when latest, depth only when > 0', async () => {
    const { client, url } = setup();
    await client.nodes.getRoot();
    expect(url()).toBe(`${P}/nodes/root?language=en-US`);
    await client.nodes.getRoot({ versionStatus: 'latest', depth: 0 });
    expect(url()).toBe(`${P}/nodes/root?language=en-US&versionStatus=latest`);
    await client.nodes.getRoot({ ...ENTRY_OPTIONS, depth: 2 });
    expect(url()).toBe(`${P}/nodes/root?depth=2&${ENTRY_QUERY}`);
  });

  it('getRoot without any language', async () => {
    const { client, url } = setup({ language: undefined });
    await client.nodes.getRoot();
    expect(url()).toBe(`${P}/nodes/root`);
  });

  it('get by id', async () => {
    const { client, url } = setup({ versionStatus: 'latest' });
    await client.nodes.get('ee4b2a5c-c4d5-4e5b-9e70-3a1f1f6c1a11');
    expect(url()).toBe(`${P}/nodes/ee4b2a5c-c4d5-4e5b-9e70-3a1f1f6c1a11?language=en-US&versionStatus=latest`);
    await client.nodes.get({ id: 'n1', ...ENTRY_OPTIONS, depth: 2, versionStatus: 'published' });
    expect(url()).toBe(`${P}/nodes/n1?depth=2&${ENTRY_QUERY}`);
  });

  it('get by path appends the path and sends allowPartialMatch only when true', async () => {
    const { client, url } = setup({ language: undefined });
    await client.nodes.get({ path: '/about/team', allowPartialMatch: true, depth: 1, entryFields: '*', entryLinkDepth: 1 });
    expect(url()).toBe(`${P}/nodes/about/team?allowPartialMatch=true&depth=1&entryFields=*&entryLinkDepth=1`);
    await client.nodes.get({ path: '/about/team', allowPartialMatch: false });
    expect(url()).toBe(`${P}/nodes/about/team`);
    await client.nodes.get('/movies/action');
    expect(url()).toBe(`${P}/nodes/movies/action`);
  });

  it('get needs an id or a path', async () => {
    const { client, fetchFn } = setup();
    await expect(client.nodes.get('')).rejects.toThrow('A valid node id or path needs to be specified.');
    await expect(client.nodes.get({})).rejects.toThrow('A valid node id or path needs to be specified.');
    expect(fetchFn.calls).toHaveLength(0);
  });

  it('getByEntry', async () => {
    const { client, url } = setup();
    await client.nodes.getByEntry('e1');
    expect(url()).toBe(`${P}/nodes/?entryId=e1&language=en-US`);
    await client.nodes.getByEntry({ entry: { sys: { id: 'e2' } }, ...ENTRY_OPTIONS });
    expect(url()).toBe(
      `${P}/nodes/?entryFieldLinkDepths=%7B%22linkField%22%3A1%7D&entryFields=title&entryId=e2&entryLinkDepth=1&language=de`,
    );
    await client.nodes.getByEntry({ entryId: 'e3', canonicalOnly: true, depth: 1, ...ENTRY_OPTIONS });
    expect(url()).toBe(
      `${P}/nodes/?canonicalOnly=true&depth=1&entryFieldLinkDepths=%7B%22linkField%22%3A1%7D&entryFields=title&entryId=e3&entryLinkDepth=1&language=de`,
    );
    await client.nodes.getByEntry({ entryId: 'e4', canonicalOnly: false });
    expect(url()).toBe(`${P}/nodes/?entryId=e4&language=en-US`);
  });

  it('getByEntry needs an entry id', async () => {
    const { client } = setup();
    await expect(client.nodes.getByEntry('')).rejects.toThrow('A valid entry id needs to be specified.');
    await expect(client.nodes.getByEntry({ entry: { sys: { id: '' } } })).rejects.toThrow('A valid entry id needs to be specified.');
  });

  it('getChildren, getParent and getSiblings', async () => {
    const { client, url } = setup({ versionStatus: 'latest' });
    await client.nodes.getChildren('n1');
    expect(url()).toBe(`${P}/nodes/n1/children?language=en-US&versionStatus=latest`);
    await client.nodes.getChildren({ id: 'n1', ...ENTRY_OPTIONS, versionStatus: 'published' });
    expect(url()).toBe(`${P}/nodes/n1/children?${ENTRY_QUERY}`);
    await client.nodes.getParent({ id: 'n1', depth: 2, ...ENTRY_OPTIONS, versionStatus: 'published' });
    expect(url()).toBe(`${P}/nodes/n1/parent?depth=2&${ENTRY_QUERY}`);
    await client.nodes.getSiblings({ id: 'n1', language: 'fr-FR' });
    expect(url()).toBe(`${P}/nodes/n1/siblings?language=fr-FR&versionStatus=latest`);
  });

  it('getAncestors sends startLevel and depth only when > 0', async () => {
    const { client, url } = setup();
    await client.nodes.getAncestors({ id: 'n1', startLevel: 1 });
    expect(url()).toBe(`${P}/nodes/n1/ancestors?language=en-US&startLevel=1`);
    await client.nodes.getAncestors('n1');
    expect(url()).toBe(`${P}/nodes/n1/ancestors?language=en-US`);
    await client.nodes.getAncestors({ id: 'n1', startLevel: 1, ...ENTRY_OPTIONS });
    expect(url()).toBe(`${P}/nodes/n1/ancestors?${ENTRY_QUERY}&startLevel=1`);
    await client.nodes.getAncestors({ id: 'n1', depth: 0 });
    expect(url()).toBe(`${P}/nodes/n1/ancestors?language=en-US`);
    await client.nodes.getAncestors({ id: 'n1', depth: 1 });
    expect(url()).toBe(`${P}/nodes/n1/ancestors?depth=1&language=en-US`);
  });

  it('getAncestor calls /ancestors?startLevel=N and returns the first node', async () => {
    const root = { id: 'root', path: '/' };
    const { client, url } = setup({}, () => json([root, { id: 'child', path: '/child' }]));
    const found = await client.nodes.getAncestor({ id: 'n1', startLevel: 1, depth: 2, ...ENTRY_OPTIONS });
    expect(url()).toBe(`${P}/nodes/n1/ancestors?depth=2&${ENTRY_QUERY}&startLevel=1`);
    expect(found).toEqual(root);
  });

  it('node-id calls need an id', async () => {
    const { client, fetchFn } = setup();
    const message = 'A valid node id needs to be specified.';
    await expect(client.nodes.getChildren('')).rejects.toThrow(message);
    await expect(client.nodes.getParent({ id: '' })).rejects.toThrow(message);
    await expect(client.nodes.getAncestors('')).rejects.toThrow(message);
    await expect(client.nodes.getAncestor({ id: '', startLevel: 1 })).rejects.toThrow(message);
    await expect(client.nodes.getSiblings('')).rejects.toThrow(message);
    expect(fetchFn.calls).toHaveLength(0);
  });
});
