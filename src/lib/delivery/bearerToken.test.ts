// Client credentials (contensis-api.md §2.1, §4): token request shape, reuse, renewal 60 s early,
// one request in flight, and failures.
import { createDeliveryClient } from './client';
import { fittingAnswer, json, recordingFetch, type RecordedCall } from './testHelpers';

const SCOPE =
  'Security_Administrator ContentType_Read ContentType_Write ContentType_Delete Entry_Read Entry_Write Entry_Delete Project_Read Project_Write Project_Delete Workflow_Administrator';

let clientCounter = 0;

/** Each test uses its own client id, as token sources are shared per credentials. */
function setup(tokenAnswer: (call: RecordedCall, n: number) => Response | Promise<Response>) {
  let tokenCalls = 0;
  const fetchFn = recordingFetch((call) =>
    call.url.endsWith('/authenticate/connect/token') ? tokenAnswer(call, ++tokenCalls) : json(fittingAnswer(call.url)),
  );
  clientCounter += 1;
  const config = {
    projectId: 'myProject',
    rootUrl: 'http://my-website.com/',
    clientType: 'client_credentials' as const,
    clientDetails: { clientId: `client-${clientCounter}`, clientSecret: 'YYYYYY' },
    fetchFn,
    cache: false as const,
  };
  return { client: createDeliveryClient(config), config, fetchFn, tokenCalls: () => tokenCalls };
}

afterEach(() => jest.restoreAllMocks());

describe('client credentials', () => {
  it('fetches a token with the form-encoded grant, then sends it as a bearer', async () => {
    const { client, fetchFn, config } = setup(() => json({ access_token: 'ZZZZZZ', expires_in: 3600 }));
    await client.contentTypes.get('movie');
    expect(fetchFn.calls).toHaveLength(2);
    const [token, call] = fetchFn.calls;
    expect(token.url).toBe('http://my-website.com/authenticate/connect/token');
    expect(token.method).toBe('POST');
    expect(token.headers).toEqual({ 'Content-Type': 'application/x-www-form-urlencoded;charset=UTF-8' });
    expect(Object.fromEntries(new URLSearchParams(token.body))).toEqual({
      scope: SCOPE,
      grant_type: 'client_credentials',
      client_id: config.clientDetails.clientId,
      client_secret: 'YYYYYY',
    });
    expect(token.body?.startsWith('scope=Security_Administrator%20ContentType_Read')).toBe(true);
    expect(call.url).toBe('http://my-website.com/api/delivery/projects/myProject/contentTypes/movie');
    expect(call.init).toMatchObject({
      method: 'GET',
      mode: 'cors',
      headers: { Authorization: 'Bearer ZZZZZZ', Accept: 'application/json', 'Content-Type': 'application/json' },
    });
    expect(call.headers.accessToken).toBeUndefined();
  });

  it('reuses the token until 60 s before it expires, then renews it', async () => {
    let clock = 1_000_000;
    jest.spyOn(Date, 'now').mockImplementation(() => clock);
    const { client, fetchFn, tokenCalls } = setup((_call, n) => json({ access_token: `T${n}`, expires_in: 600 }));
    await client.project.get();
    clock += 539_000; // 61 s before expiry: still valid
    await client.project.get();
    expect(tokenCalls()).toBe(1);
    clock += 1_000; // 60 s before expiry: renewed
    await client.project.get();
    expect(tokenCalls()).toBe(2);
    const bearers = fetchFn.calls.filter((c) => !c.url.includes('/authenticate/')).map((c) => c.headers.Authorization);
    expect(bearers).toEqual(['Bearer T1', 'Bearer T1', 'Bearer T2']);
  });

  it('shares the token between clients with the same credentials', async () => {
    const { client, config, tokenCalls } = setup(() => json({ access_token: 'shared', expires_in: 3600 }));
    await client.project.get();
    await createDeliveryClient(config).project.get();
    await client.withContext({}).project.get();
    expect(tokenCalls()).toBe(1);
  });

  it('sends one token request however many calls wait for it', async () => {
    let release: () => void = () => undefined;
    const gate = new Promise<void>((resolve) => (release = resolve));
    const { client, tokenCalls, fetchFn } = setup(async () => {
      await gate;
      return json({ access_token: 'ONE', expires_in: 3600 });
    });
    const calls = [client.project.get(), client.entries.get('a'), client.nodes.getRoot(), client.entries.list()];
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(tokenCalls()).toBe(1);
    release();
    await Promise.all(calls);
    expect(tokenCalls()).toBe(1);
    expect(fetchFn.calls.filter((c) => c.headers.Authorization === 'Bearer ONE')).toHaveLength(4);
  });

  it("rejects every waiting call with the server's error field, and retries on the next call", async () => {
    const { client, tokenCalls } = setup((_call, n) =>
      n === 1 ? json({ error: 'invalid_client' }, 400) : json({ access_token: 'OK', expires_in: 3600 }),
    );
    const results = await Promise.allSettled([client.project.get(), client.entries.get('a')]);
    expect(results.map((r) => r.status)).toEqual(['rejected', 'rejected']);
    for (const r of results) {
      const reason = (r as PromiseRejectedResult).reason as Error;
      expect(reason).toBeInstanceOf(Error);
      expect(reason.message).toBe('invalid_client');
      expect(reason.name).toBe('ContensisAuthenticationError');
    }
    expect(tokenCalls()).toBe(1);
    await expect(client.project.get()).resolves.toEqual({ ok: true });
    expect(tokenCalls()).toBe(2);
  });

  it('uses the body as the message when there is no error field', async () => {
    const { client } = setup(() => new Response('Service unavailable', { status: 503 }));
    await expect(client.project.get()).rejects.toThrow(/^Service unavailable$/);
    const { client: second } = setup(() => json({ message: 'nope' }, 401));
    await expect(second.project.get()).rejects.toThrow('{"message":"nope"}');
  });

  it("fails with 'Network request failed' when the token endpoint is unreachable", async () => {
    const { client } = setup(() => Promise.reject(new TypeError('fetch failed')));
    await expect(client.project.get()).rejects.toThrow(/^Network request failed$/);
  });

  it("lets a waiting call abort with 'Aborted' without cancelling the shared token request", async () => {
    let release: () => void = () => undefined;
    const gate = new Promise<void>((resolve) => (release = resolve));
    const { client, tokenCalls } = setup(async () => {
      await gate;
      return json({ access_token: 'LATE', expires_in: 3600 });
    });
    const controller = new AbortController();
    const aborted = client.project.get({ signal: controller.signal });
    const waiting = client.entries.get('a');
    controller.abort();
    await expect(aborted).rejects.toThrow(/^Aborted$/);
    release();
    await expect(waiting).resolves.toEqual(fittingAnswer('http://my-website.com/api/delivery/projects/myProject/entries/a'));
    expect(tokenCalls()).toBe(1);
  });

  it('uses an access token instead of client credentials when both are given', async () => {
    const fetchFn = recordingFetch(() => json({}));
    const client = createDeliveryClient({
      projectId: 'p',
      rootUrl: 'http://cms.test',
      accessToken: 'XXXXXX',
      clientType: 'client_credentials',
      clientDetails: { clientId: 'c', clientSecret: 's' },
      fetchFn,
    });
    await client.project.get();
    expect(fetchFn.calls).toHaveLength(1);
    expect(fetchFn.calls[0].headers.accessToken).toBe('XXXXXX');
  });
});
