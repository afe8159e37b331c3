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
  accessDenied: '/account/access-denied',
} as const;
