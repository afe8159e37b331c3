import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { parse as parseCookies } from 'cookie';
import type { Request, Response } from 'express';

// The federated sign-in this browser started: `state` and `nonce` sent to the identity provider, and where to go
// afterwards, in an HttpOnly SameSite=Lax cookie signed with the site secret. Its callback is accepted only with the
// `state` of this cookie (so a sign-in started elsewhere, in an attacker's browser, cannot be finished in this one),
// the `nonce` the platform answers with the code, within a few minutes, and once: the cookie goes with the first
// callback, whatever became of it.

export const PENDING_SIGN_IN_LIFETIME_MS = 5 * 60_000;

export interface PendingSignIn {
  state: string;
  nonce: string;
  /** The site path to go to once signed in (already checked as same-site). */
  returnTo: string;
}

export interface FederatedStateOptions {
  secret: Buffer;
  /** Secure and `__Host-` prefixed (no sibling subdomain can plant one) over https, as the CSRF cookie is. */
  secureCookies: boolean | ((req: Request) => boolean);
  now?: () => number;
}

interface Payload {
  s: string;
  n: string;
  t: string;
  /** Expiry, ms since the epoch. */
  e: number;
}

const sameText = (a: string, b: string) => {
  const left = Buffer.from(a);
  const right = Buffer.from(b);
  return left.length === right.length && timingSafeEqual(left, right);
};

function readPayload(text: string): Payload | null {
  try {
    const value = JSON.parse(Buffer.from(text, 'base64url').toString('utf8')) as unknown;
    if (typeof value !== 'object' || value === null) return null;
    const { s, n, t, e } = value as Record<string, unknown>;
    return typeof s === 'string' && typeof n === 'string' && typeof t === 'string' && typeof e === 'number' ? { s, n, t, e } : null;
  } catch {
    return null;
  }
}

export function createFederatedState({ secret, secureCookies, now = Date.now }: FederatedStateOptions) {
  const secureFor = typeof secureCookies === 'function' ? secureCookies : () => secureCookies;
  const cookieFor = (req: Request) => {
    const secure = secureFor(req);
    return {
      name: secure ? '__Host-trellis.federated' : 'trellis.federated',
      options: { httpOnly: true, sameSite: 'lax' as const, path: '/', secure },
    };
  };
  const sign = (payload: string) => createHmac('sha256', secret).update(`federated.${payload}`).digest('base64url');

  return {
    /** A new sign-in: its state and nonce, remembered in this browser's cookie (a newer one replaces an older). */
    begin(res: Response, returnTo: string): PendingSignIn {
      const pending = { state: randomBytes(24).toString('base64url'), nonce: randomBytes(24).toString('base64url'), returnTo };
      const payload = Buffer.from(
        JSON.stringify({ s: pending.state, n: pending.nonce, t: returnTo, e: now() + PENDING_SIGN_IN_LIFETIME_MS } satisfies Payload),
      ).toString('base64url');
      const { name, options } = cookieFor(res.req);
      res.cookie(name, `${payload}.${sign(payload)}`, { ...options, maxAge: PENDING_SIGN_IN_LIFETIME_MS });
      return pending;
    },

    /**
     * The pending sign-in the callback's `state` belongs to, or null (none, another browser's, tampered with or
     * expired). Either way the cookie is cleared: it serves one callback.
     */
    finish(req: Request, res: Response, state: string | null): PendingSignIn | null {
      const { name, options } = cookieFor(req);
      const cookie = parseCookies(req.get('cookie') ?? '')[name];
      if (cookie === undefined) return null;
      res.clearCookie(name, options);
      const [payload = '', mac = '', extra] = cookie.split('.');
      if (extra !== undefined || !sameText(mac, sign(payload))) return null;
      const pending = readPayload(payload);
      if (!pending || pending.e <= now() || state === null || !sameText(state, pending.s)) return null;
      return { state: pending.s, nonce: pending.n, returnTo: pending.t };
    },

    sameNonce: (a: string, b: string): boolean => sameText(a, b),
  };
}

export type FederatedState = ReturnType<typeof createFederatedState>;
