import { loadConfig } from '../config';
import { robotsTxt } from './robots';
import { parseRobotsRules } from './seoConfig';

const SITEMAP = 'https://www.example.org/sitemap.xml';

describe('robots.txt', () => {
  it('lets crawlers read a public host and names its sitemap', () => {
    expect(robotsTxt({ closed: false, sitemapUrl: SITEMAP, rules: [] })).toBe(
      'User-agent: *\nAllow: /\n\nSitemap: https://www.example.org/sitemap.xml\n',
    );
  });

  it("adds the operator's rules to the `*` group, and a User-agent line of theirs starts a group of its own", () => {
    const rules = parseRobotsRules('Disallow: /search; Disallow: /tmp/\nUser-agent: BadBot;Disallow: /');
    expect(robotsTxt({ closed: false, sitemapUrl: SITEMAP, rules })).toBe(
      [
        'User-agent: *',
        'Allow: /',
        'Disallow: /search',
        'Disallow: /tmp/',
        '',
        'User-agent: BadBot',
        'Disallow: /',
        '',
        `Sitemap: ${SITEMAP}`,
        '',
      ].join('\n'),
    );
  });

  it('shuts crawlers out of a closed host (drafts, previews, a project for groups) and names no sitemap', () => {
    const text = robotsTxt({ closed: true, sitemapUrl: SITEMAP, rules: ['Allow: /news'] });
    expect(text).toBe('User-agent: *\nDisallow: /\n');
  });

  it('refuses a rule that is no robots.txt line, naming it, when the server starts', () => {
    expect(() => loadConfig({ ROBOTS_RULES: 'Disallow: /a; Dissallow /b' })).toThrow(
      /ROBOTS_RULES: "Dissallow \/b" is not a robots.txt rule/,
    );
    expect(() => loadConfig({ ROBOTS_RULES: 'Noindex: /a' })).toThrow(/ROBOTS_RULES: "Noindex: \/a"/);
    expect(loadConfig({ ROBOTS_RULES: 'Disallow: /a' }).seo.robotsRules).toEqual(['Disallow: /a']);
  });

  it('refuses sitemap limits outside the protocol', () => {
    expect(() => loadConfig({ SITEMAP_URLS_PER_FILE: '50001' })).toThrow(/SITEMAP_URLS_PER_FILE must be a whole number from 1 to 50000/);
    expect(() => loadConfig({ SITEMAP_MAX_URLS: 'lots' })).toThrow(/SITEMAP_MAX_URLS/);
    expect(loadConfig({}).seo).toMatchObject({ sitemapUrlsPerFile: 50_000, sitemapBytesPerFile: 50 * 1024 * 1024 });
  });
});
