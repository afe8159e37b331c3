// Spec 7: a staff user's environments, from a listing called with their security token; nobody else's.
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import request from 'supertest';
import { PUBLIC_HOST, startTestSite } from './support/site';

let listing: http.Server;
let listingUrl: string;
const calls: (string | undefined)[] = [];

beforeAll(async () => {
  listing = http.createServer((req, res) => {
    calls.push(req.headers['x-security-token'] as string | undefined);
    res.setHeader('content-type', 'application/json');
    res.end(
      JSON.stringify([
        { name: 'Garden live', url: 'https://cms-garden.example/' },
        { name: 'Bad', url: 'javascript:alert(1)' },
      ]),
    );
  });
  await new Promise<void>((resolve) => listing.listen(0, '127.0.0.1', resolve));
  listingUrl = `http://127.0.0.1:${(listing.address() as AddressInfo).port}/my-environments`;
});
afterAll(() => new Promise((resolve) => listing.close(resolve)));

async function signedIn(app: Parameters<typeof request.agent>[0], username: string, password: string) {
  const agent = request.agent(app);
  const { body } = await agent.get('/account/session').set('host', PUBLIC_HOST);
  await agent.post('/account/login').set('host', PUBLIC_HOST).set('x-csrf-token', body.csrfToken).send({ username, password }).expect(200);
  return agent;
}

it("lists a staff user's environments, sending the listing their security token, and only well-formed links", async () => {
  const site = await startTestSite({ env: { ENVIRONMENTS_URL: listingUrl, STAFF_EMAIL_DOMAIN: 'example.com' } });
  try {
    calls.length = 0;
    const agent = await signedIn(site.app, 'ada', 'Orchid-Walk-2026');
    const res = await agent.get('/account/environments').set('host', PUBLIC_HOST).expect(200);
    expect(res.body).toEqual({ environments: [{ name: 'Garden live', url: 'https://cms-garden.example/' }] });
    expect(res.headers['cache-control']).toBe('private, no-store');
    expect(calls).toHaveLength(1);
    expect(calls[0]).toMatch(/.{20,}/);
    await request(site.app).get('/account/environments').set('host', PUBLIC_HOST).expect(401);
  } finally {
    await site.close();
  }
});

it('calls nothing for users outside the staff domain, nor when no listing is configured', async () => {
  const other = await startTestSite({ env: { ENVIRONMENTS_URL: listingUrl, STAFF_EMAIL_DOMAIN: 'zengenti.com' } });
  const unset = await startTestSite({ env: { STAFF_EMAIL_DOMAIN: 'example.com' } });
  try {
    calls.length = 0;
    const notStaff = await signedIn(other.app, 'ada', 'Orchid-Walk-2026');
    expect((await notStaff.get('/account/environments').set('host', PUBLIC_HOST).expect(200)).body).toEqual({ environments: [] });
    const noListing = await signedIn(unset.app, 'ada', 'Orchid-Walk-2026');
    expect((await noListing.get('/account/environments').set('host', PUBLIC_HOST).expect(200)).body).toEqual({ environments: [] });
    expect(calls).toEqual([]);
  } finally {
    await other.close();
    await unset.close();
  }
});
