// Helpers to combine caller signals and timeouts without AbortSignal.any (missing in older browsers).
import type { FetchDeadline } from './config';
import { DeliveryNetworkError } from './errors';

type MaybeSignal = AbortSignal | undefined;

/** Calls `onAbort` once when any signal aborts (immediately if one already has); returns a cleanup. */
export function onAnyAbort(signals: readonly MaybeSignal[], onAbort: () => void): () => void {
  const live = signals.filter((s): s is AbortSignal => s !== undefined);
  let done = false;
  const fire = (): void => {
    if (done) return;
    done = true;
    cleanup();
    onAbort();
  };
  const cleanup = (): void => {
    for (const signal of live) signal.removeEventListener('abort', fire);
  };
  for (const signal of live) {
    if (signal.aborted) {
      fire();
      return cleanup;
    }
    signal.addEventListener('abort', fire);
  }
  return cleanup;
}

/** Settles like `promise`, unless a signal aborts first: then rejects with 'Aborted'. */
export function raceAbort<T>(promise: Promise<T>, signals: readonly MaybeSignal[]): Promise<T> {
  if (signals.every((s) => s === undefined)) return promise;
  return new Promise<T>((resolve, reject) => {
    const stop = onAnyAbort(signals, () => reject(new DeliveryNetworkError('aborted')));
    promise.then(
      (value) => {
        stop();
        resolve(value);
      },
      (error: unknown) => {
        stop();
        reject(error);
      },
    );
  });
}

/**
 * One fetch's deadline, fed by the caller's signals and an optional timeout. A class, not an object literal with a
 * getter: V8 keeps such literals, and everything they reach, out of its young generation, so each page's garbage
 * would live longer (bench/README.md, `ssr.ts`).
 */
export class Deadline implements FetchDeadline {
  private reason: 'timeout' | 'aborted' | undefined;
  private listeners: Array<(error: Error) => void> = [];
  private controller: AbortController | undefined;
  private readonly timer: ReturnType<typeof setTimeout> | undefined;
  private readonly stopListening: () => void;
  private rejectGuard: ((error: DeliveryNetworkError) => void) | undefined;
  /** Only ever rejects; raced against each step, so a fetch that ignores the signal still cannot hang the caller. */
  private readonly tripped: Promise<never>;

  constructor(signals: readonly MaybeSignal[], timeoutMs: number | undefined) {
    this.tripped = new Promise<never>((_, reject) => {
      this.rejectGuard = reject;
    });
    this.tripped.catch(() => undefined);
    this.timer = timeoutMs !== undefined ? setTimeout(() => this.trip('timeout'), timeoutMs) : undefined;
    this.stopListening = onAnyAbort(signals, () => this.trip('aborted'));
  }

  /** Aborts when the deadline trips. Made when first read: an AbortSignal is dear in Node (see FetchDeadline). */
  get signal(): AbortSignal {
    if (!this.controller) {
      const controller = (this.controller = new AbortController());
      this.onTrip(() => controller.abort());
    }
    return this.controller.signal;
  }

  onTrip(listener: (error: Error) => void): () => void {
    if (this.reason) {
      listener(new DeliveryNetworkError(this.reason));
      return () => undefined;
    }
    this.listeners.push(listener);
    return () => {
      this.listeners = this.listeners.filter((other) => other !== listener);
    };
  }

  /** Rejects with the matching network error once the deadline or a caller signal fires. */
  guard<T>(promise: Promise<T>): Promise<T> {
    return Promise.race([promise, this.tripped]);
  }

  /** Maps a failure of the underlying fetch to the right network error. */
  failure(): DeliveryNetworkError {
    return new DeliveryNetworkError(this.reason ?? 'network');
  }

  dispose(): void {
    if (this.timer !== undefined) clearTimeout(this.timer);
    this.stopListening();
  }

  private trip(why: 'timeout' | 'aborted'): void {
    if (this.reason) return;
    this.reason = why;
    const error = new DeliveryNetworkError(why);
    for (const listener of this.listeners.splice(0)) listener(error);
    this.rejectGuard?.(error);
  }
}

export function createDeadline(signals: readonly MaybeSignal[], timeoutMs: number | undefined): Deadline {
  return new Deadline(signals, timeoutMs);
}
