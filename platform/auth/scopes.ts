import { CLASSIC_SCOPES, RESOURCE_SCOPES, type ResourceScope } from '../../contract';
import type { LoadedClient } from '../pack';

// What a token is granted (contensis-api.md §2.1, spec §6).

/** The resource scopes a signed-in visitor may hold: reading content. Writes and Security_Administrator never. */
export const USER_RESOURCE_SCOPES: readonly ResourceScope[] = ['ContentType_Read', 'Entry_Read', 'Project_Read'];

function requestedScopes(scope: string | null): string[] {
  return (scope ?? '').split(/\s+/).filter(Boolean);
}

/** A client gets what it asks for within what it may have; asking for nothing = everything it may have. */
export function clientScopes(scope: string | null, client: LoadedClient): string[] {
  const requested = requestedScopes(scope);
  if (requested.length > 0 && client.scopes.length > 0) return requested.filter((wanted) => client.scopes.includes(wanted));
  return client.scopes.length > 0 ? client.scopes : requested;
}

/**
 * A user login always gets `openid offline_access` (classic grants always answer a refresh token), plus the
 * user resource scopes it asks for (all of them when it asks for none), in the contract's order.
 */
export function userScopes(scope: string | null): string[] {
  const requested = new Set(requestedScopes(scope));
  const asked = USER_RESOURCE_SCOPES.filter((wanted) => requested.has(wanted));
  const resources = RESOURCE_SCOPES.some((known) => requested.has(known)) ? asked : USER_RESOURCE_SCOPES;
  return [...CLASSIC_SCOPES, ...RESOURCE_SCOPES.filter((known) => resources.includes(known))];
}
