import { randomBytes } from 'node:crypto';
import { parse as parseCookies } from 'cookie';
import type { CookieOptions, Request, Response } from 'express';
import { AUTH_COOKIES, REFRESH_TOKEN_LIFETIME_MS, SESSION_MARKER_COOKIE, TOKEN_EXPIRY_MARGIN_MS } from '../../contract';
import type { TokenSet } from './platformAccounts';

export interface SessionCookieSettings {
  /** Lifetime of the session cookies (spec 9: one day by default). */
  maxAgeSeconds: number;
}

/** The tokens a visitor's cookies carry; only the server reads them (HttpOnly). */
export interface CookieTokens {
  accessToken: string | null;
  classicToken: string | null;
  refreshToken: string | null;
}

/** Spec 4.1: a bearer token counts as expired 60 s early, so its cookie goes first. */
const BEARER_MARGIN_SECONDS = TOKEN_EXPIRY_MARGIN_MS / 1000;
/** Spec 4.1: a refresh token lives 15 days, counted with the same margin; its session's cookies never outlive it. */
const SESSION_TOKEN_MAX_MS = REFRESH_TOKEN_LIFETIME_MS - TOKEN_EXPIRY_MARGIN_MS;

/**
 * What a token the platform issued can look like: visible ASCII, no longer than this. Anything else in a token
 * cookie was not set by us (a forged or mangled cookie); sent on to the platform it would be an invalid header
 * (the call fails, and every page of that visitor with it), so it counts as no token at all.
 */
const TOKEN_TEXT = /^[\x21-\x7e]{1,4096}$/;

export function readCookieTokens(req: Request): CookieTokens {
  const cookies = req.headers.cookie ? parseCookies(req.headers.cookie) : {};
  const read = (name: string) => {
    const value = cookies[name];
    return typeof value === 'string' && TOKEN_TEXT.test(value) ? value : null;
  };
  return {
    accessToken: read(AUTH_COOKIES.bearerToken),
    classicToken: read(AUTH_COOKIES.classicToken),
    refreshToken: read(AUTH_COOKIES.refreshToken),
  };
}

export function createSessionCookies(settings: SessionCookieSettings) {
  // Secure whenever the visitor reached us over https (req.secure reads X-Forwarded-Proto behind TRUST_PROXY).
  const options = (res: Response) => {
    const base: CookieOptions = { path: '/', sameSite: 'lax', secure: res.req.secure };
    return { base, secret: { ...base, httpOnly: true } };
  };
  const lifetime = settings.maxAgeSeconds * 1000;
  const sessionTokenLifetime = Math.min(lifetime, SESSION_TOKEN_MAX_MS);

  return {
    /** After a sign-in or refresh: the tokens in HttpOnly cookies, and a new visible marker so other tabs notice. */
    store(res: Response, tokens: TokenSet, { newSession }: { newSession: boolean }): void {
      const { base, secret } = options(res);
      const bearerSeconds = Math.max(1, tokens.expiresIn - BEARER_MARGIN_SECONDS);
      res.cookie(AUTH_COOKIES.bearerToken, tokens.accessToken, { ...secret, maxAge: Math.min(bearerSeconds * 1000, lifetime) });
      if (tokens.classicToken) res.cookie(AUTH_COOKIES.classicToken, tokens.classicToken, { ...secret, maxAge: sessionTokenLifetime });
      if (tokens.refreshToken) res.cookie(AUTH_COOKIES.refreshToken, tokens.refreshToken, { ...secret, maxAge: sessionTokenLifetime });
      if (newSession) res.cookie(SESSION_MARKER_COOKIE, randomBytes(9).toString('base64url'), { ...base, maxAge: lifetime });
    },
    clear(res: Response): void {
      const { base, secret } = options(res);
      for (const name of [AUTH_COOKIES.bearerToken, AUTH_COOKIES.classicToken, AUTH_COOKIES.refreshToken]) res.clearCookie(name, secret);
      res.clearCookie(SESSION_MARKER_COOKIE, base);
    },
  };
}

export type SessionCookies = ReturnType<typeof createSessionCookies>;
