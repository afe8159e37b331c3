// Any other cache: `POST` the keys as JSON (`{"keys": [...]}`) to an address of the operator's, with a bearer token
// when one is set; any 2xx answer means done.
import type { CdnPurgeTarget } from '../publishConfig';
import type { PurgeAdapter } from './purgeRequest';

export function httpPurge(target: Extract<CdnPurgeTarget, { kind: 'http' }>): PurgeAdapter {
  return {
    name: 'http',
    requests: (keys) => [
      {
        method: 'POST',
        url: target.url,
        headers: { 'content-type': 'application/json', ...(target.token ? { authorization: `Bearer ${target.token}` } : {}) },
        body: JSON.stringify({ keys }),
      },
    ],
  };
}
