// Platform calls as the metrics see them. Page calls are reported by the delivery client through the request's
// surrogate-key collector (which knows whether the request cache answered); account calls by timing their fetch.
import type { ApiCallRecord, FetchFn, SurrogateKeyCollector } from '../../src/lib/delivery';
import type { SiteMetrics } from './siteMetrics';

/**
 * A collector that also counts each call: request-cache hits apart, the rest as timed platform calls. `usesCache`:
 * whether the request's calls may be answered by the shared cache at all (a signed-in visitor's never are).
 */
export function observedCollector(metrics: SiteMetrics, usesCache: boolean, inner?: SurrogateKeyCollector): SurrogateKeyCollector {
  return {
    addKeys(keys) {
      inner?.addKeys(keys);
    },
    recordCall(call: ApiCallRecord) {
      inner?.recordCall(call);
      if (usesCache) metrics.cacheLookup('request', call.cached);
      if (!call.cached) metrics.platformCall('delivery', { status: call.status, seconds: call.durationMs / 1000, failed: call.failed });
    },
  };
}

/** A fetch whose calls are timed; a call fails when no answer came or the platform answered a server error. */
export function observedFetch(fetchFn: FetchFn, metrics: SiteMetrics): FetchFn {
  return async (input, init) => {
    const started = performance.now();
    const seconds = () => (performance.now() - started) / 1000;
    try {
      const response = await fetchFn(input, init);
      metrics.platformCall('account', { status: response.status, seconds: seconds(), failed: response.status >= 500 });
      return response;
    } catch (error) {
      metrics.platformCall('account', { status: 0, seconds: seconds(), failed: true });
      throw error;
    }
  };
}
