import request from 'supertest';
import { API, AUTH, sampleServer } from '../../test-fixtures/samplePlatform';

const server = sampleServer();
const get = (path: string) => request(server).get(`${API}${path}`).set(AUTH);
const names = (nodes: { name: string }[]) => nodes.map((node) => node.name);

describe('taxonomy', () => {
  it('answers a node by key with unencoded slashes, without children by default', async () => {
    const res = await get('/taxonomy/nodes/0/1').expect(200);
    expect(res.body).toEqual({ key: '0/1', name: 'Topics', path: 'Root/Topics', hasChildren: true });
  });

  it('answers a node by path, case-insensitively', async () => {
    expect((await get('/taxonomy/nodes?path=Root/Regions').expect(200)).body.key).toBe('0/2');
    expect((await get(`/taxonomy/nodes?path=${encodeURIComponent('root/regions/wales')}`).expect(200)).body.key).toBe('0/2/1');
  });

  it('orders children alphabetically by default, or as defined', async () => {
    const alphabetical = await get('/taxonomy/nodes/0/2?childDepth=1').expect(200);
    expect(names(alphabetical.body.children)).toEqual(['England', 'Scotland', 'Wales']);
    const defined = await get('/taxonomy/nodes/0/2?childDepth=1&order=defined').expect(200);
    expect(names(defined.body.children)).toEqual(['Wales', 'England', 'Scotland']);
  });

  it('includes children down to childDepth', async () => {
    const one = await get('/taxonomy/nodes/0?childDepth=1&order=defined').expect(200);
    expect(names(one.body.children)).toEqual(['Topics', 'Regions']);
    expect(one.body.children[0].children).toBeUndefined();
    const two = await get('/taxonomy/nodes/0?childDepth=2&order=defined').expect(200);
    expect(names(two.body.children[0].children)).toEqual(['Science', 'Arts']);
    expect(two.body.children[0].children[0].hasChildren).toBe(false);
  });

  it('answers names in the language asked for', async () => {
    const res = await get('/taxonomy/nodes/0/1?language=fr-FR&childDepth=1&order=defined').expect(200);
    expect(res.body.name).toBe('Sujets');
    expect(names(res.body.children)).toEqual(['Sciences', 'Arts']);
  });

  it('answers 404 for an unknown key, path or language', async () => {
    await get('/taxonomy/nodes/0/9').expect(404);
    await get('/taxonomy/nodes?path=Root/Nowhere').expect(404);
    await get('/taxonomy/nodes/0?language=de-DE').expect(404);
  });
});
