import type { ResponseContext } from '../../lib/delivery/types';

/** A failed delivery call: the official client rejects with a plain `{ status, statusText, url, data }`. */
export function isResponseContext(error: unknown): error is ResponseContext {
  return typeof error === 'object' && error !== null && typeof (error as ResponseContext).status === 'number';
}

// The delivery client fails with these messages when no answer arrives at all.
const NETWORK_FAILED = 'Network request failed';
const NETWORK_TIMED_OUT = 'Network request timed out';

/** The HTTP status a failed call means for the page: the API's own, 503 when unreachable, 504 when too slow. */
export function errorStatus(error: unknown): number {
  if (isResponseContext(error)) return error.status >= 400 ? error.status : 500;
  if (error instanceof Error && error.message === NETWORK_FAILED) return 503;
  if (error instanceof Error && error.message === NETWORK_TIMED_OUT) return 504;
  return 500;
}

/** The route error message: the error's data message, else its status text, else its own message. */
export function errorMessage(error: unknown): string {
  if (isResponseContext(error)) {
    const data = error.data as { message?: unknown } | null | undefined;
    if (data && typeof data.message === 'string' && data.message) return data.message;
    if (error.statusText) return error.statusText;
  }
  if (error instanceof Error && error.message) return error.message;
  return 'Unknown error occurred';
}

export { isAborted } from '../../lib/delivery/errors';
