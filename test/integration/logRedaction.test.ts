// Tokens, codes, OAuth state and passwords that ride in a URL's query never reach the logs in clear: not the request
// log's `url`, not a logged error that quotes a URL, not a metrics label.
import { Writable } from 'node:stream';
import request from 'supertest';
import { createLogger, redactUrl } from '../../server/logger';
import { PUBLIC_HOST, recordingLogger, startTestSite } from './support/site';

const SECRETS = [
  'S3cr3tResetT0ken',
  'S3cr3tSecurityT0ken',
  'S3cr3tC0de',
  'S3cr3tSt4te',
  'S3cr3tPassw0rd',
  'S3cr3tAccessT0ken',
  'S3cr3tCsrf',
];
const ADDRESSES = [
  `/account/reset-password?token=${SECRETS[0]}&from=email`,
  `/members?securityToken=${SECRETS[1]}&tab=2`,
  `/?code=${SECRETS[2]}&state=${SECRETS[3]}`,
  `/account/verify?Token=${SECRETS[0]}`,
  `/search?term=orchids&newPassword=${SECRETS[4]}`,
  `/api/delivery/projects/website/nodes/root?accessToken=${SECRETS[5]}`,
  `/account/login?_csrf=${SECRETS[6]}`,
];

describe('the request log', () => {
  const { logger, lines } = recordingLogger();
  let site: Awaited<ReturnType<typeof startTestSite>>;
  beforeAll(async () => {
    site = await startTestSite({ logger, env: { METRICS_TOKEN: 'metrics-token-0123456789abcdef' } });
  });
  afterAll(() => site.close());

  it('keeps the path and harmless parameters, and replaces every credential-bearing value', async () => {
    for (const address of ADDRESSES) await request(site.app).get(address).set('host', PUBLIC_HOST);
    await request(site.app).post(`/account/login?password=${SECRETS[4]}`).set('host', PUBLIC_HOST).send({});
    const logged = lines.filter((line) => line.msg === 'request completed').map((line) => line.url as string);
    expect(logged).toEqual(
      expect.arrayContaining([
        '/account/reset-password?token=[redacted]&from=email',
        '/members?securityToken=[redacted]&tab=2',
        '/?code=[redacted]&state=[redacted]',
        '/account/verify?Token=[redacted]',
        '/search?term=orchids&newPassword=[redacted]',
        '/api/delivery/projects/website/nodes/root?accessToken=[redacted]',
        '/account/login?_csrf=[redacted]',
        '/account/login?password=[redacted]',
      ]),
    );
    const everything = JSON.stringify(lines);
    for (const secret of SECRETS) expect(everything).not.toContain(secret);
  });

  it('never puts a path or query in a metrics label', async () => {
    for (const address of ADDRESSES) await request(site.app).get(address).set('host', PUBLIC_HOST);
    const metrics = await request(site.app).get('/metrics').set('authorization', 'Bearer metrics-token-0123456789abcdef').expect(200);
    for (const secret of SECRETS) expect(metrics.text).not.toContain(secret);
    expect(metrics.text).not.toContain('reset-password');
  });
});

describe("the site's logger", () => {
  function capturing() {
    const lines: Record<string, unknown>[] = [];
    const destination = new Writable({
      write(chunk: Buffer, _encoding, done) {
        lines.push(JSON.parse(chunk.toString('utf8')) as Record<string, unknown>);
        done();
      },
    });
    return { logger: createLogger('info', 'test', destination), lines };
  }

  it('redacts a URL field and a logged error that quotes a URL, in a child logger too (the platform logs through one)', () => {
    const { logger, lines } = capturing();
    logger
      .child({ component: 'platform' })
      .error({ url: `/api/delivery/projects/website/entries?accesstoken=${SECRETS[5]}&pageSize=5` }, 'unexpected platform error');
    const failure = new Error(`GET https://cms.example.org/authenticate/connect/token?code=${SECRETS[2]}&state=${SECRETS[3]} failed`, {
      cause: new Error(`refused https://www.example.org/account/reset-password?token=${SECRETS[0]}`),
    });
    logger.error({ err: failure }, 'Request failed');
    expect(lines[0].url).toBe('/api/delivery/projects/website/entries?accesstoken=[redacted]&pageSize=5');
    expect((lines[1].err as { message: string }).message).toContain(
      'GET https://cms.example.org/authenticate/connect/token?code=[redacted]&state=[redacted] failed',
    );
    const everything = JSON.stringify(lines);
    for (const secret of SECRETS) expect(everything).not.toContain(secret);
  });
});

describe('redactUrl', () => {
  it.each([
    ['/about', '/about'],
    ['/search?term=token', '/search?term=token'],
    ['/a?token=x#top', '/a?token=[redacted]#top'],
    ['/a?flag&token=&code=1', '/a?flag&token=[redacted]&code=[redacted]'],
    ['/a?%74oken=x', '/a?%74oken=[redacted]'],
    [
      '/a?refresh_token=x&client_secret=y&id_token=z&SESSIONID=w',
      '/a?refresh_token=[redacted]&client_secret=[redacted]&id_token=[redacted]&SESSIONID=[redacted]',
    ],
    ['/a?%E0%A4%A=1', '/a?%E0%A4%A=1'],
  ])('%s', (url, expected) => {
    expect(redactUrl(url)).toBe(expected);
  });
});
