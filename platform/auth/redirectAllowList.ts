// Where the federated sign-in and the browser sign-out may send a visitor back to: only origins on this list,
// so the platform is never an open redirect. Entries are origins, `scheme://host[:port]`, where port `*` is any.

export const DEFAULT_REDIRECT_ORIGINS: readonly string[] = [
  'http://localhost:*',
  'https://localhost:*',
  'http://127.0.0.1:*',
  'https://127.0.0.1:*',
];

interface AllowedOrigin {
  protocol: 'http:' | 'https:';
  hostname: string;
  /** '' = the scheme's default port; '*' = any. */
  port: string;
}

const ENTRY = /^(https?):\/\/([\p{L}\p{N}.-]+|\[[0-9a-f:.]+\])(?::(\d{1,5}|\*))?\/?$/iu;

function parseEntry(entry: string): AllowedOrigin {
  const match = ENTRY.exec(entry.trim());
  if (!match) throw new Error(`"${entry}" is not an origin such as https://www.example.org or http://localhost:*`);
  // Let the URL parser normalise the host (case, IDN) the way it will normalise the redirect targets.
  const hostname = new URL(`${match[1]}://${match[2]}`).hostname;
  const defaultPort = match[1].toLowerCase() === 'https' ? '443' : '80';
  const port = match[3] === undefined || match[3] === defaultPort ? '' : match[3];
  return { protocol: `${match[1].toLowerCase()}:` as AllowedOrigin['protocol'], hostname, port };
}

/** `FEDERATED_REDIRECT_ORIGINS`: a comma-separated list of origins; unset or blank = the defaults. Throws on a malformed entry. */
export function parseRedirectOrigins(text: string | undefined): string[] {
  const entries = (text ?? '')
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean);
  if (entries.length === 0) return [...DEFAULT_REDIRECT_ORIGINS];
  entries.forEach(parseEntry);
  return entries;
}

export class RedirectAllowList {
  private readonly origins: AllowedOrigin[];

  constructor(entries: readonly string[] = DEFAULT_REDIRECT_ORIGINS) {
    this.origins = entries.map(parseEntry);
  }

  /**
   * The parsed target when it is an absolute http(s) URL on an allowed origin, without user info or fragment;
   * null otherwise. Callers redirect to the returned URL, never to the text they were given.
   */
  check(target: string): URL | null {
    let url: URL;
    try {
      url = new URL(target);
    } catch {
      return null;
    }
    if ((url.protocol !== 'http:' && url.protocol !== 'https:') || url.username || url.password || url.hash) return null;
    const allowed = this.origins.some(
      (origin) => origin.protocol === url.protocol && origin.hostname === url.hostname && (origin.port === '*' || origin.port === url.port),
    );
    return allowed ? url : null;
  }
}
