import { escapeHtml, serializeForScript } from '../../src/lib/html';
import type { PageAssets } from './assets';
import type { MetaTag } from './pageMetadata';

export interface DocumentParts {
  lang: string;
  title: string;
  description: string | null;
  canonicalUrl: string | null;
  /** The page's variations in other languages and itself, with `x-default` (pageLanguages.ts). */
  alternates?: { hreflang: string; href: string }[];
  /** The page's feeds (a news-like listing's RSS: server/seo/feedLinks.ts). */
  feeds?: { title: string; href: string }[];
  noIndex: boolean;
  /** Open Graph and Twitter card tags (pageMetadata.ts). */
  metaTags?: MetaTag[];
  /** schema.org things, each written as a JSON-LD script (a data block: no script runs, so no CSP hash). */
  structuredData?: readonly object[];
  /** The site's icons and web app manifest (siteIdentity.ts), linked from every page; none: no icon is asked for. */
  icons?: DocumentIcons | null;
  appHtml: string;
  /** The inline script text carrying the state, or null when inlining is switched off. */
  stateScript: string | null;
  stateElementId: string;
  assets: PageAssets;
  /**
   * The app starts with the page (a page with controls that need it at once: search, forms, previews), rather
   * than at the visitor's first reach for a control (boot.ts).
   */
  hydrateAtStart?: boolean;
  /** Lazy chunks this page needs at once (fetched in parallel with the main script, not after it). */
  chunks?: string[];
  /**
   * Lazy chunks the page will likely need later: downloaded when the browser is idle, not run. No `as`: HTML allows it
   * on preloads only, and browsers give it no meaning on a prefetch (the file waits in the HTTP cache either way).
   */
  prefetch?: string[];
}

export interface DocumentIcons {
  /** `<link rel="icon">`s, by size. */
  icons: { href: string; type: string; sizes?: string }[];
  appleTouchIcon: string | null;
  manifest: string | null;
  themeColor: string | null;
}

/** The head's links to the site's icons, or an empty icon so that browsers ask for no `/favicon.ico`. */
function iconLinks(icons: DocumentIcons | null | undefined): string[] {
  if (!icons || icons.icons.length === 0) return ['<link rel="icon" href="data:,">'];
  return [
    ...icons.icons.map(
      ({ href, type, sizes }) =>
        `<link rel="icon" href="${escapeHtml(href)}" type="${escapeHtml(type)}"${sizes ? ` sizes="${escapeHtml(sizes)}"` : ''}>`,
    ),
    icons.appleTouchIcon ? `<link rel="apple-touch-icon" href="${escapeHtml(icons.appleTouchIcon)}">` : '',
    icons.manifest ? `<link rel="manifest" href="${escapeHtml(icons.manifest)}">` : '',
    icons.themeColor ? `<meta name="theme-color" content="${escapeHtml(icons.themeColor)}">` : '',
  ];
}

/** The element the app renders into. */
export const APP_ELEMENT_ID = 'app';

/**
 * A page as it is sent: the text before and after the build's style elements, which are the same bytes in every
 * page (most of a content page's bytes), encoded once rather than with each page.
 */
export interface PageDocument {
  start: string;
  styles: Buffer;
  /**
   * The same style sheets linked (`<link rel="stylesheet">`), for a browser that already holds them (its style cache
   * worker asked with the linked-styles marker: server/render/linkedStyles.ts); null when they cannot be linked.
   */
  linkedStyles: Buffer | null;
  end: string;
}

const encodedStyles = new WeakMap<PageAssets, { inline: Buffer; linked: Buffer | null }>();

/** Inline: admitted by their hashes in the page's Content-Security-Policy (inlineState.ts); linked: by `'self'`. */
function stylesOf(assets: PageAssets): { inline: Buffer; linked: Buffer | null } {
  let styles = encodedStyles.get(assets);
  if (!styles) {
    const inline = assets.inlineStyles ?? [];
    const linkable = assets.styleCache !== undefined && inline.length > 0 && inline.every(({ href }) => href !== undefined);
    styles = {
      inline: Buffer.from(inline.map(({ text }) => `<style>${text}</style>`).join('')),
      linked: linkable ? Buffer.from(inline.map(({ href = '' }) => `<link rel="stylesheet" href="${escapeHtml(href)}">`).join('')) : null,
    };
    encodedStyles.set(assets, styles);
  }
  return styles;
}

/**
 * The scripts a page starts with: the app's, or the boot script that loads them when the visitor first reaches for
 * a control (their files fetched when the browser is idle meanwhile, so that they are at hand then).
 */
function startScripts({ assets, hydrateAtStart = true }: DocumentParts): string[] {
  const boot = assets.boot ?? [];
  if (hydrateAtStart || boot.length === 0) return assets.scripts.map((src) => `<script defer src="${escapeHtml(src)}"></script>`);
  const app = escapeHtml(assets.scripts.join(' '));
  return [
    ...boot.map((src) => `<script defer src="${escapeHtml(src)}" data-app="${app}"></script>`),
    ...assets.scripts.map((href) => `<link rel="prefetch" href="${escapeHtml(href)}">`),
  ];
}

/** The style part sent: linked when asked for and possible, else inline. */
export function stylesSent(document: PageDocument, linked: boolean): Buffer {
  return linked && document.linkedStyles ? document.linkedStyles : document.styles;
}

/** The HTML page around the rendered app. Every interpolated value is escaped. */
export function renderDocument(parts: DocumentParts): PageDocument {
  const head = [
    `<title>${escapeHtml(parts.title)}</title>`,
    ...iconLinks(parts.icons),
    parts.description ? `<meta name="description" content="${escapeHtml(parts.description)}">` : '',
    parts.canonicalUrl ? `<link rel="canonical" href="${escapeHtml(parts.canonicalUrl)}">` : '',
    ...(parts.alternates ?? []).map(
      ({ hreflang, href }) => `<link rel="alternate" hreflang="${escapeHtml(hreflang)}" href="${escapeHtml(href)}">`,
    ),
    ...(parts.feeds ?? []).map(
      ({ title, href }) => `<link rel="alternate" type="application/rss+xml" title="${escapeHtml(title)}" href="${escapeHtml(href)}">`,
    ),
    parts.noIndex ? '<meta name="robots" content="noindex">' : '',
    ...(parts.metaTags ?? []).map(
      ({ attribute, key, content }) => `<meta ${attribute}="${escapeHtml(key)}" content="${escapeHtml(content)}">`,
    ),
    ...(parts.structuredData ?? []).map(
      (thing) => `<script type="application/ld+json">${serializeForScript({ '@context': 'https://schema.org', ...thing })}</script>`,
    ),
    ...parts.assets.styles.map((href) => `<link rel="stylesheet" href="${escapeHtml(href)}">`),
    ...startScripts(parts),
    ...(parts.chunks ?? [])
      .flatMap((name) => parts.assets.chunks?.[name] ?? [])
      .map((href) => `<link rel="preload" as="script" href="${escapeHtml(href)}">`),
    ...(parts.prefetch ?? [])
      .flatMap((name) => parts.assets.chunks?.[name] ?? [])
      .map((href) => `<link rel="prefetch" href="${escapeHtml(href)}">`),
  ].join('');
  const state = parts.stateScript === null ? '' : `<script id="${parts.stateElementId}">${parts.stateScript}</script>`;
  return {
    start: `<!DOCTYPE html><html lang="${escapeHtml(parts.lang)}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">`,
    styles: stylesOf(parts.assets).inline,
    linkedStyles: stylesOf(parts.assets).linked,
    end: `${head}</head><body><div id="${APP_ELEMENT_ID}">${parts.appHtml}</div>${state}</body></html>`,
  };
}

/** The document's length in bytes as sent (`linked`: see stylesSent), for Content-Length. */
export function documentLength(document: PageDocument, linked = false): number {
  return Buffer.byteLength(document.start) + stylesSent(document, linked).length + Buffer.byteLength(document.end);
}
