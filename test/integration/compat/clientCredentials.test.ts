// Both clients configured with clientType client_credentials and the demo client (content/README.md):
// one token request, then bearer-authorised calls that see the same data as an access token does.
import { list, object, sysOf } from './answers';
import type { RecordedRequest } from './compatClient';
import { readProject } from './demoPack';
import { CLIENT_DETAILS, compatSuite } from './harness';
import { findRecord, nodeAt, searchable, visibleChildren } from './packViews';
import { matchCheck } from './searchCases';

const website = readProject('website');
const HOME = 'bd8f06f5-b600-4c3c-82ce-2d3af53a292d';
const isTokenRequest = (r: RecordedRequest) => new URL(r.url).pathname === '/authenticate/connect/token';

/** Every delivery call carries a bearer token and no access token. */
function expectBearerCalls(sent: RecordedRequest[]): void {
  const calls = sent.filter((r) => !isTokenRequest(r));
  expect(calls.length).toBeGreaterThan(0);
  for (const call of calls) {
    expect(call.headers.authorization).toMatch(/^Bearer [\w-]+\.[\w-]+\.[\w-]+$/);
    expect(call.headers).not.toHaveProperty('accesstoken');
  }
}

compatSuite(
  'client credentials',
  [
    {
      // First case: each client's first call, so it must start with the token request.
      name: 'the first call gets a token with the client credentials grant',
      run: (client) => client.getEntry({ id: HOME }),
      check(answer, sent) {
        expect(isTokenRequest(sent[0])).toBe(true);
        expect(sent[0].method).toBe('POST');
        const form = new URLSearchParams(sent[0].body ?? '');
        expect({ grant: form.get('grant_type'), id: form.get('client_id'), secret: form.get('client_secret') }).toEqual({
          grant: 'client_credentials',
          id: CLIENT_DETAILS.clientId,
          secret: CLIENT_DETAILS.clientSecret,
        });
        expectBearerCalls(sent);
        expect(object(answer).entryTitle).toBe(findRecord(website, HOME).entryTitle);
      },
    },
    {
      name: 'a search reuses the token',
      run: (client) => client.search({ pageSize: 100, where: (op) => [op.equalTo('sys.contentTypeId', 'person')] }),
      check(answer, sent) {
        expect(sent.filter(isTokenRequest)).toEqual([]);
        expectBearerCalls(sent);
        matchCheck(() => searchable(website).filter((e) => e.contentTypeId === 'person'))(answer, sent);
      },
    },
    {
      name: 'ZenQL with a bearer token',
      run: (client) => client.zenql('sys.contentTypeId = listingPage', { pageSize: 100 }),
      check(answer, sent) {
        expectBearerCalls(sent);
        matchCheck(() => searchable(website).filter((e) => e.contentTypeId === 'listingPage'))(answer, sent);
      },
    },
    {
      name: 'nodes with a bearer token',
      run: (client) => client.nodes.children(nodeAt(website, '/').id),
      check(answer, sent) {
        expectBearerCalls(sent);
        expect(list(answer).map((n) => n.path)).toEqual(visibleChildren(website, nodeAt(website, '/')).map((n) => n.path));
        expect(list(answer).map((n) => sysOf(object(n.entry)).id)).toEqual(
          visibleChildren(website, nodeAt(website, '/')).map((n) => n.entryId),
        );
      },
    },
  ],
  { auth: 'clientCredentials' },
);
