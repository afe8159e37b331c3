import {
  LOGON_RESULT,
  NONCE_DATA_KEY,
  REFRESH_TOKEN_DATA_KEY,
  REFRESH_TOKEN_EXPIRY_DATA_KEY,
  USER_ID_DATA_KEY,
  USER_NAME_DATA_KEY,
  type IsAuthenticatedResponse,
} from '../../contract';
import { decodeOrKeep } from '../decode';
import type { Accounts } from './accounts';
import type { SignInCodes } from './signInCodes';

// POST /REST/Contensis/Security/IsAuthenticated (contensis-api.md §2.2): a security token in, the session's
// refresh token out. The token is either the one-time code of a federated sign-in (taken once, within minutes;
// the answer also carries the sign-in request's nonce) or a session's classic token (a classic grant's header).

/** `securityToken` as sent: clients URL-encode it inside the JSON; one that is not encoded is taken as it is. */
export function answerIsAuthenticated(securityToken: string, accounts: Accounts, codes: SignInCodes, now: number): IsAuthenticatedResponse {
  const token = decodeOrKeep(securityToken);
  const redeemed = codes.redeem(token, now);
  const active = redeemed ? accounts.fromSessionId(redeemed.sessionId, now) : accounts.fromClassicToken(token, now);
  if (!active) return { LogonResult: LOGON_RESULT.invalidToken, ApplicationData: [] };
  const nonce = redeemed ? [{ Key: NONCE_DATA_KEY, Value: redeemed.nonce }] : [];
  return {
    LogonResult: LOGON_RESULT.success,
    // Older readers take the refresh token from index 1.
    ApplicationData: [
      { Key: USER_ID_DATA_KEY, Value: active.user.id },
      { Key: REFRESH_TOKEN_DATA_KEY, Value: accounts.refreshToken(active.session) },
      { Key: USER_NAME_DATA_KEY, Value: active.user.username },
      { Key: REFRESH_TOKEN_EXPIRY_DATA_KEY, Value: new Date(active.session.expiresAt).toISOString() },
      ...nonce,
    ],
  };
}
