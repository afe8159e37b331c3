/**
 * Redirect targets that came from a visitor (a `redirect_uri` or `ReturnURL` parameter, a hidden form field) may
 * only lead to a path on this site. Anything a browser could resolve to another origin falls back.
 *
 * Encoded slashes and backslashes: `/%2f%2fevil.com` is a same-site path to a browser, but a proxy, CDN or a later
 * path-cleaning redirect may decode it into `//evil.com`. Such values are refused: every decoding of the value
 * (including double encodings) must itself be a safe path.
 */

export const MAX_REDIRECT_LENGTH = 2000;

/** Resolving against a base of our own tells whether a browser would leave the site (the WHATWG parser is the browser's). */
const BASE = 'http://same-site.invalid';
/** Controls, format characters (bidi overrides, zero-width), lone surrogates, line and paragraph separators. */
const UNSAFE_CHARACTERS = /[\p{Cc}\p{Cf}\p{Cs}\p{Zl}\p{Zp}\\]/u;
/** Enough for any honest double encoding; more layers than this is someone probing. */
const MAX_DECODINGS = 4;

function isSafeLayer(value: string): boolean {
  if (!value.startsWith('/') || value.startsWith('//')) return false;
  if (UNSAFE_CHARACTERS.test(value)) return false;
  try {
    return new URL(value, BASE).origin === BASE;
  } catch {
    return false;
  }
}

/**
 * One round of percent-decoding the way a lenient proxy would: each run of escapes decodes as UTF-8 when it can;
 * in a run that is not valid UTF-8 only the ASCII escapes decode (they are the ones that can form `//` or `\\`).
 */
function decodeOnce(value: string): string {
  return value.replace(/(?:%[0-9a-f]{2})+/gi, (run) => {
    try {
      return decodeURIComponent(run);
    } catch {
      return run.replace(/%[0-7][0-9a-f]/gi, (escape) => String.fromCharCode(parseInt(escape.slice(1), 16)));
    }
  });
}

/** True when `value` and each of its percent-decodings is a path on this site. */
export function isSameSitePath(value: string): boolean {
  if (value.length > MAX_REDIRECT_LENGTH) return false;
  let layer = value;
  for (let round = 0; round <= MAX_DECODINGS; round += 1) {
    if (!isSafeLayer(layer)) return false;
    const decoded = decodeOnce(layer);
    if (decoded === layer) return true;
    layer = decoded;
  }
  return false;
}

/** `value` unchanged (query and hash kept) when it is a same-site path, else `fallback`. */
export function safeRedirectPath(value: unknown, fallback: string): string {
  return typeof value === 'string' && isSameSitePath(value) ? value : fallback;
}

/**
 * The `ReturnURL` parameter: a full http(s) URL or a path. Only its path, query and hash are kept (host and scheme
 * dropped), then checked like `safeRedirectPath`. Null when nothing safe is left, so the caller can fall back to
 * `redirect_uri` or a default.
 */
export function returnUrlPath(value: unknown): string | null {
  if (typeof value !== 'string' || value === '' || value.length > MAX_REDIRECT_LENGTH) return null;
  // Only an absolute http(s) URL or something starting with a slash; `javascript:`, `evil.com/x` and friends go.
  if (!/^(https?:)?[/\\]/i.test(value)) return null;
  let url: URL;
  try {
    url = new URL(value, BASE);
  } catch {
    return null;
  }
  const path = `${url.pathname}${url.search}${url.hash}`;
  return isSameSitePath(path) ? path : null;
}
