/**
 * A proxied path is a trust boundary: before anything is matched or forwarded, the raw path is split into
 * decoded segments, and any request that could mean something else to the upstream than to us is refused:
 * dot segments (plain or percent-encoded), encoded or raw backslashes, encoded slashes, control characters
 * and undecodable escapes. What is forwarded is rebuilt from the segments, never the raw input.
 */
export type PathSegments = readonly string[];

const MAX_SEGMENTS = 64;

export function splitRawUrl(rawUrl: string): { path: string; query: string } {
  const at = rawUrl.indexOf('?');
  return at === -1 ? { path: rawUrl, query: '' } : { path: rawUrl.slice(0, at), query: rawUrl.slice(at + 1) };
}

/** The decoded segments of an absolute path (a trailing slash gives a final empty segment), or null if unsafe. */
export function safeSegments(rawPath: string): PathSegments | null {
  if (!rawPath.startsWith('/') || rawPath.includes('\\')) return null;
  const raw = rawPath.slice(1).split('/');
  if (raw.length > MAX_SEGMENTS) return null;
  const segments: string[] = [];
  for (const [index, part] of raw.entries()) {
    if (/%(2f|5c)/i.test(part)) return null;
    let decoded: string;
    try {
      decoded = decodeURIComponent(part);
    } catch {
      return null;
    }
    if (decoded === '.' || decoded === '..' || /[\u0000-\u001f\u007f]/.test(decoded)) return null;
    // Empty segments ("//") are ambiguous upstream; only a final one (a trailing slash) is kept.
    if (decoded === '' && index !== raw.length - 1) return null;
    segments.push(decoded);
  }
  return segments;
}

/** Rebuilds a path from decoded segments, encoding each one. */
export function joinSegments(segments: PathSegments): string {
  return `/${segments.map((segment) => encodeURIComponent(segment)).join('/')}`;
}
