import request from 'supertest';
import { USERS_PATH } from '../../../contract';
import { ACCESS_TOKEN, ADA, accountsServer, type AccountsServer } from '../../test-fixtures/samplePlatform';
import { adminBearer, signIn, tokenRequest, type UserSession } from '../../test-fixtures/signIn';

// The security API (/api/security/users) through the platform handler and its user store.

let platform: AccountsServer;
let admin: { Authorization: string };
let ada: UserSession;
let asAda: { Authorization: string };
beforeEach(async () => {
  platform = await accountsServer();
  admin = { Authorization: await adminBearer(platform.server) };
  ada = await signIn(platform.server, ADA.username, ADA.password);
  asAda = { Authorization: `Bearer ${ada.access_token}` };
});
afterEach(() => platform.close());

const api = () => request(platform.server);
const errorShape = { logId: expect.any(String), message: expect.any(String), type: expect.any(String) };
const grace = {
  username: 'grace',
  email: 'grace@example.com',
  firstName: 'Grace',
  lastName: 'Hopper',
  credentials: { password: 'Compiler-Day-1952' },
};

describe('reading users', () => {
  it('answers the signed-in user at @current, without any password or hash', async () => {
    const res = await api().get(`${USERS_PATH}/@current`).set(asAda).expect(200);
    expect(res.body).toMatchObject({
      id: 'u-ada',
      username: 'ada',
      email: 'ada@example.com',
      firstName: 'Ada',
      lastName: 'Lovelace',
      status: { suspended: false, locked: false, passwordResetRequired: false },
      successfulLoginAttempts: 1,
    });
    expect(res.body.credentials).toEqual({ provider: { type: 'Contensis', name: 'Contensis' } });
    expect(res.text).not.toMatch(/seed password|scrypt|hash/i);
  });

  it('needs a user bearer token for @current: 401 without a valid one, 403 for a client', async () => {
    expect((await api().get(`${USERS_PATH}/@current`).expect(401)).body).toMatchObject(errorShape);
    await api().get(`${USERS_PATH}/@current`).set('accessToken', ACCESS_TOKEN).expect(401);
    await api().get(`${USERS_PATH}/@current`).set('Authorization', 'Bearer not.a.token').expect(401);
    expect((await api().get(`${USERS_PATH}/@current`).set(admin).expect(403)).body).toMatchObject(errorShape);
  });

  it('lets an administrator look anyone up by id, username or email (404 when unknown)', async () => {
    for (const key of ['u-bill', 'BILL', 'bill@example.com'])
      expect(
        (
          await api()
            .get(`${USERS_PATH}/${encodeURIComponent(key)}`)
            .set(admin)
            .expect(200)
        ).body.id,
      ).toBe('u-bill');
    expect((await api().get(`${USERS_PATH}/nobody`).set(admin).expect(404)).body).toMatchObject(errorShape);
  });

  it('lets a user see only themselves, answering 403 alike for other and unknown accounts', async () => {
    await api().get(`${USERS_PATH}/ada@example.com`).set(asAda).expect(200);
    const other = await api().get(`${USERS_PATH}/bill`).set(asAda).expect(403);
    const unknown = await api().get(`${USERS_PATH}/nobody`).set(asAda).expect(403);
    expect(unknown.body.message).toBe(other.body.message);
  });

  it('refuses a client without Security_Administrator', async () => {
    const res = await tokenRequest(platform.server, {
      grant_type: 'client_credentials',
      client_id: 'website-client',
      client_secret: 'website-secret',
    });
    await api().get(`${USERS_PATH}/ada`).set('Authorization', `Bearer ${res.body.access_token}`).expect(403);
  });
});

describe("a user's groups", () => {
  const names = (body: { items: { name: string }[] }) => body.items.map((group) => group.name);

  it('lists direct groups, or inherited ones through parentGroups, as a paged list', async () => {
    const direct = await api().get(`${USERS_PATH}/u-ada/groups`).set(asAda).expect(200);
    expect(names(direct.body)).toEqual(['Editors']);
    const all = await api().get(`${USERS_PATH}/u-ada/groups?includeInherited=true&pageIndex=0&pageSize=100`).set(asAda).expect(200);
    expect(all.body).toMatchObject({ pageIndex: 0, pageSize: 100, totalCount: 3, pageCount: 1 });
    expect(names(all.body)).toEqual(['Editors', 'Members', 'Staff']);
    expect(all.body.items[1]).toEqual({
      id: 'g-members',
      name: 'Members',
      description: 'Signed-in members',
      type: 'contensis',
      custom: {},
      childGroupCount: 1,
    });
  });

  it('pages, orders and excludes', async () => {
    const url = `${USERS_PATH}/@current/groups?includeInherited=true`;
    const first = await api().get(`${url}&pageSize=2`).set(asAda).expect(200);
    expect([first.body.pageCount, names(first.body)]).toEqual([2, ['Editors', 'Members']]);
    expect(names((await api().get(`${url}&pageSize=2&pageIndex=1`).set(asAda).expect(200)).body)).toEqual(['Staff']);
    expect(names((await api().get(`${url}&order=-name`).set(asAda).expect(200)).body)).toEqual(['Staff', 'Members', 'Editors']);
    expect(names((await api().get(`${url}&excludedGroups=staff,g-editors`).set(asAda).expect(200)).body)).toEqual(['Members']);
  });

  it('refuses page sizes over 100 and other out-of-range paging with 400', async () => {
    for (const query of ['pageSize=101', 'pageSize=0', 'pageIndex=-1', 'pageSize=ten', 'order=created']) {
      const res = await api().get(`${USERS_PATH}/u-ada/groups?${query}`).set(asAda);
      expect([query, res.status]).toEqual([query, 400]);
    }
  });

  it('checks membership with HEAD: 204 for any of the groups (inherited counts), 404 for none', async () => {
    await api().head(`${USERS_PATH}/u-ada/groups/Members`).set(asAda).expect(204);
    await api().head(`${USERS_PATH}/ada/groups/Press,g-staff`).set(admin).expect(204);
    await api().head(`${USERS_PATH}/u-ada/groups/Press`).set(asAda).expect(404);
    await api().head(`${USERS_PATH}/u-bill/groups/Press`).set(asAda).expect(403);
  });
});

describe('registering users', () => {
  it('creates a user (201, Location) who can then sign in', async () => {
    const res = await api().post(USERS_PATH).set(admin).send(grace).expect(201);
    expect(res.body).toMatchObject({ username: 'grace', email: 'grace@example.com', firstName: 'Grace', status: { suspended: false } });
    expect(res.headers.location).toBe(`${USERS_PATH}/${res.body.id}`);
    expect(res.text).not.toContain('Compiler-Day-1952');
    await signIn(platform.server, 'grace@example.com', 'Compiler-Day-1952');
  });

  it('uses the email as the username when none is given, and creates suspended users on ?suspended=true', async () => {
    const { username, ...withoutUsername } = grace;
    expect(username).toBe('grace');
    const res = await api().post(`${USERS_PATH}?suspended=true`).set(admin).send(withoutUsername).expect(201);
    expect(res.body).toMatchObject({ username: 'grace@example.com', status: { suspended: true } });
    expect(
      (
        await tokenRequest(platform.server, {
          grant_type: 'contensis_classic',
          username: 'grace@example.com',
          password: 'Compiler-Day-1952',
        })
      ).status,
    ).toBe(400);
  });

  it('answers 409 when the username or email is taken', async () => {
    const taken = await api()
      .post(USERS_PATH)
      .set(admin)
      .send({ ...grace, username: 'ADA' })
      .expect(409);
    expect(taken.body).toMatchObject({ ...errorShape, message: 'A user with this username already exists' });
    const email = await api()
      .post(USERS_PATH)
      .set(admin)
      .send({ ...grace, email: 'ada@example.com' })
      .expect(409);
    expect(email.body.message).toBe('A user with this email already exists');
  });

  it('answers 422 Validation with a message per field', async () => {
    const res = await api()
      .post(USERS_PATH)
      .set(admin)
      .send({ ...grace, email: 'not-an-email', credentials: { password: 'grace-hopper' } })
      .expect(422);
    expect(res.body).toMatchObject({ ...errorShape, type: 'Validation', message: 'The user is not valid' });
    expect(res.body.data).toEqual([
      { field: 'email', message: 'Enter an email address in the correct format, like name@example.com' },
      { field: 'credentials.password', message: 'The password must not contain your name, username or email address' },
    ]);
    for (const password of ['Short1!', 'Password123!', '']) {
      const weak = await api()
        .post(USERS_PATH)
        .set(admin)
        .send({ ...grace, credentials: { password } })
        .expect(422);
      expect(weak.body.data[0].field).toBe('credentials.password');
    }
    await api()
      .post(USERS_PATH)
      .set(admin)
      .send({ ...grace, credentials: { password: 'a long passphrase of plain words' } })
      .expect(201);
  });

  it('needs an administrator client: 401 without a token, 403 for users and other clients; 400 for a body that is not JSON', async () => {
    await api().post(USERS_PATH).send(grace).expect(401);
    await api().post(USERS_PATH).set(asAda).send(grace).expect(403);
    await api().post(USERS_PATH).set(admin).set('Content-Type', 'application/json').send('{"email":').expect(400);
    await api().post(USERS_PATH).set(admin).send([grace]).expect(400);
  });
});

describe('changing a password', () => {
  const passwordUrl = `${USERS_PATH}/u-ada/credentials/password`;

  it('lets a user change their own password; every session of theirs ends', async () => {
    const res = await api().post(passwordUrl).set(asAda).send({ existing: ADA.password, new: 'Orchid-Walk-2026' }).expect(200);
    expect(res.text).toBe('');
    await tokenRequest(platform.server, { grant_type: 'contensis_classic_refresh_token', refresh_token: ada.refresh_token }).expect(400);
    await api().get(`${USERS_PATH}/@current`).set(asAda).expect(401);
    await signIn(platform.server, 'ada', 'Orchid-Walk-2026');
  });

  it('answers 409 for a wrong existing password and 422 for a missing one or a new one against the policy', async () => {
    expect((await api().post(passwordUrl).set(asAda).send({ existing: 'wrong', new: 'Orchid-Walk-2026' }).expect(409)).body).toMatchObject(
      errorShape,
    );
    expect((await api().post(passwordUrl).set(asAda).send({ new: 'Orchid-Walk-2026' }).expect(422)).body.data).toEqual([
      { field: 'existing', message: 'Enter your current password' },
    ]);
    const weak = await api().post(passwordUrl).set(asAda).send({ existing: ADA.password, new: 'lovelace1' }).expect(422);
    expect(weak.body).toMatchObject({
      type: 'Validation',
      data: [
        { field: 'new', message: expect.any(String) },
        { field: 'new', message: expect.any(String) },
      ],
    });
    await signIn(platform.server, ADA.username, ADA.password);
  });

  it('refuses the same password again', async () => {
    await api().post(passwordUrl).set(asAda).send({ existing: 'Orchid-Walk-2026', new: 'Orchid-Walk-2026' }).expect(409);
    await platform.store.setPassword('u-ada', 'Orchid-Walk-2026');
    const session = await signIn(platform.server, ADA.username, 'Orchid-Walk-2026');
    const res = await api()
      .post(passwordUrl)
      .set('Authorization', `Bearer ${session.access_token}`)
      .send({ existing: 'Orchid-Walk-2026', new: 'Orchid-Walk-2026' })
      .expect(422);
    expect(res.body.data).toContainEqual({ field: 'new', message: 'The new password must be different from the current one' });
  });

  it("lets an administrator set a password without the existing one; a user may not change anyone else's", async () => {
    await api().post(`${USERS_PATH}/bill/credentials/password`).set(admin).send({ new: 'Press-Room-2026' }).expect(200);
    await api().post(`${USERS_PATH}/bill/credentials/password`).set(asAda).send({ existing: 'x', new: 'Press-Room-2027' }).expect(403);
  });
});

describe('user actions', () => {
  const action = (key: string, type: string, auth = admin) => api().post(`${USERS_PATH}/${key}/actions`).set(auth).send({ type });

  it('suspends (ending sessions) and unsuspends', async () => {
    expect((await action('ada', 'suspend').expect(200)).body.status).toMatchObject({ suspended: true, active: false });
    await api().get(`${USERS_PATH}/@current`).set(asAda).expect(401);
    await action('ada', 'unsuspend').expect(200);
    await signIn(platform.server, ADA.username, ADA.password);
  });

  it('unlocks a locked account and forces a password reset', async () => {
    await action('bill', 'unlock').expect(200);
    await signIn(platform.server, 'bill', 'another seed');
    expect((await action('bill', 'forcePasswordReset').expect(200)).body.status.passwordResetRequired).toBe(true);
  });

  it('answers 422 for an unknown action, 404 for an unknown user and 403 to users', async () => {
    expect((await action('ada', 'delete').expect(422)).body).toMatchObject({
      type: 'Validation',
      data: [{ field: 'type', message: expect.any(String) }],
    });
    await action('nobody', 'suspend').expect(404);
    await action('ada', 'suspend', asAda).expect(403);
  });
});

describe('updating a user (PATCH, merge patch)', () => {
  const patch = (key: string, body: Record<string, unknown>, auth = admin) =>
    api()
      .patch(`${USERS_PATH}/${key}`)
      .set(auth)
      .set('content-type', 'application/merge-patch+json; charset=utf-8')
      .send(JSON.stringify(body));

  it("changes an administrator's given names and keeps the rest", async () => {
    const res = await patch('ada', { firstName: 'Augusta' }).expect(200);
    expect(res.body).toMatchObject({ firstName: 'Augusta', lastName: 'Lovelace', username: 'ada' });
    expect((await patch('ada', { lastName: null }).expect(200)).body).toMatchObject({ firstName: 'Augusta', lastName: '' });
  });

  it('merges custom data: a key set to null goes, the others stay', async () => {
    await patch('ada', { custom: { a: 1, b: { c: 2 } } }).expect(200);
    expect((await patch('ada', { custom: { a: null, b: { d: 3 } } }).expect(200)).body.custom).toEqual({ b: { c: 2, d: 3 } });
  });

  it('refuses other fields with 422, 404 for an unknown user and 403 to users', async () => {
    expect((await patch('ada', { email: 'someone@example.org' }).expect(422)).body.data).toEqual([
      { field: 'email', message: expect.any(String) },
    ]);
    await patch('nobody', { firstName: 'X' }).expect(404);
    await patch('ada', { firstName: 'X' }, asAda).expect(403);
  });
});
