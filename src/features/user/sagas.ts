import type { PayloadAction } from '@reduxjs/toolkit';
import { call, delay, fork, getContext, put, select, takeLatest } from 'redux-saga/effects';
import { ACCOUNT_PATHS } from '../../../contract';
import { MESSAGES, passwordErrorMessage, registrationErrorMessage, statusOf, AccountRequestError } from './errors';
import { selectCsrfToken } from './selectors';
import {
  authenticationStateSet,
  loggedOut,
  loginFailed,
  loginRequested,
  loginSucceeded,
  logoutRequested,
  passwordChangeFailed,
  passwordChangeSending,
  passwordChangeSent,
  passwordChangeSubmitted,
  passwordResetFailed,
  passwordResetRequested,
  passwordResetRequestFailed,
  passwordResetRequestSending,
  passwordResetRequestSent,
  passwordResetSending,
  passwordResetSent,
  passwordResetSubmitted,
  registrationFailed,
  registrationRequested,
  registrationSucceeded,
  userValidationFailed,
  userValidationRequested,
} from './slice';
import { ACCOUNT_API, USER_BROWSER_EFFECTS, type AccountApi, type SessionAnswer, type UserBrowserEffects } from './types';

/** Spec 4.1: cookie changes (a sign-in or sign-out in another tab) are polled this often. */
export const SESSION_POLL_MS = 300;

const nonEmpty = (value: unknown): value is string => typeof value === 'string' && value.trim() !== '';

/** Browser: the account actions, and the watch on the session cookie. */
export function* userBrowserSaga() {
  yield takeLatest(userValidationRequested.type, validateUser);
  yield takeLatest(loginRequested.type, login);
  yield takeLatest(logoutRequested.type, logout);
  yield takeLatest(registrationRequested.type, register);
  yield takeLatest(passwordResetRequested.type, requestPasswordReset);
  yield takeLatest(passwordResetSubmitted.type, resetPassword);
  yield takeLatest(passwordChangeSubmitted.type, changePassword);
  yield fork(watchSessionCookie);
}

export function* validateUser() {
  const api: AccountApi = yield getContext(ACCOUNT_API);
  try {
    const answer: SessionAnswer = yield call([api, api.session]);
    yield put(authenticationStateSet({ user: answer.user, csrfToken: answer.csrfToken ?? null }));
  } catch (error) {
    yield put(userValidationFailed({ message: passwordErrorMessage(error) }));
  }
}

export function* login({ payload }: ReturnType<typeof loginRequested>) {
  const api: AccountApi = yield getContext(ACCOUNT_API);
  const csrf: string | null = yield select(selectCsrfToken);
  try {
    const answer: SessionAnswer = yield call([api, api.login], { username: payload.username, password: payload.password, ...payload.target }, csrf);
    if (!answer.user) throw new AccountRequestError(MESSAGES.unknown, null, '');
    yield put(loginSucceeded({ user: answer.user, redirectTo: answer.redirectTo ?? '/', csrfToken: answer.csrfToken }));
  } catch (error) {
    const status = statusOf(error);
    // The platform refused the credentials (not a fault, a limit or the network).
    const isAuthenticationError = status === 400 || status === 401;
    yield put(loginFailed({ message: passwordErrorMessage(error), status, isAuthenticationError }));
  }
}

export function* logout({ payload }: PayloadAction<{ redirectTo: string | null }>) {
  const api: AccountApi = yield getContext(ACCOUNT_API);
  const effects: UserBrowserEffects = yield getContext(USER_BROWSER_EFFECTS);
  const csrf: string | null = yield select(selectCsrfToken);
  let federatedLogoutUrl: string | undefined;
  try {
    ({ federatedLogoutUrl } = yield call([api, api.logout], csrf));
  } catch {
    // The server clears the cookies even when the platform is down; locally we forget the user either way.
  }
  yield call([effects, effects.clearFederatedSession]);
  yield put(loggedOut({ redirectTo: payload.redirectTo ?? ACCOUNT_PATHS.login }));
  if (federatedLogoutUrl) yield call([effects, effects.assign], federatedLogoutUrl);
}

export function* register({ payload }: ReturnType<typeof registrationRequested>) {
  const api: AccountApi = yield getContext(ACCOUNT_API);
  const csrf: string | null = yield select(selectCsrfToken);
  try {
    const created: unknown = yield call([api, api.register], payload.user, csrf);
    const email = typeof created === 'object' && created !== null ? (created as { email?: unknown }).email : undefined;
    if (!nonEmpty(email)) {
      yield put(registrationFailed({ message: MESSAGES.unparsableUser, status: null }));
      return;
    }
    yield put(registrationSucceeded({ email, redirectTo: payload.redirectTo }));
  } catch (error) {
    yield put(registrationFailed({ message: registrationErrorMessage(error), status: statusOf(error) }));
  }
}

export function* requestPasswordReset({ payload }: ReturnType<typeof passwordResetRequested>) {
  if (!nonEmpty(payload?.userEmail)) {
    yield put(passwordResetRequestFailed({ message: MESSAGES.invalidObject, status: null }));
    return;
  }
  const api: AccountApi = yield getContext(ACCOUNT_API);
  const csrf: string | null = yield select(selectCsrfToken);
  yield put(passwordResetRequestSending());
  try {
    yield call([api, api.requestPasswordReset], { userEmail: payload.userEmail }, csrf);
    yield put(passwordResetRequestSent());
  } catch (error) {
    yield put(passwordResetRequestFailed({ message: passwordErrorMessage(error), status: statusOf(error) }));
  }
}

export function* resetPassword({ payload }: ReturnType<typeof passwordResetSubmitted>) {
  if (!nonEmpty(payload?.token) || !nonEmpty(payload?.password)) {
    yield put(passwordResetFailed({ message: MESSAGES.invalidObject, status: null }));
    return;
  }
  const api: AccountApi = yield getContext(ACCOUNT_API);
  const csrf: string | null = yield select(selectCsrfToken);
  yield put(passwordResetSending());
  try {
    yield call([api, api.resetPassword], { token: payload.token, password: payload.password }, csrf);
    yield put(passwordResetSent());
  } catch (error) {
    yield put(passwordResetFailed({ message: passwordErrorMessage(error), status: statusOf(error) }));
  }
}

export function* changePassword({ payload }: ReturnType<typeof passwordChangeSubmitted>) {
  if (!nonEmpty(payload?.userId) || !nonEmpty(payload?.currentPassword) || !nonEmpty(payload?.newPassword)) {
    yield put(passwordChangeFailed({ message: MESSAGES.invalidChangePassword, status: null }));
    return;
  }
  const api: AccountApi = yield getContext(ACCOUNT_API);
  const csrf: string | null = yield select(selectCsrfToken);
  yield put(passwordChangeSending());
  try {
    yield call([api, api.changePassword], { userId: payload.userId, existing: payload.currentPassword, new: payload.newPassword }, csrf);
    yield put(passwordChangeSent());
  } catch (error) {
    yield put(passwordChangeFailed({ message: passwordErrorMessage(error), status: statusOf(error) }));
  }
}

/** A sign-in or sign-out in another tab changes the session cookie: ask the server who the visitor is now. */
export function* watchSessionCookie() {
  const effects: UserBrowserEffects = yield getContext(USER_BROWSER_EFFECTS);
  let seen: string = yield call([effects, effects.readSessionMarker]);
  while (true) {
    yield delay(SESSION_POLL_MS);
    const now: string = yield call([effects, effects.readSessionMarker]);
    if (now !== seen) {
      seen = now;
      yield put(userValidationRequested());
    }
  }
}
