import type { Accounts } from '../../auth/accounts';
import { answerIsAuthenticated } from '../../auth/isAuthenticated';
import type { RedirectAllowList } from '../../auth/redirectAllowList';
import type { SignInCodes } from '../../auth/signInCodes';
import type { SignInThrottle } from '../../auth/signInThrottle';
import { answerTokenRequest } from '../../auth/tokenEndpoint';
import type { LoadedPack } from '../../pack';
import { ApiError } from '../apiError';
import { allowMethods, sendJson, type Exchange } from '../exchange';
import { readBody, readJsonObject } from '../readBody';
import { authorize } from './authorizeRoute';
import { logout } from './logoutRoute';

// The authentication routes of the CMS host (contensis-api.md §2): /authenticate/connect/token,
// /authenticate/logout, /authenticate/authorize and /REST/Contensis/Security/IsAuthenticated.

export interface AuthRouteDeps {
  pack: LoadedPack;
  secret: Buffer;
  /** Absent when the platform has no user store: only client_credentials works then. */
  accounts: Accounts | null;
  redirects: RedirectAllowList;
  /** Attempts at the federated sign-in form, per client address and per account. */
  signInThrottle: SignInThrottle;
  /** The one-time codes the federated sign-in hands back, until IsAuthenticated takes them. */
  signInCodes: SignInCodes;
  now: () => number;
  maxBodyBytes: number;
}

const NO_STORE = { 'Cache-Control': 'no-store', Pragma: 'no-cache' };

function requireAccounts(deps: Pick<AuthRouteDeps, 'accounts'>, path: string): Accounts {
  if (!deps.accounts) throw new ApiError(404, `${path} needs the platform's user store, which this platform was started without`);
  return deps.accounts;
}

/** `rest`: the path segments after /authenticate. */
export async function routeAuthenticate(exchange: Exchange, rest: string[], pathname: string, deps: AuthRouteDeps): Promise<void> {
  const route = rest.map((segment) => segment.toLowerCase()).join('/');
  if (route === 'connect/token') {
    allowMethods(exchange, pathname, ['POST']);
    const body = await readBody(exchange.req, deps.maxBodyBytes);
    const answer = await answerTokenRequest(
      { body, authorization: exchange.req.headers.authorization },
      { security: deps.pack.security, secret: deps.secret, accounts: deps.accounts, now: deps.now() },
    );
    sendJson(exchange, answer.status, answer.body, { ...NO_STORE, ...answer.headers });
  } else if (route === 'logout') {
    allowMethods(exchange, pathname, ['GET', 'HEAD']);
    logout(exchange, deps, requireAccounts(deps, pathname));
  } else if (route === 'authorize') {
    allowMethods(exchange, pathname, ['GET', 'HEAD', 'POST']);
    const body = exchange.method === 'POST' ? await readBody(exchange.req, deps.maxBodyBytes) : null;
    await authorize(exchange, deps, requireAccounts(deps, pathname), body);
  } else {
    throw new ApiError(404, `No route answers ${pathname}`);
  }
}

export const IS_AUTHENTICATED_SEGMENTS = ['rest', 'contensis', 'security', 'isauthenticated'];

export async function isAuthenticated(
  exchange: Exchange,
  pathname: string,
  deps: Pick<AuthRouteDeps, 'accounts' | 'signInCodes' | 'now' | 'maxBodyBytes'>,
): Promise<void> {
  allowMethods(exchange, pathname, ['POST']);
  const accounts = requireAccounts(deps, pathname);
  const { securityToken } = await readJsonObject(exchange.req, deps.maxBodyBytes);
  if (typeof securityToken !== 'string' || securityToken === '') throw new ApiError(400, 'securityToken is required');
  sendJson(exchange, 200, answerIsAuthenticated(securityToken, accounts, deps.signInCodes, deps.now()), NO_STORE);
}
