// The visitor's session, on every page: who is signed in, signing in and out, the anti-forgery token. The account
// forms' own state is accountFormsSlice.ts, which comes with the account pages' chunk (and is on the server).
import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { SessionState, SignedInUser } from './types';

/** Why an account request failed: the message shown, and the HTTP status when the server answered. */
export interface Failure {
  message: string;
  status: number | null;
}

export const initialSessionState: SessionState = {
  authenticationState: { isLoading: false, isAuthenticated: false, isError: false, errorMessage: null },
  user: null,
  csrfToken: null,
};

const signedOut = initialSessionState.authenticationState;

export const sessionSlice = createSlice({
  name: 'session',
  initialState: initialSessionState,
  reducers: {
    /** Asked who the visitor is (page start in a new tab, or the session cookie changed in another tab). */
    userValidationRequested(state) {
      state.authenticationState.isLoading = true;
    },
    /** Who the visitor is, as the server established it from the session cookies. */
    authenticationStateSet(state, action: PayloadAction<{ user: SignedInUser | null; csrfToken?: string | null }>) {
      const { user, csrfToken } = action.payload;
      state.user = user;
      state.authenticationState = { ...signedOut, isAuthenticated: user !== null };
      if (csrfToken !== undefined) state.csrfToken = csrfToken;
    },
    /** Who the visitor is could not be checked (network): what was known stays. */
    userValidationFailed(state, action: PayloadAction<{ message: string }>) {
      state.authenticationState.isLoading = false;
      state.authenticationState.isError = true;
      state.authenticationState.errorMessage = action.payload.message;
    },
    /** An anti-forgery token for this visitor's account posts was issued. */
    csrfTokenIssued(state, action: PayloadAction<string>) {
      state.csrfToken = action.payload;
    },
    /** Signed in (the sign-in form's saga): the app's saga takes the visitor on from here, on every page. */
    loginSucceeded(state, action: PayloadAction<{ user: SignedInUser; redirectTo: string; csrfToken?: string }>) {
      state.user = action.payload.user;
      state.authenticationState = { ...signedOut, isAuthenticated: true };
      if (action.payload.csrfToken) state.csrfToken = action.payload.csrfToken;
    },
    /** A sign-in was refused or failed: the session the visitor's cookies held is over (the server cleared them). */
    loginFailed(state, _action: PayloadAction<Failure & { isAuthenticationError: boolean }>) {
      state.user = null;
      state.authenticationState = signedOut;
    },
    logoutRequested(_state, _action: PayloadAction<{ redirectTo: string | null }>) {},
    /** Signed out: who the visitor was is forgotten (the account forms forget theirs too). */
    loggedOut(state, _action: PayloadAction<{ redirectTo: string }>) {
      return { ...initialSessionState, csrfToken: state.csrfToken };
    },
  },
});

export const {
  userValidationRequested,
  authenticationStateSet,
  userValidationFailed,
  csrfTokenIssued,
  loginSucceeded,
  loginFailed,
  logoutRequested,
  loggedOut,
} = sessionSlice.actions;

export const sessionReducer = sessionSlice.reducer;
