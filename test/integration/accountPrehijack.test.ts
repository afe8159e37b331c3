// Account pre-hijacking: someone registers another person's address first, with a password of their choosing.
// Whatever the owner then does (registers, asks for a new password, opens the confirmation link), the password
// that ends up working is one the owner chose after proving the address, never the first registrant's.
import { EMAIL_SPACING_MS } from '../../server/account/limits';
import { createPlatformAccounts } from '../../server/account/platformAccounts';
import { startSmtpSink, firstLink, type SmtpSink } from '../support/smtpSink';
import { AccountVisitor } from './support/accountVisitor';
import { startTestSite, type TestSite } from './support/site';

let sink: SmtpSink;
let site: TestSite;

beforeAll(async () => {
  // Only Date is faked: emails to one address are spaced (EMAIL_SPACING_MS), and a test steps over that spacing.
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
  sink = await startSmtpSink();
  // Behind a trusted proxy each visitor comes from an address of its own, so the per-IP limits stay out of the way.
  site = await startTestSite({ env: { SMTP_URL: sink.url, TRUST_PROXY: '1' } });
});
afterAll(async () => {
  await site.close();
  await sink.close();
  jest.useRealTimers();
});

let visitors = 0;
const arrive = () => AccountVisitor.arrive(site.app, { ip: `198.51.100.${(visitors += 1)}` });
const unique = (name: string) => `${name}-${Date.now()}-${visitors}@example.org`;
const ATTACKER_PASSWORD = 'marble stair willow';
const OWNER_PASSWORD = 'copper kettle evening';

/** The address's next email: its subject, text and the path of its link on this site. */
async function nextMail(to: string) {
  const mail = await sink.waitForMessage(to);
  const link = firstLink(mail);
  if (!link) throw new Error(`The email "${mail.subject}" has no link`);
  const url = new URL(link);
  return { subject: mail.subject, text: mail.text, path: url.pathname + url.search };
}

/** Follows an emailed link (redirects included) and sets `password` on the page it leads to, as the owner would. */
async function setPasswordFromLink(owner: AccountVisitor, path: string, password: string) {
  let res = await owner.get(path);
  let target = path;
  for (let hops = 0; res.status >= 300 && res.status < 400 && hops < 3; hops += 1) {
    target = res.headers.location as string;
    res = await owner.get(target);
  }
  expect(res.status).toBe(200);
  const token = new URL(target, 'https://site.test').searchParams.get('token');
  expect(token).toBeTruthy();
  return owner.post('/account/reset/password', { token, password });
}

function register(visitor: AccountVisitor, email: string, firstName: string, password: string) {
  return visitor.post('/account/register', { email, firstName, credentials: { password } });
}

async function canSignIn(username: string, password: string): Promise<boolean> {
  const res = await (await arrive()).post('/account/login', { username, password });
  return res.status === 200;
}

describe('an address someone else registered first', () => {
  it("the owner's own registration sends them a fresh confirmation, and only the owner's password works after it", async () => {
    const victim = unique('owner-registers');
    await register(await arrive(), victim, 'Mallory', ATTACKER_PASSWORD).expect(201);
    const first = await nextMail(victim);
    expect(first.subject).toMatch(/confirm/i);

    // Within the spacing the owner already holds the first email's link (next test); after it, a fresh one comes.
    jest.setSystemTime(Date.now() + EMAIL_SPACING_MS);
    const owner = await arrive();
    const answer = await register(owner, victim, 'Olive', OWNER_PASSWORD);
    expect(answer.status).toBe(201);
    const second = await nextMail(victim);
    expect(second.subject).toMatch(/confirm/i);

    expect((await setPasswordFromLink(owner, second.path, OWNER_PASSWORD)).status).toBe(200);
    expect(await canSignIn(victim, ATTACKER_PASSWORD)).toBe(false);
    expect(await canSignIn(victim, OWNER_PASSWORD)).toBe(true);
    // The account carries the names the owner gave, not the first registrant's.
    const signedIn = await (await arrive()).post('/account/login', { username: victim, password: OWNER_PASSWORD });
    expect(signedIn.body.user).toMatchObject({ firstName: 'Olive' });
  });

  it('"forgot password" emails the owner a link that sets their password and confirms the address', async () => {
    const victim = unique('owner-resets');
    await register(await arrive(), victim, 'Mallory', ATTACKER_PASSWORD).expect(201);
    await nextMail(victim);

    const owner = await arrive();
    await owner.post('/account/reset', { userEmail: victim }).expect(200);
    const mail = await nextMail(victim);
    expect(mail.text).toMatch(/not been confirmed|not confirmed yet/i);

    expect((await setPasswordFromLink(owner, mail.path, OWNER_PASSWORD)).status).toBe(200);
    expect(await canSignIn(victim, ATTACKER_PASSWORD)).toBe(false);
    expect(await canSignIn(victim, OWNER_PASSWORD)).toBe(true);
  });

  it("opening the confirmation of someone else's registration never activates their password", async () => {
    const victim = unique('owner-clicks');
    await register(await arrive(), victim, 'Mallory', ATTACKER_PASSWORD).expect(201);
    const mail = await nextMail(victim);
    expect(mail.text).toMatch(/started/i);
    expect(mail.text).toMatch(/if (it|this) was not you/i);

    const owner = await arrive();
    await owner.get(mail.path);
    expect(await canSignIn(victim, ATTACKER_PASSWORD)).toBe(false);

    expect((await setPasswordFromLink(owner, mail.path, OWNER_PASSWORD)).status).toBe(200);
    expect(await canSignIn(victim, ATTACKER_PASSWORD)).toBe(false);
    expect(await canSignIn(victim, OWNER_PASSWORD)).toBe(true);
    // Confirmed, the account is no longer marked as waiting: no later suspension could be lifted by an emailed link.
    const admin = createPlatformAccounts({
      cmsUrl: site.platform.url,
      fetchFn: (input, init) => fetch(input, init),
      timeoutMs: 5000,
      adminClient: site.upstream.adminClient ?? null,
    });
    expect((await admin.findUser(victim))?.custom ?? {}).toEqual({});
    // The link is spent once the address is confirmed.
    const token = new URL(`https://site.test${mail.path}`).searchParams.get('token');
    expect((await owner.post('/account/reset/password', { token, password: 'a second new phrase' })).status).toBe(400);
  });

  it('never lifts an administrator\'s suspension: "forgot password" for a suspended account sends no link', async () => {
    // rosalind (demo pack) is suspended and has never signed in, as a pending registration would be.
    const visitor = await arrive();
    await visitor.post('/account/reset', { userEmail: 'rosalind@example.com' }).expect(200);
    await visitor.get('/account/verify/resend?user=rosalind%40example.com').expect(200);
    // A registration's email to another address, sent after those two, arrives after anything they sent.
    const marker = unique('marker');
    await register(await arrive(), marker, 'Mark', OWNER_PASSWORD).expect(201);
    await nextMail(marker);
    expect(sink.messages.filter((mail) => mail.recipients.includes('rosalind@example.com'))).toEqual([]);
  });

  it('answers registration and "forgot password" alike for a new, a pending and a confirmed address', async () => {
    const pending = unique('pending');
    await register(await arrive(), pending, 'Pat', ATTACKER_PASSWORD).expect(201);
    await nextMail(pending);
    const answers = [];
    for (const email of [unique('fresh'), pending, 'grace@example.com']) {
      const registered = await register(await arrive(), email, 'Same', OWNER_PASSWORD);
      const reset = await (await arrive()).post('/account/reset', { userEmail: email });
      answers.push({ registered: [registered.status, { ...registered.body, email: '' }], reset: [reset.status, reset.body] });
      await nextMail(email);
    }
    expect(answers[1]).toEqual(answers[0]);
    expect(answers[2]).toEqual(answers[0]);
  });
});
