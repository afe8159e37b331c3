// Public surface of the delivery client.
export * from './types';
export { isResolvedEntry } from './links';
export { createDeliveryClient, type ContentTypeGetOptions, type DeliveryClient } from './client';
export type {
  ClientCredentials,
  ClientType,
  DeliveryClientConfig,
  DeliveryContext,
  FetchDeadline,
  FetchFn,
  FetchInit,
  FetchResponse,
  ResolvedConfig,
} from './config';
export { DEFAULT_PAGE_SIZE } from './config';
export type { CallOptions, FieldList, LocalisedOptions } from './call-options';
export type { EntryGetOptions, EntryListOptions, EntryOperations, SearchInput } from './entry-operations';
export type {
  NodeDepthOptions,
  NodeEntryOptions,
  NodeGetAncestorOptions,
  NodeGetAncestorsOptions,
  NodeGetByEntryOptions,
  NodeGetOptions,
  NodeIdOptions,
  NodeOperations,
} from './node-operations';
export type { TaxonomyOperations, TaxonomyOptions } from './taxonomy-operations';
export { createEntryQuery, createZenqlQuery, QUERY_PAGE_SIZE, type EntryQuery, type ZenqlQuery } from './entry-query';
export { createManagementQuery, type ManagementQuery, type ManagementQueryJson } from './management-query';
export { Op, type ComparableValue } from './operators';
export { toOrderBy, type OrderByInput } from './order-by';
export { type JsonSearchQuery, OLD_BROWSER_URL_LIMIT, SEARCH_URL_LIMIT } from './search-request';
export { createRequestCache, DEFAULT_CACHE_SIZE, type CachedResponse, type RequestCache, type RequestCacheOptions } from './request-cache';
export {
  createSurrogateKeyCollector,
  parseSurrogateKeyHeader,
  type ApiCallRecord,
  type SurrogateKeyCollector,
  type SurrogateKeyRecorder,
} from './surrogate-keys';
export {
  DeliveryAuthenticationError,
  deliveryErrorStatus,
  DeliveryNetworkError,
  describeDeliveryError,
  isResponseContext,
  MESSAGES,
  type DeliveryErrorDescription,
  type DeliveryErrorKind,
  type NetworkErrorKind,
} from './errors';
export {
  CLIENT_CREDENTIALS_SCOPE,
  createBearerTokenSource,
  sharedBearerTokenSource,
  TOKEN_RENEWAL_MARGIN_MS,
  type BearerTokenOptions,
  type BearerTokenSource,
} from './bearer-token';
