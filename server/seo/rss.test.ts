import { wellFormednessErrors } from './testing/xmlSchemas';
import { rssXml } from './rss';

const channel = {
  title: 'News & views – <Millbrook>',
  link: 'https://www.example.org/news',
  description: 'The latest "stories"',
  language: 'en-GB',
  selfUrl: 'https://www.example.org/news/feed.xml',
};

describe('RSS feed', () => {
  it('escapes every title and description, and leaves out characters XML cannot carry', async () => {
    const xml = rssXml(channel, [
      {
        title: '<script>alert(1)</script> & more\u0007',
        link: 'https://www.example.org/news/a?x=1&y=2',
        description: 'Fish & chips </description><evil/>',
        published: new Date('2026-10-29T09:15:00Z'),
      },
    ]);
    expect(await wellFormednessErrors(xml)).toEqual([]);
    expect(xml).toContain('<title>News &amp; views – &lt;Millbrook&gt;</title>');
    expect(xml).toContain('<title>&lt;script&gt;alert(1)&lt;/script&gt; &amp; more</title>');
    expect(xml).toContain('<description>Fish &amp; chips &lt;/description&gt;&lt;evil/&gt;</description>');
    expect(xml).toContain('<link>https://www.example.org/news/a?x=1&amp;y=2</link>');
    expect(xml).not.toContain('<evil/>');
  });

  it('dates items and the feed in RFC 822, says its language and its own address', () => {
    const xml = rssXml(channel, [
      { title: 'Older', link: 'https://www.example.org/news/older', description: null, published: new Date('2026-01-02T03:04:05Z') },
      { title: 'Newer', link: 'https://www.example.org/news/newer', description: null, published: new Date('2026-10-29T09:15:00Z') },
      { title: 'Undated', link: 'https://www.example.org/news/undated', description: null, published: null },
    ]);
    expect(xml).toContain('<pubDate>Fri, 02 Jan 2026 03:04:05 GMT</pubDate>');
    expect(xml).toContain('<lastBuildDate>Thu, 29 Oct 2026 09:15:00 GMT</lastBuildDate>');
    expect(xml).toContain('<language>en-GB</language>');
    expect(xml).toContain('<atom:link href="https://www.example.org/news/feed.xml" rel="self" type="application/rss+xml"/>');
    expect(xml).toContain('<guid isPermaLink="true">https://www.example.org/news/newer</guid>');
    expect(xml.match(/<pubDate>/g)).toHaveLength(2);
  });
});
