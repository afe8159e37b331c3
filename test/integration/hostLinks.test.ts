// Links the site sends a visitor away with (password reset and confirmation emails, the identity provider's return
// address) are made from its configuration, never from the Host or X-Forwarded-Host a request brings; and when the
// projects name their hosts, a request for another host is refused outright, with no page and no email.
import pino from 'pino';
import request from 'supertest';
import { loadConfig } from '../../server/config';
import { startSite } from '../../server/main';
import { site } from '../../site';
import { firstLink, startSmtpSink, type SmtpSink } from '../support/smtpSink';
import { AccountVisitor } from './support/accountVisitor';
import { PUBLIC_HOST, startTestSite, type TestSite } from './support/site';

const ATTACKER = 'attacker.example';
let sink: SmtpSink;
beforeAll(async () => {
  sink = await startSmtpSink();
});
afterAll(() => sink.close());

/** The messages the sink has received for `to`, so far. */
const mailTo = (to: string) => sink.messages.filter((mail) => mail.recipients.includes(to) || mail.to.includes(to));

describe('when the projects name their hosts', () => {
  let site: TestSite;
  beforeAll(async () => {
    site = await startTestSite({ env: { SMTP_URL: sink.url, TRUST_PROXY: '1' } });
  });
  afterAll(() => site.close());

  // One account each: emails to one account are spaced apart.
  it.each([
    ['Host', { host: ATTACKER }, 'grace@example.com'],
    ['X-Forwarded-Host from the trusted proxy', { host: PUBLIC_HOST, 'x-forwarded-host': ATTACKER }, 'ada@example.com'],
  ])(
    'refuses a reset asked for another host by %s, sends nothing, then emails the configured address for the real one',
    async (_how, headers, email) => {
      for (const path of ['/account/forgot-password', '/account/session', '/']) {
        const page = await request(site.app).get(path).set(headers);
        expect({ path, status: page.status, cache: page.headers['cache-control'] }).toEqual({ path, status: 421, cache: 'no-store' });
        expect(page.text).toContain('does not serve the address');
      }
      const refused = await request(site.app)
        .post('/account/reset')
        .set(headers)
        .set('accept', 'application/json')
        .send({ userEmail: email });
      expect(refused.status).toBe(421);

      const visitor = await AccountVisitor.arrive(site.app);
      await visitor.post('/account/reset', { userEmail: email }).expect(200);
      const mail = await sink.waitForMessage(email);
      expect(firstLink(mail)).toMatch(new RegExp(`^http://${PUBLIC_HOST.replace(/\./g, '\\.')}/account/reset-password\\?token=`));
      expect(mailTo(email)).toHaveLength(1);
    },
  );

  it('serves the named hosts, the preview hosts and, with the local platform, localhost', async () => {
    const preview = await startTestSite({ env: { PREVIEW_HOSTS: 'preview.example.test' } });
    try {
      for (const host of [PUBLIC_HOST, 'intranet.example.test', 'preview.example.test', 'localhost', '127.0.0.1']) {
        const res = await request(preview.app).get('/healthz').set('host', host);
        expect({ host, status: res.status }).toEqual({ host, status: 200 });
        const page = await request(preview.app).get('/').set('host', host);
        expect({ host, status: page.status }).toEqual({ host, status: 200 });
      }
      // The health check answers whatever host a load balancer asks it by.
      await request(preview.app).get('/healthz').set('host', '10.0.0.7').expect(200);
    } finally {
      await preview.close();
    }
  });

  it('refuses localhost in front of a real Contensis instance, where nothing is for development', async () => {
    const remote = await startTestSite({ upstream: { localPlatform: false } });
    try {
      await request(remote.app).get('/about').set('host', 'localhost').expect(421);
      await request(remote.app).get('/about').set('host', PUBLIC_HOST).expect(200);
    } finally {
      await remote.close();
    }
  });
});

describe('when no project names a host (the local platform, development)', () => {
  let site: TestSite;
  beforeAll(async () => {
    site = await startTestSite({
      env: { SMTP_URL: sink.url, PORT: '4123' },
      upstream: { projects: [{ id: 'website', name: 'Millbrook Botanic Garden', hostnames: [], publicUri: '' }] },
    });
  });
  afterAll(() => site.close());

  it('emails reset links to http://localhost:PORT, whatever host the reset was asked at', async () => {
    const visitor = await AccountVisitor.arrive(site.app, { host: ATTACKER });
    await visitor.post('/account/reset', { userEmail: 'alan@example.com' }).expect(200);
    expect(firstLink(await sink.waitForMessage('alan@example.com'))).toMatch(/^http:\/\/localhost:4123\/account\/reset-password\?token=/);
  });

  it('emails confirmation links to the configured address, whatever host the registration came from', async () => {
    const visitor = await AccountVisitor.arrive(site.app, { host: ATTACKER });
    const email = `host-${Date.now()}@example.org`;
    await visitor.post('/account/register', { email, firstName: 'Nova', credentials: { password: 'quiet lantern harbour' } }).expect(201);
    expect(firstLink(await sink.waitForMessage(email))).toMatch(/^http:\/\/localhost:4123\/account\/verify\?token=/);
  });
});

describe('SITE_URL and publicUri', () => {
  it('links to the project publicUri first, then SITE_URL', async () => {
    const site = await startTestSite({
      env: { SMTP_URL: sink.url, SITE_URL: 'https://www.example.org' },
      upstream: {
        projects: [
          { id: 'website', name: 'Millbrook Botanic Garden', hostnames: [], publicUri: '' },
          { id: 'intranet', name: 'Millbrook staff intranet', hostnames: [], publicUri: 'https://intranet.example.org/' },
        ],
      },
    });
    try {
      const visitor = await AccountVisitor.arrive(site.app, { host: ATTACKER });
      await visitor.post('/account/reset', { userEmail: 'mary@example.com' }).expect(200);
      expect(firstLink(await sink.waitForMessage('mary@example.com'))).toMatch(
        /^https:\/\/www\.example\.org\/account\/reset-password\?token=/,
      );
      // The intranet's address is https: its anti-forgery cookie is the __Host- one, from its own session page.
      const local = new AccountVisitor(site.app, { host: 'localhost' });
      local.csrf = (await local.get('/account/session?p=intranet').expect(200)).body.csrfToken as string;
      const email = `intranet-${Date.now()}@example.org`;
      await local
        .post('/account/register?p=intranet', { email, firstName: 'Nova', credentials: { password: 'quiet lantern harbour' } })
        .expect(201);
      expect(firstLink(await sink.waitForMessage(email))).toMatch(/^https:\/\/intranet\.example\.org\/account\/verify\?token=/);
    } finally {
      await site.close();
    }
  });

  it('makes the identity provider return to the configured address, not the request host', async () => {
    const site = await startTestSite({
      env: { FEDERATED_LOGIN: 'true' },
      upstream: { projects: [{ id: 'website', name: 'Millbrook Botanic Garden', hostnames: [], publicUri: 'https://www.example.org' }] },
    });
    try {
      const handover = await request(site.app).get('/account/login?redirect_uri=%2Fmembers').set('host', ATTACKER).expect(302);
      // The provider returns to this site's callback, at the configured address (the page asked for waits in a cookie).
      expect(new URL(handover.headers.location).searchParams.get('redirect_uri')).toBe('https://www.example.org/account/federated-sign-in');
    } finally {
      await site.close();
    }
  });
});

describe('in front of a real Contensis instance', () => {
  it('does not start without an address for its links: SITE_URL or every project publicUri', async () => {
    const config = loadConfig({
      CONTENSIS_URL: 'http://127.0.0.1:9',
      CONTENSIS_PROJECT: 'website',
      CONTENSIS_ACCESS_TOKEN: 'unused',
      PORT: '0',
      LOG_LEVEL: 'silent',
    });
    await expect(startSite(site, config, pino({ level: 'silent' }))).rejects.toThrow(
      /Set SITE_URL \(or each project's publicUri in PROJECTS\)/,
    );
  });
});
