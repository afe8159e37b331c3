import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';

// CSRF protection of the federated sign-in form: a random value in an HttpOnly, SameSite=Strict cookie, and
// in the form a MAC of that value made with the platform's key. A page elsewhere can neither read the cookie
// nor make the MAC, so it cannot post the form on a visitor's behalf.

export const CSRF_COOKIE = 'trellis_signin_csrf';
export const CSRF_FIELD = 'csrf';
const COOKIE_VALUE = /^[A-Za-z0-9_-]{32,64}$/;
const LIFETIME_SECONDS = 3600;

/** The cookie's value when it is one of ours in shape; otherwise a new one to set. */
export function csrfCookieValue(existing: string | undefined): { value: string; isNew: boolean } {
  if (existing && COOKIE_VALUE.test(existing)) return { value: existing, isNew: false };
  return { value: randomBytes(32).toString('base64url'), isNew: true };
}

export function csrfCookieHeader(value: string, secure: boolean): string {
  return `${CSRF_COOKIE}=${value}; Path=/authenticate; Max-Age=${LIFETIME_SECONDS}; HttpOnly; SameSite=Strict${secure ? '; Secure' : ''}`;
}

export function csrfFieldValue(secret: Buffer, cookieValue: string): string {
  return createHmac('sha256', secret).update(`csrf:${cookieValue}`).digest('base64url');
}

export function csrfMatches(secret: Buffer, cookieValue: string | undefined, field: string | null): boolean {
  if (!cookieValue || !COOKIE_VALUE.test(cookieValue) || !field) return false;
  const expected = Buffer.from(csrfFieldValue(secret, cookieValue));
  const given = Buffer.from(field);
  return expected.length === given.length && timingSafeEqual(expected, given);
}
