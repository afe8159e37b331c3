import { DEFAULT_REDIRECT_ORIGINS, parseRedirectOrigins, RedirectAllowList } from './redirectAllowList';

describe('the redirect allow-list', () => {
  const defaults = new RedirectAllowList();

  it('by default allows localhost and 127.0.0.1 on any port, over http and https', () => {
    for (const target of [
      'http://localhost:3000/account/login?x=1',
      'https://localhost/',
      'http://127.0.0.1:8080/cb',
      'http://LOCALHOST:3000/',
    ]) {
      expect([target, defaults.check(target)?.href]).toEqual([target, new URL(target).href]);
    }
  });

  it('refuses other hosts, look-alikes, user info, fragments, relative and non-http targets', () => {
    for (const target of [
      'https://evil.example/',
      'http://localhost.evil.example/',
      'http://evil.example\\@localhost/',
      'http://localhost@evil.example/',
      'http://user:pw@localhost:3000/',
      'http://localhost:3000/#frag',
      '//localhost:3000/',
      '/account/login',
      'javascript:alert(1)',
      'ftp://localhost/',
      'not a url',
    ]) {
      expect([target, defaults.check(target)]).toEqual([target, null]);
    }
  });

  it('matches configured origins exactly: scheme, host and port (default port when none is given)', () => {
    const list = new RedirectAllowList(parseRedirectOrigins('https://www.example.org, http://staging.example.org:8080'));
    expect(list.check('https://www.example.org/account/login')).not.toBeNull();
    expect(list.check('https://www.example.org:443/x')).not.toBeNull();
    expect(list.check('http://www.example.org/x')).toBeNull();
    expect(list.check('https://www.example.org:8443/x')).toBeNull();
    expect(list.check('http://staging.example.org:8080/x')).not.toBeNull();
    expect(list.check('http://localhost:3000/')).toBeNull();
  });

  it('parses FEDERATED_REDIRECT_ORIGINS, falling back to the defaults, and rejects malformed entries', () => {
    expect(parseRedirectOrigins(undefined)).toEqual(DEFAULT_REDIRECT_ORIGINS);
    expect(parseRedirectOrigins(' ')).toEqual(DEFAULT_REDIRECT_ORIGINS);
    expect(() => parseRedirectOrigins('https://example.org/path')).toThrow(/not an origin/);
    expect(() => parseRedirectOrigins('example.org')).toThrow(/not an origin/);
    expect(() => parseRedirectOrigins('https://*.example.org')).toThrow(/not an origin/);
  });
});
