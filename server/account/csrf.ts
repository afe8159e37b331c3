import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { parse as parseCookies } from 'cookie';
import { CSRF_FIELD, CSRF_HEADER } from '../../contract';
import type { NextFunction, Request, RequestHandler, Response } from 'express';
import { wantsJson } from './wantsJson';

/**
 * Signed double-submit CSRF defence, stateless so any instance can check any form. The browser holds a random
 * HttpOnly cookie; pages carry a token that is the HMAC of that cookie under the site secret. A post must bring both:
 * another site can make the browser send the cookie but can neither read it nor compute the token. Origin and
 * Sec-Fetch-Site are checked as well, so a browser that says the post came from elsewhere is refused outright.
 *
 * The token depends on the visitor's cookie: a page that carries one must not be served from a shared cache.
 * Body parsers (urlencoded, json) must run before `middleware()` so `_csrf` can be read from the body.
 */

export const CSRF_MESSAGE = 'The form has expired or did not come from this site. Reload the page and try again.';
export { CSRF_FIELD, CSRF_HEADER };

export interface CsrfOptions {
  secret: Buffer;
  /** Whether the request is served over https (server/hosts.ts `servedOverHttps`); a boolean for every request. */
  secureCookies: boolean | ((req: Request) => boolean);
  /**
   * Default `__Host-trellis.csrf` over https (the prefix stops a sibling subdomain or a plain-http answer planting
   * one), else `trellis.csrf`; only the name that matches the scheme is read.
   */
  cookieName?: string;
}

export interface Csrf {
  /** The token for forms and scripts on this response; sets the CSRF cookie when the visitor has none yet. */
  tokenFor(req: Request, res: Response): string;
  verify(req: Request): boolean;
  /** Guards POST, PUT, PATCH and DELETE: 403 JSON for scripts, `next(CsrfError)` for form posts. */
  middleware(): RequestHandler;
}

/** Passed to `next` for a refused form post, so the page renderer can show `CSRF_MESSAGE` with the form. */
export class CsrfError extends Error {
  override name = 'CsrfError';
  readonly status = 403;
  readonly code = 'csrf';
  readonly expose = true;
  constructor() {
    super(CSRF_MESSAGE);
  }
}

const COOKIE_VALUE = /^[A-Za-z0-9_-]{43}$/;
const UNSAFE_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);
const HOST_TEXT = /^[A-Za-z0-9.\-[\]:]+$/;

/** True when the `Origin` the browser sent names the host this request was made to. */
export function originMatchesHost(origin: string, requestHost: string | undefined): boolean {
  if (!requestHost || !HOST_TEXT.test(requestHost)) return false;
  try {
    const from = new URL(origin);
    if (from.protocol !== 'http:' && from.protocol !== 'https:') return false;
    // Parsed with the origin's scheme, so `site.example:443` and `site.example` compare equal for https.
    return new URL(`${from.protocol}//${requestHost}`).host === from.host;
  } catch {
    return false;
  }
}

function submittedToken(req: Request): string | undefined {
  const header = req.get(CSRF_HEADER);
  if (header) return header;
  const body: unknown = req.body;
  if (typeof body !== 'object' || body === null) return undefined;
  const field = (body as Record<string, unknown>)[CSRF_FIELD];
  return typeof field === 'string' ? field : undefined;
}

function sameText(a: string, b: string): boolean {
  const left = Buffer.from(a);
  const right = Buffer.from(b);
  return left.length === right.length && timingSafeEqual(left, right);
}

export function createCsrf({ secret, secureCookies, cookieName }: CsrfOptions): Csrf {
  const secureFor = typeof secureCookies === 'function' ? secureCookies : () => secureCookies;
  const nameFor = (secure: boolean) => cookieName ?? (secure ? '__Host-trellis.csrf' : 'trellis.csrf');
  const sign = (cookieValue: string) => createHmac('sha256', secret).update(`csrf.${cookieValue}`).digest('base64url');
  // A cookie set earlier in this same request is not in its Cookie header yet.
  const issued = new WeakMap<Request, string>();

  const cookieOf = (req: Request): string | undefined => {
    const value = issued.get(req) ?? parseCookies(req.get('cookie') ?? '')[nameFor(secureFor(req))];
    return value !== undefined && COOKIE_VALUE.test(value) ? value : undefined;
  };

  const verify = (req: Request): boolean => {
    if (req.get('sec-fetch-site')?.toLowerCase() === 'cross-site') return false;
    const origin = req.get('origin');
    // Under `Referrer-Policy: no-referrer` browsers send `Origin: null` even for a same-origin form post; the
    // fetch metadata then says where it came from (and the token is still required).
    const opaqueSameOrigin = origin === 'null' && req.get('sec-fetch-site')?.toLowerCase() === 'same-origin';
    if (origin !== undefined && !opaqueSameOrigin && !originMatchesHost(origin, req.host)) return false;
    const cookie = cookieOf(req);
    const token = submittedToken(req);
    return cookie !== undefined && token !== undefined && sameText(token, sign(cookie));
  };

  return {
    tokenFor(req, res) {
      let cookie = cookieOf(req);
      if (!cookie) {
        cookie = randomBytes(32).toString('base64url');
        const secure = secureFor(req);
        res.cookie(nameFor(secure), cookie, { httpOnly: true, sameSite: 'lax', path: '/', secure });
        issued.set(req, cookie);
      }
      return sign(cookie);
    },
    verify,
    middleware() {
      return (req: Request, res: Response, next: NextFunction) => {
        if (!UNSAFE_METHODS.has(req.method) || verify(req)) {
          next();
          return;
        }
        if (!wantsJson(req)) {
          next(new CsrfError());
          return;
        }
        res
          .status(403)
          .set('Cache-Control', 'no-store')
          .json({ error: { message: CSRF_MESSAGE, status: 403 } });
      };
    },
  };
}
