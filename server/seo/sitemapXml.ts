import type { SitemapPage } from './sitemapPages';
import { escapeXml, XML_DECLARATION } from './xml';

const URLSET_START = `${XML_DECLARATION}\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">\n`;
const URLSET_END = '</urlset>\n';

/** One `<url>`: its address, publish date and `xhtml:link` alternates (Google's form of hreflang in sitemaps). */
export function urlElement(page: SitemapPage): string {
  const parts = [`<url><loc>${escapeXml(page.loc)}</loc>`];
  if (page.lastmod) parts.push(`<lastmod>${escapeXml(page.lastmod)}</lastmod>`);
  for (const { hreflang, href } of page.alternates) {
    parts.push(`<xhtml:link rel="alternate" hreflang="${escapeXml(hreflang)}" href="${escapeXml(href)}"/>`);
  }
  parts.push('</url>\n');
  return parts.join('');
}

/** A sitemap of some of the pages (`pages.slice(start, end)`). */
export function urlsetXml(pages: readonly SitemapPage[], start = 0, end = pages.length): string {
  const parts = [URLSET_START];
  for (let at = start; at < end; at += 1) parts.push(urlElement(pages[at]));
  parts.push(URLSET_END);
  return parts.join('');
}

/** Where each sitemap file starts and ends in the list of pages. */
export interface SitemapFile {
  start: number;
  end: number;
  /** The newest publish date among its pages. */
  lastmod: string | null;
}

/**
 * The pages split into sitemap files of at most `maxUrls` pages and `maxBytes` bytes each (the protocol's 50,000 and
 * 50 MB): one file when they fit, else as many as needed, listed by a sitemap index. Only the boundaries are kept;
 * each file is written when asked for.
 */
export function splitSitemap(pages: readonly SitemapPage[], maxUrls: number, maxBytes: number): SitemapFile[] {
  const frame = Buffer.byteLength(URLSET_START) + Buffer.byteLength(URLSET_END);
  const files: SitemapFile[] = [];
  let current: SitemapFile = { start: 0, end: 0, lastmod: null };
  let bytes = frame;
  pages.forEach((page, index) => {
    const size = Buffer.byteLength(urlElement(page));
    if (current.end > current.start && (current.end - current.start >= maxUrls || bytes + size > maxBytes)) {
      files.push(current);
      current = { start: index, end: index, lastmod: null };
      bytes = frame;
    }
    current.end = index + 1;
    bytes += size;
    if (page.lastmod && (!current.lastmod || page.lastmod > current.lastmod)) current.lastmod = page.lastmod;
  });
  files.push(current);
  return files;
}

/** The sitemap index naming each file's address (`fileUrl(1)` is the first). */
export function sitemapIndexXml(files: readonly SitemapFile[], fileUrl: (number: number) => string): string {
  const parts = [`${XML_DECLARATION}\n<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n`];
  files.forEach((file, index) => {
    const lastmod = file.lastmod ? `<lastmod>${escapeXml(file.lastmod)}</lastmod>` : '';
    parts.push(`<sitemap><loc>${escapeXml(fileUrl(index + 1))}</loc>${lastmod}</sitemap>\n`);
  });
  parts.push('</sitemapindex>\n');
  return parts.join('');
}
