import { parseVersionStatus } from '../../src/features/version';
import type { VersionStatus } from '../../src/lib/delivery/types';

export interface ProxiedQuery {
  /** The query string to forward (without `?`), each kept pair exactly as the browser encoded it. */
  text: string;
  /** The strongest version status asked for; `latest` if any pair asks for it. */
  versionStatus: VersionStatus;
}

/**
 * Reads a proxied query string pair by pair. Credentials in the query are dropped (the server adds its own);
 * an undecodable pair or an unknown version status makes the whole query invalid (null).
 */
export function readProxiedQuery(raw: string): ProxiedQuery | null {
  const kept: string[] = [];
  let versionStatus: VersionStatus = 'published';
  for (const pair of raw.split('&')) {
    if (pair === '') continue;
    const at = pair.indexOf('=');
    let name: string;
    let value: string;
    try {
      name = decodeURIComponent((at === -1 ? pair : pair.slice(0, at)).replace(/\+/g, ' ')).toLowerCase();
      value = at === -1 ? '' : decodeURIComponent(pair.slice(at + 1).replace(/\+/g, ' '));
    } catch {
      return null;
    }
    if (name === 'accesstoken') continue;
    if (name === 'versionstatus') {
      const status = parseVersionStatus(value);
      if (!status) return null;
      if (status === 'latest') versionStatus = 'latest';
    }
    kept.push(pair);
  }
  return { text: kept.join('&'), versionStatus };
}
