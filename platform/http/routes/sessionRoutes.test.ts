import request from 'supertest';
import { IS_AUTHENTICATED_PATH, LOGOUT_PATH } from '../../../contract';
import { ADA, API, accountsServer, type AccountsServer } from '../../test-fixtures/samplePlatform';
import { signIn, tokenRequest } from '../../test-fixtures/signIn';

// POST /REST/Contensis/Security/IsAuthenticated and GET /authenticate/logout.

let platform: AccountsServer;
beforeEach(async () => {
  platform = await accountsServer();
});
afterEach(() => platform.close());

const isAuthenticated = (securityToken: string) =>
  request(platform.server)
    .post(IS_AUTHENTICATED_PATH)
    .set('Content-Type', 'application/json')
    .send({ securityToken: encodeURIComponent(securityToken) });
const refresh = (token: string) => tokenRequest(platform.server, { grant_type: 'contensis_classic_refresh_token', refresh_token: token });

describe('IsAuthenticated', () => {
  it("exchanges a classic token for the session's refresh token, kept at index 1", async () => {
    const session = await signIn(platform.server, ADA.username, ADA.password);
    const res = await isAuthenticated(session.classicToken).expect(200);
    expect(res.headers['content-type']).toMatch(/^application\/json/);
    expect(res.body.LogonResult).toBe(0);
    expect(res.body.ApplicationData[1]).toEqual({ Key: 'ContensisSecurityRefreshToken', Value: session.refresh_token });
    expect(res.body.ApplicationData).toContainEqual({ Key: 'ContensisSecurityUserId', Value: 'u-ada' });
    expect(res.body.ApplicationData).toContainEqual({ Key: 'ContensisSecurityUserName', Value: 'ada' });
    // What CRB does next: sign in with the refresh token.
    await refresh(res.body.ApplicationData[1].Value).expect(200);
  });

  it('accepts the token whether or not it was URL-encoded inside the JSON, and on a case-insensitive path', async () => {
    const session = await signIn(platform.server, ADA.username, ADA.password);
    const res = await request(platform.server)
      .post('/rest/contensis/security/isauthenticated')
      .send({ securityToken: session.classicToken })
      .expect(200);
    expect(res.body.LogonResult).toBe(0);
  });

  it('answers LogonResult 1 (HTTP 200) for unknown, forged, refresh-instead-of-classic and signed-out tokens', async () => {
    const session = await signIn(platform.server, ADA.username, ADA.password);
    const [id] = session.classicToken.split('.');
    for (const token of ['made-up', `${id}.forged`, session.refresh_token]) {
      expect((await isAuthenticated(token).expect(200)).body).toEqual({ LogonResult: 1, ApplicationData: [] });
    }
    await request(platform.server)
      .get(LOGOUT_PATH)
      .set('Cookie', `ContensisCMSUserName=${encodeURIComponent(session.classicToken)}`)
      .expect(200);
    expect((await isAuthenticated(session.classicToken).expect(200)).body.LogonResult).toBe(1);
  });

  it('answers 400 JSON for a body that is not JSON or has no securityToken, 405 for other methods', async () => {
    for (const body of ['not json', '{}', '{"securityToken":42}']) {
      const res = await request(platform.server).post(IS_AUTHENTICATED_PATH).set('Content-Type', 'application/json').send(body).expect(400);
      expect(res.body).toMatchObject({ type: 'error', logId: expect.any(String) });
    }
    await request(platform.server).get(IS_AUTHENTICATED_PATH).expect(405);
  });
});

describe('logout', () => {
  it('ends the session named by the bearer token: refresh, classic and bearer tokens all stop working', async () => {
    const session = await signIn(platform.server, ADA.username, ADA.password);
    const res = await request(platform.server).get(LOGOUT_PATH).set('Authorization', `Bearer ${session.access_token}`).expect(200);
    expect(res.body).toEqual({ loggedOut: true });
    await refresh(session.refresh_token).expect(400);
    expect((await isAuthenticated(session.classicToken)).body.LogonResult).toBe(1);
    await request(platform.server).get(`${API}/entries/about`).set('Authorization', `Bearer ${session.access_token}`).expect(401);
  });

  it('ends the session named by the RefreshToken cookie, and leaves other sessions alone', async () => {
    const ended = await signIn(platform.server, ADA.username, ADA.password);
    const other = await signIn(platform.server, ADA.username, ADA.password);
    await request(platform.server)
      .get(LOGOUT_PATH)
      .set('Cookie', `other=1; RefreshToken=${encodeURIComponent(ended.refresh_token)}`)
      .expect(200);
    await refresh(ended.refresh_token).expect(400);
    await refresh(other.refresh_token).expect(200);
  });

  it('is idempotent: the same answer with nothing to end, an ended session or a malformed cookie', async () => {
    const session = await signIn(platform.server, ADA.username, ADA.password);
    const cookie = `ContensisCMSUserName=${encodeURIComponent(session.classicToken)}`;
    for (const headers of [{ Cookie: cookie }, { Cookie: cookie }, {}, { Cookie: 'RefreshToken=%E0%A4%A' }]) {
      const res = await request(platform.server).get(LOGOUT_PATH).set(headers).expect(200);
      expect(res.body).toEqual({ loggedOut: true });
    }
  });

  it('sends a browser back to an allowed post_logout_redirect_uri with its state, and refuses other targets without signing out', async () => {
    const session = await signIn(platform.server, ADA.username, ADA.password);
    const bearer = { Authorization: `Bearer ${session.access_token}` };
    const refused = await request(platform.server)
      .get('/authenticate/logout?post_logout_redirect_uri=https%3A%2F%2Fevil.example%2F')
      .set(bearer)
      .expect(400);
    expect(refused.headers['content-type']).toMatch(/^text\/html/);
    expect(refused.headers.location).toBeUndefined();
    await refresh(session.refresh_token).expect(200);

    const target = encodeURIComponent('http://localhost:3000/account/login?from=logout');
    const res = await request(platform.server)
      .get(`/authenticate/logout?post_logout_redirect_uri=${target}&state=s1`)
      .set(bearer)
      .expect(303);
    expect(res.headers.location).toBe('http://localhost:3000/account/login?from=logout&state=s1');
    await refresh(session.refresh_token).expect(400);
  });

  it('shows a browser a signed-out page when no redirect is asked for', async () => {
    const res = await request(platform.server).get('/authenticate/logout').expect(200);
    expect(res.headers['content-type']).toMatch(/^text\/html/);
    expect(res.text).toContain('You have signed out');
  });
});
