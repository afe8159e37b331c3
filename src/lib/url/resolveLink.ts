import { formatLocation, type AppLocation } from './location';

/** Stands in for the site's origin where none is known (the server): only same-origin results matter. */
const SITE_ORIGIN = 'http://site.invalid';
// Files behind the reverse proxy, and anything whose last segment has an extension (a PDF in the asset
// library), are not pages: the browser loads them itself.
const LIBRARY_PATH = /^\/(image-library|video-library|asset-library)(\/|$)/;
const FILE_EXTENSION = /\/[^/]+\.[a-z0-9]{1,5}$/i;
// A root-relative path the URL parser would return unchanged (no dot segments, nothing to encode): most
// links are node paths like this, and every link is resolved on every server render, so they skip parsing.
const PLAIN_PATH = /^\/(?![/\\])[\w\-~!$&'()*+,;=:@%/.]*$/;
const DOT_SEGMENT = /(^|\/)(\.|%2e){1,2}(\/|$)/i;

export interface ResolvedLink {
  /** Path, query and hash on this site, resolved as the browser resolves an href. */
  path: string;
  /** A file rather than a page: load it natively. */
  file: boolean;
}

/**
 * Resolves a link (`/about`, `?page=2`, `#top`, `../x`, a full URL) against the location shown, with the
 * browser's rules, so a link means the same with and without JavaScript. Returns null for another site or
 * another scheme (mailto:, https://elsewhere): those are never client-side navigations.
 * `origin` is the site's own, for absolute links to it; without it only paths count as this site.
 */
export function resolveLink(href: string, current: AppLocation, origin: string = SITE_ORIGIN): ResolvedLink | null {
  if (PLAIN_PATH.test(href) && !DOT_SEGMENT.test(href)) return { path: href, file: isFilePath(href) };
  let url: URL;
  try {
    url = new URL(href, new URL(formatLocation(current), origin));
  } catch {
    return null;
  }
  if (url.origin !== new URL(origin).origin) return null;
  return { path: `${url.pathname}${url.search}${url.hash}`, file: isFilePath(url.pathname) };
}

function isFilePath(pathname: string): boolean {
  return LIBRARY_PATH.test(pathname) || FILE_EXTENSION.test(pathname);
}
