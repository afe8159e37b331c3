import type { VersionStatus } from '../../contract';
import type { LoadedProject } from '../pack';
import { ApiError } from './apiError';
import type { Caller } from './caller';
import type { Exchange } from './exchange';
import { versionStatusParam } from './params';
import type { SearchIndexes } from './searchIndexes';

/** What a Delivery API route gets: the request, its project and who is calling. */
export interface DeliveryContext {
  exchange: Exchange;
  project: LoadedProject;
  caller: Caller;
  indexes: SearchIndexes;
}

/** The requested version status; unpublished content is served only to callers with the site's token. */
export function requestedVersionStatus(context: DeliveryContext): VersionStatus {
  const status = versionStatusParam(context.exchange.query);
  if (status === 'latest' && !context.caller.drafts) {
    throw new ApiError(401, 'An access token is required for versionStatus=latest');
  }
  return status;
}
