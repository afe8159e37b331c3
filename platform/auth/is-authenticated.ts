import {
  LOGON_RESULT,
  REFRESH_TOKEN_DATA_KEY,
  REFRESH_TOKEN_EXPIRY_DATA_KEY,
  USER_ID_DATA_KEY,
  USER_NAME_DATA_KEY,
  type IsAuthenticatedResponse,
} from '../../contract';
import { decodeOrKeep } from '../decode';
import type { Accounts } from './accounts';

// POST /REST/Contensis/Security/IsAuthenticated (contensis-api.md §2.2): a classic token (from a classic grant's
// header or the federated redirect) in, the session's refresh token out.

/** `securityToken` as sent: clients URL-encode it inside the JSON; one that is not encoded is taken as it is. */
export function answerIsAuthenticated(securityToken: string, accounts: Accounts, now: number): IsAuthenticatedResponse {
  const active = accounts.fromClassicToken(decodeOrKeep(securityToken), now);
  if (!active) return { LogonResult: LOGON_RESULT.invalidToken, ApplicationData: [] };
  return {
    LogonResult: LOGON_RESULT.success,
    // Older readers take the refresh token from index 1.
    ApplicationData: [
      { Key: USER_ID_DATA_KEY, Value: active.user.id },
      { Key: REFRESH_TOKEN_DATA_KEY, Value: accounts.refreshToken(active.session) },
      { Key: USER_NAME_DATA_KEY, Value: active.user.username },
      { Key: REFRESH_TOKEN_EXPIRY_DATA_KEY, Value: new Date(active.session.expiresAt).toISOString() },
    ],
  };
}
