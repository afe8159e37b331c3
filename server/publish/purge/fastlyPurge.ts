// Fastly: purge by surrogate key through its API (`POST /service/{id}/purge`, the keys in a `Surrogate-Key` header,
// at most 256 a request); a soft purge marks the pages stale instead of dropping them, so Fastly may still serve one
// while it fetches the new page.
import type { CdnPurgeTarget } from '../publishConfig';
import { batches, type PurgeAdapter } from './purgeRequest';

const KEYS_PER_REQUEST = 256;

export function fastlyPurge(target: Extract<CdnPurgeTarget, { kind: 'fastly' }>): PurgeAdapter {
  return {
    name: 'fastly',
    requests: (keys) =>
      batches(keys, KEYS_PER_REQUEST).map((run) => ({
        method: 'POST',
        url: `${target.apiUrl}/service/${encodeURIComponent(target.serviceId)}/purge`,
        headers: {
          'fastly-key': target.token,
          'surrogate-key': run.join(' '),
          accept: 'application/json',
          ...(target.soft ? { 'fastly-soft-purge': '1' } : {}),
        },
      })),
  };
}
