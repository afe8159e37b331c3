import { SECURITY_TOKEN_PARAM } from '../../../contract';
import { parseAuthorizeRequest, type AuthorizeRequest } from '../../auth/authorizeRequest';
import { CSRF_COOKIE, CSRF_FIELD, csrfCookieHeader, csrfCookieValue, csrfFieldValue, csrfMatches } from '../../auth/csrf';
import { WRONG_CREDENTIALS } from '../../auth/tokenEndpoint';
import type { Accounts } from '../../auth/accounts';
import { addressKey } from '../../auth/signInThrottle';
import { parseCookies } from '../credentials';
import type { Exchange } from '../exchange';
import { messagePage, redirectTo, sendHtml } from '../html';
import { signInPage, type SignInFormState } from '../signInPage';
import type { AuthRouteDeps } from './authRoutes';

// GET and POST /authenticate/authorize: the platform's own sign-in form for the federated (WebsiteAdfsClient,
// id_token) flow. A successful sign-in sends the visitor back to redirect_uri with `securityToken` (a one-time
// code for the new session, which IsAuthenticated takes once within 5 minutes, answering the request's `nonce`
// with it) and `state`, as an identity provider returns them: the site checks both against what it sent.

const REFUSALS: Record<string, string> = {
  suspended: 'This account is suspended',
  locked: 'This account is locked after too many failed sign-ins',
};

export async function authorize(exchange: Exchange, deps: AuthRouteDeps, accounts: Accounts, body: string | null): Promise<void> {
  const form = body === null ? null : new URLSearchParams(body);
  const parsed = parseAuthorizeRequest((name) => (form ? form.get(name) : exchange.query.get(name)), deps.redirects);
  if (!parsed.ok) {
    sendHtml(exchange, 400, messagePage('This sign-in link is not valid', parsed.message));
    return;
  }
  const cookie = parseCookies(exchange.req.headers.cookie).get(CSRF_COOKIE);
  if (!form) {
    showForm(exchange, deps, parsed.request, cookie, 200, '', []);
    return;
  }
  if (!csrfMatches(deps.secret, cookie, form.get(CSRF_FIELD))) {
    const message = 'The sign-in form had expired. Please sign in again.';
    showForm(exchange, deps, parsed.request, cookie, 403, form.get('username') ?? '', [{ field: 'username', message }]);
    return;
  }
  const username = (form.get('username') ?? '').trim();
  const password = form.get('password') ?? '';
  const missing: SignInFormState['errors'] = [];
  if (!username) missing.push({ field: 'username', message: 'Enter your username or email address' });
  if (!password) missing.push({ field: 'password', message: 'Enter your password' });
  if (missing.length > 0) {
    showForm(exchange, deps, parsed.request, cookie, 400, username, missing);
    return;
  }
  const verdict = deps.signInThrottle.consume({ ip: addressKey(exchange.req.socket.remoteAddress), account: username });
  if (!verdict.allowed) {
    const minutes = Math.max(1, Math.ceil(verdict.retryAfterSeconds / 60));
    const message = `Too many attempts. Try again in ${minutes} minute${minutes === 1 ? '' : 's'}.`;
    showForm(exchange, deps, parsed.request, cookie, 429, username, [{ field: 'username', message }], {
      'Retry-After': String(verdict.retryAfterSeconds),
    });
    return;
  }
  const result = await accounts.signIn(username, password, deps.now());
  if (!result.ok) {
    showForm(exchange, deps, parsed.request, cookie, 401, username, [
      { field: 'username', message: REFUSALS[result.reason] ?? WRONG_CREDENTIALS },
    ]);
    return;
  }
  deps.signInThrottle.forgetAccount(username);
  const target = new URL(parsed.request.redirect.href);
  target.searchParams.set(SECURITY_TOKEN_PARAM, deps.signInCodes.issue(result.active.session.id, parsed.request.nonce, deps.now()));
  if (parsed.request.state !== null) target.searchParams.set('state', parsed.request.state);
  redirectTo(exchange, target);
}

function showForm(
  exchange: Exchange,
  deps: AuthRouteDeps,
  request: AuthorizeRequest,
  cookie: string | undefined,
  status: number,
  username: string,
  errors: SignInFormState['errors'],
  extraHeaders: Record<string, string> = {},
): void {
  const csrf = csrfCookieValue(cookie);
  const secure = 'encrypted' in exchange.req.socket && exchange.req.socket.encrypted === true;
  sendHtml(exchange, status, signInPage({ request, csrf: csrfFieldValue(deps.secret, csrf.value), username, errors }), {
    // The form's answer redirects to the site; browsers check that redirect against form-action.
    formTargets: [request.redirect.origin],
    headers: { ...extraHeaders, ...(csrf.isNew ? { 'Set-Cookie': csrfCookieHeader(csrf.value, secure) } : {}) },
  });
}
