import { randomBytes } from 'node:crypto';
import { parse as parseCookies } from 'cookie';
import type { CookieOptions, Request, RequestHandler, Response } from 'express';
import { AUTH_COOKIES, REFRESH_TOKEN_LIFETIME_MS, SESSION_MARKER_COOKIE, TOKEN_EXPIRY_MARGIN_MS } from '../../contract';
import type { TokenSet } from './platformAccounts';

export interface SessionCookieSettings {
  /** Lifetime of the session cookies (spec 9: one day by default). */
  maxAgeSeconds: number;
  /** Whether the request is served over https (server/hosts.ts `servedOverHttps`); default: `req.secure`. */
  overHttps?: (req: Request) => boolean;
}

declare module 'express-serve-static-core' {
  interface Request {
    /** Set by the session cookies' settings: this request is served over https, so its cookies are `__Host-` named. */
    sessionCookiesPrefixed?: boolean;
  }
}

/**
 * The `__Host-` prefix makes a browser keep a cookie only if it came Secure, with `Path=/` and no `Domain`, from
 * this very host over https: a sibling subdomain or a plain-http answer cannot plant or overwrite one.
 */
export const HOST_PREFIX = '__Host-';

/** The session cookies' names for a request: `__Host-` prefixed over https, plain on http (localhost development). */
export function sessionCookieNames(prefixed: boolean) {
  const name = (base: string) => (prefixed ? `${HOST_PREFIX}${base}` : base);
  return {
    bearerToken: name(AUTH_COOKIES.bearerToken),
    classicToken: name(AUTH_COOKIES.classicToken),
    refreshToken: name(AUTH_COOKIES.refreshToken),
    marker: name(SESSION_MARKER_COOKIE),
  };
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

/** Only the names that match the request's scheme are read (`sessionCookiesPrefixed`, set by `createSessionCookies`). */
export function readCookieTokens(req: Request): CookieTokens {
  const cookies = req.headers.cookie ? parseCookies(req.headers.cookie) : {};
  const names = sessionCookieNames(req.sessionCookiesPrefixed === true);
  const read = (name: string) => {
    const value = cookies[name];
    return typeof value === 'string' && TOKEN_TEXT.test(value) ? value : null;
  };
  return {
    accessToken: read(names.bearerToken),
    classicToken: read(names.classicToken),
    refreshToken: read(names.refreshToken),
  };
}

export function createSessionCookies(settings: SessionCookieSettings) {
  const overHttps = settings.overHttps ?? ((req: Request) => req.secure);
  // Over https: Secure and `__Host-` named (Path=/, never a Domain); plain http (localhost) keeps the plain names.
  const options = (res: Response) => {
    const secure = overHttps(res.req);
    const base: CookieOptions = { path: '/', sameSite: 'lax', secure };
    return { base, secret: { ...base, httpOnly: true }, names: sessionCookieNames(secure) };
  };
  const lifetime = settings.maxAgeSeconds * 1000;
  const sessionTokenLifetime = Math.min(lifetime, SESSION_TOKEN_MAX_MS);

  return {
    /** After a sign-in or refresh: the tokens in HttpOnly cookies, and a new visible marker so other tabs notice. */
    store(res: Response, tokens: TokenSet, { newSession }: { newSession: boolean }): void {
      const { base, secret, names } = options(res);
      const bearerSeconds = Math.max(1, tokens.expiresIn - BEARER_MARGIN_SECONDS);
      res.cookie(names.bearerToken, tokens.accessToken, { ...secret, maxAge: Math.min(bearerSeconds * 1000, lifetime) });
      if (tokens.classicToken) res.cookie(names.classicToken, tokens.classicToken, { ...secret, maxAge: sessionTokenLifetime });
      if (tokens.refreshToken) res.cookie(names.refreshToken, tokens.refreshToken, { ...secret, maxAge: sessionTokenLifetime });
      if (newSession) res.cookie(names.marker, randomBytes(9).toString('base64url'), { ...base, maxAge: lifetime });
    },
    clear(res: Response): void {
      const { base, secret, names } = options(res);
      for (const name of [names.bearerToken, names.classicToken, names.refreshToken]) res.clearCookie(name, secret);
      res.clearCookie(names.marker, base);
    },
    /** Marks the request with its scheme before anything reads its cookies (`readCookieTokens`). */
    scheme(): RequestHandler {
      return (req, _res, next) => {
        req.sessionCookiesPrefixed = overHttps(req);
        next();
      };
    },
  };
}

export type SessionCookies = ReturnType<typeof createSessionCookies>;
