import { ACCOUNT_PATHS, CSRF_HEADER, SESSION_MARKER_COOKIE, type StaffEnvironment } from '../../../contract';
import { AccountRequestError } from './errors';
import type { AccountApi, FieldError, SessionAnswer, UserBrowserEffects } from './types';

interface ErrorBody {
  error?: { message?: string; status?: number; data?: FieldError[] };
}

async function send<T>(method: 'GET' | 'POST', path: string, body?: unknown, csrfToken?: string | null): Promise<T> {
  const headers: Record<string, string> = { accept: 'application/json' };
  if (body !== undefined) headers['content-type'] = 'application/json';
  if (csrfToken) headers[CSRF_HEADER] = csrfToken;
  let response: Response;
  try {
    response = await fetch(path, {
      method,
      headers,
      credentials: 'same-origin',
      body: body === undefined ? undefined : JSON.stringify(body),
    });
  } catch (error) {
    throw new AccountRequestError(error instanceof Error ? error.message : 'Network request failed', null, '', [], true);
  }
  const text = await response.text();
  let parsed: unknown = undefined;
  try {
    parsed = text ? JSON.parse(text) : undefined;
  } catch {
    parsed = undefined;
  }
  if (!response.ok) {
    const error = (parsed as ErrorBody | undefined)?.error;
    throw new AccountRequestError(error?.message ?? '', response.status, response.statusText, Array.isArray(error?.data) ? error.data : []);
  }
  return parsed as T;
}

/**
 * The site's own account routes, called from the browser with the session cookies, at their addresses in the
 * page's language (`localise`: `/account/login` to `/cy/account/login`), so the answers' messages are in it too.
 */
export function accountApiIn(localise: (path: string) => string): AccountApi {
  const at = (path: string) => localise(path);
  return {
    session: () => send<SessionAnswer>('GET', ACCOUNT_PATHS.session),
    login: (body, csrf) => send<SessionAnswer>('POST', at(ACCOUNT_PATHS.login), body, csrf),
    logout: (csrf) => send<{ federatedLogoutUrl?: string }>('POST', at(ACCOUNT_PATHS.logout), {}, csrf),
    register: (body, csrf) => send('POST', at(ACCOUNT_PATHS.register), body, csrf),
    requestPasswordReset: (body, csrf) => send('POST', at(ACCOUNT_PATHS.reset), body, csrf),
    resetPassword: (body, csrf) => send('POST', at(ACCOUNT_PATHS.resetPassword), body, csrf),
    changePassword: (body, csrf) => send('POST', at(ACCOUNT_PATHS.changePassword), body, csrf),
    environments: () => send<{ environments: StaffEnvironment[] }>('GET', at(ACCOUNT_PATHS.environments)),
  };
}

/** The account routes of a site in one language. */
export const browserAccountApi: AccountApi = accountApiIn((path) => path);

export const browserUserEffects: UserBrowserEffects = {
  readSessionMarker() {
    // Over https the server names its cookies `__Host-…` (server/account/sessionCookies.ts); that one comes first.
    const parts = document.cookie.split('; ');
    for (const prefix of [`__Host-${SESSION_MARKER_COOKIE}=`, `${SESSION_MARKER_COOKIE}=`]) {
      const cookie = parts.find((part) => part.startsWith(prefix));
      if (cookie) return cookie.slice(prefix.length);
    }
    return '';
  },
  clearFederatedSession() {
    for (const storage of [window.sessionStorage, window.localStorage]) {
      const keys = Array.from({ length: storage.length }, (_, index) => storage.key(index)).filter(
        (key): key is string => key?.startsWith('oidc') ?? false,
      );
      for (const key of keys) storage.removeItem(key);
    }
  },
  assign(url) {
    window.location.assign(url);
  },
};
