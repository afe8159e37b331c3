// A users row as SQLite holds it, and the StoredUser the rest of the platform sees.

export interface StoredUser {
  id: string;
  username: string;
  email: string | null;
  firstName: string | null;
  lastName: string | null;
  language: string | null;
  timezone: string | null;
  custom: Record<string, unknown>;
  /** Direct group ids (inheritance is the pack's to expand). */
  groupIds: string[];
  suspended: boolean;
  locked: boolean;
  forcePasswordReset: boolean;
  passwordChangedAt: string | null;
  created: string;
  modified: string;
  lastLogin: string | null;
  lastFailedLogin: string | null;
  failedLoginAttempts: number;
  failedLoginAttemptsSinceLastSuccess: number;
  successfulLoginAttempts: number;
}

export interface UserRow {
  id: string;
  username: string;
  email: string | null;
  first_name: string | null;
  last_name: string | null;
  language: string | null;
  timezone: string | null;
  custom_json: string | null;
  password_hash: string | null;
  suspended: number;
  locked: number;
  /** When a lock from wrong passwords ends (ISO time); null for a lock an administrator set, which has no end. */
  locked_until: string | null;
  force_password_reset: number;
  password_changed_at: string | null;
  created_at: string;
  modified_at: string;
  last_login: string | null;
  last_failed_login: string | null;
  failed_login_attempts: number;
  failed_since_success: number;
  successful_login_attempts: number;
}

export function rowToUser(row: UserRow, groupIds: string[]): StoredUser {
  return {
    id: row.id,
    username: row.username,
    email: row.email,
    firstName: row.first_name,
    lastName: row.last_name,
    language: row.language,
    timezone: row.timezone,
    custom: parseCustom(row.custom_json),
    groupIds,
    suspended: row.suspended === 1,
    locked: isLocked(row, new Date()),
    forcePasswordReset: row.force_password_reset === 1,
    passwordChangedAt: row.password_changed_at,
    created: row.created_at,
    modified: row.modified_at,
    lastLogin: row.last_login,
    lastFailedLogin: row.last_failed_login,
    failedLoginAttempts: row.failed_login_attempts,
    failedLoginAttemptsSinceLastSuccess: row.failed_since_success,
    successfulLoginAttempts: row.successful_login_attempts,
  };
}

function parseCustom(json: string | null): Record<string, unknown> {
  if (!json) return {};
  const value: unknown = JSON.parse(json);
  return typeof value === 'object' && value !== null && !Array.isArray(value) ? (value as Record<string, unknown>) : {};
}

/** Locked at `now`: a lock from wrong passwords ends at `locked_until`; one an administrator set lasts until unlocked. */
export function isLocked(row: Pick<UserRow, 'locked' | 'locked_until'>, now: Date): boolean {
  if (row.locked !== 1) return false;
  return row.locked_until === null || Date.parse(row.locked_until) > now.getTime();
}
