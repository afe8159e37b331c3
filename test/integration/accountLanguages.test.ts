// Accounts in the visitor's language: the account pages and every plain form post under /cy (or on the Welsh host)
// answer in Welsh (the pages shown again with their errors, the redirects after), and the emails go out in the
// language of the address the visitor used, their links to that language's address (never one made from a header).
import { firstLink, startSmtpSink, type SmtpSink } from '../support/smtpSink';
import { AccountVisitor } from './support/accountVisitor';
import { BILINGUAL_PROJECT, PUBLIC_HOST, startTestSite, type TestSite } from './support/site';

const WELSH_HOST = 'www.example.cymru';
const bilingual = BILINGUAL_PROJECT;
const ACCOUNT_ASSETS = {
  scripts: ['/static/main.test.js'],
  styles: ['/static/main.test.css'],
  chunks: { account: ['/static/account.test.js'] },
};

const unique = (name: string) => `${name}-${Date.now()}-${Math.round(Math.random() * 1e6)}@example.org`;
/** The page's text as a reader sees it: React's text separators gone, curly apostrophes kept. */
const text = (html: string) => html.replace(/<!-- -->/g, '');
const summaryOf = (html: string) => text(/<div[^>]*class="error-summary"[^>]*>([\s\S]*?)<\/div>/.exec(html)?.[1] ?? '');
const htmlLang = (html: string) => /<html lang="([^"]*)"/.exec(html)?.[1] ?? null;
const formAction = (html: string) => /<form class="account-form"[^>]*action="([^"]*)"/.exec(html)?.[1] ?? null;
const h1 = (html: string) => text(/<h1>([\s\S]*?)<\/h1>/.exec(html)?.[1] ?? '');

describe('accounts in Welsh under /cy (the prefix scheme)', () => {
  let sink: SmtpSink;
  let site: TestSite;
  beforeAll(async () => {
    sink = await startSmtpSink();
    site = await startTestSite({ env: { SMTP_URL: sink.url }, upstream: { projects: [bilingual] }, assets: ACCOUNT_ASSETS });
  });
  afterAll(async () => {
    site.close();
    await sink.close();
  });

  it('shows the registration page in Welsh, its form posting to /cy with its anti-forgery token', async () => {
    const visitor = new AccountVisitor(site.app);
    const page = await visitor.get('/cy/account/registration').expect(200);
    expect(htmlLang(page.text)).toBe('cy');
    expect(page.text).toContain('<title>Creu cyfrif | Millbrook Botanic Garden</title>');
    expect(h1(page.text)).toBe('Creu cyfrif');
    expect(formAction(page.text)).toBe('/cy/account/register');
    expect(page.text).toMatch(/<input type="hidden" name="_csrf" value="[^"]+"/);
    expect(text(page.text)).toContain('Cyfeiriad e-bost');
    expect(text(page.text)).toContain('Cyfenw (dewisol)');
    expect(page.headers['cache-control']).toBe('private, no-store');
  });

  it('answers a refused plain registration in Welsh: the page again at /cy with a Welsh error summary', async () => {
    const visitor = await AccountVisitor.arrive(site.app);
    // A language named in the form is not the answer's: the address is.
    const res = await visitor.form('/cy/account/register', {
      firstName: '',
      email: 'not-an-address',
      password: 'short',
      language: 'en-GB',
    });
    expect(res.status).toBe(422);
    expect(htmlLang(res.text)).toBe('cy');
    expect(formAction(res.text)).toBe('/cy/account/register');
    const summary = summaryOf(res.text);
    expect(summary).toContain('Mae problem wedi codi');
    expect(summary).toContain('<a href="#register-firstName">Rhowch eich enw cyntaf</a>');
    expect(summary).toContain('<a href="#register-email">Rhowch gyfeiriad e-bost fel enw@enghraifft.com</a>');
    expect(summary).toContain('<a href="#register-password">Rhowch gyfrinair o 8 nod o leiaf</a>');
    expect(res.text).toMatch(/id="register-email"[^>]*value="not-an-address"/);
  });

  it('registers in Welsh: the page says so in Welsh, the email is Welsh and its link opens the Welsh pages', async () => {
    const visitor = await AccountVisitor.arrive(site.app);
    const email = unique('gwen');
    const res = await visitor.form('/cy/account/register', { firstName: 'Gwen', email, password: 'llusern dawel yr harbwr' });
    expect(res.status).toBe(201);
    expect(h1(res.text)).toBe('Gwiriwch eich e-bost');
    expect(text(res.text)).toContain(`Rydym wedi anfon dolen at ${email}.`);
    const mail = await sink.waitForMessage(email);
    expect(mail.subject).toBe('Cadarnhewch eich cyfeiriad e-bost ar gyfer Millbrook Botanic Garden');
    expect(mail.html).toContain('<html lang="cy">');
    const link = firstLink(mail) ?? '';
    expect(link.startsWith(`http://${PUBLIC_HOST}/cy/account/verify?token=`)).toBe(true);
    // The link leads on into the Welsh set-password page.
    const opened = await visitor.get(link.slice(`http://${PUBLIC_HOST}`.length)).expect(303);
    expect(opened.headers.location).toMatch(/^\/cy\/account\/reset-password\?token=[^&]+&confirm=1$/);
    const confirm = await visitor.get(opened.headers.location as string).expect(200);
    expect(h1(confirm.text)).toBe('Cadarnhewch eich cyfeiriad e-bost');
    expect(formAction(confirm.text)).toBe('/cy/account/reset/password');
  });

  it('signs in without JavaScript in Welsh: a wrong password is refused in Welsh, then the Welsh home page', async () => {
    const visitor = await AccountVisitor.arrive(site.app);
    const wrong = await visitor.form('/cy/account/login', { username: 'ada', password: 'not-her-password' });
    expect(wrong.status).toBe(401);
    expect(htmlLang(wrong.text)).toBe('cy');
    expect(summaryOf(wrong.text)).toContain('Nid yw’r cyfeiriad e-bost neu’r cyfrinair yn gywir, neu nid yw’r cyfrif yn weithredol eto.');
    const signedIn = await visitor.form('/cy/account/login', { username: 'ada', password: 'Orchid-Walk-2026' });
    expect({ status: signedIn.status, location: signedIn.headers.location }).toEqual({ status: 303, location: '/cy' });
    // A target the visitor was sent with is kept as given, when it is a path of this site.
    const again = await AccountVisitor.arrive(site.app);
    const back = await again.form('/cy/account/login?redirect_uri=%2Fcy%2Fvisit', { username: 'ada', password: 'Orchid-Walk-2026' });
    expect(back.headers.location).toBe('/cy/visit');
    const outside = await AccountVisitor.arrive(site.app);
    const refused = await outside.form('/cy/account/login?redirect_uri=%2F%2Fevil.example', {
      username: 'ada',
      password: 'Orchid-Walk-2026',
    });
    expect(refused.headers.location).toBe('/cy');
  });

  it('signs out to the Welsh sign-in page', async () => {
    const visitor = await AccountVisitor.arrive(site.app);
    await visitor.signIn('ada', 'Orchid-Walk-2026');
    const out = await visitor.form('/cy/account/logout', {});
    expect({ status: out.status, location: out.headers.location }).toEqual({ status: 303, location: '/cy/account/login' });
  });

  it('refuses a Welsh form without its anti-forgery token in Welsh', async () => {
    const visitor = await AccountVisitor.arrive(site.app);
    const res = await visitor.form('/cy/account/login', { username: 'ada', password: 'x' }, null);
    expect(res.status).toBe(403);
    expect(summaryOf(res.text)).toContain('Mae’r ffurflen wedi dod i ben neu ni ddaeth o’r wefan hon.');
    const json = await visitor.post('/cy/account/login', { username: 'ada', password: 'x' }, null);
    expect(json.status).toBe(403);
    expect(json.body.error.message).toBe(
      'Mae’r ffurflen wedi dod i ben neu ni ddaeth o’r wefan hon. Ail-lwythwch y dudalen a rhowch gynnig arall arni.',
    );
  });

  it('answers a script on a Welsh page in Welsh too', async () => {
    const visitor = await AccountVisitor.arrive(site.app);
    const res = await visitor.post('/cy/account/login', { username: '', password: '' }).expect(400);
    expect(res.body.error.data).toEqual([
      { field: 'username', message: 'Rhowch eich cyfeiriad e-bost neu eich enw defnyddiwr' },
      { field: 'password', message: 'Rhowch eich cyfrinair' },
    ]);
  });

  it('emails a reset link in Welsh to the Welsh page, and one in English to the English page', async () => {
    const welsh = await AccountVisitor.arrive(site.app);
    const sent = await welsh.form('/cy/account/reset', { userEmail: 'grace@example.com' }).expect(200);
    expect(htmlLang(sent.text)).toBe('cy');
    expect(text(sent.text)).toContain('Os oes cyfrif yn defnyddio’r cyfeiriad e-bost hwnnw');
    const mail = await sink.waitForMessage('grace@example.com');
    expect(mail.subject).toBe('Ailosod eich cyfrinair ar gyfer Millbrook Botanic Garden');
    expect(mail.text).toContain('Mae’r ddolen yn gweithio unwaith, am 1 awr.');
    expect(firstLink(mail)).toMatch(new RegExp(`^http://${PUBLIC_HOST.replace(/\./g, '\\.')}/cy/account/reset-password\\?token=`));

    const english = await AccountVisitor.arrive(site.app);
    await english.form('/account/reset', { userEmail: 'alan@example.com' }).expect(200);
    const englishMail = await sink.waitForMessage('alan@example.com');
    expect(englishMail.subject).toBe('Reset your Millbrook Botanic Garden password');
    expect(firstLink(englishMail)).toMatch(new RegExp(`^http://${PUBLIC_HOST.replace(/\./g, '\\.')}/account/reset-password\\?token=`));
  });
});

describe('accounts on a Welsh host of its own (the hostname scheme)', () => {
  let sink: SmtpSink;
  let site: TestSite;
  beforeAll(async () => {
    sink = await startSmtpSink();
    site = await startTestSite({
      env: { SMTP_URL: sink.url },
      upstream: { projects: [{ ...bilingual, languages: { cy: { hostnames: [WELSH_HOST], publicUri: `http://${WELSH_HOST}` } } }] },
      assets: ACCOUNT_ASSETS,
    });
  });
  afterAll(async () => {
    site.close();
    await sink.close();
  });

  it('shows the Welsh sign-in page on the Welsh host, posting to its own address there', async () => {
    const visitor = new AccountVisitor(site.app, { host: WELSH_HOST });
    const page = await visitor.get('/account/login').expect(200);
    expect(htmlLang(page.text)).toBe('cy');
    expect(h1(page.text)).toBe('Mewngofnodi');
    expect(formAction(page.text)).toBe('/account/login');
  });

  it('emails in Welsh with a link to the Welsh host, and signs in to the Welsh home page', async () => {
    const visitor = await AccountVisitor.arrive(site.app, { host: WELSH_HOST });
    await visitor.form('/account/reset', { userEmail: 'mary@example.com' }).expect(200);
    const mail = await sink.waitForMessage('mary@example.com');
    expect(mail.subject).toBe('Ailosod eich cyfrinair ar gyfer Millbrook Botanic Garden');
    expect(firstLink(mail)).toMatch(/^http:\/\/www\.example\.cymru\/account\/reset-password\?token=/);

    const email = unique('rhys');
    await visitor.form('/account/register', { firstName: 'Rhys', email, password: 'llusern dawel yr harbwr' }).expect(201);
    expect(firstLink(await sink.waitForMessage(email))).toMatch(/^http:\/\/www\.example\.cymru\/account\/verify\?token=/);

    const signedIn = await visitor.form('/account/login', { username: 'ada', password: 'Orchid-Walk-2026' });
    expect(signedIn.headers.location).toBe('/');
  });

  it('keeps the English host in English', async () => {
    const visitor = await AccountVisitor.arrive(site.app);
    await visitor.form('/account/reset', { userEmail: 'alan@example.com' }).expect(200);
    const mail = await sink.waitForMessage('alan@example.com');
    expect(mail.subject).toBe('Reset your Millbrook Botanic Garden password');
    expect(firstLink(mail)).toMatch(/^http:\/\/www\.example\.test\/account\/reset-password\?token=/);
  });
});
