import { USERS_PATH, type UserActionType } from '../../../contract';
import type { Accounts } from '../../auth/accounts';
import { isObject } from '../../json';
import { readNewUser } from '../../users/newUserInput';
import { normalisePassword } from '../../../contract/passwordPolicy';
import { passwordProblems } from '../../users/passwordPolicy';
import { userJson } from '../../users/userJson';
import { DuplicateUserError, type StoredUser } from '../../users/userStore';
import { ApiError, validationError } from '../apiError';
import { sendJson, type Exchange } from '../exchange';
import type { SecurityCaller } from '../securityCaller';

// POST /api/security/users, PATCH .../{user}, POST .../{user}/credentials/password and POST .../{user}/actions.

const NO_STORE = { 'Cache-Control': 'no-store' };
const ACTIONS: readonly UserActionType[] = ['suspend', 'unsuspend', 'unlock', 'forcePasswordReset', 'setPasswordToExpirable'];

/** Registers a user (the caller is an administrator): 201 User; 409 when the username or email is taken; 422 when invalid. */
export async function createUser(exchange: Exchange, accounts: Accounts, body: Record<string, unknown>): Promise<void> {
  const flag = (name: string) => exchange.query.get(name.toLowerCase())?.toLowerCase() === 'true';
  const input = readNewUser(body, { suspended: flag('suspended'), forcePasswordReset: flag('forcePasswordReset') });
  if (!input.ok) throw validationError('The user is not valid', input.errors);
  let user: StoredUser;
  try {
    user = await accounts.store.create(input.user);
  } catch (error) {
    if (!(error instanceof DuplicateUserError)) throw error;
    const field = error.field === 'email' ? 'email' : 'username';
    throw new ApiError(409, `A user with this ${field} already exists`, [{ field, message: `A user with this ${field} already exists` }]);
  }
  sendJson(exchange, 201, userJson(user), { ...NO_STORE, Location: `${USERS_PATH}/${encodeURIComponent(user.id)}` });
}

/**
 * Sets a password. The user themselves must give the existing one (wrong: 409, counted as a failed sign-in);
 * an administrator may leave it out. The new one must meet the policy and differ from the existing one (422).
 * Success ends every session of the user, the caller's own included: the site signs in again with the new password.
 */
export async function changePassword(
  exchange: Exchange,
  accounts: Accounts,
  caller: SecurityCaller,
  user: StoredUser,
  body: Record<string, unknown>,
): Promise<void> {
  const { new: next, existing } = body;
  if (typeof next !== 'string' || next === '')
    throw validationError('The new password is not valid', [{ field: 'new', message: 'Enter a new password' }]);
  if (existing !== undefined && typeof existing !== 'string')
    throw validationError('The existing password is not valid', [{ field: 'existing', message: 'existing must be text' }]);
  if (caller.kind !== 'admin' && !existing) {
    throw validationError('The existing password is required', [{ field: 'existing', message: 'Enter your current password' }]);
  }
  if (existing && !(await accounts.store.checkPassword(user.id, existing, accounts.lockPolicy))) {
    throw new ApiError(409, 'The current password is incorrect', [{ field: 'existing', message: 'The current password is incorrect' }]);
  }
  const problems = passwordProblems(next, user);
  if (existing && normalisePassword(next) === normalisePassword(existing))
    problems.push('The new password must be different from the current one');
  if (problems.length > 0)
    throw validationError(
      'The new password does not meet the password policy',
      problems.map((message) => ({ field: 'new', message })),
    );
  await accounts.store.setPassword(user.id, next);
  exchange.res.statusCode = 200;
  exchange.res.setHeader('Cache-Control', 'no-store');
  exchange.res.setHeader('Content-Length', '0');
  exchange.res.end();
}

/** Applies an administrator's action; answers the user as it now is. */
export function applyUserAction(exchange: Exchange, accounts: Accounts, user: StoredUser, body: Record<string, unknown>): void {
  const type = body.type;
  if (typeof type !== 'string' || !ACTIONS.includes(type as UserActionType)) {
    throw validationError('The action is not valid', [{ field: 'type', message: `type must be one of ${ACTIONS.join(', ')}` }]);
  }
  const updated = accounts.store.applyAction(user.id, type as UserActionType);
  if (!updated) throw new ApiError(404, 'The user no longer exists');
  sendJson(exchange, 200, userJson(updated), NO_STORE);
}

const PATCHABLE_NAMES = ['firstName', 'lastName'] as const;
const MAX_NAME = 100;
const MAX_CUSTOM_BYTES = 8192;

/** A JSON merge patch (RFC 7396) of an object: null removes a key, an object merges, anything else replaces. */
function mergePatch(target: Record<string, unknown>, patch: Record<string, unknown>): Record<string, unknown> {
  const merged: Record<string, unknown> = { ...target };
  for (const [key, value] of Object.entries(patch)) {
    if (value === null) delete merged[key];
    else if (isObject(value)) merged[key] = mergePatch(isObject(merged[key]) ? merged[key] : {}, value);
    else merged[key] = value;
  }
  return merged;
}

/**
 * PATCH /api/security/users/{user} (merge patch, an administrator): the user's first and last name (null or ""
 * clears one) and custom data (merged: null removes a key); a field left out is kept. Other fields are refused (422).
 */
export function patchUser(exchange: Exchange, accounts: Accounts, user: StoredUser, body: Record<string, unknown>): void {
  const errors: { field: string; message: string }[] = [];
  const changes: { firstName?: string | null; lastName?: string | null; custom?: Record<string, unknown> } = {};
  for (const [field, value] of Object.entries(body)) {
    if (field === 'custom') {
      const custom = isObject(value) ? mergePatch(user.custom, value) : null;
      if (!custom || Buffer.byteLength(JSON.stringify(custom)) > MAX_CUSTOM_BYTES)
        errors.push({ field, message: `custom must be an object of at most ${MAX_CUSTOM_BYTES} bytes of JSON` });
      else changes.custom = custom;
    } else if (!(PATCHABLE_NAMES as readonly string[]).includes(field))
      errors.push({ field, message: `${field} cannot be changed here: only ${PATCHABLE_NAMES.join(', ')} and custom` });
    else if (value === null || value === '') changes[field as (typeof PATCHABLE_NAMES)[number]] = null;
    else if (typeof value !== 'string' || /\p{Cc}/u.test(value) || value.trim().length > MAX_NAME)
      errors.push({ field, message: `${field} must be text of at most ${MAX_NAME} characters` });
    else changes[field as (typeof PATCHABLE_NAMES)[number]] = value.trim();
  }
  if (errors.length > 0) throw validationError('The changes are not valid', errors);
  const updated = accounts.store.update(user.id, changes);
  if (!updated) throw new ApiError(404, 'The user no longer exists');
  sendJson(exchange, 200, userJson(updated), NO_STORE);
}
