// The security (management) API a site front end calls on the CMS host with a bearer token
// (contensis-api.md §3). Errors use ApiErrorBody / ValidationErrorBody from ./delivery.

export const USERS_PATH = '/api/security/users';
/** Stands for the signed-in user in `/api/security/users/@current`. */
export const CURRENT_USER = '@current';

export interface UserStatus {
  suspended: boolean;
  locked: boolean;
  passwordResetRequired?: boolean;
  active?: boolean;
}

export interface UserCredentials {
  provider?: { type: string; name: string };
  /** Write-only: sent when creating a user, never answered. */
  password?: string;
  passwordChangeFrequency?: number;
}

export interface User {
  id: string;
  username: string;
  email: string;
  firstName: string;
  lastName: string;
  avatarUrl?: string;
  timezone?: string;
  language?: string;
  custom?: Record<string, unknown>;
  credentials?: UserCredentials;
  status: UserStatus;
  created?: string;
  modified?: string;
  lastLogin?: string;
  lastFailedLogin?: string;
  expiry?: string;
  passwordChanged?: string;
  optOutOfNotifications?: boolean;
  failedLoginAttempts?: number;
  failedLoginAttemptsSinceLastSuccess?: number;
  successfulLoginAttempts?: number;
}

export type GroupType = 'sys' | 'contensis' | 'external';

export interface Group {
  id: string;
  name: string;
  description?: string;
  type: GroupType;
  custom?: Record<string, unknown>;
  created?: string;
  modified?: string;
  userCount?: number;
  childGroupCount?: number;
}

/** Query of `GET /api/security/users/{userId}/groups`; answered with PagedList<Group>. */
export interface UserGroupsQuery {
  includeInherited?: boolean;
  pageIndex?: number;
  pageSize?: number;
  order?: string;
  /** Comma-separated group ids or names. */
  excludedGroups?: string;
}

/** Body of `POST /api/security/users` (201 User; 409 exists; 422 validation). Without `username` the email is used. */
export interface CreateUserRequest {
  username?: string;
  email: string;
  firstName?: string;
  lastName?: string;
  language?: string;
  timezone?: string;
  custom?: Record<string, unknown>;
  credentials: { password: string };
}

/** Query of `POST /api/security/users`. */
export interface CreateUserQuery {
  suspended?: boolean;
  forcePasswordReset?: boolean;
}

/** Body of `POST /api/security/users/{userId}/credentials/password` (200 empty; 409 wrong existing; 422 policy). */
export interface PasswordChangeRequest {
  new: string;
  /** Left out only by administrators. */
  existing?: string;
}

export type UserActionType = 'suspend' | 'unsuspend' | 'unlock' | 'setPasswordToExpirable' | 'forcePasswordReset';

/** Body of `POST /api/security/users/{id}/actions`. */
export interface UserActionRequest {
  type: UserActionType;
}

/** Password policy (OWASP ASVS 5.0; contract/passwordPolicy.ts): at least this many characters, no composition rules. */
export const PASSWORD_MIN_LENGTH = 8;
/** What the forms recommend: length is what makes a password strong. */
export const PASSWORD_RECOMMENDED_LENGTH = 15;
/** The longest password taken, whole (a longer one is refused, never cut). */
export const PASSWORD_MAX_LENGTH = 256;
