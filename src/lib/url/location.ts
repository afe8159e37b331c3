/** The parts of a URL the app keeps in state; `search` includes its `?`, `hash` its `#`. */
export interface AppLocation {
  pathname: string;
  search: string;
  hash: string;
}

/** Splits a same-site URL or path into its parts (never throws; bad input becomes '/'). */
export function parseLocation(url: string): AppLocation {
  try {
    const parsed = new URL(url, 'http://site.invalid');
    return { pathname: parsed.pathname, search: parsed.search, hash: parsed.hash };
  } catch {
    return { pathname: '/', search: '', hash: '' };
  }
}

export function formatLocation({ pathname, search, hash }: AppLocation): string {
  return `${pathname}${search}${hash}`;
}

/** Builds `path?name=value` keeping the rest of a search string. */
export function withQuery(pathname: string, params: Record<string, string | undefined>): string {
  const query = new URLSearchParams();
  for (const [key, value] of Object.entries(params)) if (value !== undefined) query.set(key, value);
  const text = query.toString();
  return text ? `${pathname}?${text}` : pathname;
}

/**
 * Accepts only a same-site path ("/..."), never a scheme-relative ("//host") or absolute URL, so
 * redirects cannot be turned into open redirects. Returns null when the target is not safe.
 */
export function safeLocalPath(target: string | null | undefined): string | null {
  if (!target || typeof target !== 'string') return null;
  if (!target.startsWith('/') || target.startsWith('//') || target.startsWith('/\\')) return null;
  if (/[\u0000-\u001f\\]/.test(target)) return null;
  try {
    const parsed = new URL(target, 'http://site.invalid');
    if (parsed.origin !== 'http://site.invalid') return null;
    return `${parsed.pathname}${parsed.search}${parsed.hash}`;
  } catch {
    return null;
  }
}
