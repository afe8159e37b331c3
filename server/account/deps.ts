import type { Request } from 'express';
import type { FetchFn } from '../../src/lib/delivery';
import type { Mailer } from '../mail/mailer';
import type { Csrf } from './csrf';
import type { FederatedState } from './federatedState';
import type { EmailSpacing } from './limits';
import type { RateLimiter } from './rateLimit';
import type { SignInThrottle } from './signInThrottle';
import type { LinkTokens } from './signedTokens';
import type { Logger } from '../logger';
import type { PlatformAccounts } from './platformAccounts';
import type { RenderAccountPage } from './respond';
import type { Sessions } from './session';
import type { SessionCookies } from './sessionCookies';
import type { VisitorLanguages } from './visitorLanguage';

export type { RateLimitDecision as LimitVerdict } from './rateLimit';

/** Federated sign-in at the platform's identity provider (spec 2.2). */
export interface FederatedLogin {
  /** The provider's sign-in page, sending the visitor back to `redirectUri` (this site's callback, absolute). */
  authorizeUrl(redirectUri: string, state: string, nonce: string): string;
  logoutUrl(returnTo: string): string;
  /** The sign-in this browser started (state, nonce, where to go), checked by the callback. */
  pending: FederatedState;
  /**
   * Whether the platform's answer must carry the sign-in's nonce. The local platform always echoes it; a real
   * instance's `IsAuthenticated` may not, and there the browser-bound, one-time state is what refuses a planted token.
   * A nonce that is present must match either way.
   */
  nonceRequired: boolean;
}

/** Everything the account routes use, given by the server's composition. */
export interface AccountDeps {
  accounts: PlatformAccounts;
  sessions: Sessions;
  cookies: SessionCookies;
  csrf: Csrf;
  /** Per client address; per account: the sign-in throttle and the spacing of emails (limits.ts). */
  limits: { signIn: RateLimiter; reset: RateLimiter; register: RateLimiter; signInThrottle: SignInThrottle; emails: EmailSpacing };
  mailer: Mailer;
  linkTokens: LinkTokens;
  render: RenderAccountPage;
  logger: Logger;
  federated: FederatedLogin | null;
  /** Spec 7: a staff user's environments listing (never called when `url` is null). */
  environments: { url: string | null; fetchFn: FetchFn; timeoutMs: number };
  /** Named in emails. */
  siteName: string;
  /**
   * The site's configured origin for this request's project (links in emails, the provider's return address):
   * never read from the request's headers (server/hosts.ts `siteOrigin`).
   */
  origin(req: Request): string;
  /** The language of the request's address: answers, redirects and emails in it (visitorLanguage.ts). */
  languages: VisitorLanguages;
}
