// Public types of the user feature: who the visitor is, and the state of each account form.
// Tokens never appear here: they live in HttpOnly cookies that only the server reads (docs/decisions.md).
import type { FieldError, RegisterRequest, StaffEnvironment } from '../../../contract';

export interface UserGroup {
  id: string;
  name: string;
}

/** The signed-in visitor, as the page may show them. */
export interface SignedInUser {
  id: string;
  username: string;
  email: string;
  firstName: string;
  lastName: string;
  /** Inherited groups included. */
  groups: UserGroup[];
  /** The email's domain is the configured staff domain. */
  isZengentiStaff: boolean;
}

/** Whether who the visitor is has been established (the session's check with the server). */
export interface AuthenticationState {
  isLoading: boolean;
  /** Stays true once set until logout. */
  isAuthenticated: boolean;
  isError: boolean;
  errorMessage: string | null;
}

/** The sign-in form's progress. */
export interface SignInState {
  isLoading: boolean;
  error: string | null;
  /** The last failure was the platform refusing the credentials (not a network or server fault). */
  isAuthenticationError: boolean;
}

/** Request, reset and change password: sending, then sent or an error. */
export interface SendState {
  isSending: boolean;
  sent: boolean;
  error: string | null;
  /** HTTP status of the failed submit (the form shows it as `root.server` with the status as its type). */
  status: number | null;
}

/** The account the registration service created, as it answered it (spec 4.2: success stores the user). */
export interface RegisteredUser {
  /** Where the confirmation email went. */
  email: string;
  firstName: string;
  lastName: string;
}

export interface RegistrationState {
  isLoading: boolean;
  success: boolean;
  error: string | null;
  status: number | null;
  user: RegisteredUser | null;
}

export type AccountFormName = 'login' | 'register' | 'forgotPassword' | 'resetPassword' | 'changePassword';

/** A field the server refused (validation data of a 422, or a required field on a plain form post). */
export type { FieldError };

/**
 * A form posted without JavaScript and refused: the page is rendered again from this, with the visitor's input
 * kept (never a password) and the errors listed.
 */
export interface RejectedPost {
  form: AccountFormName;
  values: Record<string, string>;
  message: string;
  status: number;
  fieldErrors: FieldError[];
}

/** A staff user's environments (spec 7), loaded when asked for. */
export interface EnvironmentsState {
  isLoading: boolean;
  items: StaffEnvironment[] | null;
  error: string | null;
}

/** The visitor's session, on every page: who is signed in, and the anti-forgery token of their account posts. */
export interface SessionState {
  authenticationState: AuthenticationState;
  user: SignedInUser | null;
  /** Anti-forgery token for account posts; only on pages never shared between visitors. */
  csrfToken: string | null;
}

/** The account forms' state, with the account pages' chunk. */
export interface AccountFormsState {
  signIn: SignInState;
  registration: RegistrationState;
  passwordResetRequest: SendState;
  resetPassword: SendState;
  changePassword: SendState;
  rejectedPost: RejectedPost | null;
  environments: EnvironmentsState;
  /** The site has no privileged client: registration and password reset pages say so instead of showing a form. */
  accountsUnavailable: boolean;
}

export type { RegisterRequest };

/** What the site's account routes answer for the visitor (`GET /account/session`, a sign-in). */
export interface SessionAnswer {
  user: SignedInUser | null;
  csrfToken?: string;
  /** After a sign-in: where to go, a same-site path the server chose from `redirect_uri` or `ReturnURL`. */
  redirectTo?: string;
}

/** Where the visitor asked to go after signing in, as the login page's address gave it (checked by the server). */
export interface SignInTarget {
  redirect_uri?: string;
  ReturnURL?: string;
}

/** Where the user feature's sagas reach the site's account routes: given by the host, faked in tests. */
export interface AccountApi {
  session(): Promise<SessionAnswer>;
  login(body: { username: string; password: string } & SignInTarget, csrfToken: string | null): Promise<SessionAnswer>;
  logout(csrfToken: string | null): Promise<{ federatedLogoutUrl?: string }>;
  register(body: RegisterRequest, csrfToken: string | null): Promise<unknown>;
  requestPasswordReset(body: { userEmail: string }, csrfToken: string | null): Promise<unknown>;
  resetPassword(body: { token: string; password: string }, csrfToken: string | null): Promise<unknown>;
  changePassword(body: { userId: string; existing: string; new: string }, csrfToken: string | null): Promise<unknown>;
  environments(): Promise<{ environments: StaffEnvironment[] }>;
}

export const ACCOUNT_API = 'accountApi';

/** Browser effects of the user sagas, given by the host so tests can watch them. */
export interface UserBrowserEffects {
  /** Value of the visible session marker cookie (changes on every sign-in and sign-out, holds no secret). */
  readSessionMarker(): string;
  /** Forget session data kept by a federated (OIDC) sign-in. */
  clearFederatedSession(): void;
  /** Leave the app for another page (a federated logout at the identity provider). */
  assign(url: string): void;
}

export const USER_BROWSER_EFFECTS = 'userBrowserEffects';
