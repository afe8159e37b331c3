// Varnish: `PURGE` with the keys in an `xkey-purge` header (the xkey vmod of varnish-modules; `xkey-soft: 1` for a
// soft purge), or `BAN` with a regular expression over the cached object's `Surrogate-Key` in `x-ban-pattern`, which
// the VCL turns into a lurker-friendly ban (`obj.http.surrogate-key ~ …`). The VCL decides who may send either:
// test/varnish/trellis.vcl, docs/operator-guide.md.
import type { CdnPurgeTarget } from '../publishConfig';
import { batches, type PurgeAdapter, type PurgeRequest } from './purgeRequest';

const KEYS_PER_REQUEST = 100;

/** A pattern matching a space-separated header that holds one of `keys` as a whole word. */
export function banPattern(keys: readonly string[]): string {
  const escaped = keys.map((key) => key.replace(/[\\^$.*+?()[\]{}|]/g, '\\$&'));
  return `(^|\\s)(${escaped.join('|')})(\\s|$)`;
}

export function varnishPurge(target: Extract<CdnPurgeTarget, { kind: 'varnish' }>): PurgeAdapter {
  return {
    name: 'varnish',
    requests: (keys) =>
      batches(keys, KEYS_PER_REQUEST).map((run): PurgeRequest =>
        target.mode === 'xkey'
          ? { method: 'PURGE', url: target.url, headers: { 'xkey-purge': run.join(' '), ...(target.soft ? { 'xkey-soft': '1' } : {}) } }
          : { method: 'BAN', url: target.url, headers: { 'x-ban-pattern': banPattern(run) } },
      ),
  };
}
