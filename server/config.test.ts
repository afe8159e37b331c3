import os from 'node:os';
import { ConfigError, loadConfig, parseProjects } from './config';

describe('loadConfig', () => {
  it('has the documented defaults', () => {
    const config = loadConfig({}, '/srv/site');
    expect(config).toMatchObject({
      port: 3000,
      platformPort: 3001,
      contentDir: '/srv/site/content/demo',
      dataDir: '/srv/site/.data',
      contensis: null,
      projects: null,
      defaultProject: 'website',
      language: 'en-GB',
      cleanPathRedirectStatus: 302,
      reverseProxyPaths: ['image-library', 'video-library', 'asset-library'],
      disableSsrRedux: false,
      sessionSecret: null,
      mail: { smtpUrl: null, from: 'Trellis <no-reply@localhost>', outboxDir: '/srv/site/.data/outbox' },
    });
  });

  it("reads WORKER_HEAP_MB, and refuses a limit too small for a worker's caches", () => {
    expect(loadConfig({ WORKER_HEAP_MB: '512' }, '/srv/site').operations.workerHeapMb).toBe(512);
    expect(loadConfig({ WORKER_HEAP_MB: '0' }, '/srv/site').operations.workerHeapMb).toBe(0);
    expect(() => loadConfig({ WORKER_HEAP_MB: '64' }, '/srv/site')).toThrow(/WORKER_HEAP_MB must be 0 .* or at least 128/);
  });

  it('bounds the request cache in bytes (REQUEST_CACHE_MB, 16 by default) and refuses a bound it cannot use', () => {
    expect(loadConfig({}, '/srv/site').cache.requestCacheBytes).toBe(16 * 1024 * 1024);
    expect(loadConfig({ REQUEST_CACHE_MB: '4' }, '/srv/site').cache.requestCacheBytes).toBe(4 * 1024 * 1024);
    expect(() => loadConfig({ REQUEST_CACHE_MB: 'lots' }, '/srv/site')).toThrow(/REQUEST_CACHE_MB/);
  });

  it('watches the content pack (in production too), or as CONTENT_WATCH says', () => {
    expect(loadConfig({}).contentWatch).toBe(true);
    expect(loadConfig({ NODE_ENV: 'production' }).contentWatch).toBe(true);
    expect(loadConfig({ NODE_ENV: 'production', CONTENT_WATCH: '0' }).contentWatch).toBe(false);
    expect(loadConfig({ NODE_ENV: 'development' }).contentWatch).toBe(true);
    expect(loadConfig({ NODE_ENV: 'development', CONTENT_WATCH: '0' }).contentWatch).toBe(false);
    expect(loadConfig({ NODE_ENV: 'production', CONTENT_WATCH: '1' }).contentWatch).toBe(true);
    expect(() => loadConfig({ CONTENT_WATCH: 'sometimes' })).toThrow('CONTENT_WATCH must be true or false (got "sometimes")');
  });

  it('reads the account settings: session secret and outgoing mail', () => {
    const config = loadConfig(
      {
        SESSION_SECRET: ' 0123456789abcdef0123456789abcdef ',
        SMTP_URL: 'smtp://mailer:s3cret@mail.example.org:587',
        MAIL_FROM: 'Example <accounts@example.org>',
        MAIL_OUTBOX_DIR: 'tmp/outbox',
      },
      '/srv/site',
    );
    expect(config.sessionSecret).toBe('0123456789abcdef0123456789abcdef');
    expect(config.mail).toEqual({
      smtpUrl: 'smtp://mailer:s3cret@mail.example.org:587',
      from: 'Example <accounts@example.org>',
      outboxDir: '/srv/site/tmp/outbox',
    });
  });

  it('keeps the outbox inside DATA_DIR by default', () => {
    expect(loadConfig({ DATA_DIR: '/var/lib/trellis' }, '/srv/site').mail.outboxDir).toBe('/var/lib/trellis/outbox');
  });

  it('does not repeat a password from a malformed SMTP_URL in its error', () => {
    expect(() => loadConfig({ SMTP_URL: 'http://user:hunter2@mail' })).toThrow(ConfigError);
    expect(() => loadConfig({ SMTP_URL: 'http://user:hunter2@mail' })).not.toThrow(/hunter2/);
  });

  it('reads a real Contensis instance', () => {
    const config = loadConfig({
      CONTENSIS_URL: 'https://api-x.cloud.contensis.com/',
      CONTENSIS_PROJECT: 'web',
      CONTENSIS_ACCESS_TOKEN: 't',
    });
    expect(config.contensis).toEqual({
      url: 'https://api-x.cloud.contensis.com',
      project: 'web',
      accessToken: 't',
      clientId: null,
      clientSecret: null,
    });
  });

  it('keeps metrics private and rate limits in memory unless told otherwise', () => {
    const { operations } = loadConfig({});
    expect(operations.metrics).toEqual({ port: null, host: '127.0.0.1', token: null });
    expect(operations.redisUrl).toBeNull();
    // One site worker per core by default.
    expect(operations.webConcurrency).toBe(os.availableParallelism());
    // A quiet worker hands its memory back after a second.
    expect(operations.idleCollectionMs).toBe(1000);
    const set = loadConfig({
      METRICS_PORT: '9464',
      METRICS_TOKEN: 'x'.repeat(24),
      REDIS_URL: 'redis://:pw@cache:6379/2',
      WEB_CONCURRENCY: '3',
      IDLE_COLLECTION_MS: '0',
    }).operations;
    expect(set).toEqual({
      redisUrl: 'redis://:pw@cache:6379/2',
      webConcurrency: 3,
      // V8's own heap sizing unless WORKER_HEAP_MB says otherwise.
      workerHeapMb: 0,
      idleCollectionMs: 0,
      metrics: { port: 9464, host: '127.0.0.1', token: 'x'.repeat(24) },
    });
    expect(() => loadConfig({ REDIS_URL: 'http://user:hunter2@cache' })).toThrow(
      new ConfigError('REDIS_URL must be a redis:// or rediss:// URL'),
    );
  });

  it.each([
    [{ WEB_CONCURRENCY: '0' }, 'WEB_CONCURRENCY must be a whole number from 1 to 256 (got "0")'],
    [{ IDLE_COLLECTION_MS: '-1' }, 'IDLE_COLLECTION_MS must be a whole number from 0 to 3600000 (got "-1")'],
    [{ METRICS_TOKEN: 'short' }, 'METRICS_TOKEN must be at least 24 characters long'],
    [{ METRICS_PORT: 'x' }, 'METRICS_PORT must be a whole number from 0 to 65535 (got "x")'],
    [{ PORT: 'abc' }, 'PORT must be a whole number from 0 to 65535 (got "abc")'],
    [{ PLATFORM_TIMEOUT_MS: '0' }, 'PLATFORM_TIMEOUT_MS must be a whole number from 1 to 120000 (got "0")'],
    [{ TRAILING_SLASH_REDIRECT_STATUS: '303' }, 'TRAILING_SLASH_REDIRECT_STATUS must be 301, 302, 307 or 308'],
    [{ DISABLE_SSR_REDUX: 'maybe' }, 'DISABLE_SSR_REDUX must be true or false (got "maybe")'],
    [{ CONTENSIS_URL: 'ftp://x' }, 'CONTENSIS_URL must start with http:// or https://'],
    [{ SESSION_SECRET: 'short' }, 'SESSION_SECRET must be at least 32 characters long'],
    [{ SMTP_URL: 'smtp://[bad' }, 'SMTP_URL must be an smtp:// or smtps:// URL (smtp://user:password@host:port)'],
    [{ MAIL_FROM: 'nobody' }, 'MAIL_FROM must be one address, like "Trellis <no-reply@example.org>" (got "nobody")'],
  ])('rejects %p with a clear message', (env, message) => {
    expect(() => loadConfig(env)).toThrow(new ConfigError(message));
  });
});

describe('parseProjects', () => {
  it('reads the project list', () => {
    expect(
      parseProjects('[{"id":"website","hostnames":["www.example.org"],"publicUri":"https://www.example.org","name":"Example"}]'),
    ).toEqual([
      { id: 'website', name: 'Example', hostnames: ['www.example.org'], publicUri: 'https://www.example.org', allowedGroups: [] },
    ]);
  });

  it.each([
    ['not json', /PROJECTS is not valid JSON/],
    ['[]', /non-empty JSON array/],
    ['[{"hostnames":[]}]', /PROJECTS\[0\]\.id must be a string/],
    ['[{"id":"a","hostnames":"x"}]', /PROJECTS\[0\]\.hostnames must be a list/],
    ['[{"id":"a","allowedGroups":"Staff"}]', /PROJECTS\[0\]\.allowedGroups must be a list/],
  ])('rejects %s', (raw, message) => {
    expect(() => parseProjects(raw)).toThrow(message);
  });
});

describe('the site address and the proxies in front', () => {
  it('reads SITE_URL as an origin, and refuses anything else', () => {
    expect(loadConfig({}).siteUrl).toBeNull();
    expect(loadConfig({ SITE_URL: ' https://www.example.org/ ' }).siteUrl).toBe('https://www.example.org');
    expect(loadConfig({ SITE_URL: 'http://localhost:8080' }).siteUrl).toBe('http://localhost:8080');
    for (const bad of [
      'www.example.org',
      'ftp://example.org',
      'https://www.example.org/site',
      'https://user:pw@example.org',
      'https://example.org/?a=1',
    ]) {
      expect(() => loadConfig({ SITE_URL: bad })).toThrow(/SITE_URL must be the site's origin/);
    }
  });

  it('refuses a project publicUri that is not an http(s) address, as links are made from it', () => {
    expect(parseProjects('[{"id":"website","publicUri":"https://www.example.org/"}]')?.[0].publicUri).toBe('https://www.example.org/');
    expect(() => parseProjects('[{"id":"website","publicUri":"javascript:alert(1)"}]')).toThrow(/publicUri must be the project's address/);
    expect(() => parseProjects('[{"id":"website","publicUri":"www.example.org"}]')).toThrow(ConfigError);
  });

  it('refuses TRUST_PROXY=true, naming what to set instead', () => {
    expect(() => loadConfig({ TRUST_PROXY: 'true' })).toThrow(/TRUST_PROXY=1/);
    expect(loadConfig({ TRUST_PROXY: '1' }).trustProxy).toBe(1);
  });
});
