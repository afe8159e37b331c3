// Per-request collection of CDN surrogate keys and of the API calls made while rendering one page,
// so the server can tag its response (and fall back to a catch-all key when a call failed).

export interface ApiCallRecord {
  method: string;
  url: string;
  /** HTTP status, or 0 when no answer arrived (network error, timeout, abort). */
  status: number;
  durationMs: number;
  /** The call rejected (a 404 resolved to null in the browser is not a failure). */
  failed: boolean;
  /** Served from the request cache. */
  cached: boolean;
}

export interface SurrogateKeyCollector {
  addKeys(keys: readonly string[]): void;
  recordCall(call: ApiCallRecord): void;
}

export interface SurrogateKeyRecorder extends SurrogateKeyCollector {
  /** Distinct keys in the order first seen. */
  readonly keys: string[];
  readonly calls: ApiCallRecord[];
  readonly hasFailedCalls: boolean;
}

export function createSurrogateKeyCollector(): SurrogateKeyRecorder {
  const keys = new Set<string>();
  const calls: ApiCallRecord[] = [];
  return {
    addKeys(more) {
      for (const key of more) keys.add(key);
    },
    recordCall(call) {
      calls.push(call);
    },
    get keys() {
      return [...keys];
    },
    get calls() {
      return [...calls];
    },
    get hasFailedCalls() {
      return calls.some((call) => call.failed);
    },
  };
}

/** The `surrogate-key` header holds space-separated keys. */
export function parseSurrogateKeyHeader(header: string | null | undefined): string[] {
  return header ? header.split(/\s+/).filter((key) => key.length > 0) : [];
}
