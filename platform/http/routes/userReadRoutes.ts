import type { Group, PagedList } from '../../../contract';
import { expandGroups, type LoadedGroup, type LoadedSecurity } from '../../pack';
import { groupJson, userJson } from '../../users/userJson';
import type { StoredUser } from '../../users/userStore';
import { ApiError, badRequest } from '../apiError';
import { sendJson, type Exchange } from '../exchange';

// GET /api/security/users/{user}, GET .../{user}/groups and HEAD .../{user}/groups/{groups}.

/** Contensis answers at most this many groups a page (CRB asks for exactly this many). */
export const MAX_GROUP_PAGE_SIZE = 100;
const DEFAULT_GROUP_PAGE_SIZE = 20;

export function getUser(exchange: Exchange, user: StoredUser): void {
  sendJson(exchange, 200, userJson(user), { 'Cache-Control': 'no-store' });
}

/** The user's groups; with `includeInherited`, every group reached through parentGroups too. */
function groupsOf(security: LoadedSecurity | null, user: StoredUser, includeInherited: boolean): LoadedGroup[] {
  if (!security) return [];
  if (!includeInherited) return user.groupIds.flatMap((id) => security.groupsById.get(id) ?? []);
  return expandGroups(security, user.groupIds).flatMap((name) => security.groupsByName.get(name.toLowerCase()) ?? []);
}

function intParam(exchange: Exchange, name: string, fallback: number, min: number, max: number): number {
  const text = exchange.query.get(name.toLowerCase());
  if (text === undefined || text === '') return fallback;
  const value = Number(text);
  if (!Number.isInteger(value) || value < min || value > max) throw badRequest(`${name} must be a whole number from ${min} to ${max}`);
  return value;
}

function matchesAny(group: LoadedGroup, refs: string[]): boolean {
  return refs.some((ref) => ref === group.id.toLowerCase() || ref === group.name.toLowerCase());
}

function csv(text: string | undefined): string[] {
  return (text ?? '')
    .split(',')
    .map((ref) => ref.trim().toLowerCase())
    .filter(Boolean);
}

export function getUserGroups(exchange: Exchange, security: LoadedSecurity | null, user: StoredUser): void {
  const includeInherited = exchange.query.get('includeinherited')?.toLowerCase() === 'true';
  const pageIndex = intParam(exchange, 'pageIndex', 0, 0, 1_000_000);
  const pageSize = intParam(exchange, 'pageSize', DEFAULT_GROUP_PAGE_SIZE, 1, MAX_GROUP_PAGE_SIZE);
  const order = exchange.query.get('order') ?? 'name';
  if (!['name', '-name'].includes(order.toLowerCase())) throw badRequest('order may be "name" or "-name"');
  const excluded = csv(exchange.query.get('excludedgroups'));

  const groups = groupsOf(security, user, includeInherited)
    .filter((group) => !matchesAny(group, excluded))
    .sort((a, b) => a.name.localeCompare(b.name, 'en', { sensitivity: 'base' }) * (order.startsWith('-') ? -1 : 1));
  const page: PagedList<Group> = {
    pageIndex,
    pageSize,
    totalCount: groups.length,
    pageCount: Math.ceil(groups.length / pageSize),
    items: security ? groups.slice(pageIndex * pageSize, (pageIndex + 1) * pageSize).map((group) => groupJson(group, security)) : [],
  };
  sendJson(exchange, 200, page, { 'Cache-Control': 'no-store' });
}

/** 204 when the user is in at least one of the groups (by id or name, inherited membership counts), else 404. */
export function checkMembership(exchange: Exchange, security: LoadedSecurity | null, user: StoredUser, groupsCsv: string): void {
  const wanted = csv(groupsCsv);
  if (wanted.length === 0) throw badRequest('Name at least one group id or name');
  if (!groupsOf(security, user, true).some((group) => matchesAny(group, wanted)))
    throw new ApiError(404, 'The user is in none of these groups');
  exchange.res.statusCode = 204;
  exchange.res.setHeader('Cache-Control', 'no-store');
  exchange.res.end();
}
