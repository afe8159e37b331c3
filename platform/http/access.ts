import type { LoadedProject, LoadedNode, Restriction } from '../pack';
import { ApiError } from './apiError';
import type { Caller } from './caller';

// Restricted content (content-pack.md): a node's restriction covers its subtree and the entries attached to it.

/** 0 = allowed; otherwise the status to answer: 401 for callers without user credentials, 403 for users outside the groups. */
export function restrictionStatus(restriction: Restriction | null, caller: Caller): 0 | 401 | 403 {
  if (!restriction) return 0;
  if (caller.kind !== 'user') return 401;
  if (restriction.groups === null) return 0;
  for (const wanted of restriction.groups) {
    const lower = wanted.toLowerCase();
    if (caller.groups.some((group) => group.toLowerCase() === lower)) return 0;
  }
  return 403;
}

export function canSeeNode(node: LoadedNode, caller: Caller): boolean {
  return restrictionStatus(node.restriction, caller) === 0;
}

/** An entry attached to several nodes is served to callers who may see every one of them. */
function entryStatus(project: LoadedProject, entryId: string, caller: Caller): 0 | 401 | 403 {
  const restrictions = project.entryRestrictions.get(entryId.toLowerCase());
  if (!restrictions) return 0;
  let worst: 0 | 401 | 403 = 0;
  for (const restriction of restrictions) {
    const status = restrictionStatus(restriction, caller);
    if (status === 401) return 401;
    if (status === 403) worst = 403;
  }
  return worst;
}

export function canSeeEntry(project: LoadedProject, entryId: string, caller: Caller): boolean {
  return entryStatus(project, entryId, caller) === 0;
}

export function assertNodeVisible(node: LoadedNode, caller: Caller): void {
  throwFor(restrictionStatus(node.restriction, caller));
}

export function assertEntryVisible(project: LoadedProject, entryId: string, caller: Caller): void {
  throwFor(entryStatus(project, entryId, caller));
}

function throwFor(status: 0 | 401 | 403): void {
  if (status === 401) throw new ApiError(401, 'This content is restricted: sign in to see it');
  if (status === 403) throw new ApiError(403, 'This content is restricted to groups you are not in');
}
