/**
 * The query parameter a page address carries when the browser already holds the build's style sheet (the style
 * cache worker asks with it): the page then links the sheet instead of writing it into its head. Its value is the
 * build's style version, so an address made for another build (or by anyone else) gets the ordinary page. Leading
 * underscores and the project's name: no search form or site link uses such a name.
 */
export const LINKED_STYLES_PARAM = '__trellis_css';

/** The longest value worth comparing: a style version is 12 hexadecimal digits. */
const MAX_VERSION_LENGTH = 32;

/** `search` (with or without its `?`) with the marker added at its end, every other byte of it kept as it was. */
export function withLinkedStylesMarker(search: string, version: string): string {
  const query = search.startsWith('?') ? search.slice(1) : search;
  const marker = `${LINKED_STYLES_PARAM}=${encodeURIComponent(version)}`;
  return `?${query === '' ? marker : `${query}&${marker}`}`;
}

/** What a request's query said about the marker: the query without it, and whether it named `version`. */
export interface LinkedStylesRequest {
  /** The query without any marker (`''` or `?…`), the rest of it byte for byte as it came. */
  search: string;
  /** The marker appeared (whatever its value). */
  marked: boolean;
  /** It appeared once, naming exactly the build's style version. */
  linked: boolean;
}

/** Reads and removes the marker from a query (`''` or `?…`); `version` null (no style sheet to link): never linked. */
export function readLinkedStylesMarker(search: string, version: string | null): LinkedStylesRequest {
  if (!search.includes(LINKED_STYLES_PARAM)) return { search, marked: false, linked: false };
  const kept: string[] = [];
  const values: string[] = [];
  for (const part of search.replace(/^\?/, '').split('&')) {
    const equals = part.indexOf('=');
    const name = equals === -1 ? part : part.slice(0, equals);
    if (name === LINKED_STYLES_PARAM) values.push(equals === -1 ? '' : part.slice(equals + 1, equals + 1 + MAX_VERSION_LENGTH + 1));
    else kept.push(part);
  }
  if (values.length === 0) return { search, marked: false, linked: false };
  const rest = kept.join('&');
  return {
    search: rest === '' ? '' : `?${rest}`,
    marked: true,
    linked: version !== null && values.length === 1 && values[0] === version,
  };
}

/**
 * The address the style cache worker asks for in place of a navigation to `url` (the same origin's page), or null
 * when that navigation goes to the network as it is: the page state as JSON (`?redux=true`), an address that
 * already carries the marker, and the build's own files.
 */
export function linkedStylesAddress(url: URL, version: string): string | null {
  if (url.searchParams.has('redux') || url.searchParams.has(LINKED_STYLES_PARAM) || url.pathname.startsWith('/static/')) return null;
  return `${url.origin}${url.pathname}${withLinkedStylesMarker(url.search, version)}`;
}
