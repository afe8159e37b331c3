import type { Site } from '../../src/app/site/defineSite';
import type { DeliveryClient } from '../../src/lib/delivery';
import { isResolvedEntry } from '../../src/lib/delivery/links';
import type { Entry, Node } from '../../src/lib/delivery/types';
import type { ProjectConfig } from '../../src/features/routing';
import { sameLanguage, startsWithLanguage, type LanguageSettings } from '../../src/lib/url/languages';
import { addressIn, alternateLinks, type AlternateLink } from '../render/pageLanguages';

/** One page in a sitemap: its address in one language, when it was published, and its variations. */
export interface SitemapPage {
  loc: string;
  /** The entry's publish date (W3C date-time), when it has one. */
  lastmod: string | null;
  /** Every variation, itself included, and `x-default`: the same as the page's own `<link rel="alternate">`. */
  alternates: AlternateLink[];
}

/** The node tree as the sitemap reads it: a level at a time, as an anonymous visitor sees it. */
export interface NodeTree {
  root(language: string): Promise<Node | null>;
  children(nodeId: string, language: string): Promise<Node[] | null>;
}

/**
 * What each node's entry is asked for: what decides whether the page is listed and what its entry says. `entryTitle`
 * makes an entry the visitor may see come whole, and one they may not come as a bare link (isResolvedEntry).
 */
const ENTRY_FIELDS = ['entryTitle', 'sys.contentTypeId', 'sys.availableLanguages', 'sys.uri', 'sys.version', 'sys.metadata'];

/** The published node tree through the site's delivery client (one call a node that has children). */
export function deliveryNodeTree(client: DeliveryClient): NodeTree {
  const options = (language: string) => ({ language, versionStatus: 'published' as const, entryFields: ENTRY_FIELDS });
  return {
    root: (language) => client.nodes.getRoot(options(language)),
    children: (nodeId, language) => client.nodes.getChildren({ id: nodeId, ...options(language) }),
  };
}

/**
 * The path a node's page is listed at in `language`, or null when it is left out (docs/decisions.md "Sitemaps and
 * feeds"): the node has an entry in that language that the visitor may see (a restricted one comes as a bare
 * link), published (the tree is read with versionStatus published), of a content type the site has a page for
 * that asks no sign-in, not marked out of search or out of the sitemap; and its path is no language's.
 */
export function listedPath(site: Site, languages: LanguageSettings, language: string, node: Node): { entry: Entry; path: string } | null {
  const entry = node.entry;
  if (!isResolvedEntry(entry) || !sameLanguage(entry.sys.language ?? language, language)) return null;
  const page = site.contentPage(entry.sys.contentTypeId);
  if (!page || page.requireLogin) return null;
  const metadata = entry.sys.metadata;
  if (metadata?.includeInSearch === false || metadata?.includeInSitemap === false) return null;
  // The page's canonical path, as the route loader gives it (routing slice: the entry's uri, else the node's path).
  const path = entry.sys.uri ?? node.path;
  if (!path?.startsWith('/') || startsWithLanguage(languages, path)) return null;
  return { entry, path };
}

/** A publish date as a W3C date-time, or null. */
function lastmodOf(entry: Entry): string | null {
  const published = entry.sys.version?.published;
  const time = published ? Date.parse(published) : Number.NaN;
  return Number.isNaN(time) ? null : new Date(time).toISOString();
}

export interface SitemapPagesResult {
  pages: SitemapPage[];
  /** The cap was reached: some pages are not listed. */
  truncated: boolean;
}

/** How many children calls run at once: a sitemap must not take every connection a page needs. */
const PARALLEL_CALLS = 4;

/**
 * Every listed page of the project, each language in turn, walking its node tree a level at a time (each call one
 * node's children). At most `maxUrls` pages, and at most twice as many nodes read a language: the work and memory
 * a sitemap takes stay bounded however large the tree grows.
 */
export async function sitemapPages(
  site: Site,
  project: ProjectConfig,
  languages: LanguageSettings,
  tree: NodeTree,
  maxUrls: number,
): Promise<SitemapPagesResult> {
  const pages: SitemapPage[] = [];
  let truncated = false;
  for (const language of languages.supported) {
    const seen = new Set<string>();
    const maxNodes = maxUrls * 2;
    let nodesRead = 0;
    const take = (node: Node) => {
      nodesRead += 1;
      const listed = listedPath(site, languages, language, node);
      if (!listed || seen.has(listed.path)) return;
      if (pages.length >= maxUrls) {
        truncated = true;
        return;
      }
      seen.add(listed.path);
      const loc = addressIn(project, languages, language, listed.path);
      if (!loc) return;
      const available = listed.entry.sys.availableLanguages ?? [language];
      const variations = languages.supported
        .filter((one) => available.some((other) => sameLanguage(one, other)))
        .map((one) => ({ language: one, path: listed.path }));
      pages.push({ loc, lastmod: lastmodOf(listed.entry), alternates: alternateLinks(project, languages, variations) });
    };
    const root = await tree.root(language);
    if (!root) continue;
    take(root);
    // Ids only: a level's entries are done with once read.
    let level: string[] = root.childCount > 0 ? [root.id] : [];
    while (level.length > 0 && !truncated) {
      const next: string[] = [];
      for (let at = 0; at < level.length && !truncated; at += PARALLEL_CALLS) {
        const batch = level.slice(at, at + PARALLEL_CALLS);
        const answers = await Promise.all(batch.map((id) => tree.children(id, language)));
        for (const child of answers.flat()) {
          if (!child) continue;
          if (nodesRead >= maxNodes) {
            truncated = true;
            break;
          }
          take(child);
          if (child.childCount > 0) next.push(child.id);
        }
      }
      level = next;
    }
    if (truncated) break;
  }
  return { pages, truncated };
}
