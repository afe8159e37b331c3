import type { Request, Response } from 'express';
import type { LimitVerdict } from './deps';
import { refuse, type RenderAccountPage } from './respond';
import type { AccountFormName } from '../../src/features/user';

/** Attempts allowed per window, per IP and per account (an account is the name or email typed). */
export const RATE_LIMITS = {
  // Per IP generous (offices share one address); per account strict, and cleared once the account signs in.
  signIn: [
    { name: 'ip', windowMs: 15 * 60_000, max: 100 },
    { name: 'account', windowMs: 15 * 60_000, max: 8 },
  ],
  reset: [
    { name: 'ip', windowMs: 60 * 60_000, max: 10 },
    { name: 'account', windowMs: 60 * 60_000, max: 3 },
  ],
  register: [
    { name: 'ip', windowMs: 60 * 60_000, max: 10 },
    { name: 'account', windowMs: 60 * 60_000, max: 3 },
  ],
} as const;

/** Refuses with 429 and Retry-After when a limit is reached; true when the request may go on. */
export async function withinLimit(
  verdict: LimitVerdict,
  req: Request,
  res: Response,
  render: RenderAccountPage,
  form: { name: AccountFormName; path: string; keep: string[] },
): Promise<boolean> {
  if (verdict.allowed) return true;
  const minutes = Math.max(1, Math.ceil(verdict.retryAfterSeconds / 60));
  res.set('retry-after', String(verdict.retryAfterSeconds));
  await refuse(req, res, render, form, { status: 429, message: `Too many attempts. Try again in ${minutes} minute${minutes === 1 ? '' : 's'}.` });
  return false;
}
