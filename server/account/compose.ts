// Puts the account pieces together from the site's configuration: one set per server process.
import { AUTHORIZE_PATH, FEDERATED_CLIENT_ID, FEDERATED_RESPONSE_TYPE } from '../../contract';
import type { FetchFn } from '../../src/lib/delivery';
import type { SiteConfig } from '../config';
import { servedOverHttps, siteOrigin } from '../hosts';
import type { Logger } from '../logger';
import { createMailer } from '../mail/mailer';
import type { Upstream } from '../upstream';
import { createCsrf } from './csrf';
import type { AccountDeps, FederatedLogin } from './deps';
import { createFederatedState, type FederatedState } from './federatedState';
import { createEmailSpacing, RATE_LIMITS, SIGN_IN_BACKOFF } from './limits';
import { createPlatformAccounts } from './platformAccounts';
import { createRateLimiter } from './rateLimit';
import { rateLimitStoresFor } from './rateLimitStores';
import type { RenderAccountPage } from './respond';
import { revocationsFor } from './revocations';
import { createSessions } from './session';
import { createSignInThrottle } from './signInThrottle';
import { createSessionCookies } from './sessionCookies';
import { createLinkTokens } from './signedTokens';
import { loadOrCreateSiteSecret } from './siteSecret';
import type { ServerWords } from '../../src/app/words';
import { visitorLanguages } from './visitorLanguage';

/** How long a user's groups are remembered per bearer token (groups changed on the platform show within this); revocation is not bounded by it (session.ts). */
const USER_CACHE_TTL_MS = 30_000;

function federatedLogin(cmsUrl: string, pending: FederatedState, nonceRequired: boolean): FederatedLogin {
  return {
    nonceRequired,
    authorizeUrl(redirectUri, state, nonce) {
      const query = new URLSearchParams({
        client_id: FEDERATED_CLIENT_ID,
        response_type: FEDERATED_RESPONSE_TYPE,
        scope: 'openid',
        redirect_uri: redirectUri,
        state,
        nonce,
      });
      return `${cmsUrl}${AUTHORIZE_PATH}?${query.toString()}`;
    },
    pending,
    logoutUrl(returnTo) {
      return `${cmsUrl}/authenticate/logout?${new URLSearchParams({ post_logout_redirect_uri: returnTo }).toString()}`;
    },
  };
}

export interface AccountsOptions {
  config: SiteConfig;
  upstream: Upstream;
  logger: Logger;
  fetchFn: FetchFn;
  siteName: string;
  /** The site's words in a language (`wordsFor(site, language)`): the account messages and the emails. */
  wordsFor(language: string): Promise<ServerWords>;
}

export function createAccountDeps(options: AccountsOptions, render: RenderAccountPage): AccountDeps {
  const { config, upstream, logger } = options;
  const cmsUrl = (config.accounts.cmsUrl ?? upstream.rootUrl).replace(/\/+$/, '');
  const secret = loadOrCreateSiteSecret(config.dataDir, config.sessionSecret);
  // ACCOUNTS_CLIENT_ID, else (local platform) the client it provisioned for the site; never the delivery client.
  const adminClient = config.accounts.adminClient ?? upstream.adminClient ?? null;
  if (!adminClient) {
    logger.warn(
      'Registration and password reset are unavailable: set ACCOUNTS_CLIENT_ID and ACCOUNTS_CLIENT_SECRET to a client with Security_Administrator',
    );
  }
  const accounts = createPlatformAccounts({ cmsUrl, fetchFn: options.fetchFn, timeoutMs: config.platformTimeoutMs, adminClient });
  const overHttps = servedOverHttps(upstream.projects);
  const cookies = createSessionCookies({ maxAgeSeconds: config.accounts.cookieMaxAgeSeconds, overHttps });
  // One store per kind of attempt: sign-ins and resets are counted apart (shared by every instance with REDIS_URL).
  const stores = rateLimitStoresFor(config.operations.redisUrl, logger);
  const limiter = (kind: keyof typeof RATE_LIMITS) => createRateLimiter(stores.store(kind), RATE_LIMITS[kind]);
  const origin = siteOrigin(config, upstream.projects);
  const languages = visitorLanguages({ projects: upstream.projects, defaultLanguage: config.language, wordsFor: options.wordsFor, origin });
  return {
    accounts,
    cookies,
    sessions: createSessions(
      accounts,
      cookies,
      { staffEmailDomain: config.accounts.staffEmailDomain, userCacheTtlMs: USER_CACHE_TTL_MS },
      logger,
      revocationsFor(config.operations.redisUrl, logger),
    ),
    // Over https the CSRF cookie is Secure and __Host- prefixed, like the session cookies.
    csrf: createCsrf({ secret, secureCookies: overHttps }),
    limits: {
      signIn: limiter('signIn'),
      reset: limiter('reset'),
      register: limiter('register'),
      // Per resolved account, shared like the rest; an unknown name is counted by its spelling (no user enumeration).
      signInThrottle: createSignInThrottle({
        store: stores.store('signInFailures'),
        ...SIGN_IN_BACKOFF,
        findAccountId: async (typed) => (await accounts.findUser(typed))?.id ?? null,
        secret,
        secureCookies: overHttps,
      }),
      emails: createEmailSpacing(stores.store('emails')),
    },
    mailer: createMailer({ ...config.mail, logger }),
    linkTokens: createLinkTokens({ secret }),
    // A refused form is shown again at its page in the language it was posted in.
    render: (req, res, page) => render(req, res, { ...page, path: languages.placeOf(req).path(page.path) }),
    logger,
    federated: config.accounts.federatedLogin
      ? federatedLogin(cmsUrl, createFederatedState({ secret, secureCookies: overHttps }), upstream.localPlatform)
      : null,
    siteName: options.siteName,
    environments: { url: config.accounts.environmentsUrl, fetchFn: options.fetchFn, timeoutMs: config.platformTimeoutMs },
    origin,
    languages,
  };
}
