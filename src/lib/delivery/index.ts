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
export type { CallOptions, FieldList, LocalisedOptions } from './callOptions';
export type { EntryGetOptions, EntryListOptions, EntryOperations, SearchInput } from './entryOperations';
export type {
  NodeDepthOptions,
  NodeEntryOptions,
  NodeGetAncestorOptions,
  NodeGetAncestorsOptions,
  NodeGetByEntryOptions,
  NodeGetOptions,
  NodeIdOptions,
  NodeOperations,
} from './nodeOperations';
export type { TaxonomyOperations, TaxonomyOptions } from './taxonomyOperations';
export { createEntryQuery, createZenqlQuery, QUERY_PAGE_SIZE, type EntryQuery, type ZenqlQuery } from './entryQuery';
export { createManagementQuery, type ManagementQuery, type ManagementQueryJson } from './managementQuery';
export { Op, type ComparableValue } from './operators';
export { toOrderBy, type OrderByInput } from './orderBy';
export { type JsonSearchQuery, OLD_BROWSER_URL_LIMIT, SEARCH_URL_LIMIT } from './searchRequest';
export { createRequestCache, DEFAULT_CACHE_SIZE, type CachedResponse, type RequestCache, type RequestCacheOptions } from './requestCache';
export {
  createSurrogateKeyCollector,
  parseSurrogateKeyHeader,
  type ApiCallRecord,
  type SurrogateKeyCollector,
  type SurrogateKeyRecorder,
} from './surrogateKeys';
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
} from './bearerToken';
