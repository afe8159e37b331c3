// The user slice on every page: who the visitor is, signing in and out. The account forms' transitions are in
// formSlice.ts, which comes with the account pages' chunk (and is on the server): content pages do not carry them.
import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { SendState, SignedInUser, UserState } from './types';

const idle: SendState = { isSending: false, sent: false, error: null, status: null };

export const initialUserState: UserState = {
  authenticationState: {
    isLoading: false,
    isAuthenticated: false,
    isAuthenticationError: false,
    isError: false,
    errorMessage: null,
  },
  user: null,
  registration: { isLoading: false, success: false, error: null, status: null, user: null },
  passwordResetRequest: idle,
  resetPassword: idle,
  changePassword: idle,
  rejectedPost: null,
  accountsUnavailable: false,
  csrfToken: null,
  environments: { isLoading: false, items: null, error: null },
};

const userSessionSlice = createSlice({
  name: 'user',
  initialState: initialUserState,
  reducers: {
    /** Ask who the visitor is (page start in a new tab, or the session cookie changed in another tab). */
    userValidationRequested(state) {
      state.authenticationState.isLoading = true;
    },
    /** Who the visitor is, as the server established it from the session cookies. */
    authenticationStateSet(state, action: PayloadAction<{ user: SignedInUser | null; csrfToken?: string | null }>) {
      const { user, csrfToken } = action.payload;
      state.user = user;
      state.authenticationState = { ...initialUserState.authenticationState, isAuthenticated: user !== null };
      if (csrfToken !== undefined) state.csrfToken = csrfToken;
    },
    /** Who the visitor is could not be checked (network): what was known stays. */
    userValidationFailed(state, action: PayloadAction<{ message: string }>) {
      state.authenticationState.isLoading = false;
      state.authenticationState.isError = true;
      state.authenticationState.errorMessage = action.payload.message;
    },
    /** An anti-forgery token for this visitor's account posts. */
    csrfTokenIssued(state, action: PayloadAction<string>) {
      state.csrfToken = action.payload;
    },
    /** Signed in (the login form's saga): the app's saga takes the visitor on from here, on every page. */
    loginSucceeded(state, action: PayloadAction<{ user: SignedInUser; redirectTo: string; csrfToken?: string }>) {
      state.user = action.payload.user;
      state.authenticationState = { ...initialUserState.authenticationState, isAuthenticated: true };
      if (action.payload.csrfToken) state.csrfToken = action.payload.csrfToken;
    },
    logoutRequested(_state, _action: PayloadAction<{ redirectTo: string | null }>) {},
    /** Signed out: everything about the user and their forms is forgotten. */
    loggedOut(state, _action: PayloadAction<{ redirectTo: string }>) {
      return { ...initialUserState, csrfToken: state.csrfToken };
    },
  },
});

export const {
  userValidationRequested,
  authenticationStateSet,
  userValidationFailed,
  csrfTokenIssued,
  loginSucceeded,
  logoutRequested,
  loggedOut,
} = userSessionSlice.actions;

/** The user slice without the forms' transitions: the browser's store until the account chunk brings `userReducer`. */
export const userSessionReducer = userSessionSlice.reducer;
