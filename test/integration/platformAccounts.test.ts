// The site's calls to the platform's authentication and security APIs, against the local platform (sample pack) and,
// for answers the platform never gives, small servers of our own. Every call the site makes is recorded as sent.
import { createServer, type RequestListener, type Server } from 'node:http';
import { ADA, ADMIN_CLIENT, accountsServer, close, listen, type AccountsServer } from '../../platform/test-fixtures/samplePlatform';
import type { FetchFn } from '../../src/lib/delivery';
import { createPlatformAccounts, PlatformAccountError } from '../../server/account/platformAccounts';

interface Sent {
  url: string;
  method: string;
  headers: Record<string, string>;
  body: string;
}

/** Node's fetch, recording what the site sends. */
function recordingFetch(): { fetchFn: FetchFn; sent: Sent[] } {
  const sent: Sent[] = [];
  const fetchFn: FetchFn = (input, init = {}) => {
    sent.push({
      url: input,
      method: init.method ?? 'GET',
      headers: { ...(init.headers as Record<string, string>) },
      body: typeof init.body === 'string' ? init.body : '',
    });
    return fetch(input, init);
  };
  return { fetchFn, sent };
}

const RESOURCE_SCOPES =
  'Security_Administrator ContentType_Read ContentType_Write ContentType_Delete Entry_Read Entry_Write Entry_Delete Project_Read Project_Write Project_Delete Workflow_Administrator';

describe('the platform accounts client, against the local platform', () => {
  let platform: AccountsServer;
  let url: string;
  beforeAll(async () => {
    platform = await accountsServer();
    url = await listen(platform.server);
  });
  afterAll(async () => {
    await close(platform.server);
    platform.close();
  });

  const client = () => {
    const recorded = recordingFetch();
    return {
      ...recorded,
      accounts: createPlatformAccounts({ cmsUrl: url, fetchFn: recorded.fetchFn, timeoutMs: 5000, adminClient: ADMIN_CLIENT }),
    };
  };
  const tokenForms = (sent: Sent[]) =>
    sent
      .filter((call) => call.url.endsWith('/authenticate/connect/token'))
      .map((call) => Object.fromEntries(new URLSearchParams(call.body)));

  it('asks for the resource scopes on every token request, user logins adding openid offline_access (spec 6)', async () => {
    const { accounts, sent } = client();
    const signedIn = await accounts.signIn(ADA.username, ADA.password);
    await accounts.refresh(signedIn.refreshToken as string);
    await accounts.findUser('ada');
    const forms = tokenForms(sent);
    expect(forms.map((form) => [form.grant_type, form.scope])).toEqual([
      ['contensis_classic', `openid offline_access ${RESOURCE_SCOPES}`],
      ['contensis_classic_refresh_token', `openid offline_access ${RESOURCE_SCOPES}`],
      ['client_credentials', RESOURCE_SCOPES],
    ]);
    expect(
      sent
        .filter((call) => call.url.endsWith('/authenticate/connect/token'))
        .every((call) => call.headers['content-type'].startsWith('application/x-www-form-urlencoded')),
    ).toBe(true);
  });

  it('sends every password in one Unicode form (NFKC), so it is the same password however it was typed', async () => {
    const { accounts, sent } = client();
    await accounts.signIn('someone', 'cafe\u0301 ｌａｎｔｅｒｎ').catch(() => null);
    await accounts.changePassword('someone', { new: 'cafe\u0301 ｍｏｓｓ', existing: 'cafe\u0301 ｌａｎｔｅｒｎ' }).catch(() => null);
    await accounts
      .createUser({ email: 'someone@example.org', credentials: { password: 'cafe\u0301 ｍｏｓｓ' } }, { suspended: true })
      .catch(() => null);
    expect(tokenForms(sent)[0].password).toBe('caf\u00e9 lantern');
    const bodies = sent
      .filter((call) => call.url.includes('/api/security/users'))
      .map((call) => JSON.parse(call.body) as Record<string, unknown>);
    expect(bodies).toEqual([
      { new: 'caf\u00e9 moss', existing: 'caf\u00e9 lantern' },
      expect.objectContaining({ credentials: { password: 'caf\u00e9 moss' } }),
    ]);
  });

  it('reads expires_in, the refresh token and the classic token header of a sign-in', async () => {
    const { accounts } = client();
    const tokens = await accounts.signIn(ADA.username, ADA.password);
    expect(tokens).toEqual({
      accessToken: expect.any(String),
      expiresIn: 3600,
      refreshToken: expect.any(String),
      classicToken: expect.any(String),
    });
  });

  it("describes a refused sign-in by the token endpoint's error field (spec 8)", async () => {
    const { accounts } = client();
    const refused = await accounts.signIn(ADA.username, 'not the password').catch((error: unknown) => error);
    expect(refused).toBeInstanceOf(PlatformAccountError);
    expect(refused).toMatchObject({ status: 400, message: 'invalid_grant', code: 'invalid_grant' });
  });

  it('loads the groups with inherited ones, 100 to a page (spec 6)', async () => {
    const { accounts, sent } = client();
    const tokens = await accounts.signIn(ADA.username, ADA.password);
    const user = await accounts.currentUser(tokens.accessToken);
    const groups = await accounts.groups(tokens.accessToken, user.id);
    expect(groups.map((group) => group.name)).toEqual(['Editors', 'Members', 'Staff']);
    const groupsCall = new URL(sent[sent.length - 1].url);
    expect(groupsCall.pathname).toBe('/api/security/users/u-ada/groups');
    expect(Object.fromEntries(groupsCall.searchParams)).toEqual({ includeInherited: 'true', pageIndex: '0', pageSize: '100' });
  });

  it('exchanges a security token for the refresh token the platform keeps under ContensisSecurityRefreshToken, URL-encoded in the JSON', async () => {
    const { accounts, sent } = client();
    const tokens = await accounts.signIn(ADA.username, ADA.password);
    expect(await accounts.exchangeSecurityToken(tokens.classicToken as string)).toEqual({ refreshToken: tokens.refreshToken, nonce: null });
    expect(JSON.parse(sent[sent.length - 1].body)).toEqual({ securityToken: encodeURIComponent(tokens.classicToken as string) });
    await expect(accounts.exchangeSecurityToken('made-up.token')).rejects.toMatchObject({
      status: 401,
      message: 'Security token is invalid',
    });
  });

  it('signs out with the session cookies the platform knows (only the user name and refresh cookies)', async () => {
    const { accounts, sent } = client();
    const tokens = await accounts.signIn(ADA.username, ADA.password);
    await accounts.logout({ classicToken: tokens.classicToken, refreshToken: tokens.refreshToken });
    expect(sent[sent.length - 1].headers.cookie).toBe(
      `ContensisCMSUserName=${encodeURIComponent(tokens.classicToken as string)}; RefreshToken=${encodeURIComponent(tokens.refreshToken as string)}`,
    );
    await expect(accounts.refresh(tokens.refreshToken as string)).rejects.toMatchObject({ status: 400, message: 'invalid_grant' });
  });
});

describe('the spec 8 messages of answers the local platform never gives', () => {
  const servers: Server[] = [];
  afterAll(async () => {
    await Promise.all(servers.map(close));
  });

  async function platformAnswering(listener: RequestListener) {
    const server = createServer(listener);
    servers.push(server);
    const url = await listen(server);
    return createPlatformAccounts({ cmsUrl: url, fetchFn: (input, init) => fetch(input, init), timeoutMs: 5000, adminClient: null });
  }

  it("'Fetch credentials error {status} {statusText}' when the security-token call is not OK", async () => {
    const accounts = await platformAnswering((_req, res) =>
      res.writeHead(502, 'Bad Gateway', { 'content-type': 'application/json' }).end('{}'),
    );
    await expect(accounts.exchangeSecurityToken('abc')).rejects.toMatchObject({
      status: 502,
      message: 'Fetch credentials error 502 Bad Gateway',
    });
  });

  it("'Fetch credentials: Unable to find ContensisSecurityRefreshToken' when the answer lacks it", async () => {
    const accounts = await platformAnswering((_req, res) =>
      res
        .writeHead(200, { 'content-type': 'application/json' })
        .end(JSON.stringify({ LogonResult: 0, ApplicationData: [{ Key: 'Other', Value: 'x' }] })),
    );
    await expect(accounts.exchangeSecurityToken('abc')).rejects.toMatchObject({
      message: 'Fetch credentials: Unable to find ContensisSecurityRefreshToken',
    });
  });

  it("'Failed to fetch credentials' when nothing answers the security-token call", async () => {
    const server = createServer();
    const url = await listen(server);
    await close(server);
    const accounts = createPlatformAccounts({
      cmsUrl: url,
      fetchFn: (input, init) => fetch(input, init),
      timeoutMs: 5000,
      adminClient: null,
    });
    await expect(accounts.exchangeSecurityToken('abc')).rejects.toMatchObject({ message: 'Failed to fetch credentials', unanswered: true });
  });

  it('a token refusal without an error field is described by the whole body', async () => {
    const accounts = await platformAnswering((_req, res) =>
      res.writeHead(401, { 'content-type': 'application/json' }).end('{"message":"Unknown client"}'),
    );
    await expect(accounts.signIn('ada', 'x')).rejects.toMatchObject({ status: 401, message: '{"message":"Unknown client"}' });
  });
});
