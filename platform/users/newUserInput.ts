import type { CreateUserRequest, FieldError } from '../../contract';
import { isObject } from '../json';
import { passwordProblems } from './passwordPolicy';
import type { NewUser } from './userStore';

// Checks the body of POST /api/security/users. Every problem is reported at once, by field, as a person
// filling a registration form would want to see them.

const EMAIL = /^[^\s@]+@[^\s@.]+(\.[^\s@.]+)+$/u;
const USERNAME = /^[\p{L}\p{N}._@+-]+$/u;
const CONTROL = /\p{Cc}/u;
const MAX_EMAIL = 254;
const MAX_NAME = 100;
const MAX_CUSTOM_BYTES = 8192;

export type NewUserInput = { ok: true; user: NewUser } | { ok: false; errors: FieldError[] };

function optionalText(body: Record<string, unknown>, field: keyof CreateUserRequest, max: number, errors: FieldError[]): string | null {
  const value = body[field];
  if (value === undefined || value === null || value === '') return null;
  if (typeof value !== 'string' || CONTROL.test(value) || value.trim().length > max) {
    errors.push({ field, message: `${field} must be text of at most ${max} characters` });
    return null;
  }
  return value.trim() || null;
}

function readEmail(body: Record<string, unknown>, errors: FieldError[]): string | null {
  const email = typeof body.email === 'string' ? body.email.trim() : '';
  if (email === '') errors.push({ field: 'email', message: 'Enter an email address' });
  else if (email.length > MAX_EMAIL || !EMAIL.test(email))
    errors.push({ field: 'email', message: 'Enter an email address in the correct format, like name@example.com' });
  else return email;
  return null;
}

function readUsername(body: Record<string, unknown>, email: string | null, errors: FieldError[]): string | null {
  const given = optionalText(body, 'username', MAX_NAME, errors);
  if (given === null) return email;
  // "@current" names the signed-in user in the API's paths.
  if (!USERNAME.test(given) || given.startsWith('@')) {
    errors.push({ field: 'username', message: 'A username may use letters, digits and . _ @ + - only, and may not start with @' });
    return null;
  }
  return given;
}

function readCustom(body: Record<string, unknown>, errors: FieldError[]): Record<string, unknown> {
  const custom = body.custom;
  if (custom === undefined || custom === null) return {};
  if (!isObject(custom) || Buffer.byteLength(JSON.stringify(custom)) > MAX_CUSTOM_BYTES) {
    errors.push({ field: 'custom', message: `custom must be an object of at most ${MAX_CUSTOM_BYTES} bytes of JSON` });
    return {};
  }
  return custom;
}

export function readNewUser(body: Record<string, unknown>, flags: { suspended: boolean; forcePasswordReset: boolean }): NewUserInput {
  const errors: FieldError[] = [];
  const email = readEmail(body, errors);
  const username = readUsername(body, email, errors);
  const firstName = optionalText(body, 'firstName', MAX_NAME, errors);
  const lastName = optionalText(body, 'lastName', MAX_NAME, errors);
  const language = optionalText(body, 'language', 35, errors);
  const timezone = optionalText(body, 'timezone', 64, errors);
  const custom = readCustom(body, errors);
  const credentials = body.credentials;
  const password = isObject(credentials) ? credentials.password : undefined;
  if (typeof password !== 'string' || password === '') errors.push({ field: 'credentials.password', message: 'Enter a password' });
  else
    for (const message of passwordProblems(password, { username, email, firstName, lastName }))
      errors.push({ field: 'credentials.password', message });

  if (errors.length > 0 || username === null || typeof password !== 'string') return { ok: false, errors };
  return { ok: true, user: { username, email, firstName, lastName, language, timezone, custom, password, ...flags } };
}
