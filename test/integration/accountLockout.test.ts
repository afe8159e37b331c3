// Strangers cannot lock an owner out: wrong passwords are counted per account however it is typed, slowed
// with back-off before the platform's own lock is reached, and the owner still signs in and still gets reset emails.
// The site runs in front of a real local platform, behind a trusted proxy (each attempt from an address of its own),
// with a real SMTP sink. Only Date is faked, to step over the back-off waits without waiting.
import { createPlatformAccounts } from '../../server/account/platformAccounts';
import { SIGN_IN_BACKOFF, EMAIL_SPACING_MS } from '../../server/account/limits';
import { firstLink, startSmtpSink, type SmtpSink } from '../support/smtpSink';
import { AccountVisitor } from './support/accountVisitor';
import { startTestSite, type TestSite } from './support/site';

const FREE = SIGN_IN_BACKOFF.anonymous.free;

let sink: SmtpSink;
let site: TestSite;
beforeAll(async () => {
  jest.useFakeTimers({
    doNotFake: [
      'hrtime',
      'nextTick',
      'performance',
      'queueMicrotask',
      'setImmediate',
      'clearImmediate',
      'setInterval',
      'clearInterval',
      'setTimeout',
      'clearTimeout',
    ],
  });
  jest.setSystemTime(Date.parse('2026-06-01T09:00:00Z'));
  sink = await startSmtpSink();
  site = await startTestSite({ env: { TRUST_PROXY: '1', SMTP_URL: sink.url } });
});
afterAll(async () => {
  await site.close();
  await sink.close();
  jest.useRealTimers();
});

const later = (ms: number) => jest.setSystemTime(Date.now() + ms);
let addresses = 0;
/** A stranger from an address no other attempt came from. */
const stranger = () => AccountVisitor.arrive(site.app, { ip: `203.0.113.${(addresses += 1)}` });

/** The account as the platform holds it (its administrator's view). */
async function onThePlatform(user: string) {
  const accounts = createPlatformAccounts({
    cmsUrl: site.platform.url,
    fetchFn: fetch,
    timeoutMs: 5_000,
    adminClient: site.upstream.adminClient ?? null,
  });
  return accounts.findUser(user);
}

describe('wrong passwords from strangers', () => {
  it('count once per account however it is typed, never lock it on the platform, and the owner signs in after the wait', async () => {
    const statuses: number[] = [];
    for (let attempt = 0; attempt < 20; attempt += 1) {
      const typed = attempt % 2 === 0 ? 'mary' : ' Mary@Example.com';
      statuses.push((await (await stranger()).post('/account/login', { username: typed, password: `guess ${attempt}` })).status);
    }
    // The name and the email are one account: its free failures, then waiting, whichever spelling is typed.
    expect(statuses).toEqual([...new Array<number>(FREE).fill(401), ...new Array<number>(20 - FREE).fill(429)]);
    expect((await onThePlatform('mary'))?.status).toMatchObject({ locked: false });

    const owner = await stranger();
    const waiting = await owner.post('/account/login', { username: 'mary', password: 'Fossil-Coast-77' });
    expect(waiting.status).toBe(429);
    expect(Number(waiting.headers['retry-after'])).toBe(SIGN_IN_BACKOFF.anonymous.firstWaitMs / 1000);
    later(SIGN_IN_BACKOFF.anonymous.firstWaitMs);
    expect((await owner.post('/account/login', { username: 'mary@example.com', password: 'Fossil-Coast-77' })).status).toBe(200);
  });

  it('wait longer after each failure past the free ones, up to the cap', async () => {
    for (let attempt = 0; attempt < FREE; attempt += 1)
      await (await stranger()).post('/account/login', { username: 'rosalind', password: 'nope' }).expect(401);
    const waits: number[] = [];
    for (let step = 0; step < 7; step += 1) {
      const refused = await (await stranger()).post('/account/login', { username: 'rosalind@example.com', password: 'nope' }).expect(429);
      const wait = Number(refused.headers['retry-after']);
      waits.push(wait / 60);
      later(wait * 1000);
      await (await stranger()).post('/account/login', { username: 'rosalind', password: 'nope' }).expect(401);
    }
    expect(waits).toEqual([1, 2, 4, 8, 16, 30, 30]);
    // Failures this far apart never add up to the platform's lock.
    expect((await onThePlatform('rosalind'))?.status).toMatchObject({ locked: false });
  });

  it('do not keep out the owner on a browser they signed in on before', async () => {
    const owner = await stranger();
    await owner.signIn('alan', 'Palm-House-42!');
    for (let attempt = 0; attempt < 12; attempt += 1)
      await (await stranger()).post('/account/login', { username: attempt % 2 ? 'alan' : 'alan@example.com', password: 'nope' });
    expect((await (await stranger()).post('/account/login', { username: 'alan', password: 'Palm-House-42!' })).status).toBe(429);
    expect((await owner.post('/account/login', { username: 'alan@example.com', password: 'Palm-House-42!' })).status).toBe(200);
  });

  it('count a name no account has by its spelling, with the same answers as an account', async () => {
    const statuses: number[] = [];
    for (let attempt = 0; attempt < FREE + 1; attempt += 1)
      statuses.push((await (await stranger()).post('/account/login', { username: 'nobody-here', password: 'nope' })).status);
    expect(statuses).toEqual([...new Array<number>(FREE).fill(401), 429]);
    expect((await (await stranger()).post('/account/login', { username: 'nobody-else', password: 'nope' })).status).toBe(401);
  });
});

describe('reset requests from strangers', () => {
  it('do not stop the owner getting a working reset email, and the reset lets them in at once', async () => {
    const answers: unknown[] = [];
    for (let attempt = 0; attempt < 6; attempt += 1)
      answers.push((await (await stranger()).post('/account/reset', { userEmail: 'grace@example.com' }).expect(200)).body);
    expect(new Set(answers.map((answer) => JSON.stringify(answer))).size).toBe(1);
    await sink.waitForMessage('grace@example.com');
    // Strangers have also used up the anonymous sign-in allowance.
    for (let attempt = 0; attempt < FREE; attempt += 1)
      await (await stranger()).post('/account/login', { username: 'grace', password: 'nope' });

    later(EMAIL_SPACING_MS);
    const owner = await stranger();
    expect((await owner.post('/account/reset', { userEmail: 'grace@example.com' })).body).toEqual(answers[0]);
    const link = firstLink(await sink.waitForMessage('grace@example.com'));
    const token = new URL(link!).searchParams.get('token')!;
    await owner.post('/account/reset/password', { token, password: 'amber lantern orchard' }).expect(200);
    expect((await owner.post('/account/login', { username: 'grace', password: 'amber lantern orchard' })).status).toBe(200);
  });
});

describe('confirmation requests from strangers', () => {
  it('do not stop the owner getting a working confirmation email', async () => {
    const email = `pending-${Date.now()}@example.org`;
    const owner = await stranger();
    await owner.post('/account/register', { email, firstName: 'Pat', credentials: { password: 'quiet lantern harbour' } }).expect(201);
    await sink.waitForMessage(email);
    const answers = new Set<string>();
    for (let attempt = 0; attempt < 6; attempt += 1) {
      const res = await (await stranger()).get(`/account/verify/resend?user=${encodeURIComponent(email)}`);
      answers.add(`${res.status} ${JSON.stringify(res.body)}`);
    }
    expect([...answers]).toEqual(['200 {"sent":true}']);
    await sink.waitForMessage(email);

    later(EMAIL_SPACING_MS);
    await owner.get(`/account/verify/resend?user=${encodeURIComponent(email)}`).expect(200);
    const link = new URL(firstLink(await sink.waitForMessage(email))!);
    // The link leads to the page where the owner sets the password, which confirms the address.
    const confirming = await owner.get(`${link.pathname}${link.search}`).expect(303);
    const token = new URL(confirming.headers.location as string, 'http://site.test').searchParams.get('token');
    expect(token).toBeTruthy();
    await owner.post('/account/reset/password', { token, password: 'quiet lantern harbour' }).expect(200);
    expect((await owner.post('/account/login', { username: email, password: 'quiet lantern harbour' })).status).toBe(200);
  });
});
