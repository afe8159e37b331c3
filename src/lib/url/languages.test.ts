import {
  languageSettings,
  localiseLink,
  localiseMarkupLinks,
  pathInLanguage,
  resolveLanguage,
  singleLanguage,
  startsWithLanguage,
  supportedLanguage,
} from './languages';

const prefixed = languageSettings('en-GB', ['en-GB', 'cy'], {}, 'https://www.example.org');
const hosted = languageSettings('en-GB', ['en-GB', 'cy'], { cy: { hostnames: ['WWW.example.cymru'] } }, 'https://www.example.org');

describe('resolveLanguage, prefix scheme (the default)', () => {
  it.each([
    ['/', 'en-GB', '', '/'],
    ['/visit', 'en-GB', '', '/visit'],
    ['/cy', 'cy', '/cy', '/'],
    ['/cy/visit', 'cy', '/cy', '/visit'],
    ['/cy/search/news', 'cy', '/cy', '/search/news'],
    ['/cy/account/login', 'cy', '/cy', '/account/login'],
    ['/cy/preview/abc/cy', 'cy', '/cy', '/preview/abc/cy'],
    ['/cyclists', 'en-GB', '', '/cyclists'],
    ['/CY/visit', 'en-GB', '', '/CY/visit'],
  ])('%s is %s with prefix %p, inner path %s', (path, language, prefix, innerPath) => {
    expect(resolveLanguage(prefixed, 'www.example.org', path)).toEqual({ language, prefix, innerPath });
  });

  it('reads an unknown language segment as an ordinary path of the primary language', () => {
    expect(resolveLanguage(prefixed, 'www.example.org', '/fr/visit')).toEqual({ language: 'en-GB', prefix: '', innerPath: '/fr/visit' });
    expect(resolveLanguage(singleLanguage('en-GB'), 'localhost', '/cy/visit')).toEqual({
      language: 'en-GB',
      prefix: '',
      innerPath: '/cy/visit',
    });
  });

  it('takes a configured prefix and never prefixes the primary', () => {
    const custom = languageSettings('cy', ['cy', 'en-GB'], { 'en-gb': { prefix: '/english/' } });
    expect(custom.prefixes).toEqual({ 'en-GB': 'english' });
    expect(resolveLanguage(custom, 'localhost', '/english/visit').language).toBe('en-GB');
    expect(resolveLanguage(custom, 'localhost', '/visit').language).toBe('cy');
  });
});

describe('resolveLanguage, hostname scheme', () => {
  it('chooses the language by host, any case, and leaves the path whole', () => {
    expect(resolveLanguage(hosted, 'www.example.cymru', '/visit')).toEqual({ language: 'cy', prefix: '', innerPath: '/visit' });
    expect(resolveLanguage(hosted, 'WWW.EXAMPLE.CYMRU', '/search?term=x')).toEqual({
      language: 'cy',
      prefix: '',
      innerPath: '/search?term=x',
    });
    expect(resolveLanguage(hosted, 'www.example.org', '/visit').language).toBe('en-GB');
  });

  it('has no prefix for a language with hosts: /cy on the primary host is an ordinary path', () => {
    expect(resolveLanguage(hosted, 'www.example.org', '/cy/visit')).toEqual({ language: 'en-GB', prefix: '', innerPath: '/cy/visit' });
  });
});

describe('paths in a language', () => {
  it('puts a path under the language prefix, the home page at the prefix alone, a query kept', () => {
    expect(pathInLanguage(prefixed, 'cy', '/visit')).toBe('/cy/visit');
    expect(pathInLanguage(prefixed, 'cy', '/')).toBe('/cy');
    expect(pathInLanguage(prefixed, 'cy', '/search/news?term=rose&topic=a')).toBe('/cy/search/news?term=rose&topic=a');
    expect(pathInLanguage(prefixed, 'cy', '/?x=1')).toBe('/cy?x=1');
    expect(pathInLanguage(prefixed, 'en-GB', '/visit')).toBe('/visit');
  });

  it('is the inverse of resolveLanguage', () => {
    for (const path of ['/', '/visit', '/search/news', '/account/login']) {
      for (const language of prefixed.supported) {
        const address = pathInLanguage(prefixed, language, path);
        expect(resolveLanguage(prefixed, 'www.example.org', address)).toMatchObject({ language, innerPath: path });
      }
    }
  });

  it('links to a language on another host with its origin, and within one host with the path', () => {
    expect(pathInLanguage(hosted, 'cy', '/visit', 'en-GB')).toBe('https://www.example.cymru/visit');
    expect(pathInLanguage(hosted, 'en-GB', '/visit', 'cy')).toBe('https://www.example.org/visit');
    expect(pathInLanguage(hosted, 'cy', '/visit', 'cy')).toBe('/visit');
  });

  it('localises site links once, leaving relative links, URLs and already localised paths alone', () => {
    expect(localiseLink(prefixed, 'cy', '/visit')).toBe('/cy/visit');
    expect(localiseLink(prefixed, 'cy', '/cy/search?term=x')).toBe('/cy/search?term=x');
    expect(localiseLink(prefixed, 'cy', '/cy')).toBe('/cy');
    expect(localiseLink(prefixed, 'cy', '/cyclists')).toBe('/cy/cyclists');
    expect(localiseLink(prefixed, 'cy', '?page=2')).toBe('?page=2');
    expect(localiseLink(prefixed, 'cy', 'https://elsewhere.example/')).toBe('https://elsewhere.example/');
    expect(localiseLink(prefixed, 'cy', '//elsewhere.example/')).toBe('//elsewhere.example/');
    expect(localiseLink(prefixed, 'en-GB', '/visit')).toBe('/visit');
    expect(localiseLink(hosted, 'cy', '/visit')).toBe('/visit');
  });

  it('knows the project’s own spelling of a language', () => {
    expect(supportedLanguage(prefixed, 'EN-gb')).toBe('en-GB');
    expect(supportedLanguage(prefixed, 'fr')).toBeNull();
  });
});

describe('startsWithLanguage', () => {
  it('spots a path whose first segment names a language in any case (the Delivery API would read it as one)', () => {
    expect(startsWithLanguage(prefixed, '/CY/visit')).toBe(true);
    expect(startsWithLanguage(prefixed, '/en-gb/visit')).toBe(true);
    expect(startsWithLanguage(hosted, '/cy')).toBe(true);
    expect(startsWithLanguage(prefixed, '/cyclists')).toBe(false);
    expect(startsWithLanguage(prefixed, '/')).toBe(false);
  });
});

describe('language names', () => {
  it('names each language in itself, or as configured', () => {
    expect(prefixed.names).toEqual({ 'en-GB': 'English', cy: 'Cymraeg' });
    expect(languageSettings('en-GB', ['cy'], { cy: { name: 'Cymraeg (y Gymraeg)' } }).names.cy).toBe('Cymraeg (y Gymraeg)');
  });
});

describe('localiseMarkupLinks', () => {
  it('puts the site links of sanitised markup into the language, leaving others and the primary language alone', () => {
    const html =
      '<p><a href="/visit?x=1&amp;y=2">Visit</a> <a href="https://elsewhere.example/">out</a> <a href="#top">top</a> <a href="//cdn.example/x">cdn</a> <a href="/cy/news">news</a></p>';
    expect(localiseMarkupLinks(prefixed, 'cy', html)).toBe(
      '<p><a href="/cy/visit?x=1&amp;y=2">Visit</a> <a href="https://elsewhere.example/">out</a> <a href="#top">top</a> <a href="//cdn.example/x">cdn</a> <a href="/cy/news">news</a></p>',
    );
    expect(localiseMarkupLinks(prefixed, 'en-GB', html)).toBe(html);
    expect(localiseMarkupLinks(hosted, 'cy', html)).toBe(html);
  });
});
