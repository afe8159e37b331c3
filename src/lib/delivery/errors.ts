// Error messages and error types the delivery client surfaces. The messages are part of the contract
// (spec §8, contensis-api.md §4), so they live in one place for the code and the tests.
import type { ResponseContext } from './types';

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

/** The call was abandoned (the visitor went away, or a newer load took over): not a failure of the site. */
export function isAborted(error: unknown): boolean {
  return error instanceof Error && error.name === 'AbortError';
}
