import { browserUserEffects } from './api';

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
