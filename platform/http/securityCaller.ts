import type { IncomingMessage } from 'node:http';
import type { Accounts, ActiveSession } from '../auth/accounts';
import { verifyAccessToken } from '../auth/tokens';
import type { LoadedSecurity } from '../pack';
import type { StoredUser } from '../users/userStore';
import { ApiError } from './apiError';
import { authorizationToken } from './credentials';

// Who calls the security API (contensis-api.md §3): `Authorization: Bearer <jwt>` only. A client whose token
// holds Security_Administrator administers every user; a signed-in user may act on their own account only.

export const ADMIN_SCOPE = 'Security_Administrator';

export type SecurityCaller =
  { kind: 'admin'; clientId: string } | { kind: 'client'; clientId: string } | { kind: 'user'; active: ActiveSession };

export function securityCaller(
  req: IncomingMessage,
  security: LoadedSecurity | null,
  secret: Buffer,
  accounts: Accounts,
  now: number,
): SecurityCaller {
  const token = authorizationToken(req);
  if (!token) throw new ApiError(401, 'The security API needs an Authorization bearer token');
  const claims = verifyAccessToken(secret, token, now);
  if (claims?.kind === 'client' && security?.clients.has(claims.clientId)) {
    return claims.scopes.includes(ADMIN_SCOPE)
      ? { kind: 'admin', clientId: claims.clientId }
      : { kind: 'client', clientId: claims.clientId };
  }
  const active = claims?.kind === 'user' ? accounts.fromAccessToken(claims, now) : null;
  if (!active) throw new ApiError(401, 'The bearer token is not valid, has expired or its session has ended');
  return { kind: 'user', active };
}

export function requireAdmin(caller: SecurityCaller): void {
  if (caller.kind !== 'admin') throw new ApiError(403, `This needs a client token with the ${ADMIN_SCOPE} scope`);
}

/**
 * The user a path names (`@current`, id, username or email) when the caller may act on them. A user asking
 * about anyone else gets 403 whether or not that account exists, so the API cannot be used to find accounts.
 */
export function targetUser(caller: SecurityCaller, key: string, accounts: Accounts): StoredUser {
  if (key.toLowerCase() === '@current') {
    if (caller.kind !== 'user') throw new ApiError(403, "@current names the signed-in user: call it with a user's bearer token");
    return caller.active.user;
  }
  if (caller.kind === 'user') {
    const self = caller.active.user;
    const lower = key.toLowerCase();
    if ([self.id, self.username, self.email ?? ''].some((name) => name.toLowerCase() === lower)) return self;
    throw new ApiError(403, 'A user may only see and change their own account');
  }
  requireAdmin(caller);
  const user = accounts.store.find(key);
  if (!user) throw new ApiError(404, `No user has the id, username or email "${key}"`);
  return user;
}
