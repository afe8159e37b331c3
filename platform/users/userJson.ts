import type { Group, User } from '../../contract';
import type { LoadedGroup, LoadedSecurity } from '../pack/model';
import type { StoredUser } from './userRow';

// The security API's User and Group JSON (contensis-api.md §3). A user's answer never carries a password or hash.

export function userJson(user: StoredUser): User {
  const json: User = {
    id: user.id,
    username: user.username,
    email: user.email ?? '',
    firstName: user.firstName ?? '',
    lastName: user.lastName ?? '',
    custom: user.custom,
    credentials: { provider: { type: 'Contensis', name: 'Contensis' } },
    status: { active: !user.suspended, suspended: user.suspended, locked: user.locked, passwordResetRequired: user.forcePasswordReset },
    created: user.created,
    modified: user.modified,
    failedLoginAttempts: user.failedLoginAttempts,
    failedLoginAttemptsSinceLastSuccess: user.failedLoginAttemptsSinceLastSuccess,
    successfulLoginAttempts: user.successfulLoginAttempts,
  };
  if (user.language) json.language = user.language;
  if (user.timezone) json.timezone = user.timezone;
  if (user.lastLogin) json.lastLogin = user.lastLogin;
  if (user.lastFailedLogin) json.lastFailedLogin = user.lastFailedLogin;
  if (user.passwordChangedAt) json.passwordChanged = user.passwordChangedAt;
  return json;
}

export function groupJson(group: LoadedGroup, security: LoadedSecurity): Group {
  return {
    id: group.id,
    name: group.name,
    description: group.description ?? '',
    type: 'contensis',
    custom: {},
    childGroupCount: security.groups.filter((other) => other.parentGroupIds.includes(group.id)).length,
  };
}
