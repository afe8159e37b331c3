import { ConfigError, loadConfig } from './config';
import { withSiteDefaults } from './siteDefaults';

describe('withSiteDefaults', () => {
  it('fills the settings the environment leaves unset or empty, and leaves the ones it sets', () => {
    const env = withSiteDefaults(
      { CACHE_MAX_AGE: '30', DEFAULT_LANGUAGE: ' ' },
      { CACHE_MAX_AGE: '120', DEFAULT_LANGUAGE: 'cy', CDN_MAX_AGE: '600' },
    );
    const config = loadConfig(env, '/srv');
    expect(config.cache.pageMaxAge).toBe(30);
    expect(config.language).toBe('cy');
    expect(config.cache.cdnMaxAge).toBe(600);
  });

  it('checks a default as it checks the environment', () => {
    expect(() => loadConfig(withSiteDefaults({}, { TRAILING_SLASH_REDIRECT_STATUS: '200' }), '/srv')).toThrow(ConfigError);
  });

  it.each(['SESSION_SECRET', 'CONTENSIS_ACCESS_TOKEN', 'ACCOUNTS_CLIENT_SECRET', 'SMTP_URL', 'REDIS_URL', 'METRICS_TOKEN'])(
    'refuses %s: a secret belongs in the environment, not in the site’s code',
    (name) => {
      expect(() => withSiteDefaults({}, { [name]: 'x'.repeat(40) })).toThrow(
        new ConfigError(`${name} is a secret: set it in the environment, not in the site's defaults`),
      );
    },
  );

  it('refuses a name that cannot be a setting', () => {
    expect(() => withSiteDefaults({}, { 'cache max age': '1' })).toThrow(/is not a setting's name/);
  });

  it('leaves the environment it was given as it was', () => {
    const env = { PORT: '8080' };
    withSiteDefaults(env, { CACHE_MAX_AGE: '120' });
    expect(env).toEqual({ PORT: '8080' });
  });
});
