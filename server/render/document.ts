import { escapeHtml } from '../../src/lib/html';
import type { PageAssets } from './assets';

export interface DocumentParts {
  lang: string;
  title: string;
  description: string | null;
  canonicalUrl: string | null;
  noIndex: boolean;
  appHtml: string;
  /** The inline script text carrying the state, or null when inlining is switched off. */
  stateScript: string | null;
  stateElementId: string;
  assets: PageAssets;
  /** Lazy chunks this page needs at once (fetched in parallel with the main script, not after it). */
  chunks?: string[];
  /** Lazy chunks the page will likely need later: downloaded when the browser is idle, not run. */
  prefetch?: string[];
}

/** The HTML page around the rendered app. Every interpolated value is escaped. */
export function renderDocument(parts: DocumentParts): string {
  const head = [
    '<meta charset="utf-8">',
    '<meta name="viewport" content="width=device-width, initial-scale=1">',
    `<title>${escapeHtml(parts.title)}</title>`,
    // No favicon request: the site has none of its own.
    '<link rel="icon" href="data:,">',
    parts.description ? `<meta name="description" content="${escapeHtml(parts.description)}">` : '',
    parts.canonicalUrl ? `<link rel="canonical" href="${escapeHtml(parts.canonicalUrl)}">` : '',
    parts.noIndex ? '<meta name="robots" content="noindex">' : '',
    ...parts.assets.styles.map((href) => `<link rel="stylesheet" href="${escapeHtml(href)}">`),
    // Admitted by its hash in the page's Content-Security-Policy (inlineState.ts).
    ...(parts.assets.inlineStyles ?? []).map(({ text }) => `<style>${text}</style>`),
    ...parts.assets.scripts.map((src) => `<script defer src="${escapeHtml(src)}"></script>`),
    ...(parts.chunks ?? []).flatMap((name) => parts.assets.chunks?.[name] ?? []).map((href) => `<link rel="preload" as="script" href="${escapeHtml(href)}">`),
    ...(parts.prefetch ?? []).flatMap((name) => parts.assets.chunks?.[name] ?? []).map((href) => `<link rel="prefetch" as="script" href="${escapeHtml(href)}">`),
  ].join('');
  const state = parts.stateScript === null ? '' : `<script id="${parts.stateElementId}">${parts.stateScript}</script>`;
  return `<!DOCTYPE html><html lang="${escapeHtml(parts.lang)}"><head>${head}</head><body><div id="app">${parts.appHtml}</div>${state}</body></html>`;
}
