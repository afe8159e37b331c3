import request from 'supertest';
import { API, sampleServer } from '../test-fixtures/samplePlatform';

const server = sampleServer();
const TOKEN_URL = '/authenticate/connect/token';
const scope = 'Security_Administrator ContentType_Read ContentType_Write Entry_Read Project_Read';

function form(fields: Record<string, string>): string {
  return new URLSearchParams(fields).toString();
}

describe('POST /authenticate/connect/token', () => {
  it('grants a one-hour bearer token for a client of the pack, limited to its scopes', async () => {
    const res = await request(server)
      .post(TOKEN_URL)
      .set('Content-Type', 'application/x-www-form-urlencoded;charset=UTF-8')
      .send(form({ scope, grant_type: 'client_credentials', client_id: 'website-client', client_secret: 'website-secret' }))
      .expect(200);
    expect(res.headers['content-type']).toMatch(/^application\/json/);
    expect(res.headers['cache-control']).toBe('no-store');
    expect(res.body).toMatchObject({ token_type: 'Bearer', expires_in: 3600, scope: 'ContentType_Read Entry_Read Project_Read' });
    expect(typeof res.body.access_token).toBe('string');
    await request(server).get(API).set('Authorization', `Bearer ${res.body.access_token}`).expect(200);
  });

  it('accepts HTTP Basic client authentication', async () => {
    const basic = Buffer.from('website-client:website-secret').toString('base64');
    const res = await request(server)
      .post(TOKEN_URL)
      .set('Authorization', `Basic ${basic}`)
      .type('form')
      .send(form({ grant_type: 'client_credentials' }))
      .expect(200);
    expect(res.body.token_type).toBe('Bearer');
  });

  it('answers invalid_client for a wrong secret or an unknown client (401) and missing credentials (400)', async () => {
    const wrong = await request(server)
      .post(TOKEN_URL)
      .type('form')
      .send(form({ grant_type: 'client_credentials', client_id: 'website-client', client_secret: 'nope' }))
      .expect(401);
    expect(wrong.body.error).toBe('invalid_client');
    const unknown = await request(server)
      .post(TOKEN_URL)
      .type('form')
      .send(form({ grant_type: 'client_credentials', client_id: 'who', client_secret: 'x' }))
      .expect(401);
    expect(unknown.body.error).toBe('invalid_client');
    const missing = await request(server)
      .post(TOKEN_URL)
      .type('form')
      .send(form({ grant_type: 'client_credentials' }))
      .expect(400);
    expect(missing.body.error).toBe('invalid_client');
  });

  it('answers unsupported_grant_type for other grants (and classic ones without a user store), invalid_request without one', async () => {
    for (const grant of ['contensis_classic', 'contensis_classic_refresh_token', 'password']) {
      const res = await request(server)
        .post(TOKEN_URL)
        .type('form')
        .send(form({ grant_type: grant, username: 'ada', password: 'x' }))
        .expect(400);
      expect(res.body.error).toBe('unsupported_grant_type');
    }
    const none = await request(server).post(TOKEN_URL).type('form').send('').expect(400);
    expect(none.body.error).toBe('invalid_request');
  });

  it('refuses a token once it has expired', async () => {
    let now = Date.UTC(2025, 0, 1);
    const clocked = sampleServer({ now: () => now });
    const res = await request(clocked)
      .post(TOKEN_URL)
      .type('form')
      .send(form({ grant_type: 'client_credentials', client_id: 'website-client', client_secret: 'website-secret' }))
      .expect(200);
    const bearer = `Bearer ${res.body.access_token}`;
    await request(clocked).get(API).set('Authorization', bearer).expect(200);
    now += 3600 * 1000;
    await request(clocked).get(API).set('Authorization', bearer).expect(401);
  });
});
