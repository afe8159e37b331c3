// The account forms' state (sign-in progress, registration, password reset and change, a refused plain post, the
// staff environments listing): its own slice, loaded with the account pages' chunk in the browser, and on the server.
import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { RegisterRequest, StaffEnvironment } from '../../../contract';
import { authenticationStateSet, loggedOut, loginFailed, loginSucceeded, type Failure } from './sessionSlice';
import { initialAccountFormsState, signInIdle } from './initialState';
import type { RegisteredUser, RejectedPost, SendState, SignInTarget } from './types';

const sending = (): SendState => ({ isSending: true, sent: false, error: null, status: null });
const sent = (): SendState => ({ isSending: false, sent: true, error: null, status: null });
const failed = ({ message, status }: Failure): SendState => ({ isSending: false, sent: false, error: message, status });

export const accountFormsSlice = createSlice({
  name: 'accountForms',
  initialState: initialAccountFormsState,
  reducers: {
    loginRequested: {
      reducer(state) {
        state.signIn = { ...signInIdle, isLoading: true };
        state.rejectedPost = null;
      },
      // The password is in the action only on its way to the saga: it is never stored in state.
      prepare: (payload: { username: string; password: string; target: SignInTarget }) => ({ payload }),
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

    /** The server cannot administer accounts (no privileged client is configured). */
    accountAdministrationUnavailable(state) {
      state.accountsUnavailable = true;
    },

    /** A form posted without JavaScript was refused: the page shows it again with the input and the errors. */
    formPostRejected(state, action: PayloadAction<RejectedPost>) {
      state.rejectedPost = action.payload;
    },
  },
  // The session's events (sessionSlice.ts, on every page) end or settle a sign-in in progress.
  extraReducers: (builder) =>
    builder
      .addCase(loginFailed, (state, { payload }) => {
        state.signIn = { isLoading: false, error: payload.message, isAuthenticationError: payload.isAuthenticationError };
      })
      .addCase(loginSucceeded, (state) => {
        state.signIn = signInIdle;
      })
      .addCase(authenticationStateSet, (state) => {
        state.signIn = signInIdle;
      })
      .addCase(loggedOut, () => initialAccountFormsState),
});

export const {
  accountAdministrationUnavailable,
  loginRequested,
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
} = accountFormsSlice.actions;

export const accountFormsReducer = accountFormsSlice.reducer;
