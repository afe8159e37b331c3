// What a page says of itself beyond its title: Open Graph and Twitter card tags, and schema.org JSON-LD (the
// breadcrumb on every page below the home page, the organisation and the site's search on the home page, and the
// things its page module names). Built from the state the page was rendered from, with public addresses only.
import type { BreadcrumbList, Organization, SearchAction, WebSite, WithActionConstraints } from 'schema-dts';
import type { MetaContext, PageMeta, StructuredData } from '../../src/app/pages/meta';
import { pageDescription, pageHeading, siteName } from '../../src/app/pageTitle';
import type { RootState } from '../../src/app/rootReducer';
import { pageOf, type Site } from '../../src/app/site/defineSite';
import { sharedImage } from '../../src/app/pages/sharedImage';
import { selectBreadcrumb, selectInnerPath, type ProjectConfig } from '../../src/features/routing';
import type { AlternateLink } from './pageLanguages';
import { addressIn } from './pageLanguages';

/** A `<meta>` of the head: Open Graph's use `property`, Twitter's `name`. */
export interface MetaTag {
  attribute: 'property' | 'name';
  key: string;
  content: string;
}

/** The site's icons, when it has them (siteIdentity.ts): the organisation's logo is the largest. */
export interface MetadataIdentity {
  logoPath: string | null;
}

export interface PageMetadata {
  tags: MetaTag[];
  /** Each a JSON-LD document (with its `@context`), written in a script element of its own. */
  structuredData: StructuredData[];
}

/** The size sharing sites show a page's image at (Open Graph's recommended 1.91:1), where the image is as large. */
export const SHARE_IMAGE = { width: 1200, height: 630 } as const;

/** `en-GB` → `en_GB`, `cy` → `cy_GB` (Open Graph wants a territory: CLDR's likely one for a bare language). */
export function openGraphLocale(language: string): string {
  let locale = openGraphLocales.get(language);
  if (locale === undefined) {
    locale = likelyLocale(language);
    // A site's languages are few; the bound only guards against a caller that passes anything.
    if (openGraphLocales.size >= 100) openGraphLocales.clear();
    openGraphLocales.set(language, locale);
  }
  return locale;
}

/** Each language's Open Graph locale, worked out once: `Intl.Locale#maximize` was a measurable part of a page. */
const openGraphLocales = new Map<string, string>();

function likelyLocale(language: string): string {
  try {
    const locale = new Intl.Locale(language).maximize();
    return locale.region ? `${locale.language}_${locale.region}` : locale.language;
  } catch {
    return language.replace('-', '_');
  }
}

/** The metadata of a page that was found and shown (none for error pages). */
export function pageMetadata(
  site: Site,
  state: RootState,
  project: ProjectConfig,
  document: { canonicalUrl: string | null; alternates: AlternateLink[] },
  identity: MetadataIdentity = { logoPath: null },
): PageMetadata {
  const { routing } = state;
  const url = document.canonicalUrl;
  if (routing.statusCode !== 200 || !url) return { tags: [], structuredData: [] };
  const { languages, language } = routing;
  const origin = languages.origins?.[language] ?? project.publicUri.replace(/\/+$/, '');
  const name = siteName(state);
  const context: MetaContext = {
    url,
    address: (path) => addressIn(project, languages, language, path) ?? path,
    image: (value, size = SHARE_IMAGE) => sharedImage(origin, value, size)?.url ?? null,
    language,
    siteName: name,
  };
  const module = pageOf(site, routing);
  const meta: PageMeta = (module?.meta?.(routing.entry ?? null, context) ?? null) || {};
  const title = pageHeading(site, state) ?? name;
  const description = pageDescription(site, state);
  const type = meta.type ?? 'website';
  const image = meta.image === undefined ? null : sharedImage(origin, meta.image, SHARE_IMAGE);

  const tags: MetaTag[] = [];
  const og = (key: string, content: string | null | undefined) => {
    if (content) tags.push({ attribute: 'property', key, content });
  };
  const twitter = (key: string, content: string | null | undefined) => {
    if (content) tags.push({ attribute: 'name', key, content });
  };
  og('og:site_name', name);
  og('og:title', title);
  og('og:type', type);
  og('og:url', url);
  og('og:description', description);
  og('og:locale', openGraphLocale(language));
  for (const { hreflang } of document.alternates) {
    if (hreflang !== 'x-default' && hreflang !== language) og('og:locale:alternate', openGraphLocale(hreflang));
  }
  if (image) {
    og('og:image', image.url);
    og('og:image:width', String(image.width));
    og('og:image:height', String(image.height));
    og('og:image:alt', image.alt);
  }
  if (type === 'article') {
    og('article:published_time', meta.publishedTime);
    og('article:modified_time', meta.modifiedTime);
  }
  twitter('twitter:card', image ? 'summary_large_image' : 'summary');
  twitter('twitter:title', title);
  twitter('twitter:description', description);
  twitter('twitter:image', image?.url);
  twitter('twitter:image:alt', image?.alt);

  const structuredData: StructuredData[] = [];
  const isHome = selectInnerPath(state) === '/' && routing.staticRoute === null;
  if (isHome) structuredData.push(...homeData(site, context, origin, name, identity));
  const breadcrumb = breadcrumbData(state, context);
  if (breadcrumb) structuredData.push(breadcrumb);
  structuredData.push(...(meta.structuredData ?? []));
  return { tags, structuredData };
}

/** The organisation and its web site, with the site search as a SearchAction when the site has one. */
function homeData(site: Site, context: MetaContext, origin: string, name: string, identity: MetadataIdentity): StructuredData[] {
  const home = context.address('/');
  const organization: Organization = {
    '@type': 'Organization',
    name,
    url: home,
    ...(identity.logoPath ? { logo: `${origin}${identity.logoPath}` } : {}),
  };
  const search: WithActionConstraints<SearchAction> = {
    '@type': 'SearchAction',
    target: { '@type': 'EntryPoint', urlTemplate: `${context.address(site.searchPath)}?term={search_term_string}` },
    'query-input': 'required name=search_term_string',
  };
  const website: WebSite = {
    '@type': 'WebSite',
    name,
    url: home,
    inLanguage: context.language,
    ...(site.hasSearch ? { potentialAction: search } : {}),
  };
  return [organization, website];
}

/** The page's place in the node tree, from the home page down, on every page that has ancestors. */
function breadcrumbData(state: RootState, context: MetaContext): BreadcrumbList | null {
  const trail = selectBreadcrumb(state);
  if (state.routing.currentNodeAncestors.length === 0 || trail.length < 2) return null;
  return {
    '@type': 'BreadcrumbList',
    itemListElement: trail.map((node, index) => ({
      '@type': 'ListItem',
      position: index + 1,
      name: node.displayName,
      item: context.address(node.path),
    })),
  };
}
