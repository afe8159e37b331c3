import { createHash } from 'node:crypto';

/** The CSP hash source for an inline script's or style sheet's exact text. */
export function inlineHash(text: string): string {
  return `'sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}'`;
}

/**
 * Content-Security-Policy. The inline state script and the inline style sheet are allowed by their SHA-256
 * hashes rather than a nonce: pages are cached by a CDN, and a cached page would hand the same "one-time" nonce
 * to every visitor; a hash is a fact about the cached bytes themselves, so page and header stay valid together.
 */
export function contentSecurityPolicy(
  scriptHashes: readonly string[] = [],
  styleHashes: readonly string[] = [],
  /** Origins besides the site's own that may frame the page (an editor's preview in the CMS). */
  framedBy: readonly string[] = [],
): string {
  const directives: Record<string, string[]> = {
    'default-src': ["'self'"],
    'script-src': ["'self'", ...scriptHashes],
    'style-src': ["'self'", ...styleHashes],
    'img-src': ["'self'", 'data:'],
    'font-src': ["'self'"],
    'connect-src': ["'self'"],
    'media-src': ["'self'"],
    'object-src': ["'none'"],
    'base-uri': ["'self'"],
    'form-action': ["'self'"],
    'frame-ancestors': ["'self'", ...framedBy],
  };
  return Object.entries(directives)
    .map(([name, values]) => `${name} ${values.join(' ')}`)
    .join('; ');
}
