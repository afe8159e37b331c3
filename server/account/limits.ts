import type { Request, Response } from 'express';
import type { LimitVerdict } from './deps';
import { normaliseKey, type RateLimitStore } from './rateLimit';
import { refuse, type RenderAccountPage } from './respond';
import type { AccountFormName } from '../../src/features/user';
import type { AccountWordId } from '../../src/features/user/lazy';
import type { Translate } from '../../src/lib/i18n';

/**
 * Attempts allowed per window, per client address (IPv6 by /64). Per account, sign-ins are slowed by
 * `SIGN_IN_BACKOFF` and emails spaced by `EMAIL_SPACING_MS` instead: a count per account that ends in a refusal is
 * one a stranger can use up to keep the owner out.
 */
export const RATE_LIMITS = {
  // Generous: offices share one address.
  signIn: [{ name: 'ip', windowMs: 15 * 60_000, max: 100 }],
  reset: [{ name: 'ip', windowMs: 60 * 60_000, max: 10 }],
  register: [{ name: 'ip', windowMs: 60 * 60_000, max: 10 }],
} as const;

/**
 * Failed sign-ins per account. Anonymous clients share one counter per account: 5 failures pass (below the platform's
 * PLATFORM_LOCKOUT_ATTEMPTS, 10 by default), then each attempt waits 1, 2, 4 ... minutes, at most 30; a browser the
 * account signed in on before has its own counter with the same steps. Failures are forgotten a day after the last.
 * With waits of 30 minutes a stranger's failures come further apart than the local platform's lock-out window (15
 * minutes), so they never add up to its lock.
 */
export const SIGN_IN_BACKOFF = {
  anonymous: { free: 5, firstWaitMs: 60_000, maxWaitMs: 30 * 60_000, forgetAfterMs: 24 * 60 * 60_000 },
  knownBrowser: { free: 5, firstWaitMs: 60_000, maxWaitMs: 30 * 60_000, forgetAfterMs: 24 * 60 * 60_000 },
} as const;

/**
 * At most one reset (or confirmation) email per account in this time: the visitor always gets the same answer, so
 * strangers asking cannot stop the owner's request, only delay its email this long; links sent earlier stay valid.
 */
export const EMAIL_SPACING_MS = 10 * 60_000;

/** Whether an email to this account may go now (at most one per `EMAIL_SPACING_MS`). */
export interface EmailSpacing {
  mayEmail(account: string): Promise<boolean>;
}

export function createEmailSpacing(store: RateLimitStore, spacingMs = EMAIL_SPACING_MS): EmailSpacing {
  return {
    async mayEmail(account) {
      const { count } = await store.hit(`email:${normaliseKey(account)}`, spacingMs);
      return count === 1;
    },
  };
}

/** Refuses with 429 and Retry-After when a limit is reached; true when the request may go on. */
export async function withinLimit(
  verdict: LimitVerdict | { allowed: false; retryAfterSeconds: number } | { allowed: true },
  req: Request,
  res: Response,
  render: RenderAccountPage,
  form: { name: AccountFormName; path: string; keep: string[] },
  t: Translate<AccountWordId>,
): Promise<boolean> {
  if (verdict.allowed) return true;
  const minutes = Math.max(1, Math.ceil(verdict.retryAfterSeconds / 60));
  res.set('retry-after', String(verdict.retryAfterSeconds));
  await refuse(req, res, render, form, { status: 429, message: t('tooManyAttempts', { minutes }) });
  return false;
}
