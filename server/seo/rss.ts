import { escapeXml, XML_DECLARATION } from './xml';

export interface FeedChannel {
  title: string;
  /** The listing page's address. */
  link: string;
  description: string;
  /** The feed's language (`en-GB`, `cy`). */
  language: string;
  /** The feed's own address (atom:link rel="self", which feed readers and validators ask for). */
  selfUrl: string;
}

export interface FeedItem {
  title: string;
  /** The item's page, absolute, in the feed's language. */
  link: string;
  description: string | null;
  /** When it was published (its listing's date), if known. */
  published: Date | null;
}

/** RFC 822 dates, as RSS 2.0 asks: `Sun, 29 Nov 2026 14:22:07 GMT`. */
const rfc822 = (date: Date) => date.toUTCString();

/** An RSS 2.0 document. Every text is escaped; the item's link is its permanent id. */
export function rssXml(channel: FeedChannel, items: readonly FeedItem[]): string {
  const newest = items.reduce<Date | null>(
    (latest, item) => (item.published && (!latest || item.published > latest) ? item.published : latest),
    null,
  );
  const parts = [
    `${XML_DECLARATION}\n<rss version="2.0" xmlns:atom="http://www.w3.org/2005/Atom">\n<channel>\n`,
    `<title>${escapeXml(channel.title)}</title>\n`,
    `<link>${escapeXml(channel.link)}</link>\n`,
    `<description>${escapeXml(channel.description)}</description>\n`,
    `<language>${escapeXml(channel.language)}</language>\n`,
    `<atom:link href="${escapeXml(channel.selfUrl)}" rel="self" type="application/rss+xml"/>\n`,
    newest ? `<lastBuildDate>${rfc822(newest)}</lastBuildDate>\n` : '',
  ];
  for (const item of items) {
    parts.push(
      '<item>',
      `<title>${escapeXml(item.title)}</title>`,
      `<link>${escapeXml(item.link)}</link>`,
      `<guid isPermaLink="true">${escapeXml(item.link)}</guid>`,
      item.description ? `<description>${escapeXml(item.description)}</description>` : '',
      item.published ? `<pubDate>${rfc822(item.published)}</pubDate>` : '',
      '</item>\n',
    );
  }
  parts.push('</channel>\n</rss>\n');
  return parts.join('');
}
