import {
  LOGON_RESULT,
  REFRESH_TOKEN_DATA_KEY,
  REFRESH_TOKEN_EXPIRY_DATA_KEY,
  USER_ID_DATA_KEY,
  USER_NAME_DATA_KEY,
  type IsAuthenticatedResponse,
} from '../../contract';
import type { Accounts } from './accounts';

// POST /REST/Contensis/Security/IsAuthenticated (contensis-api.md §2.2): a classic token (from a classic grant's
// header or the federated redirect) in, the session's refresh token out.

export type IsAuthenticatedAnswer = { ok: true; body: IsAuthenticatedResponse } | { ok: false; message: string };

export function answerIsAuthenticated(rawBody: string, accounts: Accounts, now: number): IsAuthenticatedAnswer {
  let parsed: unknown;
  try {
    parsed = JSON.parse(rawBody);
  } catch {
    return { ok: false, message: 'The body must be JSON: {"securityToken": "..."}' };
  }
  const token = typeof parsed === 'object' && parsed !== null ? (parsed as Record<string, unknown>).securityToken : undefined;
  if (typeof token !== 'string' || token === '') return { ok: false, message: 'securityToken is required' };

  const active = accounts.fromClassicToken(decodeOnce(token), now);
  if (!active) return { ok: true, body: { LogonResult: LOGON_RESULT.invalidToken, ApplicationData: [] } };
  return {
    ok: true,
    body: {
      LogonResult: LOGON_RESULT.success,
      // Older readers take the refresh token from index 1.
      ApplicationData: [
        { Key: USER_ID_DATA_KEY, Value: active.user.id },
        { Key: REFRESH_TOKEN_DATA_KEY, Value: accounts.refreshToken(active.session) },
        { Key: USER_NAME_DATA_KEY, Value: active.user.username },
        { Key: REFRESH_TOKEN_EXPIRY_DATA_KEY, Value: new Date(active.session.expiresAt).toISOString() },
      ],
    },
  };
}

/** Clients URL-encode the token inside the JSON; one that is not encoded is taken as it is. */
function decodeOnce(token: string): string {
  try {
    return decodeURIComponent(token);
  } catch {
    return token;
  }
}
