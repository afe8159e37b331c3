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

export interface Deadline extends FetchDeadline {
  /** Aborts when the deadline trips. Made when first read: an AbortSignal is dear in Node (see FetchDeadline). */
  readonly signal: AbortSignal;
  /** Rejects with the matching network error once the deadline or a caller signal fires. */
  guard<T>(promise: Promise<T>): Promise<T>;
  /** Maps a failure of the underlying fetch to the right network error. */
  failure(): DeliveryNetworkError;
  dispose(): void;
}

/** One fetch's deadline, fed by the caller's signals and an optional timeout. */
export function createDeadline(signals: readonly MaybeSignal[], timeoutMs: number | undefined): Deadline {
  let reason: 'timeout' | 'aborted' | undefined;
  let rejectGuard: ((error: DeliveryNetworkError) => void) | undefined;
  let listeners: Array<(error: Error) => void> = [];
  let controller: AbortController | undefined;
  const trip = (why: 'timeout' | 'aborted'): void => {
    if (reason) return;
    reason = why;
    const error = new DeliveryNetworkError(reason);
    for (const listener of listeners.splice(0)) listener(error);
    rejectGuard?.(error);
  };
  const onTrip = (listener: (error: Error) => void): (() => void) => {
    if (reason) {
      listener(new DeliveryNetworkError(reason));
      return () => undefined;
    }
    listeners.push(listener);
    return () => {
      listeners = listeners.filter((other) => other !== listener);
    };
  };
  const timer = timeoutMs !== undefined ? setTimeout(() => trip('timeout'), timeoutMs) : undefined;
  const stop = onAnyAbort(signals, () => trip('aborted'));
  // A guard promise that only ever rejects; raced against each step so a fetch implementation
  // that ignores the signal still cannot hang the caller.
  const tripped = new Promise<never>((_, reject) => {
    rejectGuard = reject;
    if (reason) reject(new DeliveryNetworkError(reason));
  });
  tripped.catch(() => undefined);

  return {
    get signal() {
      if (!controller) {
        const made = (controller = new AbortController());
        onTrip(() => made.abort());
      }
      return controller.signal;
    },
    onTrip,
    guard: (promise) => Promise.race([promise, tripped]),
    failure: () => new DeliveryNetworkError(reason ?? 'network'),
    dispose: () => {
      if (timer !== undefined) clearTimeout(timer);
      stop();
    },
  };
}
