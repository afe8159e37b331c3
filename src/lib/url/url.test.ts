import { cleanPath, needsCleaning, parseLocation, resolveLink, safeLocalPath, withQuery } from '.';

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

describe('resolveLink', () => {
  const shown = { pathname: '/about/history', search: '?page=1', hash: '#intro' };

  it.each([
    ['/visit', '/visit'],
    ['?page=2', '/about/history?page=2'],
    ['#top', '/about/history?page=1#top'],
    ['../contact', '/contact'],
    ['team', '/about/team'],
    ['./team?x=1#y', '/about/team?x=1#y'],
    ['', '/about/history?page=1'],
  ])('resolves %p as the browser would, to %p', (href, path) => {
    expect(resolveLink(href, shown)).toEqual({ path, file: false });
  });

  it.each([
    'https://elsewhere.example/about',
    '//elsewhere.example/about',
    'mailto:hello@example.org',
    'javascript:alert(1)',
    'http://[bad',
  ])('leaves %p to the browser (another site or scheme)', (href) => {
    expect(resolveLink(href, shown)).toBeNull();
  });

  it('counts absolute links to the site’s own origin as the site when the origin is known', () => {
    expect(resolveLink('https://www.example.org/news?x=1', shown, 'https://www.example.org')).toEqual({ path: '/news?x=1', file: false });
    expect(resolveLink('https://www.example.org/news', shown)).toBeNull();
  });

  // Plain paths skip the URL parser (every link is resolved on every render): they must come out the same.
  it.each([
    '/news/a-story',
    "/people/o'brien",
    '/a//b/',
    '/a/./b',
    '/a/b/..',
    '/a/%2e%2E/b',
    '/a/%2e/b',
    '/caf%C3%A9',
    '/café',
    '/a b',
    '/a/.hidden/b',
    '/a/..b/c',
    '/__version',
    '/a~b!$&()*+,;=:@',
  ])('resolves %p exactly as the URL parser does', (href) => {
    const parsed = new URL(href, 'http://site.invalid/about/history');
    expect(resolveLink(href, shown)?.path).toBe(`${parsed.pathname}${parsed.search}${parsed.hash}`);
  });

  it.each(['/asset-library/report-2025.pdf', '/image-library/photo', 'docs/guide.docx', '/files/data.json?v=2'])(
    'marks %p as a file',
    (href) => {
      expect(resolveLink(href, shown)?.file).toBe(true);
    },
  );
});
