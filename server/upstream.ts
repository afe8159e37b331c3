import {
  createDeliveryClient,
  createRequestCache,
  sharedBearerTokenSource,
  type DeliveryClient,
  type DeliveryClientConfig,
  type DeliveryContext,
  type RequestCache,
} from '../src/lib/delivery';
import type { VersionStatus } from '../src/lib/delivery/types';
import { chooseProject, type ProjectConfig } from '../src/features/routing';
import { isLocalHostname } from '../src/lib/url';
import type { SiteConfig } from './config';
import { alteredBy, registerContentCache, type ContentCache } from './contentChanges';
import { createHttpFetch } from './httpFetch';
import { observedCollector } from './metrics/platformCalls';
import { processMetrics } from './metrics/siteMetrics';

/** Where content comes from: the local platform or a real Contensis instance. */
export interface Upstream {
  rootUrl: string;
  accessToken: string | null;
  clientCredentials: { clientId: string; clientSecret: string } | null;
  /** Privileged credentials for account administration (registration), when the platform gives some. */
  adminClient?: { clientId: string; clientSecret: string } | null;
  projects: ProjectConfig[];
  localPlatform: boolean;
}

/** Makes delivery clients bound to one request, sharing one short-lived cache across requests. */
export class DeliveryFactory {
  readonly cache: RequestCache | false;
  /** Platform calls over keep-alive connection pools (see httpFetch.ts). */
  private readonly fetchFn = createHttpFetch();

  constructor(
    private readonly config: SiteConfig,
    readonly upstream: Upstream,
  ) {
    const { requestCacheSize: max, requestCacheTtlMs: ttlMs, requestCacheBytes: maxBytes } = config.cache;
    // Bound by count and by bytes: a few large answers (a big folder's children) cannot hold the worker's memory.
    this.cache = max > 0 && ttlMs > 0 ? createRequestCache({ max, ttlMs, maxBytes }) : false;
    const { cache } = this;
    this.contentCache = { dropChanged: (change) => (cache ? cache.dropMatching(alteredBy(change)) : 0) };
    registerContentCache(this.contentCache);
  }

  /** What a content change drops from the request cache (held here: the registry keeps it weakly). */
  private readonly contentCache: ContentCache;

  baseConfig(projectId: string, versionStatus: VersionStatus): DeliveryClientConfig {
    const { upstream } = this;
    return {
      rootUrl: upstream.rootUrl,
      projectId,
      language: this.config.language,
      versionStatus,
      timeoutMs: this.config.platformTimeoutMs,
      ...(upstream.clientCredentials
        ? { clientType: 'client_credentials' as const, clientDetails: upstream.clientCredentials }
        : { clientType: 'none' as const, accessToken: upstream.accessToken ?? '' }),
    };
  }

  private readonly clients = new Map<string, DeliveryClient>();

  /** A client bound to one request (its own surrogate-key collector and abort signal), sharing the cache and tokens. */
  forRequest(projectId: string, versionStatus: VersionStatus, context: Omit<DeliveryContext, 'cache'>): DeliveryClient {
    const key = `${projectId}\n${versionStatus}`;
    let base = this.clients.get(key);
    if (!base) {
      base = createDeliveryClient(
        { ...this.baseConfig(projectId, versionStatus), ssr: true, fetchFn: this.fetchFn },
        { cache: this.cache },
      );
      this.clients.set(key, base);
    }
    // Every call is also counted for the metrics (durations, failures, request-cache hits).
    const usesCache = this.cache !== false && Object.keys(context.headers ?? {}).length === 0;
    return base.withContext({
      ...context,
      collector: observedCollector(processMetrics(), usesCache, context.collector),
      cache: this.cache,
    });
  }

  /** The projects a host may show: every project on localhost (chosen by `?p=`), else the host's own. */
  projectsFor(hostname: string): ProjectConfig[] {
    const { projects } = this.upstream;
    return isLocalHostname(hostname) ? projects : [chooseProject(projects, hostname)];
  }

  /** Headers that authorise a proxied browser call (the browser never holds the credentials). */
  async authorisationHeaders(): Promise<Record<string, string>> {
    const { upstream } = this;
    if (upstream.clientCredentials) {
      const token = await sharedBearerTokenSource({
        rootUrl: upstream.rootUrl,
        credentials: upstream.clientCredentials,
        timeoutMs: this.config.platformTimeoutMs,
      }).get();
      return { authorization: `Bearer ${token}` };
    }
    return upstream.accessToken ? { accesstoken: upstream.accessToken } : {};
  }
}
