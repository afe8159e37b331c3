import request from 'supertest';
import { loadPack } from '../pack';
import { minimalPack, removePack, writePack } from '../test-fixtures/tempPack';
import { createPlatformHandler } from './handler';
import { ACCESS_TOKEN, API, sampleServer, testSecret } from '../test-fixtures/samplePlatform';

const server = sampleServer();

describe('access token forms', () => {
  it('accepts the accessToken header, the accessToken query parameter and Authorization with or without Bearer', async () => {
    await request(server).get(API).set('accessToken', ACCESS_TOKEN).expect(200);
    await request(server).get(`${API}?accessToken=${ACCESS_TOKEN}`).expect(200);
    await request(server).get(`${API}?AccessToken=${ACCESS_TOKEN}`).expect(200);
    await request(server).get(API).set('Authorization', ACCESS_TOKEN).expect(200);
    await request(server).get(API).set('Authorization', `Bearer ${ACCESS_TOKEN}`).expect(200);
  });

  it('answers 401 JSON for a missing or invalid token', async () => {
    const missing = await request(server).get(`${API}/entries/about`).expect(401);
    expect(missing.body).toMatchObject({ type: 'error', data: null, logId: expect.any(String) });
    await request(server).get(API).set('accessToken', 'wrong').expect(401);
    await request(server).get(API).set('Authorization', 'Bearer eyJhbGciOiJIUzI1NiJ9.e30.c2ln').expect(401);
    await request(server).get(`${API}?accessToken=wrong`).expect(401);
  });
});

describe('a pack without security.json', () => {
  const dir = writePack(minimalPack());
  const pack = loadPack(dir);
  afterAll(() => removePack(dir));

  it('refuses every call', async () => {
    const closed = createPlatformHandler({ pack, secret: testSecret });
    await request(closed).get(API).expect(401);
    await request(closed).get(API).set('accessToken', 'anything').expect(401);
  });

  it('serves published content without a token when started with allowAnonymous', async () => {
    const open = createPlatformHandler({ pack, secret: testSecret, allowAnonymous: true });
    const res = await request(open).get(`${API}/entries/about`).expect(200);
    expect(res.body.entryTitle).toBe('About');
    await request(open).get(`${API}/entries/about?versionStatus=latest`).expect(401);
    await request(open).get(API).set('accessToken', 'not-a-token').expect(401);
  });
});
