import type { Accounts } from '../../auth/accounts';
import type { LoadedSecurity } from '../../pack';
import { ApiError } from '../apiError';
import { allowMethods, type Exchange } from '../exchange';
import { readJsonObject } from '../readBody';
import { requireAdmin, securityCaller, targetUser } from '../securityCaller';
import { checkMembership, getUser, getUserGroups } from './userReadRoutes';
import { applyUserAction, changePassword, createUser, patchUser } from './userWriteRoutes';

// /api/security/users (contensis-api.md §3): the calls a site front end makes for its visitors.

export interface SecurityRouteDeps {
  security: LoadedSecurity | null;
  secret: Buffer;
  accounts: Accounts | null;
  now: () => number;
  maxBodyBytes: number;
}

const READ = ['GET', 'HEAD'];

/** `rest`: the path segments after /api/security. */
export async function routeSecurity(exchange: Exchange, rest: string[], pathname: string, deps: SecurityRouteDeps): Promise<void> {
  if (rest[0]?.toLowerCase() !== 'users' || rest.length > 4) throw new ApiError(404, `No API route answers ${pathname}`);
  const { accounts } = deps;
  if (!accounts) throw new ApiError(404, `${pathname} needs the platform's user store, which this platform was started without`);
  const caller = securityCaller(exchange.req, deps.security, deps.secret, accounts, deps.now());
  const [, key, part, extra] = rest;
  const section = part?.toLowerCase();

  if (key === undefined) {
    allowMethods(exchange, pathname, ['POST']);
    requireAdmin(caller);
    await createUser(exchange, accounts, await readJsonObject(exchange.req, deps.maxBodyBytes));
  } else if (section === undefined && exchange.method === 'PATCH') {
    requireAdmin(caller);
    patchUser(exchange, accounts, targetUser(caller, key, accounts), await readJsonObject(exchange.req, deps.maxBodyBytes));
  } else if (section === undefined) {
    allowMethods(exchange, pathname, [...READ, 'PATCH']);
    getUser(exchange, targetUser(caller, key, accounts));
  } else if (section === 'groups' && extra === undefined) {
    allowMethods(exchange, pathname, READ);
    getUserGroups(exchange, deps.security, targetUser(caller, key, accounts));
  } else if (section === 'groups') {
    allowMethods(exchange, pathname, READ);
    checkMembership(exchange, deps.security, targetUser(caller, key, accounts), extra);
  } else if (section === 'credentials' && extra?.toLowerCase() === 'password') {
    allowMethods(exchange, pathname, ['POST']);
    const user = targetUser(caller, key, accounts);
    await changePassword(exchange, accounts, caller, user, await readJsonObject(exchange.req, deps.maxBodyBytes));
  } else if (section === 'actions' && extra === undefined) {
    allowMethods(exchange, pathname, ['POST']);
    requireAdmin(caller);
    applyUserAction(exchange, accounts, targetUser(caller, key, accounts), await readJsonObject(exchange.req, deps.maxBodyBytes));
  } else {
    throw new ApiError(404, `No API route answers ${pathname}`);
  }
}
