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

/** A class, not an object literal with getters: V8 keeps such literals, and all they reach, out of its young generation. */
class SurrogateKeyCollection implements SurrogateKeyRecorder {
  private readonly distinct = new Set<string>();
  private readonly recorded: ApiCallRecord[] = [];

  addKeys(more: readonly string[]): void {
    for (const key of more) this.distinct.add(key);
  }

  recordCall(call: ApiCallRecord): void {
    this.recorded.push(call);
  }

  get keys(): string[] {
    return [...this.distinct];
  }

  get calls(): ApiCallRecord[] {
    return [...this.recorded];
  }

  get hasFailedCalls(): boolean {
    return this.recorded.some((call) => call.failed);
  }
}

export function createSurrogateKeyCollector(): SurrogateKeyRecorder {
  return new SurrogateKeyCollection();
}

/** The `surrogate-key` header holds space-separated keys. */
export function parseSurrogateKeyHeader(header: string | null | undefined): string[] {
  return header ? header.split(/\s+/).filter((key) => key.length > 0) : [];
}
