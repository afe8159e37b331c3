import { isIP } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import type { ProjectConfig } from '../src/features/routing';
import { seoConfig, type SeoConfig } from './seo/seoConfig';
import { loadPublishConfig, type PublishConfig } from './publish/publishConfig';

/** Everything the site server is configured with (from environment variables; see README). */
export interface SiteConfig {
  port: number;
  host: string;
  platformPort: number;
  contentDir: string;
  /** The local platform reloads the pack when its files change (CONTENT_WATCH; default: on, the local platform's publishing). */
  contentWatch: boolean;
  dataDir: string;
  /** Set when pointing at a real Contensis instance; then no local platform is started. */
  contensis: {
    url: string;
    project: string | null;
    accessToken: string | null;
    clientId: string | null;
    clientSecret: string | null;
  } | null;
  /** Explicit project list (`PROJECTS`); null = derive from the platform or CONTENSIS_PROJECT. */
  projects: ProjectConfig[] | null;
  /** With the local platform and no PROJECTS: the project plain localhost shows. */
  defaultProject: string;
  previewHosts: string[];
  /** Editors' preview outside the draft hosts: signed links and live preview in the CMS (README, "Editors' preview"). */
  preview: PreviewConfig;
  language: string;
  platformTimeoutMs: number;
  cleanPathRedirectStatus: 301 | 302 | 307 | 308;
  reverseProxyPaths: string[];
  cache: {
    pageMaxAge: number;
    cdnMaxAge: number;
    errorMaxAge: number;
    requestCacheTtlMs: number;
    requestCacheSize: number;
    /** The most the request cache's answers may hold, in bytes (REQUEST_CACHE_MB). */
    requestCacheBytes: number;
    pageStateCacheTtlMs: number;
    pageStateCacheSize: number;
    /** Mini lists shared between pages (server/render/sharedLists.ts); 0 switches them off. */
    sharedListsTtlMs: number;
    sharedListsSize: number;
    /** The most the shared page states and their documents may hold, in bytes (PAGE_STATE_CACHE_MB). */
    pageStateCacheBytes: number;
  };
  surrogateKeys: { appKey: string; catchAllKey: string; maxKeys: number };
  disableSsrRedux: boolean;
  /**
   * `TRUST_PROXY`: which proxies in front may say, in `X-Forwarded-*`, who the client is and which host and scheme
   * it asked for: false (none), a number of hops, or their addresses and CIDR ranges (Express's `trust proxy`).
   */
  trustProxy: TrustProxy;
  /**
   * `SITE_URL`: the site's public origin, for projects without a `publicUri` (emailed links, canonical URLs, the
   * return address of federated sign-in). Never taken from a request's headers. Null: with the local platform,
   * `http://localhost:PORT`.
   */
  siteUrl: string | null;
  /** `VERSION_PAGE` and `VERSION_PAGE_TOKEN`: who may open `/__version` (see README). */
  versionPage: VersionPageConfig;
  logLevel: string;
  build: {
    commitRef: string | null;
    buildNo: string | null;
    repositoryUrl: string | null;
    pipelineUrl: string | null;
    environment: string;
  };
  staticDir: string;
  /** `SESSION_SECRET`: the key every instance signs CSRF tokens and emailed links with; null = a file in DATA_DIR. */
  sessionSecret: string | null;
  /** Outgoing email: through `smtpUrl` when set, else written to `outboxDir` (development). */
  mail: { smtpUrl: string | null; from: string; outboxDir: string };
  accounts: AccountsConfig;
  operations: OperationsConfig;
  /** robots.txt rules and sitemap limits (server/seo/seoConfig.ts). */
  seo: SeoConfig;
  /** Publishing to live: the webhook's secret and the CDN purge (server/publish/publishConfig.ts). */
  publish: PublishConfig;
}

export type TrustProxy = false | number | string[];

/** Who may open the version page: nobody, anyone, a bearer of the token, or the provider's staff (and the token). */
export type VersionPageAccess = 'off' | 'public' | 'token' | 'staff';

export interface VersionPageConfig {
  access: VersionPageAccess;
  /** `Authorization: Bearer <token>` opens the page in `token` and `staff` modes. */
  token: string | null;
}

/** Running several processes and instances (docs/operator-guide.md). */
export interface OperationsConfig {
  /** `REDIS_URL`: state shared by every instance (rate limits); null = each process counts in its own memory. */
  redisUrl: string | null;
  /** `WEB_CONCURRENCY`: site worker processes `npm start` runs (default: one per core). */
  webConcurrency: number;
  /**
   * `WORKER_HEAP_MB`: each site worker's `--max-old-space-size`, the most its JS heap's old generation may grow to
   * (V8 also grows the heap by a smaller step between collections the lower it is); 0 = V8's own default.
   */
  workerHeapMb: number;
  /**
   * `IDLE_COLLECTION_MS`: a site worker that has started no request for this long after its heap grew runs one full
   * collection that hands memory back (server/idleCollection.ts); 0 = never.
   */
  idleCollectionMs: number;
  /**
   * `/metrics` (Prometheus): on `METRICS_PORT` bound to `METRICS_HOST`, and/or on the site's own port for a
   * `METRICS_TOKEN` bearer. Neither set = not served at all.
   */
  metrics: { port: number | null; host: string; token: string | null };
}

/** Visitor accounts (README "Accounts"). */
export interface AccountsConfig {
  /** `CONTENSIS_CMS_URL`: the host of the authentication and security APIs; null = the delivery host. */
  cmsUrl: string | null;
  /** `ACCOUNTS_CLIENT_ID`/`_SECRET`: privileged credentials that create users; null = the delivery client's, or the pack's. */
  adminClient: { clientId: string; clientSecret: string } | null;
  /** `STAFF_EMAIL_DOMAIN`: users with an email here are the provider's staff (`isZengentiStaff`). */
  staffEmailDomain: string | null;
  /** `FEDERATED_LOGIN`: sign in at the platform's identity provider instead of the site's form. */
  federatedLogin: boolean;
  /** `SESSION_COOKIE_MAX_AGE`: seconds the session cookies live. */
  cookieMaxAgeSeconds: number;
  /** `ENVIRONMENTS_URL`: the staff environments listing; null = never called. */
  environmentsUrl: string | null;
}

export class ConfigError extends Error {
  override name = 'ConfigError';
}

type Env = Record<string, string | undefined>;

function integer(env: Env, name: string, fallback: number, min: number, max: number): number {
  const raw = env[name];
  if (raw === undefined || raw === '') return fallback;
  const value = Number(raw);
  if (!Number.isInteger(value) || value < min || value > max) {
    throw new ConfigError(`${name} must be a whole number from ${min} to ${max} (got "${raw}")`);
  }
  return value;
}

function flag(env: Env, name: string): boolean {
  const raw = env[name]?.trim().toLowerCase();
  if (raw === undefined || raw === '') return false;
  if (['1', 'true', 'yes', 'on'].includes(raw)) return true;
  if (['0', 'false', 'no', 'off'].includes(raw)) return false;
  throw new ConfigError(`${name} must be true or false (got "${env[name]}")`);
}

function list(env: Env, name: string, fallback: string[]): string[] {
  const raw = env[name];
  if (raw === undefined || raw.trim() === '') return fallback;
  return raw
    .split(',')
    .map((item) => item.trim())
    .filter(Boolean);
}

export interface PreviewConfig {
  /** How long a signed preview link works (`PREVIEW_LINK_MINUTES`). */
  linkMinutes: number;
  /** The CMS origins whose editing pane may frame a preview and send it the edited entry (`LIVE_PREVIEW_ORIGINS`). */
  liveOrigins: string[];
}

function previewConfig(env: Env): PreviewConfig {
  const liveOrigins = list(env, 'LIVE_PREVIEW_ORIGINS', []).map((origin) => {
    // An origin exactly as a browser reports it (MessageEvent.origin): scheme, host and port, nothing else.
    if (!isHttpUrl(origin) || new URL(origin).origin !== origin.replace(/\/+$/, '')) {
      throw new ConfigError(`LIVE_PREVIEW_ORIGINS: ${origin} is not an origin, like https://cms.example.org`);
    }
    return new URL(origin).origin;
  });
  return { linkMinutes: integer(env, 'PREVIEW_LINK_MINUTES', 60, 1, 7 * 24 * 60), liveOrigins };
}

function isHttpUrl(text: string): boolean {
  return /^https?:\/\//i.test(text) && URL.canParse(text);
}

/** `PROJECTS` is JSON: `[{"id":"website","hostnames":["www.example.com"],"publicUri":"https://www.example.com"}]`. */
export function parseProjects(raw: string | undefined): ProjectConfig[] | null {
  if (raw === undefined || raw.trim() === '') return null;
  let parsed: unknown;
  try {
    parsed = JSON.parse(raw);
  } catch (error) {
    throw new ConfigError(`PROJECTS is not valid JSON: ${(error as Error).message}`);
  }
  if (!Array.isArray(parsed) || parsed.length === 0) throw new ConfigError('PROJECTS must be a non-empty JSON array');
  return parsed.map((item: unknown, index) => {
    const project = item as Partial<ProjectConfig> | null;
    if (!project || typeof project.id !== 'string' || !project.id) throw new ConfigError(`PROJECTS[${index}].id must be a string`);
    const hostnames = project.hostnames ?? [];
    if (!Array.isArray(hostnames) || hostnames.some((host) => typeof host !== 'string')) {
      throw new ConfigError(`PROJECTS[${index}].hostnames must be a list of host names`);
    }
    if (
      project.publicUri !== undefined &&
      (typeof project.publicUri !== 'string' || (project.publicUri !== '' && !isHttpUrl(project.publicUri)))
    ) {
      throw new ConfigError(`PROJECTS[${index}].publicUri must be the project's address, like https://www.example.org`);
    }
    if (project.name !== undefined && typeof project.name !== 'string') throw new ConfigError(`PROJECTS[${index}].name must be a string`);
    const allowedGroups = project.allowedGroups ?? [];
    if (!Array.isArray(allowedGroups) || allowedGroups.some((group) => typeof group !== 'string' || group.trim() === '')) {
      throw new ConfigError(`PROJECTS[${index}].allowedGroups must be a list of group ids or names`);
    }
    return {
      id: project.id,
      name: project.name,
      hostnames,
      publicUri: project.publicUri ?? '',
      allowedGroups,
      ...projectLanguagesConfig(project, index),
    };
  });
}

const LANGUAGE_CODE = /^[A-Za-z]{2,3}(-[A-Za-z0-9]{2,8})*$/;
const PREFIX = /^[a-z0-9][a-z0-9-]*$/;

/**
 * A project's languages in PROJECTS: `primaryLanguage` and `supportedLanguages` (else the platform's project says
 * them: the local platform's pack, or a real instance's Delivery API, server/platformLanguages.ts), and `languages`,
 * where each lives:
 * `{"cy": {"hostnames": ["www.example.cymru"]}}` or `{"cy": {"prefix": "cymraeg"}}`.
 */
function projectLanguagesConfig(project: Partial<ProjectConfig>, index: number): Partial<ProjectConfig> {
  const at = `PROJECTS[${index}]`;
  const result: Partial<ProjectConfig> = {};
  if (project.primaryLanguage !== undefined) {
    if (typeof project.primaryLanguage !== 'string' || !LANGUAGE_CODE.test(project.primaryLanguage)) {
      throw new ConfigError(`${at}.primaryLanguage must be a language code, like en-GB`);
    }
    result.primaryLanguage = project.primaryLanguage;
  }
  if (project.supportedLanguages !== undefined) {
    const list: unknown = project.supportedLanguages;
    if (!Array.isArray(list) || list.some((code) => typeof code !== 'string' || !LANGUAGE_CODE.test(code))) {
      throw new ConfigError(`${at}.supportedLanguages must be a list of language codes, like ["en-GB","cy"]`);
    }
    result.supportedLanguages = list as string[];
  }
  if (project.languages !== undefined) {
    const languages: unknown = project.languages;
    if (!languages || typeof languages !== 'object' || Array.isArray(languages)) {
      throw new ConfigError(`${at}.languages must be an object: {"cy": {"hostnames": ["www.example.cymru"]}}`);
    }
    result.languages = {};
    for (const [code, options] of Object.entries(languages as Record<string, unknown>)) {
      const where = `${at}.languages.${code}`;
      if (!LANGUAGE_CODE.test(code)) throw new ConfigError(`${at}.languages: ${code} is not a language code`);
      const given = (options ?? {}) as Record<string, unknown>;
      if (typeof given !== 'object' || Array.isArray(given)) throw new ConfigError(`${where} must be an object`);
      const { hostnames, prefix, publicUri, name } = given;
      if (name !== undefined && (typeof name !== 'string' || !name.trim()))
        throw new ConfigError(`${where}.name must be the language's name`);
      if (hostnames !== undefined && (!Array.isArray(hostnames) || hostnames.some((host) => typeof host !== 'string' || !host))) {
        throw new ConfigError(`${where}.hostnames must be a list of host names`);
      }
      if (prefix !== undefined && (typeof prefix !== 'string' || !PREFIX.test(prefix))) {
        throw new ConfigError(`${where}.prefix must be one lower-case path segment, like cy`);
      }
      if (publicUri !== undefined && (typeof publicUri !== 'string' || !isHttpUrl(publicUri))) {
        throw new ConfigError(`${where}.publicUri must be the language's address, like https://www.example.cymru`);
      }
      result.languages[code] = {
        ...(hostnames ? { hostnames: hostnames as string[] } : {}),
        ...(prefix ? { prefix } : {}),
        ...(publicUri ? { publicUri } : {}),
        ...(typeof name === 'string' ? { name: name.trim() } : {}),
      };
    }
  }
  return result;
}

function sessionSecret(env: Env): string | null {
  const raw = env.SESSION_SECRET?.trim();
  if (!raw) return null;
  if (raw.length < 32) throw new ConfigError('SESSION_SECRET must be at least 32 characters long');
  return raw;
}

function mail(env: Env, root: string, dataDir: string): SiteConfig['mail'] {
  const smtpUrl = env.SMTP_URL?.trim() || null;
  // The URL may hold a password: the messages below never repeat it.
  if (smtpUrl && (!/^smtps?:\/\//i.test(smtpUrl) || !URL.canParse(smtpUrl))) {
    throw new ConfigError('SMTP_URL must be an smtp:// or smtps:// URL (smtp://user:password@host:port)');
  }
  const from = env.MAIL_FROM?.trim() || 'Trellis <no-reply@localhost>';
  if (/[\r\n]/.test(from) || !from.includes('@'))
    throw new ConfigError(`MAIL_FROM must be one address, like "Trellis <no-reply@example.org>" (got "${from}")`);
  const outboxDir = env.MAIL_OUTBOX_DIR?.trim() ? path.resolve(root, env.MAIL_OUTBOX_DIR.trim()) : path.join(dataDir, 'outbox');
  return { smtpUrl, from, outboxDir };
}

function accounts(env: Env): AccountsConfig {
  const url = (name: string) => {
    const raw = env[name]?.trim();
    if (!raw) return null;
    if (!/^https?:\/\//i.test(raw) || !URL.canParse(raw)) throw new ConfigError(`${name} must be an http:// or https:// URL`);
    return raw.replace(/\/+$/, '');
  };
  const clientId = env.ACCOUNTS_CLIENT_ID?.trim();
  const clientSecret = env.ACCOUNTS_CLIENT_SECRET?.trim();
  if (Boolean(clientId) !== Boolean(clientSecret)) throw new ConfigError('ACCOUNTS_CLIENT_ID and ACCOUNTS_CLIENT_SECRET go together');
  const domain = env.STAFF_EMAIL_DOMAIN?.trim().toLowerCase().replace(/^@/, '');
  return {
    cmsUrl: url('CONTENSIS_CMS_URL'),
    adminClient: clientId && clientSecret ? { clientId, clientSecret } : null,
    staffEmailDomain: domain === undefined ? 'zengenti.com' : domain || null,
    federatedLogin: flag(env, 'FEDERATED_LOGIN'),
    cookieMaxAgeSeconds: integer(env, 'SESSION_COOKIE_MAX_AGE', 86_400, 60, 15 * 86_400),
    environmentsUrl: url('ENVIRONMENTS_URL'),
  };
}

function operations(env: Env): OperationsConfig {
  const redisUrl = env.REDIS_URL?.trim() || null;
  // The URL may hold a password: the message never repeats it.
  if (redisUrl && (!/^rediss?:\/\//i.test(redisUrl) || !URL.canParse(redisUrl)))
    throw new ConfigError('REDIS_URL must be a redis:// or rediss:// URL');
  const token = env.METRICS_TOKEN?.trim() || null;
  if (token && token.length < 24) throw new ConfigError('METRICS_TOKEN must be at least 24 characters long');
  const metricsPort = env.METRICS_PORT?.trim() ? integer(env, 'METRICS_PORT', 0, 0, 65535) : null;
  return {
    redisUrl,
    webConcurrency: integer(env, 'WEB_CONCURRENCY', Math.max(1, os.availableParallelism()), 1, 256),
    workerHeapMb: workerHeapMb(env),
    idleCollectionMs: integer(env, 'IDLE_COLLECTION_MS', 1000, 0, 3_600_000),
    metrics: { port: metricsPort, host: env.METRICS_HOST?.trim() || '127.0.0.1', token },
  };
}

/**
 * V8's own sizing by default. It gives a heap a limit by the machine's memory (4 GB on one of 16 GB or more), and
 * with a limit above 2 GB lets the old generation grow to four times what a collection left before collecting
 * again: a worker with 48 MB of live objects holds about 190 MB of old generation under load. A limit of 384 MB
 * makes that step about 1.35 times (worker 162-180 MB right after the load instead of 238-295) for about 7% more
 * CPU a request, all of it on V8's marking threads (docs/decisions.md, "Memory of npm start: where it goes").
 */
const DEFAULT_WORKER_HEAP_MB = 0;

/** 0 (V8's default) or at least 128 MB: a smaller old generation leaves no room for a site's caches. */
function workerHeapMb(env: Env): number {
  const value = integer(env, 'WORKER_HEAP_MB', DEFAULT_WORKER_HEAP_MB, 0, 65_536);
  if (value !== 0 && value < 128) throw new ConfigError(`WORKER_HEAP_MB must be 0 (V8's default) or at least 128 (got "${value}")`);
  return value;
}

/** Express's own names for the private ranges (proxy-addr). */
const TRUST_PROXY_RANGES = new Set(['loopback', 'linklocal', 'uniquelocal']);

function isAddressOrRange(item: string): boolean {
  if (TRUST_PROXY_RANGES.has(item) || isIP(item)) return true;
  const [address, bits, ...rest] = item.split('/');
  if (rest.length > 0 || bits === undefined || !/^\d{1,3}$/.test(bits)) return false;
  const version = isIP(address);
  return version !== 0 && Number(bits) <= (version === 4 ? 32 : 128);
}

/**
 * `TRUST_PROXY`: a hop count or the proxies' addresses. `true` (trust every hop) is refused: any client could then
 * prepend its own `X-Forwarded-For` and choose the address its rate limits are counted under.
 */
export function parseTrustProxy(raw: string | undefined): TrustProxy {
  const value = raw?.trim().toLowerCase() ?? '';
  if (['', '0', 'false', 'no', 'off'].includes(value)) return false;
  if (['true', 'yes', 'on'].includes(value)) {
    throw new ConfigError(
      `TRUST_PROXY=${raw?.trim()} would trust every X-Forwarded-For a client sends: set the number of proxies in front of the site (TRUST_PROXY=1 for one load balancer or CDN) or their addresses (TRUST_PROXY=10.0.0.0/8)`,
    );
  }
  if (/^\d+$/.test(value)) {
    const hops = Number(value);
    if (hops > 10) throw new ConfigError(`TRUST_PROXY must be from 1 to 10 proxies, or their addresses (got "${raw?.trim()}")`);
    return hops;
  }
  const items = value
    .split(',')
    .map((item) => item.trim())
    .filter(Boolean);
  const bad = items.find((item) => !isAddressOrRange(item));
  if (bad !== undefined || items.length === 0) {
    throw new ConfigError(
      `TRUST_PROXY must be a number of proxies or a comma-separated list of their addresses or CIDR ranges (not "${bad ?? raw?.trim()}")`,
    );
  }
  return items;
}

/** `SITE_URL`: an http(s) origin, kept without a trailing slash. */
function siteUrl(env: Env): string | null {
  const raw = env.SITE_URL?.trim();
  if (!raw) return null;
  const url = URL.canParse(raw) ? new URL(raw) : null;
  if (
    !url ||
    (url.protocol !== 'http:' && url.protocol !== 'https:') ||
    url.username ||
    url.password ||
    url.search ||
    url.hash ||
    url.pathname !== '/'
  ) {
    throw new ConfigError(`SITE_URL must be the site's origin, like https://www.example.org (got "${raw}")`);
  }
  return url.origin;
}

const VERSION_PAGE_ACCESS: readonly VersionPageAccess[] = ['off', 'public', 'token', 'staff'];

/** Default: public with the local platform (development, the demo), staff only in front of a real Contensis instance. */
function versionPage(env: Env, remote: boolean): VersionPageConfig {
  const raw = env.VERSION_PAGE?.trim().toLowerCase();
  const access = raw ? VERSION_PAGE_ACCESS.find((mode) => mode === raw) : remote ? 'staff' : 'public';
  if (!access) throw new ConfigError(`VERSION_PAGE must be off, public, token or staff (got "${env.VERSION_PAGE}")`);
  const token = env.VERSION_PAGE_TOKEN?.trim() || null;
  if (token && token.length < 24) throw new ConfigError('VERSION_PAGE_TOKEN must be at least 24 characters long');
  if (access === 'token' && !token) throw new ConfigError('VERSION_PAGE=token needs VERSION_PAGE_TOKEN');
  return { access, token };
}

function contensis(env: Env, contensisUrl: string): NonNullable<SiteConfig['contensis']> {
  return {
    url: contensisUrl.replace(/\/+$/, ''),
    project: env.CONTENSIS_PROJECT?.trim() || null,
    accessToken: env.CONTENSIS_ACCESS_TOKEN?.trim() || null,
    clientId: env.CONTENSIS_CLIENT_ID?.trim() || null,
    clientSecret: env.CONTENSIS_CLIENT_SECRET?.trim() || null,
  };
}

function cache(env: Env): SiteConfig['cache'] {
  return {
    pageMaxAge: integer(env, 'CACHE_MAX_AGE', 60, 0, 31_536_000),
    cdnMaxAge: integer(env, 'CDN_MAX_AGE', 300, 0, 31_536_000),
    errorMaxAge: integer(env, 'ERROR_MAX_AGE', 10, 0, 3600),
    requestCacheTtlMs: integer(env, 'REQUEST_CACHE_TTL_MS', 5000, 0, 3_600_000),
    requestCacheSize: integer(env, 'REQUEST_CACHE_SIZE', 500, 0, 100_000),
    requestCacheBytes: integer(env, 'REQUEST_CACHE_MB', 16, 1, 4096) * 1024 * 1024,
    pageStateCacheTtlMs: integer(env, 'PAGE_STATE_CACHE_TTL_MS', 5000, 0, 3_600_000),
    pageStateCacheSize: integer(env, 'PAGE_STATE_CACHE_SIZE', 1000, 0, 100_000),
    sharedListsTtlMs: integer(env, 'MINILIST_CACHE_TTL_MS', 60_000, 0, 3_600_000),
    sharedListsSize: integer(env, 'MINILIST_CACHE_SIZE', 200, 0, 100_000),
    pageStateCacheBytes: integer(env, 'PAGE_STATE_CACHE_MB', 16, 1, 4096) * 1024 * 1024,
  };
}

function surrogateKeys(env: Env): SiteConfig['surrogateKeys'] {
  return {
    appKey: env.SURROGATE_KEY_APP?.trim() || 'trellis',
    catchAllKey: env.SURROGATE_KEY_ALL?.trim() || 'trellis-all',
    maxKeys: integer(env, 'SURROGATE_KEY_MAX', 200, 1, 10_000),
  };
}

function build(env: Env, contensisUrl: string | undefined): SiteConfig['build'] {
  return {
    commitRef: env.COMMIT_REF?.trim() || null,
    buildNo: env.BUILD_NUMBER?.trim() || null,
    repositoryUrl: env.REPOSITORY_URL?.trim() || null,
    pipelineUrl: env.PIPELINE_URL?.trim() || null,
    environment: env.ENVIRONMENT?.trim() || (contensisUrl ? 'contensis' : 'local'),
  };
}

export function loadConfig(env: Env = process.env, root = process.cwd()): SiteConfig {
  const contensisUrl = env.CONTENSIS_URL?.trim();
  if (contensisUrl && !/^https?:\/\//i.test(contensisUrl)) throw new ConfigError('CONTENSIS_URL must start with http:// or https://');
  const redirectStatus = integer(env, 'TRAILING_SLASH_REDIRECT_STATUS', 302, 301, 308);
  if (![301, 302, 307, 308].includes(redirectStatus)) {
    throw new ConfigError('TRAILING_SLASH_REDIRECT_STATUS must be 301, 302, 307 or 308');
  }
  const dataDir = path.resolve(root, env.DATA_DIR?.trim() || '.data');
  return {
    port: integer(env, 'PORT', 3000, 0, 65535),
    host: env.HOST?.trim() || '0.0.0.0',
    platformPort: integer(env, 'PLATFORM_PORT', 3001, 0, 65535),
    contentDir: path.resolve(root, env.CONTENT_DIR?.trim() || 'content/demo'),
    // Saving a pack file is how the local platform publishes, under `npm start` as under `npm run dev`.
    contentWatch: env.CONTENT_WATCH?.trim() ? flag(env, 'CONTENT_WATCH') : true,
    dataDir,
    contensis: contensisUrl ? contensis(env, contensisUrl) : null,
    projects: parseProjects(env.PROJECTS),
    defaultProject: env.DEFAULT_PROJECT?.trim() || 'website',
    previewHosts: list(env, 'PREVIEW_HOSTS', []),
    preview: previewConfig(env),
    language: env.DEFAULT_LANGUAGE?.trim() || 'en-GB',
    platformTimeoutMs: integer(env, 'PLATFORM_TIMEOUT_MS', 5000, 1, 120_000),
    cleanPathRedirectStatus: redirectStatus as SiteConfig['cleanPathRedirectStatus'],
    reverseProxyPaths: list(env, 'REVERSE_PROXY_PATHS', ['image-library', 'video-library', 'asset-library']).map((p) =>
      p.replace(/^\/+|\/+$/g, ''),
    ),
    cache: cache(env),
    surrogateKeys: surrogateKeys(env),
    disableSsrRedux: flag(env, 'DISABLE_SSR_REDUX'),
    trustProxy: parseTrustProxy(env.TRUST_PROXY),
    siteUrl: siteUrl(env),
    versionPage: versionPage(env, Boolean(contensisUrl)),
    logLevel: env.LOG_LEVEL?.trim() || 'info',
    build: build(env, contensisUrl),
    staticDir: path.resolve(root, env.STATIC_DIR?.trim() || 'dist/client'),
    sessionSecret: sessionSecret(env),
    mail: mail(env, root, dataDir),
    accounts: accounts(env),
    operations: operations(env),
    seo: seo(env),
    publish: loadPublishConfig(env),
  };
}

function seo(env: Env): SeoConfig {
  try {
    return seoConfig(env);
  } catch (error) {
    throw new ConfigError((error as Error).message);
  }
}
