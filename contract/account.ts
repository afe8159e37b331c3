// The site server's account routes that CRB's browser code calls (contensis-api.md §5). No source
// defines the server side; these are the shapes the callers send and read.
import type { CreateUserRequest } from './security';

/** `POST /account/register`: the user to create (2xx answers the created user). */
export type RegisterRequest = CreateUserRequest;

/** `POST /account/reset`: the whole object is posted; `userEmail` is required. */
export interface PasswordResetRequest {
  userEmail: string;
  [key: string]: unknown;
}

/** `POST /account/reset/password`. */
export interface PasswordResetCompletion {
  token: string;
  password: string;
  [key: string]: unknown;
}

/** A failed account call: callers show `error.message` (or `error.data[0].message`). */
export interface AccountErrorBody {
  error: {
    message: string;
    status?: number;
    data?: { field?: string; message: string }[];
  };
}

export const ACCOUNT_PATHS = {
  register: '/account/register',
  reset: '/account/reset',
  resetPassword: '/account/reset/password',
  resendVerification: '/account/verify/resend',
  login: '/account/login',
  /** GET: where the federated sign-in comes back (`securityToken`, `state`); nowhere else takes a security token. */
  federatedCallback: '/account/federated-sign-in',
  accessDenied: '/account/access-denied',
  /** GET: who the visitor is (JSON, never cached). */
  session: '/account/session',
  logout: '/account/logout',
  registration: '/account/registration',
  forgotPassword: '/account/forgot-password',
  /** The page the emailed reset link opens (`?token=`). */
  resetPasswordPage: '/account/reset-password',
  changePassword: '/account/change-password',
  /** The emailed confirmation link (`?token=`). */
  verify: '/account/verify',
  /** GET: a staff user's environments (spec 7), from the configured listing. */
  environments: '/account/environments',
} as const;

/** One environment of a staff user's listing. */
export interface StaffEnvironment {
  name: string;
  url: string;
}

/** Header carrying the visitor's security token to the environments listing (spec 7). */
export const SECURITY_TOKEN_HEADER = 'x-security-token';

/** Header carrying the anti-forgery token of a script's account post (a plain form sends the `_csrf` field). */
export const CSRF_HEADER = 'x-csrf-token';
export const CSRF_FIELD = '_csrf';

/**
 * A cookie script may read: it holds no secret, only a value that changes with every sign-in and sign-out, so
 * other tabs notice (spec 4.1: cookie changes are polled every 300 ms).
 */
export const SESSION_MARKER_COOKIE = 'trellis_session';
