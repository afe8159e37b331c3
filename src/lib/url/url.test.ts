import { cleanPath, needsCleaning, parseLocation, safeLocalPath, withQuery } from '.';

describe('cleanPath', () => {
  it.each([
    ['/', '/'],
    ['/about/', '/about'],
    ['//about//team///', '/about/team'],
    ['/news', '/news'],
    ['', '/'],
  ])('%s becomes %s', (input, expected) => {
    expect(cleanPath(input)).toBe(expected);
  });

  it('flags only paths that change', () => {
    expect(needsCleaning('/about/')).toBe(true);
    expect(needsCleaning('/about')).toBe(false);
  });
});

describe('safeLocalPath', () => {
  it('keeps same-site paths with query and hash', () => {
    expect(safeLocalPath('/members/area?x=1#top')).toBe('/members/area?x=1#top');
  });

  it.each(['https://evil.example/', '//evil.example/path', '/\\evil.example', 'javascript:alert(1)', 'members', '', null, '/\u0000x'])(
    'refuses %p',
    (target) => {
      expect(safeLocalPath(target)).toBeNull();
    },
  );
});

describe('locations', () => {
  it('splits a path into parts and survives garbage', () => {
    expect(parseLocation('/a/b?c=1#d')).toEqual({ pathname: '/a/b', search: '?c=1', hash: '#d' });
    expect(parseLocation('http://[bad')).toEqual({ pathname: '/', search: '', hash: '' });
  });

  it('builds a query string, leaving out undefined values', () => {
    expect(withQuery('/account/login', { redirect_uri: '/a b', other: undefined })).toBe('/account/login?redirect_uri=%2Fa+b');
  });
});
