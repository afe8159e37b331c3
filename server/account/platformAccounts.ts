// The site server's calls to the platform's authentication and security APIs (contensis-api.md §2, §3).
// Tokens pass through here and the session cookies only: never into page state or a browser script.
import {
  CLASSIC_SCOPES,
  CLASSIC_TOKEN_HEADER,
  CURRENT_USER,
  IS_AUTHENTICATED_PATH,
  LOGOUT_PATH,
  NONCE_DATA_KEY,
  REFRESH_TOKEN_DATA_KEY,
  RESOURCE_SCOPES,
  TOKEN_CONTENT_TYPE,
  TOKEN_PATH,
  USERS_PATH,
  type CreateUserRequest,
  type Group,
  type IsAuthenticatedResponse,
  type PagedList,
  type PasswordChangeRequest,
  type TokenResponse,
  type User,
  type UserActionType,
} from '../../contract';
import type { FetchFn, FetchResponse } from '../../src/lib/delivery';
import { normalisePassword } from '../../contract/passwordPolicy';

/** What a sign-in or refresh gives the site. */
export interface TokenSet {
  accessToken: string;
  /** Seconds the access token lives. */
  expiresIn: number;
  refreshToken: string | null;
  classicToken: string | null;
}

/** A refused or failed platform call, with what the platform said. */
export class PlatformAccountError extends Error {
  constructor(
    readonly status: number,
    message: string,
    /** Token endpoint error code (`invalid_grant`, ...), when there is one. */
    readonly code: string | null = null,
    readonly data: { field: string; message: string }[] = [],
    /** No answer came (network failure or timeout). */
    readonly unanswered = false,
  ) {
    super(message);
    this.name = 'PlatformAccountError';
  }
}

export interface PlatformAccountsOptions {
  /** The CMS host (authentication and security API). */
  cmsUrl: string;
  fetchFn: FetchFn;
  timeoutMs: number;
  /** Privileged client credentials, for registration and admin actions (server-side only). */
  adminClient: { clientId: string; clientSecret: string } | null;
}

const USER_SCOPE = [...CLASSIC_SCOPES, ...RESOURCE_SCOPES].join(' ');
const CLIENT_SCOPE = RESOURCE_SCOPES.join(' ');
/** Spec 6: groups are loaded with inherited groups, up to 100. */
const GROUP_PAGE_SIZE = 100;

/** The answer's text and its JSON (`{}` when empty); a body that is not JSON is the platform failing (502). */
async function readAnswer(response: FetchResponse): Promise<{ text: string; body: unknown }> {
  const text = await response.text();
  if (!text) return { text, body: {} };
  try {
    return { text, body: JSON.parse(text) as unknown };
  } catch {
    throw new PlatformAccountError(502, `The platform answered ${response.status} with a body that is not JSON`);
  }
}

const recordOf = (body: unknown) => (typeof body === 'object' && body !== null ? body : {}) as Record<string, unknown>;

/** A refused security API call: its message and validation data (contensis-api.md §1.12). */
function failure(status: number, body: unknown): PlatformAccountError {
  const record = recordOf(body);
  const data = Array.isArray(record.data)
    ? (record.data as { field: string; message: string }[]).filter((item) => typeof item?.message === 'string')
    : [];
  const message = typeof record.message === 'string' ? record.message : `The platform answered ${status}`;
  return new PlatformAccountError(status, message, null, data);
}

/** Spec 8: a token endpoint refusal is described by the server's `error` field, else by the whole body. */
function tokenFailure(status: number, text: string, body: unknown): PlatformAccountError {
  const { error } = recordOf(body);
  return typeof error === 'string'
    ? new PlatformAccountError(status, error, error)
    : new PlatformAccountError(status, text || `The platform answered ${status}`);
}

type Refusal = (status: number, text: string, body: unknown, response: FetchResponse) => PlatformAccountError;
type PlatformCall = (
  path: string,
  init: { method?: 'GET' | 'POST' | 'PATCH'; headers?: Record<string, string>; body?: string },
  refusal?: Refusal,
) => Promise<{ response: FetchResponse; body: unknown }>;

/** Platform calls on the CMS host of `options`. */
function platformCaller(options: PlatformAccountsOptions): PlatformCall {
  const root = options.cmsUrl.replace(/\/+$/, '');

  /** One platform call; a refusal is thrown as `refusal(status, text, body, response)` describes it. */
  return async function call(path, init, refusal = (status, _text, body) => failure(status, body)) {
    const signal = AbortSignal.timeout(options.timeoutMs);
    let response: FetchResponse;
    try {
      response = await options.fetchFn(`${root}${path}`, {
        method: init.method ?? 'GET',
        headers: { accept: 'application/json', ...init.headers },
        body: init.body,
        signal,
      });
    } catch (error) {
      const timedOut = error instanceof Error && (error.name === 'TimeoutError' || error.name === 'AbortError');
      throw new PlatformAccountError(
        timedOut ? 504 : 503,
        timedOut ? 'Network request timed out' : 'Network request failed',
        null,
        [],
        true,
      );
    }
    const { text, body } = await readAnswer(response);
    if (!response.ok) throw refusal(response.status, text, body, response);
    return { response, body };
  };
}

async function requestToken(call: PlatformCall, form: Record<string, string>): Promise<TokenSet> {
  const { response, body } = await call(
    TOKEN_PATH,
    { method: 'POST', headers: { 'content-type': TOKEN_CONTENT_TYPE }, body: new URLSearchParams(form).toString() },
    (status, text, answer) => tokenFailure(status, text, answer),
  );
  const answer = body as Partial<TokenResponse>;
  if (typeof answer.access_token !== 'string' || typeof answer.expires_in !== 'number') {
    throw new PlatformAccountError(502, 'The token endpoint answered without an access token');
  }
  return {
    accessToken: answer.access_token,
    expiresIn: answer.expires_in,
    refreshToken: typeof answer.refresh_token === 'string' ? answer.refresh_token : null,
    classicToken: response.headers.get(CLASSIC_TOKEN_HEADER),
  };
}

/** The privileged client's bearer token, kept until shortly before it expires. */
function adminBearerSource(
  options: PlatformAccountsOptions,
  token: (form: Record<string, string>) => Promise<TokenSet>,
): () => Promise<string> {
  let adminToken: { value: string; expiresAt: number } | null = null;
  return async function adminBearer(): Promise<string> {
    if (adminToken && adminToken.expiresAt > Date.now()) return adminToken.value;
    if (!options.adminClient) throw new PlatformAccountError(503, 'No privileged client is configured for account administration');
    const set = await token({
      grant_type: 'client_credentials',
      client_id: options.adminClient.clientId,
      client_secret: options.adminClient.clientSecret,
      scope: CLIENT_SCOPE,
    });
    // Renewed 60 s early, as every token the site holds.
    adminToken = { value: set.accessToken, expiresAt: Date.now() + (set.expiresIn - 60) * 1000 };
    return set.accessToken;
  };
}

const bearer = (value: string) => ({ authorization: `Bearer ${value}` });
const json = { 'content-type': 'application/json; charset=utf-8' };
const userPath = (id: string) => `${USERS_PATH}/${encodeURIComponent(id)}`;

/** What IsAuthenticated answers for a security token: the session's refresh token and, for a one-time code, its nonce. */
export interface ExchangedSecurityToken {
  refreshToken: string;
  nonce: string | null;
}

async function exchangeSecurityToken(call: PlatformCall, securityToken: string): Promise<ExchangedSecurityToken> {
  let body: unknown;
  try {
    ({ body } = await call(
      IS_AUTHENTICATED_PATH,
      { method: 'POST', headers: json, body: JSON.stringify({ securityToken: encodeURIComponent(securityToken) }) },
      (status, _text, _body, response) =>
        new PlatformAccountError(status, `Fetch credentials error ${status} ${response.statusText}`.trim()),
    ));
  } catch (error) {
    throw error instanceof PlatformAccountError && error.unanswered
      ? new PlatformAccountError(error.status, 'Failed to fetch credentials', null, [], true)
      : error;
  }
  const answer = body as Partial<IsAuthenticatedResponse>;
  if (answer.LogonResult !== 0) throw new PlatformAccountError(401, 'Security token is invalid');
  const item = answer.ApplicationData?.find((entry) => entry?.Key === REFRESH_TOKEN_DATA_KEY);
  if (!item?.Value) throw new PlatformAccountError(502, 'Fetch credentials: Unable to find ContensisSecurityRefreshToken');
  const nonce = answer.ApplicationData?.find((entry) => entry?.Key === NONCE_DATA_KEY)?.Value;
  return { refreshToken: item.Value, nonce: typeof nonce === 'string' ? nonce : null };
}

/** The tokens of a platform session, as the site holds them. */
type SessionTokens = { accessToken?: string | null; classicToken?: string | null; refreshToken?: string | null };

async function endSession(call: PlatformCall, tokens: SessionTokens): Promise<void> {
  const cookies = [
    tokens.classicToken ? `ContensisCMSUserName=${encodeURIComponent(tokens.classicToken)}` : null,
    tokens.refreshToken ? `RefreshToken=${encodeURIComponent(tokens.refreshToken)}` : null,
  ].filter(Boolean);
  const headers: Record<string, string> = tokens.accessToken ? bearer(tokens.accessToken) : {};
  if (cookies.length > 0) headers.cookie = cookies.join('; ');
  await call(LOGOUT_PATH.startsWith('/') ? LOGOUT_PATH : `/${LOGOUT_PATH}`, { headers });
}

export function createPlatformAccounts(options: PlatformAccountsOptions) {
  const call = platformCaller(options);
  const token = (form: Record<string, string>) => requestToken(call, form);
  const adminBearer = adminBearerSource(options, token);

  return {
    /** False without a privileged client: registration and password reset cannot work (their pages say so). */
    canAdminister: options.adminClient !== null,
    // Every password goes to the platform in one Unicode form (NFKC), at setting and at checking alike.
    signIn: (username: string, password: string) =>
      token({ grant_type: 'contensis_classic', username, password: normalisePassword(password), scope: USER_SCOPE }),
    refresh: (refreshToken: string) =>
      token({ grant_type: 'contensis_classic_refresh_token', refresh_token: refreshToken, scope: USER_SCOPE }),

    /** A security token from a federated sign-in, exchanged for its refresh token and nonce (spec 5; messages of spec 8). */
    exchangeSecurityToken: (securityToken: string): Promise<ExchangedSecurityToken> => exchangeSecurityToken(call, securityToken),
    /** Ends the platform session: its refresh token stops working. */
    logout: (tokens: SessionTokens): Promise<void> => endSession(call, tokens),

    async currentUser(accessToken: string): Promise<User> {
      return (await call(`${USERS_PATH}/${CURRENT_USER}`, { headers: bearer(accessToken) })).body as User;
    },

    async groups(accessToken: string, userId: string): Promise<Group[]> {
      const query = `includeInherited=true&pageIndex=0&pageSize=${GROUP_PAGE_SIZE}`;
      const { body } = await call(`${userPath(userId)}/groups?${query}`, { headers: bearer(accessToken) });
      const items = (body as Partial<PagedList<Group>>).items;
      return Array.isArray(items) ? items : [];
    },

    async createUser(user: CreateUserRequest, query: { suspended: boolean }): Promise<User> {
      const path = query.suspended ? `${USERS_PATH}?suspended=true` : USERS_PATH;
      const body: CreateUserRequest = {
        ...user,
        credentials: { ...user.credentials, password: normalisePassword(user.credentials.password) },
      };
      return (await call(path, { method: 'POST', headers: { ...json, ...bearer(await adminBearer()) }, body: JSON.stringify(body) }))
        .body as User;
    },

    /** A user by id, user name or email; null when there is none. */
    async findUser(idOrEmail: string): Promise<User | null> {
      try {
        return (await call(userPath(idOrEmail), { headers: bearer(await adminBearer()) })).body as User;
      } catch (error) {
        if (error instanceof PlatformAccountError && error.status === 404) return null;
        throw error;
      }
    },

    /** The user's own change (with `existing`, their token) or an administrator's (a reset: no `existing`). */
    async changePassword(userId: string, change: PasswordChangeRequest, accessToken?: string): Promise<void> {
      const authorisation = bearer(accessToken ?? (await adminBearer()));
      const normal: PasswordChangeRequest = {
        new: normalisePassword(change.new),
        ...(change.existing === undefined ? {} : { existing: normalisePassword(change.existing) }),
      };
      await call(`${userPath(userId)}/credentials/password`, {
        method: 'POST',
        headers: { ...json, ...authorisation },
        body: JSON.stringify(normal),
      });
    },

    /** Changes a user's names or custom data (merge patch, contensis-api.md §3 "update": null removes a key). */
    async updateUser(userId: string, patch: { firstName?: string; lastName?: string; custom?: Record<string, unknown> }): Promise<User> {
      const headers = { 'content-type': 'application/merge-patch+json; charset=utf-8', ...bearer(await adminBearer()) };
      return (await call(userPath(userId), { method: 'PATCH', headers, body: JSON.stringify(patch) })).body as User;
    },

    async userAction(userId: string, type: UserActionType): Promise<void> {
      await call(`${userPath(userId)}/actions`, {
        method: 'POST',
        headers: { ...json, ...bearer(await adminBearer()) },
        body: JSON.stringify({ type }),
      });
    },
  };
}

export type PlatformAccounts = ReturnType<typeof createPlatformAccounts>;
