// Reading what a search call answered or failed with (spec §8 search errors).
import { describeDeliveryError } from '../../lib/delivery';
import type { ApiErrorBody } from '../../lib/delivery/types';
import { SEARCH_MESSAGES } from './constants';

/** An answer whose body is an API error (`type: 'error'`) rather than a result. */
export function isErrorPayload(payload: unknown): payload is Partial<ApiErrorBody> & { type: 'error' } {
  return typeof payload === 'object' && payload !== null && (payload as { type?: unknown }).type === 'error';
}

/** The answer itself; no answer, or an error answer, is thrown. */
export function checkedPayload<T>(payload: T | null | undefined, missing: string = SEARCH_MESSAGES.noPayload): T {
  if (payload === null || payload === undefined) throw new Error(missing);
  if (isErrorPayload(payload)) throw payload;
  return payload;
}

/** Words for people and logs: an error answer's own message, else what the delivery client says of it. */
export function searchErrorMessage(error: unknown): string {
  if (isErrorPayload(error) && typeof error.message === 'string' && error.message) return error.message;
  return describeDeliveryError(error).message;
}

export function isAborted(error: unknown): boolean {
  return !isErrorPayload(error) && describeDeliveryError(error).kind === 'aborted';
}

/**
 * The platform refused the visitor's token (it expired or was revoked, say by a sign-out in another tab, while the
 * page loaded): the visitor's state, not a fault of the site.
 */
export function isRefused(error: unknown): boolean {
  if (isErrorPayload(error)) return false;
  const { status } = describeDeliveryError(error);
  return status === 401 || status === 403;
}
