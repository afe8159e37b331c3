import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { RegisterRequest, StaffEnvironment } from '../../../contract';
import type { AccountFormName, FieldError, RegisteredUser, RejectedPost, SendState, SignedInUser, SignInTarget, UserState } from './types';

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
  csrfToken: null,
  environments: { isLoading: false, items: null, error: null },
};

export interface Failure {
  message: string;
  status: number | null;
}

const sending = (): SendState => ({ isSending: true, sent: false, error: null, status: null });
const sent = (): SendState => ({ isSending: false, sent: true, error: null, status: null });
const failed = ({ message, status }: Failure): SendState => ({ isSending: false, sent: false, error: message, status });

const userSlice = createSlice({
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

    loginRequested: {
      reducer(state) {
        state.authenticationState = { ...state.authenticationState, isLoading: true, isError: false, isAuthenticationError: false, errorMessage: null };
        state.rejectedPost = null;
      },
      // The password is in the action only on its way to the saga: it is never stored in state.
      prepare: (payload: { username: string; password: string; target: SignInTarget }) => ({ payload }),
    },
    loginSucceeded(state, action: PayloadAction<{ user: SignedInUser; redirectTo: string; csrfToken?: string }>) {
      state.user = action.payload.user;
      state.authenticationState = { ...initialUserState.authenticationState, isAuthenticated: true };
      if (action.payload.csrfToken) state.csrfToken = action.payload.csrfToken;
    },
    loginFailed(state, action: PayloadAction<Failure & { isAuthenticationError: boolean }>) {
      const { message, isAuthenticationError } = action.payload;
      state.user = null;
      state.authenticationState = { isLoading: false, isAuthenticated: false, isAuthenticationError, isError: true, errorMessage: message };
    },

    logoutRequested(_state, _action: PayloadAction<{ redirectTo: string | null }>) {},
    /** Signed out: everything about the user and their forms is forgotten. */
    loggedOut(state, _action: PayloadAction<{ redirectTo: string }>) {
      return { ...initialUserState, csrfToken: state.csrfToken };
    },

    registrationRequested(state, _action: PayloadAction<{ user: RegisterRequest; redirectTo: string | null }>) {
      state.registration = { isLoading: true, success: false, error: null, status: null, user: null };
      state.rejectedPost = null;
    },
    registrationSucceeded(state, action: PayloadAction<{ user: RegisteredUser; redirectTo: string | null }>) {
      state.registration = { isLoading: false, success: true, error: null, status: null, user: action.payload.user };
    },
    registrationFailed(state, action: PayloadAction<Failure>) {
      state.registration = { isLoading: false, success: false, error: action.payload.message, status: action.payload.status, user: null };
    },

    passwordResetRequested(_state, _action: PayloadAction<{ userEmail?: string }>) {},
    passwordResetRequestSending(state) {
      state.passwordResetRequest = sending();
      state.rejectedPost = null;
    },
    passwordResetRequestSent(state) {
      state.passwordResetRequest = sent();
    },
    passwordResetRequestFailed(state, action: PayloadAction<Failure>) {
      state.passwordResetRequest = failed(action.payload);
    },

    passwordResetSubmitted(_state, _action: PayloadAction<{ token?: string; password?: string }>) {},
    passwordResetSending(state) {
      state.resetPassword = sending();
      state.rejectedPost = null;
    },
    passwordResetSent(state) {
      state.resetPassword = sent();
    },
    passwordResetFailed(state, action: PayloadAction<Failure>) {
      state.resetPassword = failed(action.payload);
    },

    passwordChangeSubmitted(_state, _action: PayloadAction<{ userId?: string; currentPassword?: string; newPassword?: string }>) {},
    passwordChangeSending(state) {
      state.changePassword = sending();
      state.rejectedPost = null;
    },
    passwordChangeSent(state) {
      state.changePassword = sent();
    },
    passwordChangeFailed(state, action: PayloadAction<Failure>) {
      state.changePassword = failed(action.payload);
    },

    /** A staff user's environments listing is wanted (spec 7). */
    environmentsRequested(state) {
      state.environments = { isLoading: true, items: state.environments.items, error: null };
    },
    environmentsLoaded(state, action: PayloadAction<StaffEnvironment[]>) {
      state.environments = { isLoading: false, items: action.payload, error: null };
    },
    environmentsFailed(state, action: PayloadAction<{ message: string }>) {
      state.environments = { isLoading: false, items: null, error: action.payload.message };
    },

    /** A form posted without JavaScript was refused: the page shows it again with the input and the errors. */
    formPostRejected(state, action: PayloadAction<RejectedPost>) {
      state.rejectedPost = action.payload;
    },
  },
});

export const {
  userValidationRequested,
  authenticationStateSet,
  userValidationFailed,
  csrfTokenIssued,
  loginRequested,
  loginSucceeded,
  loginFailed,
  logoutRequested,
  loggedOut,
  registrationRequested,
  registrationSucceeded,
  registrationFailed,
  passwordResetRequested,
  passwordResetRequestSending,
  passwordResetRequestSent,
  passwordResetRequestFailed,
  passwordResetSubmitted,
  passwordResetSending,
  passwordResetSent,
  passwordResetFailed,
  passwordChangeSubmitted,
  passwordChangeSending,
  passwordChangeSent,
  passwordChangeFailed,
  formPostRejected,
  environmentsRequested,
  environmentsLoaded,
  environmentsFailed,
} = userSlice.actions;

export const userReducer = userSlice.reducer;

export type { AccountFormName, FieldError };
