// Authentication on the CMS host (contensis-api.md §2): the token endpoint, the classic IsAuthenticated
// call and the cookies a signed-in visitor carries.

export const TOKEN_PATH = '/authenticate/connect/token';
export const TOKEN_CONTENT_TYPE = 'application/x-www-form-urlencoded;charset=UTF-8';

/** Resource scopes, space separated in this order when a client asks for all of them. */
export const RESOURCE_SCOPES = [
  'Security_Administrator',
  'ContentType_Read',
  'ContentType_Write',
  'ContentType_Delete',
  'Entry_Read',
  'Entry_Write',
  'Entry_Delete',
  'Project_Read',
  'Project_Write',
  'Project_Delete',
  'Workflow_Administrator',
] as const;

export type ResourceScope = (typeof RESOURCE_SCOPES)[number];

/** Classic grants ask for these before the resource scopes. */
export const CLASSIC_SCOPES = ['openid', 'offline_access'] as const;

export type GrantType = 'client_credentials' | 'contensis_classic' | 'contensis_classic_refresh_token';

/** The form fields of `POST /authenticate/connect/token`, one shape per grant. */
export interface ClientCredentialsTokenRequest {
  grant_type: 'client_credentials';
  client_id: string;
  client_secret: string;
  scope?: string;
}

export interface ClassicTokenRequest {
  grant_type: 'contensis_classic';
  username: string;
  password: string;
  scope?: string;
}

export interface RefreshTokenRequest {
  grant_type: 'contensis_classic_refresh_token';
  refresh_token: string;
  scope?: string;
}

export type TokenRequest = ClientCredentialsTokenRequest | ClassicTokenRequest | RefreshTokenRequest;

/** 200 answer of the token endpoint. Classic grants always carry `refresh_token`. */
export interface TokenResponse {
  access_token: string;
  /** Seconds. */
  expires_in: number;
  token_type: 'Bearer';
  refresh_token?: string;
  scope?: string;
}

/** Non-2xx answer of the token endpoint; clients surface `error` as the message. */
export interface TokenErrorResponse {
  error: 'invalid_request' | 'invalid_client' | 'invalid_grant' | 'unsupported_grant_type' | (string & {});
  error_description?: string;
}

/** Response header of classic grants: the classic session token. */
export const CLASSIC_TOKEN_HEADER = 'x-contensis-classic-token';

/** Clients treat a bearer token as expired this long before `expires_in` says. */
export const TOKEN_EXPIRY_MARGIN_MS = 60_000;

/** Clients assume a refresh token lives this long. */
export const REFRESH_TOKEN_LIFETIME_MS = 15 * 24 * 60 * 60 * 1000;

// ---------------------------------------------------------------------------
// POST /REST/Contensis/Security/IsAuthenticated (§2.2)

export const IS_AUTHENTICATED_PATH = '/REST/Contensis/Security/IsAuthenticated';

/** The security token is URL-encoded inside the JSON. */
export interface IsAuthenticatedRequest {
  securityToken: string;
}

export interface IsAuthenticatedResponse {
  /** 0 = the token is valid. */
  LogonResult: number;
  /** The refresh token is the item keyed `ContensisSecurityRefreshToken`, kept at index 1 for older readers. */
  ApplicationData: { Key: string; Value: string }[];
}

/** `LogonResult` values: 0 = valid; the local platform answers 1 for an unknown, expired or revoked token. */
export const LOGON_RESULT = { success: 0, invalidToken: 1 } as const;

/** `ApplicationData` keys, in the order the local platform answers them (the refresh token at index 1). */
export const USER_ID_DATA_KEY = 'ContensisSecurityUserId';
export const REFRESH_TOKEN_DATA_KEY = 'ContensisSecurityRefreshToken';
export const USER_NAME_DATA_KEY = 'ContensisSecurityUserName';
/** When the session (and so the refresh token) ends unless it is used, ISO 8601. */
export const REFRESH_TOKEN_EXPIRY_DATA_KEY = 'ContensisSecurityRefreshTokenExpiry';
/** For the one-time code of a federated sign-in: the `nonce` of the sign-in request it answered (checked by the site). */
export const NONCE_DATA_KEY = 'ContensisSecurityNonce';

// ---------------------------------------------------------------------------
// Logout and cookies (§2.3)

export const LOGOUT_PATH = '/authenticate/logout?jsonResponseRequired=true';

/** Answer of `LOGOUT_PATH`: the same whether or not the request named a live session (sign-out is idempotent). */
export interface LogoutResponse {
  loggedOut: true;
}

// ---------------------------------------------------------------------------
// Federated sign-in (OIDC-style, CRB's WebsiteAdfsClient)

export const AUTHORIZE_PATH = '/authenticate/authorize';
/** The only client id and response type the federated sign-in accepts. */
export const FEDERATED_CLIENT_ID = 'WebsiteAdfsClient';
export const FEDERATED_RESPONSE_TYPE = 'id_token';
/** Query parameter of the redirect back to the site: a one-time code IsAuthenticated takes once, within 5 minutes. */
export const SECURITY_TOKEN_PARAM = 'securityToken';

export const AUTH_COOKIES = {
  /** The classic session token. */
  classicToken: 'ContensisCMSUserName',
  refreshToken: 'RefreshToken',
  /** The bearer token, read by @contensis/forms. */
  bearerToken: 'ContensisSecurityBearerToken',
} as const;
