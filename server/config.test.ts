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
    });
  });

  it('reads a real Contensis instance', () => {
    const config = loadConfig({ CONTENSIS_URL: 'https://api-x.cloud.contensis.com/', CONTENSIS_PROJECT: 'web', CONTENSIS_ACCESS_TOKEN: 't' });
    expect(config.contensis).toEqual({ url: 'https://api-x.cloud.contensis.com', project: 'web', accessToken: 't', clientId: null, clientSecret: null });
  });

  it.each([
    [{ PORT: 'abc' }, 'PORT must be a whole number from 0 to 65535 (got "abc")'],
    [{ PLATFORM_TIMEOUT_MS: '0' }, 'PLATFORM_TIMEOUT_MS must be a whole number from 1 to 120000 (got "0")'],
    [{ TRAILING_SLASH_REDIRECT_STATUS: '303' }, 'TRAILING_SLASH_REDIRECT_STATUS must be 301, 302, 307 or 308'],
    [{ DISABLE_SSR_REDUX: 'maybe' }, 'DISABLE_SSR_REDUX must be true or false (got "maybe")'],
    [{ CONTENSIS_URL: 'ftp://x' }, 'CONTENSIS_URL must start with http:// or https://'],
  ])('rejects %p with a clear message', (env, message) => {
    expect(() => loadConfig(env)).toThrow(new ConfigError(message));
  });
});

describe('parseProjects', () => {
  it('reads the project list', () => {
    expect(parseProjects('[{"id":"website","hostnames":["www.example.org"],"publicUri":"https://www.example.org","name":"Example"}]')).toEqual([
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
