// Cloudflare: purge by cache tag (`POST /zones/{zone}/purge_cache` with `{"tags": [...]}`, at most 30 tags a
// request). Its answer says `success` in the body: a 200 with `success: false` is a failure.
import type { CdnPurgeTarget } from '../publishConfig';
import { batches, type PurgeAdapter } from './purgeRequest';

const TAGS_PER_REQUEST = 30;

export function cloudflarePurge(target: Extract<CdnPurgeTarget, { kind: 'cloudflare' }>): PurgeAdapter {
  return {
    name: 'cloudflare',
    requests: (keys) =>
      batches(keys, TAGS_PER_REQUEST).map((run) => ({
        method: 'POST',
        url: `${target.apiUrl}/zones/${encodeURIComponent(target.zoneId)}/purge_cache`,
        headers: { authorization: `Bearer ${target.token}`, 'content-type': 'application/json' },
        body: JSON.stringify({ tags: run }),
      })),
    succeeded(status, body) {
      if (status < 200 || status > 299) return false;
      try {
        return (JSON.parse(body) as { success?: unknown }).success !== false;
      } catch {
        return false;
      }
    },
  };
}
