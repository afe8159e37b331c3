// createDeliveryClient: wires config, per-request context, bearer tokens, cache and transport into
// the typed operations. Holds no feature knowledge: it only speaks the Delivery API.
import { sharedBearerTokenSource, type BearerTokenSource } from './bearerToken';
import { type CallOptions, projectPath } from './callOptions';
import { type DeliveryClientConfig, type DeliveryContext, type ResolvedConfig, resolveConfig } from './config';
import { createEntryOperations, type EntryOperations } from './entryOperations';
import { MESSAGES } from './errors';
import { createNodeOperations, type NodeOperations } from './nodeOperations';
import { createRequestCache, type RequestCache } from './requestCache';
import { createTaxonomyOperations, type TaxonomyOperations } from './taxonomyOperations';
import { createTransport } from './transport';
import type { ContentType, Project } from './types';

export interface ContentTypeGetOptions extends CallOptions {
  id: string;
}

export interface DeliveryClient {
  readonly config: Readonly<ResolvedConfig>;
  /** A client with the same config, tokens and own cache, bound to another request's context. */
  withContext(context: DeliveryContext): DeliveryClient;
  project: { get(options?: CallOptions): Promise<Project | null> };
  contentTypes: {
    get(idOrOptions: string | ContentTypeGetOptions): Promise<ContentType | null>;
    /** GET .../contentTypes (not in the official client; documented by the HTTP API). */
    list(options?: CallOptions): Promise<ContentType[] | null>;
  };
  entries: EntryOperations;
  nodes: NodeOperations;
  taxonomy: TaxonomyOperations;
}

function isRequestCache(value: unknown): value is RequestCache {
  return typeof value === 'object' && value !== null && typeof (value as RequestCache).get === 'function';
}

function ownCache(config: DeliveryClientConfig): RequestCache | null {
  if (config.cache === false) return null;
  if (isRequestCache(config.cache)) return config.cache;
  return createRequestCache(config.cache ?? {});
}

function build(
  config: ResolvedConfig,
  cache: RequestCache | null,
  tokens: BearerTokenSource | null,
  context: DeliveryContext,
): DeliveryClient {
  const activeCache = context.cache === false ? null : (context.cache ?? cache);
  const transport = createTransport(config, context, activeCache, tokens);
  const base = projectPath(config);

  return {
    config,
    withContext: (next) => build(config, cache, tokens, next),
    project: {
      get: async (options = {}) => transport.request<Project>({ path: base, signal: options.signal }),
    },
    contentTypes: {
      async get(idOrOptions) {
        const options = typeof idOrOptions === 'string' ? { id: idOrOptions } : (idOrOptions ?? { id: '' });
        if (!options.id) throw new Error(MESSAGES.invalidContentTypeId);
        return transport.request<ContentType>({
          path: `${base}/contentTypes/${encodeURIComponent(options.id)}`,
          signal: options.signal,
        });
      },
      list: async (options = {}) => transport.request<ContentType[]>({ path: `${base}/contentTypes`, signal: options.signal }),
    },
    entries: createEntryOperations(config, transport),
    nodes: createNodeOperations(config, transport),
    taxonomy: createTaxonomyOperations(config, transport),
  };
}

/**
 * Throws the contract's messages for an invalid config (relative root url outside a browser,
 * missing access token, missing client credentials).
 */
export function createDeliveryClient(config: DeliveryClientConfig, context: DeliveryContext = {}): DeliveryClient {
  const resolved = resolveConfig(config);
  const tokens =
    resolved.clientType === 'client_credentials' && !resolved.accessToken && resolved.clientDetails
      ? sharedBearerTokenSource({
          rootUrl: resolved.rootUrl,
          credentials: resolved.clientDetails,
          fetchFn: resolved.fetchFn,
          timeoutMs: resolved.timeoutMs,
        })
      : null;
  return build(resolved, ownCache(config), tokens, context);
}
