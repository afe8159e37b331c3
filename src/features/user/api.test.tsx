import { accountApiIn, browserUserEffects } from './api';
import { localiseLink, languageSettings } from '../../lib/url/languages';

// The browser side of signing out and of noticing other tabs (jsdom's storage and cookies).

describe('browserUserEffects', () => {
  afterEach(() => {
    window.sessionStorage.clear();
    window.localStorage.clear();
  });

  it('forgets every stored item of a federated (OIDC) sign-in, in both storages, and nothing else', () => {
    window.sessionStorage.setItem('oidc.user:https://cms.example/authenticate/:WebsiteAdfsClient', '{"id_token":"x"}');
    window.sessionStorage.setItem('oidc.state', 'abc');
    window.localStorage.setItem('oidc.signin', 'def');
    window.sessionStorage.setItem('trellis.scroll', '{"/":0}');
    window.localStorage.setItem('preferences', 'dark');
    browserUserEffects.clearFederatedSession();
    expect(Object.keys(window.sessionStorage)).toEqual(['trellis.scroll']);
    expect(Object.keys(window.localStorage)).toEqual(['preferences']);
  });

  it('reads the visible session marker, the only cookie a script may see', () => {
    expect(browserUserEffects.readSessionMarker()).toBe('');
    document.cookie = 'other=1';
    document.cookie = 'trellis_session=abc123';
    expect(browserUserEffects.readSessionMarker()).toBe('abc123');
    document.cookie = 'trellis_session=; expires=Thu, 01 Jan 1970 00:00:00 GMT';
    expect(browserUserEffects.readSessionMarker()).toBe('');
  });
});

describe('the account calls of a Welsh page', () => {
  const original = globalThis.fetch;
  afterEach(() => {
    globalThis.fetch = original;
  });

  it('post to the Welsh addresses, so the answers are in Welsh; the session is asked at its one address', async () => {
    const asked: string[] = [];
    globalThis.fetch = jest.fn((input: RequestInfo | URL) => {
      asked.push(String(input));
      // jsdom has no Response: what send() reads of one.
      return Promise.resolve({ ok: true, status: 200, statusText: 'OK', text: () => Promise.resolve('{}') } as Response);
    }) as typeof fetch;
    const languages = languageSettings('en-GB', ['en-GB', 'cy']);
    const api = accountApiIn((path) => localiseLink(languages, 'cy', path));
    await api.login({ username: 'ada', password: 'x' }, 'csrf');
    await api.register({ email: 'a@example.org', firstName: 'A', lastName: '', credentials: { password: 'x' } }, 'csrf');
    await api.requestPasswordReset({ userEmail: 'a@example.org' }, 'csrf');
    await api.logout('csrf');
    await api.session();
    expect(asked).toEqual(['/cy/account/login', '/cy/account/register', '/cy/account/reset', '/cy/account/logout', '/account/session']);
  });
});
