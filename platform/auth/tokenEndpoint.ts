import { CLASSIC_TOKEN_HEADER, type TokenErrorResponse, type TokenResponse } from '../../contract';
import { decodeOrKeep } from '../decode';
import type { LoadedSecurity } from '../pack';
import type { Accounts, ActiveSession } from './accounts';
import { clientScopes, userScopes } from './scopes';
import { signAccessToken, TOKEN_LIFETIME_SECONDS } from './tokens';

// POST /authenticate/connect/token (contensis-api.md §2.1): client_credentials for the pack's clients,
// contensis_classic (username or email + password) and contensis_classic_refresh_token for users.

export interface TokenAnswer {
  status: number;
  body: TokenResponse | TokenErrorResponse;
  headers?: Record<string, string>;
}

export interface TokenEndpointRequest {
  /** The form-encoded request body. */
  body: string;
  /** The Authorization header, for clients that authenticate with HTTP Basic. */
  authorization?: string;
}

export interface TokenEndpointDeps {
  security: LoadedSecurity | null;
  secret: Buffer;
  /** Absent: the platform has no user store and answers the classic grants `unsupported_grant_type`. */
  accounts: Accounts | null;
  now: number;
}

/** Unknown user and wrong password answer exactly this, so the answer never tells whether an account exists. */
export const WRONG_CREDENTIALS = 'The username or password is incorrect';

export async function answerTokenRequest(request: TokenEndpointRequest, deps: TokenEndpointDeps): Promise<TokenAnswer> {
  const form = new URLSearchParams(request.body);
  const grantType = form.get('grant_type');
  if (!grantType) return error(400, 'invalid_request', 'grant_type is required');
  if (grantType === 'client_credentials') return clientCredentials(form, request.authorization, deps);
  if (deps.accounts && grantType === 'contensis_classic') return classic(form, deps.accounts, deps.now);
  if (deps.accounts && grantType === 'contensis_classic_refresh_token') return classicRefresh(form, deps.accounts, deps.now);
  return error(400, 'unsupported_grant_type', `The grant type "${grantType}" is not supported`);
}

function clientCredentials(form: URLSearchParams, authorization: string | undefined, deps: TokenEndpointDeps): TokenAnswer {
  let clientId = form.get('client_id');
  let clientSecret = form.get('client_secret');
  const basic = /^Basic\s+(.+)$/i.exec(authorization ?? '');
  if (basic && !clientId) {
    const decoded = Buffer.from(basic[1], 'base64').toString('utf8');
    const colon = decoded.indexOf(':');
    if (colon > 0) {
      clientId = decodeOrKeep(decoded.slice(0, colon));
      clientSecret = decodeOrKeep(decoded.slice(colon + 1));
    }
  }
  if (!clientId || !clientSecret) return error(400, 'invalid_client', 'client_id and client_secret are required');
  const client = deps.security?.clients.get(clientId);
  if (!client || client.clientSecret !== clientSecret) return error(401, 'invalid_client', 'Unknown client or wrong secret');

  const scopes = clientScopes(form.get('scope'), client);
  const expiresAt = Math.floor(deps.now / 1000) + TOKEN_LIFETIME_SECONDS;
  const body: TokenResponse = {
    access_token: signAccessToken(deps.secret, { kind: 'client', clientId, scopes, expiresAt }, deps.now),
    expires_in: TOKEN_LIFETIME_SECONDS,
    token_type: 'Bearer',
    scope: scopes.join(' '),
  };
  return { status: 200, body };
}

async function classic(form: URLSearchParams, accounts: Accounts, now: number): Promise<TokenAnswer> {
  const username = form.get('username');
  const password = form.get('password');
  if (!username || !password) return error(400, 'invalid_request', 'username and password are required');
  const result = await accounts.signIn(username, password, now);
  if (!result.ok) {
    if (result.reason === 'suspended') return error(400, 'invalid_grant', 'This account is suspended');
    if (result.reason === 'locked') return error(400, 'invalid_grant', 'This account is locked after too many failed sign-ins');
    return error(400, 'invalid_grant', WRONG_CREDENTIALS);
  }
  return userTokens(accounts, result.active, userScopes(form.get('scope')), now);
}

/** The refresh token is rotated, a reused one ends the session: see platform/README.md ("Sessions"). */
function classicRefresh(form: URLSearchParams, accounts: Accounts, now: number): TokenAnswer {
  const token = form.get('refresh_token');
  if (!token) return error(400, 'invalid_request', 'refresh_token is required');
  const active = accounts.refresh(token, now);
  if (!active) return error(400, 'invalid_grant', 'The refresh token is not valid, has expired or was revoked');
  return userTokens(accounts, active, userScopes(form.get('scope')), now);
}

function userTokens(accounts: Accounts, active: ActiveSession, scopes: string[], now: number): TokenAnswer {
  const { token, expiresIn } = accounts.accessToken(active, scopes, now);
  const body: TokenResponse = {
    access_token: token,
    expires_in: expiresIn,
    token_type: 'Bearer',
    refresh_token: accounts.refreshToken(active.session),
    scope: scopes.join(' '),
  };
  return { status: 200, body, headers: { [CLASSIC_TOKEN_HEADER]: accounts.classicToken(active.session) } };
}

function error(status: number, code: string, description: string): TokenAnswer {
  return { status, body: { error: code, error_description: description } };
}
