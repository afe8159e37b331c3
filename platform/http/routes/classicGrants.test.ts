import request from 'supertest';
import { CLASSIC_TOKEN_HEADER } from '../../../contract';
import { ADA, API, accountsServer, type AccountsServer } from '../../test-fixtures/samplePlatform';
import { ALL_RESOURCE_SCOPES, signIn, tokenRequest } from '../../test-fixtures/signIn';

// POST /authenticate/connect/token with the classic grants, through the platform handler and its user store.

let platform: AccountsServer;
beforeEach(async () => {
  platform = await accountsServer({ accountSettings: { lockAfter: 3 } });
});
afterEach(() => platform.close());

const classic = (username: string, password: string, scope = `openid offline_access ${ALL_RESOURCE_SCOPES}`) =>
  tokenRequest(platform.server, { grant_type: 'contensis_classic', username, password, scope });

describe('the contensis_classic grant', () => {
  it('signs a user in by username or email: bearer, numeric expiry, refresh token, read scopes and the classic token header', async () => {
    const res = await classic(ADA.username, ADA.password).expect(200);
    expect(res.headers['content-type']).toMatch(/^application\/json/);
    expect(res.headers['cache-control']).toBe('no-store');
    expect(res.body).toEqual({
      access_token: expect.any(String),
      expires_in: 3600,
      token_type: 'Bearer',
      refresh_token: expect.any(String),
      // Users never get write scopes or Security_Administrator, whatever they ask for.
      scope: 'openid offline_access ContentType_Read Entry_Read Project_Read',
    });
    expect(res.headers[CLASSIC_TOKEN_HEADER]).toEqual(expect.any(String));
    expect(res.headers['access-control-expose-headers']).toContain(CLASSIC_TOKEN_HEADER);
    await classic('ADA@example.com', ADA.password).expect(200);
  });

  it('answers the scopes it granted: openid offline_access always, resource scopes as asked', async () => {
    expect((await classic(ADA.username, ADA.password, 'Entry_Read').expect(200)).body.scope).toBe('openid offline_access Entry_Read');
    expect((await classic(ADA.username, ADA.password, '').expect(200)).body.scope).toBe(
      'openid offline_access ContentType_Read Entry_Read Project_Read',
    );
  });

  it('answers an unknown user and a wrong password exactly alike', async () => {
    const unknown = await classic('nobody', ADA.password).expect(400);
    const wrong = await classic(ADA.username, 'not the password').expect(400);
    expect(unknown.body).toEqual({ error: 'invalid_grant', error_description: 'The username or password is incorrect' });
    expect(wrong.body).toEqual(unknown.body);
    expect(wrong.headers[CLASSIC_TOKEN_HEADER]).toBeUndefined();
  });

  it('refuses suspended and locked accounts, telling why only to someone who knows the password', async () => {
    expect((await classic('cara', 'third seed').expect(400)).body).toEqual({
      error: 'invalid_grant',
      error_description: 'This account is suspended',
    });
    expect((await classic('bill', 'another seed').expect(400)).body).toEqual({
      error: 'invalid_grant',
      error_description: 'This account is locked after too many failed sign-ins',
    });
    expect((await classic('bill', 'guess').expect(400)).body.error_description).toBe('The username or password is incorrect');
  });

  it('locks an account after the configured number of wrong passwords in a row', async () => {
    await classic(ADA.username, 'guess 1').expect(400);
    await classic(ADA.username, ADA.password).expect(200);
    for (const guess of ['guess 2', 'guess 3', 'guess 4']) await classic(ADA.username, guess).expect(400);
    const locked = await classic(ADA.username, ADA.password).expect(400);
    expect(locked.body.error_description).toBe('This account is locked after too many failed sign-ins');
    expect(platform.store.find('ada')).toMatchObject({ locked: true, failedLoginAttempts: 4, successfulLoginAttempts: 1 });
  });

  it('answers invalid_request without a username or password', async () => {
    expect((await tokenRequest(platform.server, { grant_type: 'contensis_classic', username: 'ada' }).expect(400)).body.error).toBe(
      'invalid_request',
    );
  });

  it("gives a bearer token that reads content as the user, but never drafts without the site's token", async () => {
    const { access_token: token } = await signIn(platform.server, ADA.username, ADA.password);
    await request(platform.server).get(`${API}/entries/about`).set('Authorization', `Bearer ${token}`).expect(200);
    await request(platform.server).get(`${API}/nodes/staff`).set('Authorization', `Bearer ${token}`).expect(200);
    await request(platform.server).get(`${API}/entries/about?versionStatus=latest`).set('Authorization', `Bearer ${token}`).expect(401);
  });
});

describe('the contensis_classic_refresh_token grant', () => {
  const refresh = (token: string, scope?: string) =>
    tokenRequest(platform.server, { grant_type: 'contensis_classic_refresh_token', refresh_token: token, ...(scope ? { scope } : {}) });

  it('answers a new bearer token and a new refresh token for a live refresh token, keeping the classic token', async () => {
    const session = await signIn(platform.server, ADA.username, ADA.password);
    const res = await refresh(session.refresh_token, 'openid offline_access Entry_Read').expect(200);
    expect(res.body).toMatchObject({
      token_type: 'Bearer',
      expires_in: 3600,
      refresh_token: expect.any(String),
      scope: 'openid offline_access Entry_Read',
    });
    expect(res.body.refresh_token).not.toBe(session.refresh_token);
    expect(res.headers[CLASSIC_TOKEN_HEADER]).toBe(session.classicToken);
    await request(platform.server).get(`${API}/nodes/staff`).set('Authorization', `Bearer ${res.body.access_token}`).expect(200);
    const next = await refresh(res.body.refresh_token).expect(200);
    expect(next.body.refresh_token).not.toBe(res.body.refresh_token);
  });

  it('revokes the whole sign-in when a replaced refresh token is used again: every refresh and bearer token descended from it', async () => {
    let now = Date.now();
    const clocked = await accountsServer({ now: () => now });
    const refreshAt = (token: string) =>
      tokenRequest(clocked.server, { grant_type: 'contensis_classic_refresh_token', refresh_token: token });
    try {
      const session = await signIn(clocked.server, ADA.username, ADA.password);
      const rotated = (await refreshAt(session.refresh_token).expect(200)).body;
      now += 60_000;
      // A thief replays the refresh token they copied before it was replaced.
      expect((await refreshAt(session.refresh_token).expect(400)).body.error).toBe('invalid_grant');
      expect((await refreshAt(rotated.refresh_token).expect(400)).body.error).toBe('invalid_grant');
      await request(clocked.server).get(`${API}/nodes/staff`).set('Authorization', `Bearer ${rotated.access_token}`).expect(401);
      await request(clocked.server).get(`${API}/nodes/staff`).set('Authorization', `Bearer ${session.access_token}`).expect(401);
      // Another sign-in of the same user is a family of its own, untouched.
      const other = await signIn(clocked.server, ADA.username, ADA.password);
      await refreshAt(other.refresh_token).expect(200);
    } finally {
      clocked.close();
    }
  });

  it('gives two refreshes with the same token at once (two tabs) the same new refresh token, signing nobody out', async () => {
    const session = await signIn(platform.server, ADA.username, ADA.password);
    const [first, second] = await Promise.all([refresh(session.refresh_token).expect(200), refresh(session.refresh_token).expect(200)]);
    expect(second.body.refresh_token).toBe(first.body.refresh_token);
    await refresh(first.body.refresh_token).expect(200);
  });

  it('refuses unknown, forged, ended and expired refresh tokens with invalid_grant', async () => {
    let now = Date.now();
    const clocked = await accountsServer({ now: () => now });
    try {
      const session = await signIn(clocked.server, ADA.username, ADA.password);
      const [id] = session.refresh_token.split('.');
      for (const token of ['made-up', `${id}.forged`, session.classicToken]) {
        const res = await tokenRequest(clocked.server, { grant_type: 'contensis_classic_refresh_token', refresh_token: token }).expect(400);
        expect(res.body.error).toBe('invalid_grant');
      }
      // 15 days without use end the session; using it moves that on.
      now += 14 * 24 * 3600_000;
      const renewed = await tokenRequest(clocked.server, {
        grant_type: 'contensis_classic_refresh_token',
        refresh_token: session.refresh_token,
      }).expect(200);
      now += 14 * 24 * 3600_000;
      const again = await tokenRequest(clocked.server, {
        grant_type: 'contensis_classic_refresh_token',
        refresh_token: renewed.body.refresh_token,
      }).expect(200);
      now += 15 * 24 * 3600_000;
      await tokenRequest(clocked.server, { grant_type: 'contensis_classic_refresh_token', refresh_token: again.body.refresh_token }).expect(
        400,
      );
    } finally {
      clocked.close();
    }
  });

  it('stops working once the user is suspended', async () => {
    const session = await signIn(platform.server, ADA.username, ADA.password);
    platform.store.applyAction('u-ada', 'suspend');
    expect((await refresh(session.refresh_token).expect(400)).body.error).toBe('invalid_grant');
  });
});
