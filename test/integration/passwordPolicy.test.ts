// The password policy as a visitor meets it (OWASP ASVS 5.0): no composition rules, 8 characters at least, long
// passwords taken whole, common and breached passwords refused with a reason linked to the field, in registration,
// reset and change alike, and the forms say so before anyone types.
import { firstLink, startSmtpSink, type SmtpSink } from '../support/smtpSink';
import { AccountVisitor } from './support/accountVisitor';
import { startTestSite, type TestSite } from './support/site';

let sink: SmtpSink;
let site: TestSite;
beforeAll(async () => {
  sink = await startSmtpSink();
  site = await startTestSite({ env: { SMTP_URL: sink.url, TRUST_PROXY: '1' } });
});
afterAll(async () => {
  await site.close();
  await sink.close();
});

let visitors = 0;
const arrive = () => AccountVisitor.arrive(site.app, { ip: `203.0.113.${(visitors += 1)}` });
const unique = (name: string) => `${name}-${Date.now()}-${visitors}@example.org`;
const summaryOf = (html: string) => /<div[^>]*class="error-summary"[^>]*>([\s\S]*?)<\/div>/.exec(html)?.[1] ?? '';
const BREACHED = 'Blink182';

/** Registers `email` and confirms it with `password`; true when it then signs in. */
async function registerAndConfirm(email: string, password: string) {
  const visitor = await arrive();
  const registered = await visitor.post('/account/register', { email, firstName: 'Rowan', credentials: { password } });
  if (registered.status !== 201) return registered;
  const link = new URL(firstLink(await sink.waitForMessage(email)) as string);
  return visitor.post('/account/reset/password', { token: link.searchParams.get('token'), password });
}

describe('the password policy over HTTP', () => {
  it('takes a password of lower-case letters only, and a 200-character passphrase whole', async () => {
    const short = unique('letters');
    expect((await registerAndConfirm(short, 'lanternmoss')).status).toBe(200);
    expect((await (await arrive()).post('/account/login', { username: short, password: 'lanternmoss' })).status).toBe(200);

    const long = unique('long');
    const passphrase = 'moss lantern harbour river '.repeat(8).slice(0, 200);
    expect((await registerAndConfirm(long, passphrase)).status).toBe(200);
    expect((await (await arrive()).post('/account/login', { username: long, password: passphrase.slice(0, 199) })).status).toBe(401);
    expect((await (await arrive()).post('/account/login', { username: long, password: passphrase })).status).toBe(200);
  });

  it('refuses a password over the maximum with the reason against the field, rather than cutting it', async () => {
    const res = await (
      await arrive()
    ).form('/account/register', { firstName: 'Rae', email: unique('toolong'), password: 'x7 '.repeat(100) });
    expect(res.status).toBe(422);
    expect(summaryOf(res.text)).toMatch(/<a href="#register-password">Enter a password of at most \d+ characters<\/a>/);
  });

  it('refuses a breached password at registration, reset and change, each time linked to the field', async () => {
    const registration = await (
      await arrive()
    ).form('/account/register', { firstName: 'Rae', email: unique('breached'), password: BREACHED });
    expect(registration.status).toBe(422);
    expect(summaryOf(registration.text)).toMatch(/<a href="#register-password">[^<]*too common/);
    // A script's form shows the answer's message alone: it is the reason.
    const scripted = await (
      await arrive()
    ).post('/account/register', { firstName: 'Rae', email: unique('breached'), credentials: { password: BREACHED } });
    expect(scripted.status).toBe(422);
    expect(scripted.body.error.message).toMatch(/too common/);

    const owner = await arrive();
    await owner.post('/account/reset', { userEmail: 'mary@example.com' }).expect(200);
    const token = new URL(firstLink(await sink.waitForMessage('mary@example.com')) as string).searchParams.get('token') as string;
    const reset = await owner.form('/account/reset/password', { token, password: BREACHED });
    expect(reset.status).toBe(422);
    expect(summaryOf(reset.text)).toMatch(/<a href="#resetPassword-password">[^<]*too common/);

    const alan = await arrive();
    await alan.signIn('alan', 'Palm-House-42!');
    const change = await alan.post('/account/change-password', { existing: 'Palm-House-42!', new: BREACHED });
    expect(change.status).toBe(422);
    expect(change.body.error.data[0]).toMatchObject({ field: 'newPassword', message: expect.stringMatching(/too common/) });
  });

  it('says in every new-password field what is asked, and never blocks pasting', async () => {
    const visitor = await arrive();
    for (const page of ['/account/registration', '/account/change-password', '/account/reset-password?token=x']) {
      const html = (await visitor.get(page)).text;
      expect(html).not.toMatch(/onpaste/i);
      if (page === '/account/change-password') continue;
      expect(html).toMatch(/At least 8 characters/);
      expect(html).toMatch(/15 or more/);
      expect(html).toMatch(/common|breach/);
    }
  });
});
