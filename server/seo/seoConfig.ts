// What operators configure of robots.txt and the sitemaps (README's configuration table).

/** `ROBOTS_RULES`, `SITEMAP_MAX_URLS` and `SITEMAP_URLS_PER_FILE`. */
export interface SeoConfig {
  /** Lines added to a public host's robots.txt, in order (`Disallow: /search`, or a group of their own). */
  robotsRules: string[];
  /** The most pages one project's sitemap lists: a bound on the work and memory a sitemap takes. */
  sitemapMaxUrls: number;
  /** Pages per sitemap file before `/sitemap.xml` becomes an index of `/sitemap-N.xml` (the protocol's limit: 50,000). */
  sitemapUrlsPerFile: number;
  /** Bytes per sitemap file, uncompressed (the protocol's limit: 50 MB). */
  sitemapBytesPerFile: number;
}

export class SeoConfigError extends Error {
  override name = 'ConfigError';
}

/** The fields robots.txt knows (RFC 9309 and the widely read extensions); anything else is a typing mistake. */
const ROBOTS_FIELDS = ['user-agent', 'allow', 'disallow', 'crawl-delay', 'sitemap', 'clean-param'];

/**
 * `ROBOTS_RULES`: robots.txt lines separated by new lines or `;` (`Disallow: /search; Disallow: /tmp/`). Rules before
 * any `User-agent` line join the site's `User-agent: *` group; a `User-agent` line starts a group of its own.
 */
export function parseRobotsRules(raw: string | undefined): string[] {
  if (raw === undefined || raw.trim() === '') return [];
  const lines = raw
    .split(/\r?\n|;/)
    .map((line) => line.trim())
    .filter(Boolean);
  for (const line of lines) {
    const match = /^([A-Za-z-]+)\s*:\s*(.*)$/.exec(line);
    if (!match || !ROBOTS_FIELDS.includes(match[1].toLowerCase())) {
      throw new SeoConfigError(
        `ROBOTS_RULES: "${line}" is not a robots.txt rule: write lines like "Disallow: /search" (fields: User-agent, Allow, Disallow, Crawl-delay, Sitemap, Clean-param), separated by ";"`,
      );
    }
    if (/[\u0000-\u001f\u007f]/.test(match[2])) throw new SeoConfigError(`ROBOTS_RULES: "${line}" holds a control character`);
  }
  return lines;
}

type Env = Record<string, string | undefined>;

function whole(env: Env, name: string, fallback: number, min: number, max: number): number {
  const raw = env[name]?.trim();
  if (!raw) return fallback;
  const value = Number(raw);
  if (!Number.isInteger(value) || value < min || value > max) {
    throw new SeoConfigError(`${name} must be a whole number from ${min} to ${max} (got "${raw}")`);
  }
  return value;
}

export const SITEMAP_PROTOCOL_URLS = 50_000;
export const SITEMAP_PROTOCOL_BYTES = 50 * 1024 * 1024;

export function seoConfig(env: Env): SeoConfig {
  return {
    robotsRules: parseRobotsRules(env.ROBOTS_RULES),
    sitemapMaxUrls: whole(env, 'SITEMAP_MAX_URLS', 200_000, 1, 2_000_000),
    sitemapUrlsPerFile: whole(env, 'SITEMAP_URLS_PER_FILE', SITEMAP_PROTOCOL_URLS, 1, SITEMAP_PROTOCOL_URLS),
    sitemapBytesPerFile: SITEMAP_PROTOCOL_BYTES,
  };
}
