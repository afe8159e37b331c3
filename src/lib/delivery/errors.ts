// Error messages and error types the delivery client surfaces, and the one place that interprets a failed
// call (describeDeliveryError). The messages are part of the contract (spec §8, contensis-api.md §4), so
// they live in one place for the code and the tests; callers act on the kind, never on the message text.
import type { ApiErrorBody, ResponseContext, ValidationErrorBody } from './types';

export const MESSAGES = {
  relativeRootUrl: 'You cannot specify a relative root url if not in a browser context.',
  accessTokenRequired: 'If the property clientType is set to "none" then the property accessToken must be provided.',
  clientDetailsRequired:
    'If the property client type is set to "client_credentials" then the property clientDetails must be set to a ClientCredentialsGrant value.',
  projectIdRequired: 'The property projectId must be provided.',
  invalidQuery: 'A valid query needs to be specified.',
  invalidNodeIdOrPath: 'A valid node id or path needs to be specified.',
  invalidEntryId: 'A valid entry id needs to be specified.',
  invalidNodeId: 'A valid node id needs to be specified.',
  invalidContentTypeId: 'A valid content type id needs to be specified.',
  invalidTaxonomyKey: 'A valid taxonomy key needs to be specified.',
  invalidTaxonomyPath: 'A valid taxonomy path needs to be specified.',
  networkFailed: 'Network request failed',
  timedOut: 'Network request timed out',
  aborted: 'Aborted',
  // Trellis's own, for failures that carry no message of their own.
  invalidAnswer: 'The delivery API answered with something other than JSON',
  unexpectedAnswer: 'The delivery API answered with JSON of another shape than the call returns',
  unknown: 'Unknown error occurred',
} as const;

export type NetworkErrorKind = 'network' | 'timeout' | 'aborted';

/** A request that never produced an HTTP answer: connection failure, timeout or abort. */
export class DeliveryNetworkError extends Error {
  readonly kind: NetworkErrorKind;

  constructor(kind: NetworkErrorKind) {
    super(kind === 'timeout' ? MESSAGES.timedOut : kind === 'aborted' ? MESSAGES.aborted : MESSAGES.networkFailed);
    this.name = kind === 'aborted' ? 'AbortError' : 'DeliveryNetworkError';
    this.kind = kind;
  }
}

/** The token endpoint refused the client credentials; the message is the server's `error` field. */
export class DeliveryAuthenticationError extends Error {
  readonly status: number;

  constructor(message: string, status: number) {
    super(message);
    // Same name as the official client's error, so callers can keep matching on it.
    this.name = 'ContensisAuthenticationError';
    this.status = status;
  }
}

/** True for the plain object a failed HTTP answer rejects with. */
export function isResponseContext(value: unknown): value is ResponseContext {
  if (typeof value !== 'object' || value === null || value instanceof Error) return false;
  const v = value as Record<string, unknown>;
  return typeof v.status === 'number' && typeof v.statusText === 'string' && typeof v.url === 'string' && 'data' in v;
}

/**
 * What went wrong with a delivery call:
 * - `http`: the API answered with an error status (kept, but for a 5xx other than 503 and 504, which is 502);
 * - `invalid-answer`: a success status whose body is not JSON, or not the shape the call returns (answerShapes.ts);
 * - `network`: no answer at all (refused, reset, unreachable);
 * - `timeout`: no answer within `timeoutMs`;
 * - `aborted`: the caller's signal cancelled the call;
 * - `authentication`: the token endpoint refused the site's client credentials;
 * - `other`: anything else, e.g. a call made without a required id.
 */
export type DeliveryErrorKind = 'http' | 'invalid-answer' | 'network' | 'timeout' | 'aborted' | 'authentication' | 'other';

export interface DeliveryErrorDescription {
  kind: DeliveryErrorKind;
  /** The HTTP status the failure means for a page that needed the call. */
  status: number;
  /** For people and logs: the API's own message where it gave one. */
  message: string;
}

/**
 * Status by kind: an answer's own status (a 5xx other than 503 and 504 as 502: pageStatusFor); 502 for an answer
 * that is not JSON, or not of the call's shape (a bad gateway); 503 when the API cannot be reached and 504 when it
 * is too slow (docs/decisions.md); 499 for a call its caller gave up on (the status proxies log for a client that
 * went away); 500 for the site's own faults, refused credentials included.
 */
const STATUS_BY_KIND: Record<Exclude<DeliveryErrorKind, 'http'>, number> = {
  'invalid-answer': 502,
  network: 503,
  timeout: 504,
  aborted: 499,
  authentication: 500,
  other: 500,
};

/**
 * An error answer's status, as the page that needed it answers: a 4xx, 503 and 504 as they are (not found, refused,
 * unavailable, too slow); any other 5xx is the platform's fault, so 502 (a bad gateway), never a 500 of the site's.
 */
function pageStatusFor(status: number): number {
  return status >= 500 && status !== 503 && status !== 504 ? 502 : status;
}

/** The message of an error body: a validation failure's first item, else the body's message. */
function bodyMessage(data: unknown): string | undefined {
  if (typeof data !== 'object' || data === null) return undefined;
  const body = data as Partial<ApiErrorBody> & Partial<Pick<ValidationErrorBody, 'data'>>;
  const first: unknown = Array.isArray(body.data) ? body.data[0] : undefined;
  const detail = typeof first === 'object' && first !== null ? (first as { message?: unknown }).message : undefined;
  if (typeof detail === 'string' && detail) return detail;
  return typeof body.message === 'string' && body.message ? body.message : undefined;
}

/** Classifies anything a delivery call rejected with. */
export function describeDeliveryError(error: unknown): DeliveryErrorDescription {
  if (isResponseContext(error)) {
    if (error.status < 400) {
      // Text that would not parse is kept as the data; a parsed answer of the wrong shape is kept as it was.
      const message = typeof error.data === 'string' ? MESSAGES.invalidAnswer : MESSAGES.unexpectedAnswer;
      return { kind: 'invalid-answer', status: STATUS_BY_KIND['invalid-answer'], message };
    }
    return {
      kind: 'http',
      status: pageStatusFor(error.status),
      message: bodyMessage(error.data) || error.statusText || `HTTP ${error.status}`,
    };
  }
  if (error instanceof DeliveryNetworkError) return { kind: error.kind, status: STATUS_BY_KIND[error.kind], message: error.message };
  if (error instanceof DeliveryAuthenticationError) {
    return { kind: 'authentication', status: STATUS_BY_KIND.authentication, message: error.message || MESSAGES.unknown };
  }
  const message = error instanceof Error && error.message ? error.message : MESSAGES.unknown;
  return { kind: 'other', status: STATUS_BY_KIND.other, message };
}

/** The HTTP status a failed call means for the page that needed it. */
export function deliveryErrorStatus(error: unknown): number {
  return describeDeliveryError(error).status;
}
