// Runtime detection. Kept as functions (not constants) so tests can install window/document stubs.

export function isBrowser(): boolean {
  return typeof window !== 'undefined';
}

/** Internet Explorer 9-11 (`document.documentMode`), whose URLs are limited to 2,083 characters. */
export function isOldBrowser(): boolean {
  if (!isBrowser() || typeof document === 'undefined') return false;
  const mode: unknown = (document as unknown as { documentMode?: unknown }).documentMode;
  return typeof mode === 'number' && mode > 0 && mode <= 11;
}

/** Absolute (`https://host`) or protocol-relative (`//host`) root urls; everything else resolves against the page. */
export function isAbsoluteUrl(url: string): boolean {
  return /^([a-z][a-z\d+\-.]*:)?\/\//i.test(url);
}

export function now(): number {
  return typeof performance !== 'undefined' ? performance.now() : Date.now();
}
