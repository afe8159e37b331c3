import { renderDocument, type DocumentParts } from './document';

const parts: DocumentParts = {
  lang: 'en-GB',
  title: 'A page',
  description: null,
  canonicalUrl: null,
  noIndex: false,
  appHtml: '',
  stateScript: null,
  stateElementId: 'state',
  assets: { scripts: [], styles: [] },
};
const html = (more: Partial<DocumentParts>) => renderDocument({ ...parts, ...more }).end;

describe('renderDocument', () => {
  it('writes structured data that an entry’s text cannot end early, and that parses back to what was given', () => {
    const headline = 'Roses </script><script>alert(1)</script> & <!-- more';
    const end = html({ structuredData: [{ '@type': 'NewsArticle', headline }] });
    const scripts = [...end.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)];
    expect(scripts).toHaveLength(1);
    expect(JSON.parse(scripts[0][1])).toEqual({ '@context': 'https://schema.org', '@type': 'NewsArticle', headline });
    expect(end).not.toContain('<script>alert');
  });

  it('escapes the content of every meta tag', () => {
    const end = html({ metaTags: [{ attribute: 'property', key: 'og:title', content: '"><script>x</script>' }] });
    expect(end).toContain('<meta property="og:title" content="&quot;&gt;&lt;script&gt;x&lt;/script&gt;">');
  });

  it('links the site’s icons and manifest, or asks for no icon at all when the site has none', () => {
    expect(html({})).toContain('<link rel="icon" href="data:,">');
    const end = html({
      icons: {
        icons: [{ href: '/favicon.svg', type: 'image/svg+xml' }],
        appleTouchIcon: '/apple-touch-icon.png',
        manifest: '/manifest.webmanifest',
        themeColor: '#1d4d2b',
      },
    });
    expect(end).toContain('<link rel="icon" href="/favicon.svg" type="image/svg+xml">');
    expect(end).toContain('<link rel="apple-touch-icon" href="/apple-touch-icon.png">');
    expect(end).toContain('<link rel="manifest" href="/manifest.webmanifest">');
    expect(end).toContain('<meta name="theme-color" content="#1d4d2b">');
    expect(end).not.toContain('data:,');
  });
});
