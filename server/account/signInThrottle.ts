// Guessing passwords, slowed per account: failures are counted per resolved account (`ada` and `ada@example.org`
// are one account), with exponential back-off, in the shared rate-limit store (Redis, or the cluster's primary).
// Anonymous clients share one counter per account, so the guessing rate over every address stays bounded; a browser
// the account has signed in on before (a signed "known browser" cookie) has a counter of its own, so a stranger
// hammering the account cannot keep its owner out. See docs/decisions.md ("Sign-in throttling").
import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { parse as parseCookies } from 'cookie';
import type { Request, Response } from 'express';
import { LRUCache } from 'lru-cache';
import { normaliseKey, type BackoffPolicy, type RateLimitStore } from './rateLimit';

export interface SignInTicket {
  account: string;
  client: string;
}

export type ThrottleVerdict = { allowed: true; ticket: SignInTicket } | { allowed: false; retryAfterSeconds: number };

export interface SignInThrottle {
  /** Before a password is checked for what the visitor typed (a user name or an email); counts it as a failure. */
  check(req: Request, typed: string): Promise<ThrottleVerdict>;
  /** The same for an account already known (a signed-in user's current password). */
  checkAccount(req: Request, accountId: string): Promise<ThrottleVerdict>;
  /** The password was right: this client's failures on the account are forgotten and this browser is known to it. */
  succeeded(res: Response, ticket: SignInTicket): Promise<void>;
  /** The owner proved the account theirs (an emailed reset): every anonymous failure is forgotten, this browser known. */
  ownerProved(res: Response, accountId: string): Promise<void>;
}

export interface SignInThrottleOptions {
  store: RateLimitStore;
  /** Anonymous clients of one account, all together. */
  anonymous: BackoffPolicy;
  /** One known browser of one account. */
  knownBrowser: BackoffPolicy;
  /** The account id a typed name or email stands for; null when there is none (or it cannot be told now). */
  findAccountId(typed: string): Promise<string | null>;
  secret: Buffer;
  /** Whether the request is served over https (server/hosts.ts `servedOverHttps`); a boolean adds to `req.secure`. */
  secureCookies: boolean | ((req: Request) => boolean);
  now?: () => number;
}

/** The known-browser cookie: only the account routes read it. */
export const KNOWN_BROWSER_COOKIE = 'trellis.known';
const KNOWN_BROWSER_MAX_AGE_MS = 365 * 24 * 60 * 60_000;
/** How long what a spelling resolves to is remembered (the same for known and unknown ones). */
const RESOLVED_TTL_MS = 5 * 60_000;
const ANONYMOUS = 'anyone';

/** Signs `accountId.browserId`; the prefix keeps these apart from anything else signed with the site secret. */
function signer(secret: Buffer) {
  return (accountId: string, browserId: string) =>
    createHmac('sha256', secret).update(`known-browser.${accountId}.${browserId}`).digest('base64url');
}

export function createSignInThrottle(options: SignInThrottleOptions): SignInThrottle {
  const { store, now = Date.now } = options;
  const sign = signer(options.secret);
  const resolved = new LRUCache<string, string>({ max: 10_000, ttl: RESOLVED_TTL_MS });

  /** `user:<id>` for an account; `name:<spelling>` for a spelling no account has, so it is counted all the same. */
  async function accountKey(typed: string): Promise<string> {
    const spelling = normaliseKey(typed);
    const cached = resolved.get(spelling);
    if (cached) return cached;
    try {
      const id = await options.findAccountId(typed.trim());
      const key = id ? `user:${normaliseKey(id)}` : `name:${spelling}`;
      resolved.set(spelling, key);
      return key;
    } catch {
      // The platform cannot say now: counted by spelling (not remembered, so the account's own count resumes).
      return `name:${spelling}`;
    }
  }

  /** The browser id of a genuine known-browser cookie for this account; null for none, another account's, or forged. */
  function knownBrowser(req: Request, account: string): string | null {
    const value = req.headers.cookie ? parseCookies(req.headers.cookie)[KNOWN_BROWSER_COOKIE] : undefined;
    if (typeof value !== 'string' || value.length > 200) return null;
    const [browserId, signature, extra] = value.split('.');
    if (extra !== undefined || !browserId || !signature) return null;
    const given = Buffer.from(signature);
    const expected = Buffer.from(sign(account, browserId));
    return given.length === expected.length && timingSafeEqual(given, expected) ? browserId : null;
  }

  async function checkKey(req: Request, account: string): Promise<ThrottleVerdict> {
    const browser = knownBrowser(req, account);
    const client = browser ? `browser:${browser}` : ANONYMOUS;
    const verdict = await store.attempt(`${account}|${client}`, browser ? options.knownBrowser : options.anonymous, now());
    if (!verdict.allowed) return { allowed: false, retryAfterSeconds: Math.max(1, Math.ceil(verdict.retryAfterMs / 1000)) };
    return { allowed: true, ticket: { account, client } };
  }

  function rememberBrowser(res: Response, account: string, client: string): void {
    const browserId = client.startsWith('browser:') ? client.slice('browser:'.length) : randomBytes(12).toString('base64url');
    res.cookie(KNOWN_BROWSER_COOKIE, `${browserId}.${sign(account, browserId)}`, {
      httpOnly: true,
      sameSite: 'lax',
      path: '/account',
      secure: typeof options.secureCookies === 'function' ? options.secureCookies(res.req) : options.secureCookies || res.req.secure,
      maxAge: KNOWN_BROWSER_MAX_AGE_MS,
    });
  }

  return {
    async check(req, typed) {
      return checkKey(req, await accountKey(typed));
    },
    checkAccount(req, accountId) {
      return checkKey(req, `user:${normaliseKey(accountId)}`);
    },
    async succeeded(res, ticket) {
      await store.reset(`${ticket.account}|${ticket.client}`);
      rememberBrowser(res, ticket.account, ticket.client);
    },
    async ownerProved(res, accountId) {
      const account = `user:${normaliseKey(accountId)}`;
      await store.reset(`${account}|${ANONYMOUS}`);
      rememberBrowser(res, account, ANONYMOUS);
    },
  };
}
