import type { RequestHandler, Request, Response } from 'express';
import type { Logger } from '../logger';
import type { PlatformAccounts } from './platformAccounts';
import type { RenderAccountPage } from './respond';
import type { Sessions } from './session';
import type { SessionCookies } from './sessionCookies';

export interface CsrfGuard {
  tokenFor(req: Request, res: Response): string;
  verify(req: Request): boolean;
  middleware(): RequestHandler;
}

export type LimitVerdict = { allowed: true } | { allowed: false; retryAfterSeconds: number; rule: string };

export interface Limiter {
  consume(keys: Record<string, string | undefined>): Promise<LimitVerdict>;
}

export interface LinkTokens {
  issue(purpose: 'reset' | 'verify', claims: { userId: string; stamp: string }, ttlMs: number): string;
  read(purpose: 'reset' | 'verify', token: string): { userId: string; stamp: string } | null;
}

export interface Mailer {
  send(message: { to: string; subject: string; text: string; html?: string; link?: string }): Promise<void>;
}

/** Federated sign-in at the platform's identity provider (spec 2.2). */
export interface FederatedLogin {
  /** The provider's sign-in page for a visitor to come back to `returnTo` (an absolute URL on this site). */
  authorizeUrl(returnTo: string, state: string): string;
  logoutUrl(returnTo: string): string;
}

/** Everything the account routes use, given by the server's composition. */
export interface AccountDeps {
  accounts: PlatformAccounts;
  sessions: Sessions;
  cookies: SessionCookies;
  csrf: CsrfGuard;
  limits: { signIn: Limiter; reset: Limiter; register: Limiter };
  mailer: Mailer;
  linkTokens: LinkTokens;
  render: RenderAccountPage;
  logger: Logger;
  federated: FederatedLogin | null;
  /** The site's origin as the visitor sees it (for links in emails and the provider's return address). */
  origin(req: Request): string;
}
