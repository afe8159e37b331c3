/** What a host's robots.txt says. */
export interface RobotsInputs {
  /**
   * A host crawlers must leave alone: draft and preview hosts, which show unpublished content, and a project limited
   * to groups of users, whose pages no crawler may see.
   */
  closed: boolean;
  /** The project's sitemap, an absolute URL from configuration (never from the request's Host). */
  sitemapUrl: string | null;
  /** The operator's own lines (ROBOTS_RULES). */
  rules: readonly string[];
}

/**
 * robots.txt (RFC 9309): a closed host disallows everything and names no sitemap; a public host allows everything
 * but what the operator's rules say, and names its project's sitemap.
 */
export function robotsTxt({ closed, sitemapUrl, rules }: RobotsInputs): string {
  if (closed) return 'User-agent: *\nDisallow: /\n';
  const lines = ['User-agent: *', 'Allow: /'];
  // Rules before the operator's first User-agent line belong to the `*` group; the others make groups of their own.
  for (const rule of rules) {
    if (/^user-agent\s*:/i.test(rule) && lines.at(-1) !== '' && !/^user-agent\s*:/i.test(lines.at(-1) ?? '')) lines.push('');
    lines.push(rule);
  }
  if (sitemapUrl) lines.push('', `Sitemap: ${sitemapUrl}`);
  return `${lines.join('\n')}\n`;
}
