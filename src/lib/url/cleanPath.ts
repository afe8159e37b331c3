/**
 * Collapses duplicate slashes and drops a trailing slash. Returns the cleaned path, which the
 * caller compares with the original to decide on a redirect.
 */
export function cleanPath(path: string): string {
  const collapsed = path.replace(/\/{2,}/g, '/');
  if (collapsed.length > 1 && collapsed.endsWith('/')) return collapsed.slice(0, -1);
  return collapsed || '/';
}

/** True when the path would be changed by cleaning (so a redirect is due). */
export function needsCleaning(path: string): boolean {
  return cleanPath(path) !== path;
}
