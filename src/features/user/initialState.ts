// The account forms' initial state apart from their slice: the main bundle's store knows it (a page's state may
// leave it out) without carrying the slice, which comes with the account chunk.
import type { AccountFormsState, SendState, SignInState } from './types';

const idle: SendState = { isSending: false, sent: false, error: null, status: null };
export const signInIdle: SignInState = { isLoading: false, error: null, isAuthenticationError: false };

export const initialAccountFormsState: AccountFormsState = {
  signIn: signInIdle,
  registration: { isLoading: false, success: false, error: null, status: null, user: null },
  passwordResetRequest: idle,
  resetPassword: idle,
  changePassword: idle,
  rejectedPost: null,
  environments: { isLoading: false, items: null, error: null },
  accountsUnavailable: false,
};
