// The account forms as a browser without JavaScript posts them (plain forms, pages back), the registration's way on
// (redirect_uri / redirect), the confirmation email sent again on request, and the account chunk's place in pages.
import { firstLink, startSmtpSink, type SmtpSink } from '../support/smtpSink';
import { AccountVisitor } from './support/accountVisitor';
import { startTestSite } from './support/site';

let sink: SmtpSink;
let site: Awaited<ReturnType<typeof startTestSite>>;
beforeAll(async () => {
  sink = await startSmtpSink();
  site = await startTestSite({
    env: { SMTP_URL: sink.url },
    assets: { scripts: ['/static/main.test.js'], styles: ['/static/main.test.css'], chunks: { account: ['/static/account.test.js'] } },
  });
});
afterAll(async () => {
  site.close();
  await sink.close();
});

const unique = (name: string) => `${name}-${Date.now()}-${Math.round(Math.random() * 1e6)}@example.org`;
const summaryOf = (html: string) => /<div[^>]*class="error-summary"[^>]*>([\s\S]*?)<\/div>/.exec(html)?.[1] ?? null;

describe('registration without JavaScript', () => {
  it('refuses missing and invalid fields with the form again: a linked summary, the input kept, never the password', async () => {
    const visitor = await AccountVisitor.arrive(site.app);
    const res = await visitor.form('/account/register', { firstName: '', lastName: 'Reed', email: 'not-an-address', password: 'short' });
    expect(res.status).toBe(422);
    const summary = summaryOf(res.text) ?? '';
    expect(summary).toContain('<a href="#register-firstName">Enter your first name</a>');
    expect(summary).toContain('<a href="#register-email">Enter an email address like name@example.com</a>');
    expect(summary).toContain('<a href="#register-password">Enter a password of at least 8 characters</a>');
    expect(res.text).toMatch(/id="register-email"[^>]*value="not-an-address"/);
    expect(res.text).toMatch(/id="register-lastName"[^>]*value="Reed"/);
    expect(res.text).not.toContain('value="short"');
  });

  it("refuses a common password with the platform's reason against the password field", async () => {
    const visitor = await AccountVisitor.arrive(site.app);
    const res = await visitor.form('/account/register', { firstName: 'Wes', email: unique('weak'), password: 'Password123!' });
    expect(res.status).toBe(422);
    expect(summaryOf(res.text)).toMatch(/<a href="#register-password">[^<]*too common/);
  });

  it('takes a long pasted passphrase, then shows where the confirmation went', async () => {
    const visitor = await AccountVisitor.arrive(site.app);
    const email = unique('lena');
    const passphrase = 'a very long passphrase pasted from a password manager '.repeat(4).trim();
    const res = await visitor.form('/account/register', { firstName: 'Lena', lastName: 'Reed', email, password: passphrase });
    expect(res.status).toBe(201);
    expect(res.headers['cache-control']).toBe('private, no-store');
    expect(res.text).toContain('<h1>Check your email</h1>');
    expect(res.text.replace(/<!-- -->/g, '')).toContain(`We have sent a link to ${email}.`);
    expect(firstLink(await sink.waitForMessage(email))).toContain('/account/verify?token=');
  });

  it('goes on to the redirect_uri or redirect value when it is a path of this site (spec 2.5)', async () => {
    for (const [field, target, expected] of [
      ['redirect_uri', '/members?from=registration', '/members?from=registration'],
      ['redirect', '/news', '/news'],
      ['redirect', '//evil.example/x', '/'],
    ]) {
      const visitor = await AccountVisitor.arrive(site.app);
      const res = await visitor.form(`/account/register?${field}=${encodeURIComponent(target)}`, {
        firstName: 'Rae',
        email: unique('redirect'),
        password: 'quiet lantern harbour',
      });
      expect({ target, status: res.status, location: res.headers.location }).toEqual({ target, status: 303, location: expected });
    }
  });
});

describe('sending the confirmation again (GET /account/verify/resend?user=)', () => {
  it('answers alike for anyone, and emails only an account still waiting for confirmation', async () => {
    const visitor = await AccountVisitor.arrive(site.app);
    const pending = unique('pending');
    await visitor
      .post('/account/register', { email: pending, firstName: 'Pam', credentials: { password: 'quiet lantern harbour' } })
      .expect(201);
    await sink.waitForMessage(pending);
    const unknown = unique('nobody');
    const answers = [];
    for (const who of [unknown, 'ada@example.com', pending]) {
      const res = await visitor.get(`/account/verify/resend?user=${encodeURIComponent(who)}`).expect(200);
      expect(res.headers['cache-control']).toBe('private, no-store');
      answers.push(res.body);
    }
    expect(answers).toEqual([{ sent: true }, { sent: true }, { sent: true }]);
    const again = await sink.waitForMessage(pending);
    expect(firstLink(again)).toContain('/account/verify?token=');
    // Emails go out in order: by the time the pending account's arrived, any to the others would have too.
    expect(sink.messages.filter((mail) => mail.recipients.includes(unknown) || mail.recipients.includes('ada@example.com'))).toEqual([]);
  });
});

describe('passwords without JavaScript', () => {
  it('a reset request answers with the same page whether or not the address has an account', async () => {
    const visitor = await AccountVisitor.arrive(site.app);
    const known = await visitor.form('/account/reset', { userEmail: 'alan@example.com' });
    const unknown = await visitor.form('/account/reset', { userEmail: unique('nobody') });
    for (const res of [known, unknown]) {
      expect(res.status).toBe(200);
      expect(res.text).toContain('If an account uses that email address, we have sent it a link');
    }
    const empty = await visitor.form('/account/reset', { userEmail: '' });
    expect(empty.status).toBe(400);
    expect(summaryOf(empty.text)).toContain('<a href="#forgotPassword-userEmail">Enter your email address</a>');

    // The emailed link opens the form; a refused new password keeps the link's token so the visitor can try again.
    const token = new URL(firstLink(await sink.waitForMessage('alan@example.com')) as string).searchParams.get('token') as string;
    const short = await visitor.form('/account/reset/password', { token, password: 'short' });
    expect(short.status).toBe(422);
    expect(summaryOf(short.text)).toContain('at least 8 characters');
    expect(short.text).toContain(`name="token" value="${token}"`);
    const done = await visitor.form('/account/reset/password', { token, password: 'copper kettle evening' });
    expect(done.status).toBe(200);
    expect(done.text).toContain('<h1>Your password has been changed</h1>');
    const reused = await visitor.form('/account/reset/password', { token, password: 'another fine phrase' });
    expect(reused.status).toBe(400);
    expect(summaryOf(reused.text)).toContain('This reset link has expired or has already been used');
    await (await AccountVisitor.arrive(site.app)).signIn('alan', 'copper kettle evening');
  });

  it('changing the password: the wrong current one refused against its field, then changed and still signed in', async () => {
    const visitor = await AccountVisitor.arrive(site.app);
    await visitor.signIn('mary', 'Fossil-Coast-77');
    const wrong = await visitor.form('/account/change-password', { currentPassword: 'not it at all', newPassword: 'silver birch morning' });
    expect(wrong.status).toBe(409);
    expect(summaryOf(wrong.text)).toContain('<a href="#changePassword-currentPassword">Your current password is not right</a>');
    expect(wrong.text).toMatch(/id="changePassword-currentPassword"[^>]*aria-invalid="true"/);
    const short = await visitor.form('/account/change-password', { currentPassword: 'Fossil-Coast-77', newPassword: 'short' });
    expect(short.status).toBe(422);
    expect(summaryOf(short.text)).toContain('<a href="#changePassword-newPassword">Enter a password of at least 8 characters</a>');
    const done = await visitor.form('/account/change-password', {
      currentPassword: 'Fossil-Coast-77',
      newPassword: 'silver birch morning',
    });
    expect(done.status).toBe(200);
    expect(done.text).toContain('Your password has been changed');
    expect((await visitor.get('/account/session').expect(200)).body.user.username).toBe('mary');
  });

  it('a visitor who is not signed in is sent to sign in, for the page and for a post', async () => {
    const visitor = await AccountVisitor.arrive(site.app);
    const page = await visitor.get('/account/change-password').expect(302);
    expect(page.headers.location).toBe('/account/login?redirect_uri=%2Faccount%2Fchange-password');
    const post = await visitor.form('/account/change-password', { currentPassword: 'a', newPassword: 'silver birch morning' });
    expect(post.status).toBe(302);
    expect(post.headers.location).toBe('/account/login?redirect_uri=%2Faccount%2Fchange-password');
  });
});

describe('the account chunk', () => {
  it('is preloaded by account pages only: content pages load no form code', async () => {
    const visitor = new AccountVisitor(site.app);
    const preload = '<link rel="preload" as="script" href="/static/account.test.js">';
    for (const path of [
      '/account/login',
      '/account/registration',
      '/account/forgot-password',
      '/account/reset-password?token=x',
      '/account/access-denied',
    ]) {
      expect({ path, preloaded: (await visitor.get(path).expect(200)).text.includes(preload) }).toEqual({ path, preloaded: true });
    }
    for (const path of ['/', '/about/history', '/news']) {
      expect({ path, preloaded: (await visitor.get(path).expect(200)).text.includes(preload) }).toEqual({ path, preloaded: false });
    }
  });
});
